import BenchScenes
import Foundation
import OpenTouch

// touchbench <flat|tree|deep> N GESTURES [moves=20] [step=5] [warmup=W] [mutate=new|same] [drag] [fingers=1]
//            [recognizers=both|tap|pan|none]
//
// Plays the gestures of ../shared/peers/qtquick/SCENES.md (a press at a SplitMix64 point, `moves`
// moves of `step` pt to the right, a release) after `warmup` unmeasured ones (default
// max(20, GESTURES/10), as the Qt peer), and prints the median nanoseconds of each phase and a
// `RESULT engine=opentouch ...` line. Every phase is a function of its own, so that
// `valgrind --tool=callgrind --toggle-collect=...` counts one phase exactly (Benchmarks/compare.sh).
// mutate= sets the root's middle child's frame before each press (new: a new width every other
// gesture; same: the frame it has); drag makes each pan move its view by the finger's translation.
// recognizers= leaves each leaf a tap and a pan (both, SCENES.md's), one of them, or none: the
// scenes Benchmarks/files-on-path.sh counts a plain tap, a tap and a pan on.

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.dropFirst(4).first { $0 == name || $0.hasPrefix(name + "=") }.map { String($0.dropFirst(min($0.count, name.count + 1))) }
}
func number(_ name: String, _ fallback: Int) -> Int {
    option(name).flatMap { Int($0) } ?? fallback
}
guard arguments.count >= 4, let topology = BenchScene.Topology(rawValue: arguments[1]),
      let count = Int(arguments[2]), let gestures = Int(arguments[3]), count > 0, gestures > 0,
      [nil, "new", "same"].contains(option("mutate")),
      let recognizers = BenchScene.LeafRecognizers(rawValue: option("recognizers") ?? "both") else {
    FileHandle.standardError.write(Data("""
        usage: touchbench <flat|tree|deep> N GESTURES [moves=20] [step=5] [warmup=W] [mutate=new|same] [drag] [fingers=1] [recognizers=both|tap|pan|none]

        """.utf8))
    exit(2)
}
let moves = number("moves", 20), step = CGFloat(number("step", 5)), fingers = number("fingers", 1)
let warmup = number("warmup", max(20, gestures / 10))
let mutation = option("mutate"), drag = option("drag") != nil

@inline(never) @MainActor func pressPhase(_ scene: BenchScene, _ point: CGPoint) { scene.send(.down, at: point) }
@inline(never) @MainActor func movePhase(_ scene: BenchScene, _ point: CGPoint) { scene.send(.move, at: point) }
@inline(never) @MainActor func releasePhase(_ scene: BenchScene, _ point: CGPoint) { scene.send(.up, at: point) }
@inline(never) @MainActor func mutatePhase(_ scene: BenchScene, _ gesture: Int, _ changing: Bool) {
    scene.mutate(gesture: gesture, changing: changing)
}
/// The 240 Hz clock step before each move and the release, with no timer due.
@inline(never) @MainActor func tickPhase(_ scene: BenchScene) { scene.tick() }
/// Between gestures: a second on the clock, which runs the recognizers' timers.
@inline(never) @MainActor func idlePhase(_ scene: BenchScene) { scene.idle() }
@inline(never) @MainActor func warmupGesture(_ scene: BenchScene, _ start: CGPoint) {
    var point = start
    scene.send(.down, at: point)
    for _ in 0..<scene.moves {
        scene.tick()
        point.x += scene.step
        scene.send(.move, at: point)
    }
    scene.tick()
    scene.send(.up, at: point)
    scene.idle()
}

func median(_ values: [UInt64]) -> UInt64 {
    values.isEmpty ? 0 : values.sorted()[values.count / 2]
}

MainActor.assumeIsolated {
    let clock = ContinuousClock()
    let buildStart = clock.now
    let scene = BenchScene(topology, count: count, fingers: fingers, moves: moves, step: step, drag: drag, recognizers: recognizers)
    let build = clock.now - buildStart
    for _ in 0..<warmup { warmupGesture(scene, scene.nextPressPoint()) }
    var press: [UInt64] = [], move: [UInt64] = [], release: [UInt64] = [], change: [UInt64] = []
    var tick: [UInt64] = [], idle: [UInt64] = []
    var misses = 0
    let draggedBefore = scene.draggedFrames
    func nanoseconds(since start: ContinuousClock.Instant) -> UInt64 {
        let duration = clock.now - start
        return UInt64(duration.components.seconds) * 1_000_000_000 + UInt64(duration.components.attoseconds / 1_000_000_000)
    }
    for gesture in 0..<gestures {
        var point = scene.nextPressPoint()
        var start = clock.now
        if let mutation {
            mutatePhase(scene, gesture, mutation == "new")
            change.append(nanoseconds(since: start))
        }
        if !scene.hitsLeaf(point) { misses += 1 }
        start = clock.now
        pressPhase(scene, point)
        press.append(nanoseconds(since: start))
        for _ in 0..<moves {
            start = clock.now
            tickPhase(scene)
            tick.append(nanoseconds(since: start))
            point.x += step
            start = clock.now
            movePhase(scene, point)
            move.append(nanoseconds(since: start))
        }
        tickPhase(scene)
        start = clock.now
        releasePhase(scene, point)
        release.append(nanoseconds(since: start))
        start = clock.now
        idlePhase(scene)
        idle.append(nanoseconds(since: start))
    }
    print("topo=\(topology.rawValue) N=\(count) views=\(scene.viewCount) fingers=\(fingers) gestures=\(gestures) warmup=\(warmup) "
          + "moves=\(moves) step=\(Int(step))\(mutation.map { " mutate=\($0)" } ?? "")\(drag ? " drag" : "") "
          + "build_ms=\(build.components.seconds * 1000 + build.components.attoseconds / 1_000_000_000_000_000) "
          + "| press med=\(median(press)) | move med=\(median(move)) | release med=\(median(release)) "
          + "| tick med=\(median(tick)) | idle med=\(median(idle))\(mutation == nil ? "" : " | mutate med=\(median(change))") ns")
    print("RESULT engine=opentouch items=\(scene.viewCount) presses=\(gestures) misses=\(misses) dragged=\(scene.draggedFrames - draggedBefore) moves=\(gestures * moves)")
}
