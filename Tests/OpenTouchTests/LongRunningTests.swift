import Foundation
import Testing
@testable import OpenTouch
import OpenTouchScenes

/// A host left running does not grow: traces, recordings and timers are bounded, and nothing a
/// scene made outlives it (MEM-1..4, OpenTouch's own rules in "Running for a long time").
@Suite("Long-running hosts: bounded traces, recordings and timers (MEM-1..4)")
@MainActor
struct LongRunningTests {
    @Test("MEM-1 a full trace drops its oldest quarter, counts it, and keeps numbering events")
    func traceCapacity() {
        let picker = EmojiPicker()
        let screen = TouchScreen(window: picker.window)
        let trace = screen.startTracing(capacity: 40)
        var everything: [String] = []
        for index in 0..<100 {
            trace.note("app", "note \(index)")
            everything.append("note \(index)")
            #expect(trace.events.count <= 40)
            #expect(trace.recordedEventCount == index + 1)
        }
        // 100 notes into 40 places: a quarter (10) dropped at the 41st, 51st, … 91st.
        #expect(trace.droppedEventCount == 60)
        #expect(trace.events.count == 40)
        #expect(trace.events.map(\.action) == Array(everything[60...]))
        trace.removeAll()
        #expect(trace.events.isEmpty && trace.droppedEventCount == 100 && trace.recordedEventCount == 100)
    }

    @Test("MEM-1 names stay one per object while the trace forgets the objects that went away")
    func namesStayUnique() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let screen = TouchScreen(window: window)
        let trace = screen.startTracing()
        var seen: Set<String> = []
        var kept: [UIView] = []
        for round in 0..<600 {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            // Some with a given name, some with names that look like numbered ones.
            view.accessibilityIdentifier = round % 3 == 0 ? "tile" : round % 3 == 1 ? "UIView#\(round)" : nil
            let name = trace.name(of: view)
            #expect(!seen.contains(name), "\(name) given twice")
            seen.insert(name)
            if round % 50 == 0 { kept.append(view) }
        }
        // The kept views still answer with their first names after the sweeps.
        for view in kept { #expect(trace.existingName(of: view) != nil) }
    }

    @Test("MEM-2 a full recording stops at its last frame, counts the rest, and replays what it holds")
    func recordingCapacity() throws {
        let scene = ButtonDragScene()
        let screen = TouchScreen(window: scene.window)
        screen.startRecording(capacity: 5)
        for step in 0..<10 {
            let phase: TouchSample.Phase = step == 0 ? .down : step == 9 ? .up : .move
            try screen.send([TouchSample(finger: 1, phase: phase, location: .at(100 + CGFloat(step), 300))])
            screen.advance(by: 0.01)
        }
        let recording = try #require(screen.stopRecording())
        #expect(recording.frames.count == 5)
        #expect(screen.unrecordedFrameCount == 5)
        #expect(recording.duration == recording.frames.last?.time)
        let replayScene = ButtonDragScene()
        let replayScreen = TouchScreen(window: replayScene.window)
        try recording.replay(on: replayScreen)
        #expect(replayScreen.fingersDown == [1], "the prefix ends with the finger still down, as it was")
    }

    @Test("MEM-3 timers cancelled long before their time are swept out, not kept until then")
    func cancelledTimersSwept() {
        let clock = ApplicationClock()
        weak var firstCancelled: ScheduledWork?
        do {
            let work = clock.schedule(after: 3600) {}
            work.cancel()
            firstCancelled = work
        }
        var fired = 0
        for _ in 0..<1000 {
            clock.schedule(after: 3600) {}.cancel()
        }
        clock.schedule(after: 1) { fired += 1 }
        #expect(firstCancelled == nil, "a cancelled timer outlived 1,000 later ones")
        #expect(clock.pendingCount == 1)
        clock.advance(by: 3601)
        #expect(fired == 1)
    }

    @Test("MEM-4 a perform request whose application went away does not keep its target alive")
    func performRequestGoesWithItsClock() {
        final class Waiter: UIView {
            var ran = false
            func later() { ran = true }
        }
        weak var weakWaiter: Waiter?
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let screen = TouchScreen(window: window)
            let waiter = Waiter(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(waiter)
            waiter.perform(Selector(Waiter.later), with: nil, afterDelay: 10)
            screen.advance(by: 1)
            #expect(!waiter.ran)
            weakWaiter = waiter
            weakWindow = window
        }
        // Another request made afterwards sweeps the table.
        UIView().perform(Selector(UIView.layoutIfNeeded), with: nil, afterDelay: 0)
        #expect(weakWaiter == nil && weakWindow == nil)
    }

    @Test("MEM-4 a scene dropped before any input (before its first layout pass) goes away with its window")
    func windowWithoutLayoutPass() {
        for sceneType in SceneCatalog.all {
            weak var window: UIWindow?
            do {
                let scene = sceneType.init()
                let screen = TouchScreen(window: scene.window)
                screen.startTracing()
                window = scene.window
            }
            #expect(window == nil, "\(sceneType.name)'s window outlived its scene")
        }
    }

    @Test("MEM-4 every scene, played and let go, leaves no view, touch, recognizer or timer alive")
    func scenesLeaveNothing() {
        for sceneType in SceneCatalog.all {
            var objects: [() -> AnyObject?] = []
            do {
                let scene = sceneType.init()
                let screen = TouchScreen(window: scene.window)
                screen.startTracing()
                screen.startRecording()
                scene.play(on: screen)
                var views: [UIView] = [scene.window]
                while let view = views.popLast() {
                    objects.append { [weak view] in view }
                    for recognizer in view.gestureRecognizers ?? [] { objects.append { [weak recognizer] in recognizer } }
                    views += view.subviews
                }
                let application = screen.application
                objects.append { [weak application] in application }
            }
            #expect(objects.allSatisfy { $0() == nil }, "\(sceneType.name) left objects alive")
        }
    }
}
