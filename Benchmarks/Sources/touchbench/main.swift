import BenchScenes
import Foundation
import OpenTouch

// touchbench <flat|tree|deep> N GESTURES [moves=20] [step=5] [fingers=1] [change=0]
// Plays GESTURES gestures (press at a random point, `moves` moves of `step` pt to the right,
// release) and prints the median nanoseconds of each phase. With change=1 one leaf moves before
// each press (changePhase), as when a drag moves a view among many siblings.

let arguments = CommandLine.arguments
guard arguments.count >= 4, let topology = BenchScene.Topology(rawValue: arguments[1]),
      let count = Int(arguments[2]), let gestures = Int(arguments[3]), count > 0, gestures > 0 else {
    FileHandle.standardError.write(Data("usage: touchbench <flat|tree|deep> N GESTURES [moves=20] [step=5] [fingers=1]\n".utf8))
    exit(2)
}
func option(_ name: String, _ fallback: Int) -> Int {
    arguments.dropFirst(4).first { $0.hasPrefix(name + "=") }.flatMap { Int($0.dropFirst(name.count + 1)) } ?? fallback
}
let moves = option("moves", 20), step = CGFloat(option("step", 5)), fingers = option("fingers", 1)
let changes = option("change", 0) != 0

@inline(never) @MainActor func pressPhase(_ scene: BenchScene, _ point: CGPoint) { scene.send(.down, at: point) }
@inline(never) @MainActor func movePhase(_ scene: BenchScene, _ point: CGPoint) { scene.send(.move, at: point) }
@inline(never) @MainActor func changePhase(_ scene: BenchScene) { scene.moveOneLeaf() }
@inline(never) @MainActor func releasePhase(_ scene: BenchScene, _ point: CGPoint) { scene.send(.up, at: point) }

func median(_ values: [UInt64]) -> UInt64 {
    values.isEmpty ? 0 : values.sorted()[values.count / 2]
}

MainActor.assumeIsolated {
    let clock = ContinuousClock()
    let buildStart = clock.now
    let scene = BenchScene(topology, count: count, fingers: fingers)
    let build = clock.now - buildStart
    // A first tap, not measured, builds what hit-testing keeps between touches (the sibling index).
    scene.send(.down, at: scene.randomPoint())
    scene.send(.up, at: .zero)
    scene.screen.advance(by: 1)
    var press: [UInt64] = [], move: [UInt64] = [], release: [UInt64] = [], change: [UInt64] = []
    func nanoseconds(_ duration: Duration) -> UInt64 {
        UInt64(duration.components.seconds) * 1_000_000_000 + UInt64(duration.components.attoseconds / 1_000_000_000)
    }
    for _ in 0..<gestures {
        var point = scene.randomPoint()
        var start = clock.now
        if changes {
            changePhase(scene)
            change.append(nanoseconds(clock.now - start))
            start = clock.now
        }
        pressPhase(scene, point)
        press.append(nanoseconds(clock.now - start))
        for _ in 0..<moves {
            scene.tick()
            point.x += step
            start = clock.now
            movePhase(scene, point)
            move.append(nanoseconds(clock.now - start))
        }
        scene.tick()
        start = clock.now
        releasePhase(scene, point)
        release.append(nanoseconds(clock.now - start))
        scene.screen.advance(by: 1)  // past every recognizer timer
    }
    print("topo=\(topology.rawValue) N=\(count) views=\(scene.viewCount) fingers=\(fingers) gestures=\(gestures) moves=\(moves) step=\(Int(step)) "
          + "build_ms=\(String(format: "%.1f", Double(nanoseconds(build)) / 1e6)) | press med=\(median(press)) | move med=\(median(move)) | release med=\(median(release)) ns" + (changes ? " | change med=\(median(change)) ns" : ""))
}
