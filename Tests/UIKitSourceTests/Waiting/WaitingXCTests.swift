// Tests that wait the ways iOS tests wait, written as on iOS: plain XCTestCase methods, windows
// built in setUp, UIKit's time passing only while the run loop turns (TIM-2..TIM-6). Every
// assertion on time has margins a loaded machine cannot break: work due well after a short wait
// has not run, work due well before a long wait has, and nothing asserts a wall-clock duration.
import Foundation
import XCTest
import UIKit

final class WaitingXCTests: XCTestCase {
    var window: UIWindow!
    var box: UIView!
    var log: [String] = []

    override func setUp() {
        super.setUp()
        log = []
        window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        box = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        window.rootViewController!.view.addSubview(box)
        window.makeKeyAndVisible()
    }

    private var now: TimeInterval { CACurrentMediaTime() }

    private func spin(_ seconds: TimeInterval) {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
    }

    /// TIM-2: a spin moves UIKit's clock by the time the run loop turns, running what falls due
    /// in deadline order; time outside the run loop does not count.
    func testTIM2SpinRunsDueWorkInDeadlineOrder() {
        let start = now
        UIView.animate(withDuration: 0.4, animations: { self.box.alpha = 0 }) { finished in
            self.log.append("animation finished \(finished)")
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.log.append("main queue 0.3") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 5) { self.log.append("main queue 5") }
        DispatchQueue.main.async { self.log.append("main queue now") }
        XCTAssertEqual(log, [], "nothing runs before the run loop turns")

        spin(0.05)
        XCTAssertEqual(log, ["main queue now"], "work due at 0.3 s has not run after a spin of 0.05 s")
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertEqual(log, ["main queue now"], "time outside the run loop does not count")
        spin(0.7)
        XCTAssertEqual(log, ["main queue now", "main queue 0.3", "animation finished true"])
        XCTAssertGreaterThanOrEqual(now - start, 0.749, "two spins of 0.05 and 0.7 s moved the clock by 0.75 s at least")
        XCTAssertLessThan(now - start, 5, "and not past work due at 5 s")
        XCTAssertEqual(box.alpha, 0)
    }

    /// TIM-7: the run loop's turns run UIKit's layout and display passes, as a Core Animation
    /// commit does on iOS: `setNeedsLayout()` then a wait gives one `layoutSubviews`, a pushed
    /// controller's view is laid out, `setNeedsDisplay()` then a spin gives one `draw(_:)`.
    func testTIM7WaitingRunsLayoutAndDisplay() {
        let counted = CountingView(frame: CGRect(x: 0, y: 300, width: 200, height: 100))
        window.rootViewController!.view.addSubview(counted)
        spin(0.05)
        let laidOut = counted.layouts
        counted.setNeedsLayout()
        counted.setNeedsLayout()
        XCTAssertEqual(counted.layouts, laidOut, "nothing is laid out before the run loop turns")
        let turned = expectation(description: "a turn of the run loop")
        DispatchQueue.main.async { turned.fulfill() }
        wait(for: [turned], timeout: 5)
        XCTAssertEqual(counted.layouts, laidOut + 1, "two marks, one layoutSubviews")

        XCTAssertEqual(counted.draws, 1, "drawn once as it first appeared")
        counted.setNeedsDisplay()
        XCTAssertEqual(counted.draws, 1)
        spin(0.05)
        XCTAssertEqual(counted.draws, 2, "and once more after setNeedsDisplay() and a spin")

        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        spin(0.05)
        let pushed = UIViewController()
        let label = UILabel()
        label.text = "Pushed"
        label.translatesAutoresizingMaskIntoConstraints = false
        pushed.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: pushed.view.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: pushed.view.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: pushed.view.safeAreaLayoutGuide.topAnchor),
        ])
        navigation.pushViewController(pushed, animated: true)
        spin(0.6)
        XCTAssertEqual(navigation.topViewController, pushed)
        XCTAssertEqual(label.frame.width, window.bounds.width - 32, "the pushed controller's views were laid out while the loop turned")
    }

    /// RUN-10: the time constants and Core Foundation's clock iOS code reaches for, beside
    /// Foundation and XCTest: `asyncAfter(deadline: .now() + Double(NSEC_PER_SEC) / 4 / 1e9)`
    /// and a wall-clock measure with `CFAbsoluteTimeGetCurrent()`.
    func testRUN10TimeConstantsBesideFoundation() {
        let start: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        XCTAssertEqual(NSEC_PER_SEC, 1_000_000_000)
        XCTAssertEqual(NSEC_PER_MSEC * 1000, NSEC_PER_SEC)
        XCTAssertEqual(USEC_PER_SEC * NSEC_PER_USEC, NSEC_PER_SEC)
        let fired = expectation(description: "a quarter second later")
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(NSEC_PER_SEC / 4))) { fired.fulfill() }
        wait(for: [fired], timeout: 5)
        XCTAssertGreaterThanOrEqual(CFAbsoluteTimeGetCurrent() - start, 0.2, "the wall clock moved while the loop turned")
        let answer = autoreleasepool { 42 }
        XCTAssertEqual(answer, 42)
    }

    /// TIM-2: `run(mode:before:)` runs one pass: the first UIKit work due before the limit.
    func testTIM2RunModeBeforeRunsOnePass() {
        var done = false
        UIView.animate(withDuration: 0.25, animations: { self.box.center.x += 50 }) { _ in done = true }
        var passes = 0
        while !done && passes < 1000 {
            _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
            passes += 1
        }
        XCTAssertTrue(done)
        XCTAssertTrue((1...6).contains(passes), "0.25 s of UIKit time takes at most five passes of 0.05 s (and one to spare): \(passes)")
    }

    /// TIM-3: XCTest's own waits turn the run loop, and UIKit's time follows them.
    func testTIM3ExpectationsWaitOnUIKitTime() {
        let animated = expectation(description: "animation completes")
        UIView.animate(withDuration: 0.2, animations: { self.box.alpha = 0.5 }) { _ in animated.fulfill() }
        let later = expectation(description: "main queue after 0.1 s")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { later.fulfill() }
        wait(for: [later, animated], timeout: 10, enforceOrder: true)

        let notYet = expectation(description: "work due in 5 s")
        notYet.isInverted = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 5) { notYet.fulfill() }
        wait(for: [notYet], timeout: 0.1)

        let waiterExpectation = XCTestExpectation(description: "timer through XCTWaiter")
        _ = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in waiterExpectation.fulfill() }
        XCTAssertEqual(XCTWaiter().wait(for: [waiterExpectation], timeout: 10), .completed)

        let handlerRan = expectation(description: "waitForExpectations")
        performer.perform(Selector(Performer.mark), with: nil, afterDelay: 0.1)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.15) { handlerRan.fulfill() }
        waitForExpectations(timeout: 10)
        XCTAssertEqual(performer.marks, 1)
    }

    /// XCTestCase is not an NSObject on Linux, so it has no `perform(_:with:afterDelay:)`.
    let performer = Performer()

    /// TIM-4: timers of every kind fire on UIKit's clock, in deadline order, and stop when invalidated.
    func testTIM4TimersOfEveryKind() {
        let ticks = Counter()
        let repeating = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in ticks.count += 1 }
        let selectorTimer = Timer.scheduledTimer(timeInterval: 0.25, target: self, selector: Selector(WaitingXCTests.selectorFired(_:)),
                                                 userInfo: "info", repeats: false)
        let added = Timer(timeInterval: 0.15, repeats: false) { _ in self.log.append("added to the main run loop") }
        RunLoop.main.add(added, forMode: .common)
        performer.perform(Selector(Performer.mark), with: nil, afterDelay: 0.05)

        spin(0.35)
        XCTAssertEqual(ticks.count, 3, "a 0.1 s timer fires three times in 0.35 s")
        XCTAssertEqual(performer.marks, 1)
        XCTAssertEqual(log, ["added to the main run loop", "selector timer info"])
        XCTAssertFalse(selectorTimer.isValid)
        repeating.invalidate()
        spin(0.3)
        XCTAssertEqual(ticks.count, 3, "an invalidated timer stays quiet")
    }

    func selectorFired(_ timer: Timer) { log.append("selector timer \(timer.userInfo as? String ?? "-")") }

    /// TIM-6: a display link fires at every display frame of UIKit's clock.
    func testTIM6DisplayLinkFollowsTheFrames() {
        let counter = FrameCounter()
        let link = CADisplayLink(target: counter, selector: Selector(FrameCounter.step(_:)))
        link.add(to: .main, forMode: .common)
        spin(0.5)
        link.invalidate()
        let frames = counter.timestamps.count
        XCTAssertGreaterThanOrEqual(frames, 29, "a frame every 1/60 s of a spin of at least 0.5 s, got \(frames)")
        let gaps = zip(counter.timestamps.dropFirst(), counter.timestamps).map { $0 - $1 }
        XCTAssertTrue(gaps.allSatisfy { abs($0 - 1.0 / 60) < 1e-6 }, "one frame apart, always: \(gaps)")
        XCTAssertEqual(link.duration, 1.0 / 60, accuracy: 1e-9)
        spin(0.1)
        XCTAssertEqual(counter.timestamps.count, frames, "an invalidated link stays quiet")
    }

    /// TIM-2 TIM-3: a touch on the run-loop application: its long press and a scroll view's
    /// deceleration run while the run loop turns.
    func testTIM2LongPressAndDecelerationOnRunLoopTime() {
        let press = UILongPressGestureRecognizer(target: self, action: Selector(WaitingXCTests.pressed(_:)))
        box.addGestureRecognizer(press)
        let screen = TouchScreen(window: window, application: .shared)
        let finger = screen.touchDown(at: CGPoint(x: 70, y: 150))
        spin(0.2)
        XCTAssertEqual(log, [], "a long press waits 0.5 s")
        spin(0.5)
        XCTAssertEqual(log, ["long press began"])
        finger.lift()
        XCTAssertEqual(log, ["long press began", "long press ended"])

        let scroll = UIScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 400))
        scroll.contentSize = CGSize(width: 390, height: 5000)
        window.rootViewController!.view.addSubview(scroll)
        let watcher = DecelerationWatcher()
        scroll.delegate = watcher
        screen.fling(from: CGPoint(x: 200, y: 650), velocity: CGVector(dx: 0, dy: -1200))
        XCTAssertTrue(scroll.isDecelerating)
        let offsetAtLift = scroll.contentOffset.y
        spin(0.2)
        XCTAssertGreaterThan(scroll.contentOffset.y, offsetAtLift, "the content coasts while the run loop turns")
        let done = expectation(description: "deceleration ends")
        watcher.ended = { done.fulfill() }
        wait(for: [done], timeout: 30)
        XCTAssertFalse(scroll.isDecelerating)
    }

    func pressed(_ recognizer: UILongPressGestureRecognizer) {
        switch recognizer.state {
        case .began: log.append("long press began")
        case .ended: log.append("long press ended")
        default: break
        }
    }

    /// TIM-3 mixing: a screen with an application of its own keeps virtual time; the run loop does
    /// not move it, and its advance does not move run-loop time.
    func testTIM3ScreenOfItsOwnKeepsVirtualTime() {
        let ownWindow = UIWindow(frame: UIScreen.main.bounds)
        let target = UIView(frame: ownWindow.bounds)
        ownWindow.addSubview(target)
        ownWindow.makeKeyAndVisible()
        let press = UILongPressGestureRecognizer(target: self, action: Selector(WaitingXCTests.pressed(_:)))
        target.addGestureRecognizer(press)
        let screen = TouchScreen(window: ownWindow)
        let screenStart = screen.now
        let runLoopStart = UIApplication.shared.clock.now

        let finger = screen.touchDown(at: CGPoint(x: 100, y: 100))
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { self.log.append("scheduled while the screen is in charge") }
        spin(0.7)
        XCTAssertEqual(log, [], "the spin moved run-loop time only")
        XCTAssertEqual(screen.now, screenStart, "the screen's clock stood still")
        let runLoopAfterSpin = UIApplication.shared.clock.now
        XCTAssertGreaterThanOrEqual(runLoopAfterSpin - runLoopStart, 0.699, "the spin moved run-loop time")

        screen.advance(by: 0.6)
        XCTAssertEqual(log, ["scheduled while the screen is in charge", "long press began"])
        finger.lift()
        XCTAssertEqual(UIApplication.shared.clock.now, runLoopAfterSpin, "the screen's advance left run-loop time alone")
    }

    /// NTF-3 TIM-4: in a file that imports Foundation and XCTest beside UIKit, UIKit's
    /// main-queue forms are the ones called: an observer on the main queue runs inside `post`,
    /// and a main-queue block waits for the run loop.
    func testNTF3MainQueueFormsWinBesideFoundationAndXCTest() {
        let name = Notification.Name("WaitingXCTests.ping")
        let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in
            self.log.append("observer")
        }
        NotificationCenter.default.post(name: name, object: nil)
        DispatchQueue.main.async { self.log.append("main queue") }
        XCTAssertEqual(log, ["observer"])
        spin(0.01)
        XCTAssertEqual(log, ["observer", "main queue"])
        NotificationCenter.default.removeObserver(token)
    }

    /// XCTest as written for iOS: the application's windows, a controller's appearance, frames,
    /// teardown blocks and `measure`.
    func testXCTestAsWrittenForIOS() {
        XCTAssertTrue(UIApplication.shared.windows.contains { $0 === window })
        XCTAssertTrue(UIApplication.shared.keyWindow === window)
        let child = AppearanceLogger()
        child.loadViewIfNeeded()
        XCTAssertTrue(child.isViewLoaded)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        XCTAssertEqual(child.calls, ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        box.frame.origin.x = 40
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 40, y: 100, width: 100, height: 100))
        addTeardownBlock { self.log.append("teardown block") }
        measure { _ = (0..<100).map { UIView(frame: CGRect(x: $0, y: 0, width: 1, height: 1)) } }
    }
}

final class Performer: NSObject {
    var marks = 0
    func mark() { marks += 1 }
}

final class Counter: @unchecked Sendable {
    var count = 0
}

final class FrameCounter: NSObject {
    var timestamps: [CFTimeInterval] = []
    func step(_ link: CADisplayLink) { timestamps.append(link.timestamp) }
}

final class DecelerationWatcher: NSObject, UIScrollViewDelegate {
    var ended: () -> Void = {}
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { ended() }
}

final class AppearanceLogger: UIViewController {
    var calls: [String] = []
    override func viewDidLoad() { super.viewDidLoad(); calls.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); calls.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); calls.append("viewDidAppear") }
}

/// A view that counts its layout and drawing passes.
final class CountingView: UIView {
    var layouts = 0
    var draws = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
    override func draw(_ rect: CGRect) {
        draws += 1
    }
}
