import Foundation
import Testing
@testable import OpenTouch

@Suite("Flings by velocity, settling the clock, the frame rate (TST-4, TST-5, TST-7)")
@MainActor
struct FlingAndSettleTests {
    private let scene = Scene()

    private func longList() -> UIScrollView {
        let scroll = UIScrollView(frame: scene.window.bounds)
        scroll.contentSize = CGSize(width: 400, height: 20_000)
        scene.window.addSubview(scroll)
        return scroll
    }

    @Test("TST-5 a fling's last moves give a pan exactly the velocity asked for, and the scroll view decelerates from it")
    func flingVelocity() {
        let scroll = longList()
        var velocities: [CGPoint] = []
        scroll.panGestureRecognizer.addAction { recognizer in velocities.append((recognizer as! UIPanGestureRecognizer).velocity(in: nil)) }
        final class Watcher: NSObject, UIScrollViewDelegate {
            var velocity: CGPoint?
            func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
                self.velocity = velocity
            }
        }
        let watcher = Watcher()
        scroll.delegate = watcher
        let outcome = scene.screen.fling(from: CGPoint(x: 200, y: 350), velocity: CGVector(dx: 0, dy: -1800))
        #expect(outcome.reachedTarget && outcome.touches.count == 1)
        let last = try! #require(velocities.last)
        #expect(last.x == 0 && abs(last.y + 1800) < 1e-6, "the pan's velocity at its end: \(last)")
        // UIKit reports a scroll view's end velocity in points per millisecond, the content's way.
        let end = try! #require(watcher.velocity)
        #expect(end.x == 0 && abs(end.y - 1.8) < 1e-9, "\(end)")
        let offset = scroll.contentOffset.y
        #expect(scene.screen.settle())
        #expect(scroll.contentOffset.y > offset + 500, "it coasted on after the lift")
        withExtendedLifetime(watcher) {}
    }

    @Test("TST-5 a velocity the frames cannot give is refused with a reason, and nothing is sent")
    func flingRefused() {
        _ = longList()
        var outcomes: [TouchOutcome] = []
        let issues = collectingTouchIssues {
            outcomes.append(scene.screen.fling(from: CGPoint(x: 200, y: 350), velocity: CGVector(dx: 0, dy: -9000)))
            outcomes.append(scene.screen.fling(from: CGPoint(x: 200, y: 350), velocity: CGVector(dx: 0, dy: -50)))
            outcomes.append(scene.screen.fling(from: CGPoint(x: 200, y: 350), velocity: CGVector(dx: 0, dy: -500), frames: 1))
        }
        #expect(outcomes.map(\.explanation) == [
            "a fling at (0, -9000) points a second over 6 frames at 60 Hz goes from (200, 350) to (200, -550), off the 400 × 400 screen: ask for fewer frames, or start further from the edge",
            "a fling at (0, -50) points a second over 6 frames moves 5.0 points, under the 10 a pan needs to begin: ask for more frames",
            "fling(from:velocity:) needs at least 2 frames to give a velocity; it was given 1",
        ])
        #expect(issues.count == 3 && outcomes.allSatisfy { $0.touches.isEmpty } && scene.screen.now == 0, "no touch, no time")
    }

    @Test("TST-4 settle runs the clock frame by frame until nothing is pending; a timer that never stops times out, named")
    func settle() {
        var fired: [TimeInterval] = []
        scene.screen.clock.schedule(after: 0.42) { fired.append(self.scene.screen.now) }
        #expect(scene.screen.settle(timeout: 1))
        #expect(fired.count == 1 && abs(scene.screen.now - 0.433) < 0.001, "stopped at the first frame after the timer: \(scene.screen.now)")
        // A clock that ticks for ever, as a repeating timer does.
        var ticks = 0
        let clock = scene.screen.clock
        var stop = false
        func tick() {
            clock.schedule(after: 0.2, label: "ticker") {
                ticks += 1
                if !stop { tick() }
            }
        }
        tick()
        var settled = true
        let issues = collectingTouchIssues { settled = scene.screen.settle(timeout: 1) }
        #expect(!settled && ticks == 5)
        #expect(issues.count == 1 && issues[0].hasSuffix("settle(timeout: 1.0) timed out with 1 pending on the application clock: ticker"), "\(issues)")
        stop = true
    }

    @Test("TST-7 the verbs move at the screen's frame rate: 120 Hz halves every step")
    func frameRate() {
        let pad = scene.view("pad", CGRect(x: 0, y: 0, width: 400, height: 400))
        pad.accessibilityIdentifier = "pad"
        scene.screen.frameRate = 120
        let trace = scene.screen.startTracing()
        scene.screen.drag(pad, by: CGVector(dx: 100, dy: 0), duration: 0.1)
        let times = trace.events.filter { $0.topic == .input }.map(\.time)
        #expect(times.count == 14 && abs(times[1] - 1.0 / 120) < 1e-6, "\(times)")
    }
}
