@_spi(Engine) import GestureArbitration
import Foundation
import PropertyBased
import Testing
@testable import OpenTouch

/// How many random cases each property runs: 1,800 in `swift test` (about 40 s on two cores), as many as
/// `OPENTOUCH_PROPERTY_CASES` says for a soak.
let propertyCases = ProcessInfo.processInfo.environment["OPENTOUCH_PROPERTY_CASES"].flatMap(Int.init) ?? 1800

/// Plays one random case and returns its trace as JSON and the monitor's findings.
@MainActor
func playRandomCase(sceneSeed: UInt64, inputSeed: UInt64, steps: Int) -> (trace: Data, violations: [String], leaks: [String]) {
    let monitor = Monitor()
    var reports: [Diagnostics.Report] = []
    let savedHandler = Diagnostics.handler
    Diagnostics.handler = { reports.append($0) }
    defer { Diagnostics.handler = savedHandler }

    var weakObjects: [(name: String, object: () -> AnyObject?)] = []
    var traceData = Data()
    do {
        let scene = RandomScene(seed: sceneSeed, monitor: monitor)
        let trace = scene.screen.startTracing()
        var fingers = RandomFingers(seed: inputSeed)
        for _ in 0..<steps {
            fingers.step(on: scene)
            monitor.scan(trace)
        }
        // Quiescence: every finger lifts, and the clock passes every timer.
        let down = scene.screen.fingersDown
        if !down.isEmpty {
            scene.screen.sendChecked(down.map { TouchSample(finger: $0, phase: .up, location: .zero) })
        }
        scene.screen.advance(by: 30)
        monitor.scan(trace)
        monitor.checkQuiescence()
        for recognizer in scene.recognizers where recognizer.state != .possible {
            monitor.violation("\(recognizer.debugName) is \(recognizer.state) after everything ended")
        }
        for control in scene.views.compactMap({ $0 as? UIControl }) where control.isTracking || control.isHighlighted {
            monitor.violation("\(control.accessibilityIdentifier!) is still tracking")
        }
        for scroller in scene.views.compactMap({ $0 as? UIScrollView }) where scroller.isDragging || scroller.isDecelerating {
            monitor.violation("\(scroller.accessibilityIdentifier!) is still scrolling")
        }
        if !scene.screen.application.touchDelivery.arena.entries.isEmpty || !scene.screen.application.touchDelivery.event.touchList.isEmpty {
            monitor.violation("recognizers or touches are still in play")
        }
        for report in reports where report.kind != .failureRequirementCycle {
            monitor.violation("diagnostic: \(report)")
        }
        traceData = (try? trace.jsonData()) ?? Data()
        for object in scene.everything {
            let name = (object as? UIView)?.accessibilityIdentifier ?? (object as? UIGestureRecognizer)?.name ?? "window"
            weakObjects.append((name, { [weak object] in object }))
        }
    }
    // Nothing the scene made outlives it: no retain cycles.
    let leaks = weakObjects.filter { $0.object() != nil }.map(\.name)
    return (traceData, monitor.violations, leaks)
}

@Suite("Robustness: random hierarchies, random fingers, random code in callbacks")
@MainActor
struct RobustnessTests {
    @Test("TCH-1..10 GR-3..6 every promise holds after every frame, and the same seed gives the same trace")
    func randomScenes() async {
        // swift-property-based draws the seeds and the length; a failure shrinks to the fewest
        // steps that still fail and prints a `.fixedSeed(…)` trait that replays it.
        var memory = SoakMemory(cases: propertyCases)
        var index = 0
        await propertyCheck(count: propertyCases, input: Gen<UInt64>.value(), Gen<UInt64>.value(), Gen.int(in: 1...80)) { sceneSeed, inputSeed, steps in
            memory.sample(at: index)
            index += 1
            let first = playRandomCase(sceneSeed: sceneSeed, inputSeed: inputSeed, steps: steps)
            #expect(first.violations.isEmpty, "scene \(sceneSeed), input \(inputSeed), \(steps) steps")
            #expect(first.leaks.isEmpty, "still alive after the scene went: \(first.leaks)")
            let second = playRandomCase(sceneSeed: sceneSeed, inputSeed: inputSeed, steps: steps)
            #expect(first.trace == second.trace, "the same seed gave another trace")
        }
        memory.sample(at: propertyCases)
        // Only a soak is long enough for the allocator to settle and for the other suites (which
        // make objects of their own in parallel) to be done by its middle.
        if propertyCases >= SoakMemory.soakCases, let middle = memory.middle, let end = memory.end {
            let growth = Double(end.resident - middle.resident) / Double(middle.resident)
            #expect(growth < 0.05, "resident memory grew \(Int(growth * 100))% over the second half: \(middle.resident) → \(end.resident) bytes")
            #expect(end.objects == middle.objects, "objects left alive: \(middle.objects) → \(end.objects)")
        }
    }
}

/// Resident memory and live objects at the start, every tenth, the middle and the end of a run,
/// printed as they are taken (the soak command in the README reads them).
struct SoakMemory {
    /// From this many cases on, a run is a soak and its second half must not grow.
    static let soakCases = 100_000

    struct Sample {
        var resident: Int
        var objects: LiveObjects
    }

    let cases: Int
    private(set) var middle: Sample?
    private(set) var end: Sample?

    init(cases: Int) {
        self.cases = cases
    }

    mutating func sample(at index: Int) {
        let tenth = max(1, cases / 10)
        guard index == 0 || index == cases || index == cases / 2 || index % tenth == 0 else { return }
        guard let resident = Self.residentBytes() else { return }
        let sample = Sample(resident: resident, objects: LiveObjects.current)
        let label = index == 0 ? "start" : index == cases ? "end" : index == cases / 2 ? "middle" : "\(index * 100 / cases)%"
        print("soak \(label): case \(index) of \(cases), resident \(String(format: "%.1f", Double(resident) / 1_048_576)) MB; \(sample.objects)")
        if index == cases / 2 { middle = sample }
        if index == cases { end = sample }
    }

    /// The process's resident set size, from /proc (Linux); nil elsewhere.
    static func residentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes * 1024
    }
}
