import Foundation
import Testing
@testable import OpenTouch

/// A scroll view that logs SCR-2 and SCR-3 questions and answers as told.
@MainActor
private final class AskingScrollView: UIScrollView {
    var log: CallbackLog?
    var allowsBegin = true
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        log?.append("touchesShouldBegin")
        return allowsBegin
    }
    override func touchesShouldCancel(in view: UIView) -> Bool {
        let answer = super.touchesShouldCancel(in: view)
        log?.append("touchesShouldCancel \(answer)")
        return answer
    }
}

@Suite("SCR: scroll view touch stealing, dragging and deceleration")
@MainActor
struct ScrollViewTests {
    @Test("SCR-11 the app's setContentOffset is a step of the trace, with where the content was; one that moves nothing is not")
    func appScrollingTraced() {
        let s = ScrollScene()
        s.scene.view("content", CGRect(x: 0, y: 0, width: 1200, height: 200), in: s.scrollView)
        let trace = s.screen.startTracing()
        s.screen.drag(from: .at(300, 150), to: .at(100, 150), duration: 0.2, steps: 4)
        s.screen.advance(by: 3)
        let rest = s.scrollView.contentOffset
        s.scrollView.setContentOffset(.zero, animated: false)
        s.scrollView.setContentOffset(.zero, animated: false)
        s.scrollView.setContentOffset(CGPoint(x: 100, y: 0), animated: true)
        let steps = trace.events.filter { $0.topic == .scroll && $0.action.hasPrefix("setContentOffset") }
        #expect(steps.map(\.action) == [String(format: "setContentOffset (0, 0), from (%.0f, 0)", rest.x),
                                         "setContentOffset (100, 0), animated, from (0, 0)"])
        #expect(steps.allSatisfy { $0.subject == "UIScrollView#1" && $0.reason == "the app moved the content, not a finger: what lies under the next touch changed" })
        s.screen.advance(by: 1)
        #expect(s.scrollView.contentOffset == CGPoint(x: 100, y: 0) && rest.x > 100)
    }

    @Test("SCR-1 a still touch in the content reaches it after 0.15 s")
    func delayedContentTouch() {
        let s = ScrollScene()
        s.scene.view("content", CGRect(x: 0, y: 0, width: 1200, height: 200), in: s.scrollView)
        let finger = s.screen.touchDown(at: .at(100, 150))
        s.screen.advance(by: 0.149)
        #expect(s.log.take().isEmpty)
        s.screen.advance(by: 0.001)
        #expect(s.log.take() == ["content began 1"])
        finger.lift()
        #expect(s.log.take() == ["content ended 1"])
    }

    @Test("SCR-1 a quick tap reaches the content at the lift, began then ended")
    func quickTap() {
        let s = ScrollScene()
        s.scene.view("content", CGRect(x: 0, y: 0, width: 1200, height: 200), in: s.scrollView)
        s.screen.tap(at: .at(100, 150))
        #expect(s.log.take() == ["content began 1", "content ended 1"])
        #expect(s.screen.now == 0.05)
    }

    @Test("SCR-1 moving 10 pt before the delay scrolls, and the content never hears of the touch")
    func flickBeforeDelay() {
        let s = ScrollScene()
        s.scene.view("content", CGRect(x: 0, y: 0, width: 1200, height: 200), in: s.scrollView)
        let finger = s.screen.touchDown(at: .at(300, 150))
        s.screen.advance(by: 0.05)
        finger.move(to: .at(290, 150))
        s.screen.advance(by: 0.5)
        finger.move(to: .at(250, 150))
        finger.lift()
        #expect(s.log.take().isEmpty)
        #expect(s.scrollView.contentOffset == .at(40, 0), "no jump by the threshold: the content followed from where the pan began")
    }

    @Test("SCR-2 touchesShouldBegin decides at the end of the delay, or at once without delaysContentTouches")
    func touchesShouldBegin() {
        for delays in [true, false] {
            let scene = Scene()
            let scroller = AskingScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            scroller.contentSize = CGSize(width: 900, height: 200)
            scroller.log = scene.log
            scroller.delaysContentTouches = delays
            scroller.allowsBegin = false
            scene.window.addSubview(scroller)
            scene.view("content", CGRect(x: 0, y: 0, width: 900, height: 200), in: scroller)
            let finger = scene.screen.touchDown(at: .at(100, 100))
            #expect(scene.log.take() == (delays ? [] : ["touchesShouldBegin"]))
            scene.screen.advance(by: 0.2)
            #expect(scene.log.take() == (delays ? ["touchesShouldBegin"] : []))
            finger.lift()
            #expect(scene.log.take().isEmpty, "refused: the content never hears of the touch")

            scroller.allowsBegin = true
            scene.screen.advance(by: 1)
            scene.screen.tap(at: .at(100, 100))
            #expect(scene.log.take() == ["touchesShouldBegin", "content began 1", "content ended 1"])
        }
    }

    @Test("SCR-3 a drag after the content began asks touchesShouldCancel: a plain view is cancelled and the view scrolls")
    func cancelsPlainContent() {
        let scene = Scene()
        let scroller = AskingScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        scroller.contentSize = CGSize(width: 900, height: 200)
        scroller.log = scene.log
        scene.window.addSubview(scroller)
        scene.view("content", CGRect(x: 0, y: 0, width: 900, height: 200), in: scroller)
        let finger = scene.screen.touchDown(at: .at(200, 100))
        scene.screen.advance(by: 0.2)
        finger.move(to: .at(180, 100))
        finger.lift()
        #expect(scene.log.take() == ["touchesShouldBegin", "content began 1", "touchesShouldCancel true", "content cancelled 1"])
        #expect(scroller.contentOffset.x == 0, "the threshold movement itself does not scroll")
    }

    @Test("SCR-3 a control keeps its touch and nothing scrolls")
    func keepsControlsAndUncancellable() {
        let scene = Scene()
        let scroller = AskingScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        scroller.contentSize = CGSize(width: 900, height: 200)
        scroller.log = scene.log
        scene.window.addSubview(scroller)
        let button = UIButton(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        scroller.addSubview(button)
        recordEvents(of: button, into: scene.log)
        let finger = scene.screen.touchDown(at: .at(150, 100))
        scene.screen.advance(by: 0.2)
        finger.move(to: .at(120, 100))
        finger.lift()
        #expect(scene.log.take() == ["touchesShouldBegin", "touchDown", "touchesShouldCancel false", "dragInside", "upInside", "primary"])
        #expect(scroller.contentOffset == .zero)
    }

    @Test("SCR-3 canCancelContentTouches = false: a touch the content is tracking never scrolls")
    func uncancellable() {
        let s = ScrollScene()
        s.scrollView.canCancelContentTouches = false
        s.scene.view("content", CGRect(x: 0, y: 0, width: 1200, height: 200), in: s.scrollView)
        let finger = s.screen.touchDown(at: .at(200, 150))
        s.screen.advance(by: 0.2)
        finger.move(to: .at(100, 150))
        finger.lift()
        #expect(s.log.take() == ["content began 1", "content moved 1", "content ended 1"])
        #expect(s.scrollView.contentOffset == .zero)
    }

    @Test("SCR-4 turning scrolling off while the pan is possible keeps the touch in the content")
    func scrollDisabledByContent() {
        @MainActor final class Grabber: RecordingView {
            weak var scrollView: UIScrollView?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesBegan(touches, with: event)
                scrollView?.isScrollEnabled = false
            }
        }
        let s = ScrollScene()
        let grabber = Grabber("grabber", frame: CGRect(x: 0, y: 0, width: 1200, height: 200), log: s.log)
        grabber.scrollView = s.scrollView
        s.scrollView.addSubview(grabber)
        let finger = s.screen.touchDown(at: .at(200, 150))
        s.screen.advance(by: 0.2)
        finger.move(to: .at(150, 150))
        finger.move(to: .at(100, 150))
        finger.lift()
        #expect(s.log.take() == ["grabber began 1", "grabber moved 1", "grabber moved 1", "grabber ended 1"])
        #expect(s.scrollView.contentOffset == .zero && s.scrollLog.take().isEmpty)
    }

    @Test("SCR-4 turning scrolling off while dragging cancels the pan")
    func scrollDisabledWhileDragging() {
        let s = ScrollScene()
        let finger = s.screen.touchDown(at: .at(300, 150))
        finger.move(to: .at(280, 150))
        finger.move(to: .at(260, 150))
        #expect(s.scrollView.isDragging)
        s.scrollView.isScrollEnabled = false
        #expect(!s.scrollView.isDragging)
        finger.move(to: .at(200, 150))
        finger.lift()
        #expect(s.scrollView.contentOffset.x == 20)
        #expect(s.scrollLog.take() == ["willBeginDragging", "willEndDragging", "didEndDragging decelerate=false"])
    }

    @Test("SCR-5 past the edges the content moves by half the overshoot, or not at all without bounces")
    func rubberBand() {
        for bounces in [true, false] {
            let s = ScrollScene()
            s.scrollView.bounces = bounces
            let finger = s.screen.touchDown(at: .at(100, 150))
            finger.move(to: .at(110, 150))  // the pan begins here
            finger.move(to: .at(150, 150))  // 40 pt past the left edge
            #expect(s.scrollView.contentOffset.x == (bounces ? -20 : 0))
            finger.cancel()
        }
        let small = ScrollScene(contentWidth: 100)
        let finger = small.screen.touchDown(at: .at(100, 150))
        finger.move(to: .at(150, 150))
        #expect(small.scrollView.contentOffset == .zero && !small.scrollView.isDragging, "nothing to scroll: the pan does not begin")
        finger.cancel()
        small.scrollView.alwaysBounceHorizontal = true
        small.screen.advance(by: 1)
        let again = small.screen.touchDown(at: .at(100, 150))
        again.move(to: .at(110, 150))
        again.move(to: .at(150, 150))
        #expect(small.scrollView.contentOffset.x == -20)
    }

    @Test("SCR-6 and SCR-7 a flick decelerates on the clock at 0.998 per ms, with the delegate calls in order")
    func deceleration() {
        let s = ScrollScene()
        s.screen.drag(from: .at(300, 150), to: .at(200, 150), duration: 0.1, steps: 5)   // 1000 pt/s
        #expect(s.scrollLog.take() == ["willBeginDragging", "willEndDragging", "didEndDragging decelerate=true", "willBeginDecelerating"])
        #expect(s.scrollView.isDecelerating && s.scrollView.contentOffset.x == 80)
        s.screen.advance(by: 0.5)
        let halfway = s.scrollView.contentOffset.x
        // Travel after t ms is v·(1 − 0.998^t)/(−1000·ln 0.998); frames come every 1/60 s, so
        // after 0.5 s the content stands between the last frame's position and the exact one.
        func travel(_ ms: CGFloat) -> CGFloat { 80 + 1000 * (1 - pow(0.998, ms)) / (-1000 * log(0.998)) }
        #expect(halfway >= travel(500 - 1000.0 / 60) - 0.01 && halfway <= travel(500) + 0.01)
        s.screen.advance(by: 5)
        #expect(!s.scrollView.isDecelerating)
        #expect(abs(s.scrollView.contentOffset.x - (80 + 1000 / (-1000 * log(0.998)))) < 1, "rests near v/−ln(rate)")
        #expect(s.scrollLog.take() == ["didEndDecelerating"])
    }

    @Test("SCR-6 the fast rate stops sooner; a flick past the edge bounces back inside")
    func fastAndBounceBack() {
        let s = ScrollScene()
        s.scrollView.decelerationRate = .fast
        s.screen.drag(from: .at(300, 150), to: .at(200, 150), duration: 0.1, steps: 5)
        s.screen.advance(by: 2)
        #expect(abs(s.scrollView.contentOffset.x - (80 + 1000 / (-1000 * log(0.99)))) < 1)

        let edge = ScrollScene()
        edge.screen.drag(from: .at(100, 150), to: .at(300, 150), duration: 0.1, steps: 5)  // towards the left edge
        #expect(edge.scrollView.contentOffset.x < 0)
        edge.screen.advance(by: 3)
        #expect(edge.scrollView.contentOffset.x == 0 && !edge.scrollView.isDecelerating)
        #expect(edge.scrollLog.take().last == "didEndDecelerating")
    }

    @Test("SCR-7 the delegate's target offset is where scrolling comes to rest; paging rests on pages")
    func targetsAndPaging() {
        let s = ScrollScene()
        s.scrollLog.replacementTarget = .at(450, 0)
        s.screen.drag(from: .at(300, 150), to: .at(200, 150), duration: 0.1, steps: 5)
        s.screen.advance(by: 1)
        #expect(s.scrollView.contentOffset == .at(450, 0))

        let paged = ScrollScene()
        paged.scrollView.isPagingEnabled = true
        paged.screen.drag(from: .at(300, 150), to: .at(260, 150), duration: 0.4, steps: 4)
        paged.screen.advance(by: 1)
        #expect(paged.scrollView.contentOffset == .at(300, 0), "a slow drag left: the next page")
        paged.screen.drag(from: .at(200, 150), to: .at(230, 150), duration: 1, steps: 10)
        paged.screen.advance(by: 1)
        #expect(paged.scrollView.contentOffset == .at(0, 0))
    }

    @Test("SCR-7 setContentOffset animates on the clock and reports the end; a touch stops deceleration")
    func animatedOffsetAndStop() {
        let s = ScrollScene()
        s.scrollView.setContentOffset(.at(200, 0), animated: true)
        s.screen.advance(by: 0.15)
        #expect(s.scrollView.contentOffset.x > 100 && s.scrollView.contentOffset.x < 200)
        s.screen.advance(by: 0.2)
        #expect(s.scrollView.contentOffset == .at(200, 0))
        #expect(s.scrollLog.take() == ["didEndScrollingAnimation"])

        s.scene.view("content", CGRect(x: 0, y: 0, width: 1200, height: 200), in: s.scrollView)
        s.screen.drag(from: .at(300, 150), to: .at(200, 150), duration: 0.1, steps: 5)
        s.screen.advance(by: 0.1)
        let stoppedAt = s.scrollView.contentOffset
        s.screen.tap(at: .at(200, 150))
        s.screen.advance(by: 1)
        #expect(s.scrollView.contentOffset == stoppedAt)
        #expect(!s.scrollView.isDecelerating)
        #expect(s.log.take().isEmpty, "the touch that stopped the content does not reach it")
    }

    @Test("isTracking while a finger is down; isDragging while the pan is active")
    func trackingAndDragging() {
        let s = ScrollScene()
        s.scene.view("content", CGRect(x: 0, y: 0, width: 1200, height: 200), in: s.scrollView)
        let finger = s.screen.touchDown(at: .at(300, 150))
        #expect(s.scrollView.isTracking && !s.scrollView.isDragging)
        finger.move(to: .at(280, 150))
        #expect(s.scrollView.isDragging)
        finger.lift()
        #expect(!s.scrollView.isTracking && !s.scrollView.isDragging)
    }
}

@Suite("SCR-5 scrollable range and directional lock")
@MainActor
struct ScrollRangeTests {
    @Test("SCR-5 contentInset widens the range the content rests in")
    func insets() {
        let s = ScrollScene(contentWidth: 600)
        s.scrollView.contentInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 60)
        #expect(s.scrollView.offsetRange.min == .at(-40, 0) && s.scrollView.offsetRange.max == .at(360, 0))
        let finger = s.screen.touchDown(at: .at(100, 150))
        finger.move(to: .at(110, 150))
        finger.move(to: .at(140, 150))   // 30 pt right: within the 40 pt inset, no rubber band
        #expect(s.scrollView.contentOffset.x == -30)
        finger.cancel()
    }

    @Test("SCR-5 with isDirectionalLockEnabled a drag sticks to the axis it started along")
    func directionalLock() {
        for locked in [false, true] {
            let scene = Scene()
            let scroller = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            scroller.contentSize = CGSize(width: 1000, height: 1000)
            scroller.isDirectionalLockEnabled = locked
            scene.window.addSubview(scroller)
            scene.screen.runLayoutPass()   // rests at y = −47, below the status bar (SCR-10)
            let finger = scene.screen.touchDown(at: .at(200, 200))
            finger.move(to: .at(180, 199))   // begins along x
            finger.move(to: .at(150, 150))
            #expect(scroller.contentOffset == (locked ? .at(30, -47) : .at(30, 2)), "locked: \(locked)")
            finger.cancel()
        }
    }
}
