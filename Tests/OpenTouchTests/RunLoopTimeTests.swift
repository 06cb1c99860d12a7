import Foundation
import Testing
import UIKit
@_spi(UIKitTime) import OpenTouch

/// UIKit's time in Swift Testing (TIM-2..TIM-6). Swift Testing runs main-actor tests on the main
/// queue, drained on Linux by a thread of Dispatch's, so these spin `RunLoop.current`, the loop of
/// the thread they run on (TIM-3). Assertions on time leave margins a loaded machine cannot break.
@MainActor
@Suite("TIM: UIKit's time on the run loop, and a TouchScreen's own", .serialized)
struct RunLoopTimeTests {
    /// Other tests of this process, running beside these, may have used the run-loop application
    /// or driven a screen last (which would then be in charge of free-standing work): each test
    /// that uses run-loop time starts clean, in the same turn of the main actor as its body.
    private func startClean() {
        TestIsolation.testDidFinish()
    }

    private func spin(_ seconds: TimeInterval) {
        RunLoop.current.run(until: Date(timeIntervalSinceNow: seconds))
    }

    @Test("TIM-2 a spin runs due work in deadline order, and time outside the run loop does not count")
    func spinRunsDueWorkInOrder() {
        startClean()
        var log: [String] = []
        let window = UIWindow(frame: UIScreen.main.bounds)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(box)
        window.makeKeyAndVisible()
        let start = UIApplication.shared.clock.now
        UIView.animate(withDuration: 0.4, animations: { box.alpha = 0 }) { finished in log.append("animation \(finished)") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { MainActor.assumeIsolated { log.append("main queue 0.3") } }
        DispatchQueue.main.asyncAfter(deadline: .now() + 5) { MainActor.assumeIsolated { log.append("main queue 5") } }
        DispatchQueue.main.async { MainActor.assumeIsolated { log.append("main queue now") } }
        #expect(log == [])

        spin(0.05)
        #expect(log == ["main queue now"])
        Thread.sleep(forTimeInterval: 0.4)
        #expect(log == ["main queue now"])
        spin(0.7)
        #expect(log == ["main queue now", "main queue 0.3", "animation true"])
        let moved = UIApplication.shared.clock.now - start
        #expect(moved >= 0.749 && moved < 5)
        TestIsolation.testDidFinish()
    }

    @Test("TIM-4 timers, delayed performs and display links of the run-loop application fire as the loop turns")
    func timersOnRunLoopTime() {
        startClean()
        let marks = PerformMarks()
        let ticks = TickCount()
        let block = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in ticks.count += 1 }
        marks.perform(Selector(PerformMarks.mark), with: nil, afterDelay: 0.15)
        _ = Timer.scheduledTimer(timeInterval: 0.05, target: marks, selector: Selector(PerformMarks.mark), userInfo: nil, repeats: false)
        let frames = LinkCounter()
        let link = CADisplayLink(target: frames, selector: Selector(LinkCounter.step(_:)))
        link.add(to: .main, forMode: .common)
        #expect(marks.count == 0 && ticks.count == 0 && frames.timestamps.isEmpty)
        spin(0.35)
        block.invalidate()
        link.invalidate()
        #expect(marks.count == 2, "the selector timer at 0.05 s and the perform at 0.15 s")
        #expect(ticks.count >= 3, "a 0.1 s block timer fired at 0.1, 0.2 and 0.3 s at least")
        #expect(frames.timestamps.count >= 20, "a frame every 1/60 s of a 0.35 s spin")
        TestIsolation.testDidFinish()
    }

    @Test("TIM-3 a screen of its own keeps virtual time; a screen on UIApplication.shared shares run-loop time")
    func screensAndTheRunLoop() {
        startClean()
        var log: [String] = []
        let own = phoneScreen(showing: UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)))
        own.clock.schedule(after: 0.1) { log.append("own screen 0.1") }
        let ownStart = own.now
        spin(0.3)
        #expect(log == [], "the run loop does not move a screen's own clock")
        #expect(own.now == ownStart)
        own.advance(by: 0.1)
        #expect(log == ["own screen 0.1"])

        let window = UIWindow(frame: UIScreen.main.bounds)
        window.addSubview(UIView(frame: window.bounds))
        window.makeKeyAndVisible()
        let shared = TouchScreen(window: window, application: .shared)
        #expect(shared.clock === UIApplication.shared.clock)
        shared.clock.schedule(after: 0.1) { log.append("run loop 0.1") }
        shared.clock.schedule(after: 0.3) { log.append("run loop 0.3") }
        shared.advance(by: 0.2)
        #expect(log == ["own screen 0.1", "run loop 0.1"], "the screen's advance moves run-loop time")
        spin(0.2)
        #expect(log == ["own screen 0.1", "run loop 0.1", "run loop 0.3"], "and the run loop moves the screen's")
        TestIsolation.testDidFinish()
    }

    @Test("TIM-3 a long press on a screen of UIApplication.shared begins while the test spins the run loop")
    func longPressOnSharedScreen() {
        let controller = UIViewController()
        let box = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        controller.view.addSubview(box)
        let marks = PressMarks()
        let press = UILongPressGestureRecognizer(target: marks, action: Selector(PressMarks.pressed(_:)))
        box.addGestureRecognizer(press)
        let screen = TouchScreen(rootViewController: controller, application: .shared)
        let finger = screen.touchDown(at: CGPoint(x: 70, y: 150))
        spin(0.2)
        #expect(marks.log == [], "a long press waits 0.5 s")
        spin(0.6)
        #expect(marks.log == ["long press began"])
        finger.lift()
        #expect(marks.log == ["long press began", "long press ended"])
        TestIsolation.testDidFinish()
    }

    @Test("TIM-3 a long press on a screen of UIApplication.shared begins while an async test awaits")
    func longPressWhileAwaiting() async throws {
        let controller = UIViewController()
        let box = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        controller.view.addSubview(box)
        let marks = PressMarks()
        box.addGestureRecognizer(UILongPressGestureRecognizer(target: marks, action: Selector(PressMarks.pressed(_:))))
        let screen = TouchScreen(rootViewController: controller, application: .shared)
        let finger = screen.touchDown(at: CGPoint(x: 70, y: 150))
        try await Task.sleep(for: .milliseconds(200))
        #expect(marks.log == [], "a long press waits 0.5 s")
        try await Task.sleep(for: .milliseconds(600))
        #expect(marks.log == ["long press began"])
        finger.lift()
        #expect(marks.log == ["long press began", "long press ended"])
    }

    @Test("TIM-3 work put on the run-loop clock for now, again and again while an async test awaits, does not hold back work due later")
    func workForNowDoesNotHoldBackLaterWork() async throws {
        let clock = UIApplication.shared.clock
        var log: [String] = []
        clock.schedule(after: 0.3, label: "later") { log.append("later") }
        // Another test's window asking for a layout pass every 50 ms puts work on the clock for
        // its present time each time; the work due in 0.3 s still runs once 0.3 s have passed.
        for _ in 0..<12 {
            clock.schedule(after: 0, label: "now") { log.append("now") }
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(log.filter { $0 == "now" }.count == 12)
        #expect(log.contains("later"), "600 ms of waiting reach work due at 300 ms")
        TestIsolation.testDidFinish()
    }

    @Test("TIM-4 main-queue work sent during a screen's delivery runs at the screen's next advance")
    func mainQueueWorkOnAScreensClock() {
        var log: [String] = []
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 120, height: 44))
        let action = UIAction { _ in
            log.append("action")
            DispatchQueue.main.async { MainActor.assumeIsolated { log.append("main queue after the action") } }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { MainActor.assumeIsolated { log.append("main queue 0.5 later") } }
        }
        button.addAction(action, for: .touchUpInside)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.addSubview(button)
        let screen = phoneScreen(showing: root)
        let finger = screen.touchDown(at: CGPoint(x: 150, y: 120))
        finger.lift()
        #expect(log == ["action"])
        screen.advance(by: 0.01)
        #expect(log == ["action", "main queue after the action"])
        screen.advance(by: 0.5)
        #expect(log == ["action", "main queue after the action", "main queue 0.5 later"])
    }

    @Test("TIM-6 a display link fires at every frame of the clock, at whole multiples of 1/60 s")
    func displayLinkFrames() {
        let screen = phoneScreen(showing: UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)))
        let counter = LinkCounter()
        let link = CADisplayLink(target: counter, selector: Selector(LinkCounter.step(_:)))
        link.add(to: .main, forMode: .common)
        screen.advance(by: 0.1)
        #expect(counter.timestamps.count == 6)
        #expect(counter.timestamps.allSatisfy { abs(($0 * 60).rounded() - $0 * 60) < 1e-6 })
        #expect(abs(link.targetTimestamp - link.timestamp - 1.0 / 60) < 1e-9)
        link.preferredFramesPerSecond = 30
        screen.advance(by: 0.1)
        #expect(counter.timestamps.count == 9, "every other frame at 30 a second")
        link.isPaused = true
        screen.advance(by: 0.1)
        #expect(counter.timestamps.count == 9)
        link.invalidate()
    }
}

final class PressMarks: NSObject {
    var log: [String] = []

    func pressed(_ recognizer: UILongPressGestureRecognizer) {
        // Recognizers call their targets on the main actor.
        switch MainActor.assumeIsolated({ recognizer.state }) {
        case .began: log.append("long press began")
        case .ended: log.append("long press ended")
        default: break
        }
    }
}

final class PerformMarks: NSObject {
    var count = 0
    func mark() { count += 1 }
}

final class TickCount: @unchecked Sendable {
    var count = 0
}

final class LinkCounter: NSObject {
    var timestamps: [CFTimeInterval] = []
    func step(_ link: CADisplayLink) { timestamps.append(link.timestamp) }
}
