@_spi(Engine) import GestureArbitration
import Foundation
import Testing
@testable import OpenTouch

/// A small view tree in an application of its own, driven through its `TouchDelivery` alone: no
/// `TouchScreen`, no layout pass, no validation of input, so that each test reads as the steps of
/// the delivery it checks.
@MainActor
private struct DeliveryBench {
    let log = CallbackLog()
    let application = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    var delivery: TouchDelivery { application.touchDelivery }

    init() {
        window.isHidden = false
        application.register(window)
    }

    func view(_ name: String, _ frame: CGRect, in parent: UIView? = nil) -> RecordingView {
        let view = RecordingView(name, frame: frame, log: log)
        (parent ?? window).addSubview(view)
        return view
    }

    func recognizer(_ name: String, on view: UIView) -> ScriptedRecognizer {
        let recognizer = ScriptedRecognizer(name, log: log)
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    /// One frame of `samples` at `time`, straight into the delivery's first entry.
    func frame(_ time: TimeInterval, _ samples: TouchSample...) {
        delivery.handleFrame(samples, at: time, windows: CollectionOfOne(window), fallback: window)
    }
}

@Suite("The delivery's steps, driven directly (TCH, GR)")
@MainActor
struct TouchDeliveryStepTests {
    @Test("TCH-1 TCH-2 a frame reaches the view through sendEvent; the finished touch leaves the event when its cycle closes")
    func tapThroughTheSteps() throws {
        let bench = DeliveryBench()
        let leaf = bench.view("leaf", CGRect(x: 0, y: 0, width: 100, height: 100))
        bench.frame(0, TouchSample(finger: 1, phase: .down, location: CGPoint(x: 50, y: 50)))
        #expect(bench.log.take() == ["leaf began 1"])
        let touch = try #require(bench.delivery.touch(ofFinger: 1))
        #expect(touch.view === leaf && touch.window === bench.window && touch.phase == .began)
        #expect(bench.delivery.event.touchList.count == 1 && bench.delivery.fingerCount == 1)
        #expect(touch.record.viewDelivery == .delivered && touch.record.downWindowLocation == CGPoint(x: 50, y: 50))

        bench.frame(0.05, TouchSample(finger: 1, phase: .up, location: CGPoint(x: 52, y: 50)))
        #expect(bench.log.take() == ["leaf ended 1"])
        #expect(touch.phase == .ended && touch.record.isFinished && touch.record.viewDelivery == .done)
        #expect(bench.delivery.event.touchList.isEmpty && bench.delivery.fingerCount == 0)
        #expect(!bench.delivery.isDeliveringTouches)
    }

    @Test("TCH-4 a touch close in time and place continues the tap count; one far away starts again")
    func tapCount() throws {
        let bench = DeliveryBench()
        _ = bench.view("leaf", CGRect(x: 0, y: 0, width: 300, height: 300))
        bench.frame(0, TouchSample(finger: 1, phase: .down, location: CGPoint(x: 50, y: 50)))
        bench.frame(0.05, TouchSample(finger: 1, phase: .up, location: CGPoint(x: 50, y: 50)))
        bench.frame(0.2, TouchSample(finger: 2, phase: .down, location: CGPoint(x: 60, y: 55)))
        #expect(try #require(bench.delivery.touch(ofFinger: 2)).tapCount == 2)
        bench.frame(0.25, TouchSample(finger: 2, phase: .up, location: CGPoint(x: 60, y: 55)))
        bench.frame(0.4, TouchSample(finger: 3, phase: .down, location: CGPoint(x: 250, y: 250)))
        #expect(try #require(bench.delivery.touch(ofFinger: 3)).tapCount == 1)
        #expect(bench.log.take() == ["leaf began 1", "leaf ended 1", "leaf began 1", "leaf ended 1", "leaf began 1"])
    }

    @Test("GR-1 GR-2 GR-12 GR-13 GR-14 GR-5 deepest recognizer first; a held began is replayed when its holder fails; resets when the cycle closes")
    func heldAndReplayed() throws {
        let bench = DeliveryBench()
        let outer = bench.view("outer", CGRect(x: 0, y: 0, width: 200, height: 200))
        let leaf = bench.view("leaf", CGRect(x: 0, y: 0, width: 100, height: 100), in: outer)
        let outerRecognizer = bench.recognizer("outerGR", on: outer)
        let innerRecognizer = bench.recognizer("innerGR", on: leaf)
        innerRecognizer.delaysTouchesBegan = true
        innerRecognizer.onEnded = .failed
        outerRecognizer.onEnded = .failed  // else its delaysTouchesEnded (true, as in UIKit) holds the end (GR-13)
        bench.frame(0, TouchSample(finger: 1, phase: .down, location: CGPoint(x: 50, y: 50)))
        #expect(bench.log.take() == ["innerGR touchesBegan 1", "outerGR touchesBegan 1"])
        let touch = try #require(bench.delivery.touch(ofFinger: 1))
        #expect(touch.gestureRecognizers?.map { $0.name } == ["innerGR", "outerGR"])
        #expect(touch.record.heldPhases == [.began])

        bench.frame(0.1, TouchSample(finger: 1, phase: .up, location: CGPoint(x: 50, y: 50)))
        #expect(bench.log.take() == ["innerGR touchesEnded 1", "leaf began 1", "outerGR touchesEnded 1",
                                     "leaf ended 1", "innerGR reset", "outerGR reset"])
        #expect(innerRecognizer.state == .possible && outerRecognizer.state == .possible)
        #expect(bench.delivery.arena.entries.isEmpty && touch.gestureRecognizers == nil)
        #expect(touch.record.heldPhases.isEmpty)
    }

    @Test("TCH-9 cancelTouches(inSubtreeOf:in:) cancels the recognizers' and the views' touches; the finger's later samples are ignored")
    func subtreeCancel() throws {
        let bench = DeliveryBench()
        let leaf = bench.view("leaf", CGRect(x: 0, y: 0, width: 100, height: 100))
        _ = bench.recognizer("gr", on: leaf)
        bench.frame(0, TouchSample(finger: 1, phase: .down, location: CGPoint(x: 50, y: 50)))
        #expect(bench.log.take() == ["gr touchesBegan 1", "leaf began 1"])
        bench.delivery.cancelTouches(inSubtreeOf: leaf, in: bench.window)
        #expect(bench.log.take() == ["gr touchesCancelled 1", "leaf cancelled 1", "gr reset"])
        #expect(bench.delivery.event.touchList.isEmpty && bench.delivery.fingerCount == 1)
        bench.frame(0.1, TouchSample(finger: 1, phase: .move, location: CGPoint(x: 60, y: 50)))
        bench.frame(0.2, TouchSample(finger: 1, phase: .up, location: CGPoint(x: 60, y: 50)))
        #expect(bench.log.take().isEmpty)
        #expect(bench.delivery.fingerCount == 0)
    }

    @Test("TCH-10 cancelAllTouches has nothing to do with no finger down, and cancels every touch once")
    func cancelAll() {
        let bench = DeliveryBench()
        _ = bench.view("a", CGRect(x: 0, y: 0, width: 100, height: 100))
        _ = bench.view("b", CGRect(x: 150, y: 0, width: 100, height: 100))
        #expect(!bench.delivery.canCancelAllTouches)
        bench.frame(0, TouchSample(finger: 1, phase: .down, location: CGPoint(x: 50, y: 50)),
                    TouchSample(finger: 2, phase: .down, location: CGPoint(x: 200, y: 50)))
        #expect(bench.log.take() == ["a began 1", "b began 1"])
        #expect(bench.delivery.canCancelAllTouches)
        bench.delivery.cancelAllTouches(at: 0.1)
        #expect(bench.log.take() == ["a cancelled 1", "b cancelled 1"])
        #expect(!bench.delivery.canCancelAllTouches)
        bench.delivery.cancelAllTouches(at: 0.2)
        #expect(bench.log.take().isEmpty)
    }
}
