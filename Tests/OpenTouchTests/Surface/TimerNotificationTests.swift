import Foundation
import Testing
@testable import OpenTouch

/// A camera button's hold timer and a keyboard observer, written as iOS code writes them.
@MainActor
final class HoldRecorder {
    var log: [String] = []
    var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: Selector(HoldRecorder.tick),
                                     userInfo: "hold", repeats: true)
    }

    func tick(_ timer: Timer) {
        log.append(String(format: "tick %.1f %@", CACurrentMediaTime(), timer.userInfo as? String ?? "-"))
        if log.count == 3 { timer.invalidate() }
    }

    func keyboardWillShow(_ notification: Notification) {
        let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
        log.append("keyboard will show \(Int(frame.height))")
    }

    func appBecameActive() {
        log.append("active")
    }
}

@Suite("Timers and notifications in UIKit's selector forms (TIM-1, NTF-1, NTF-2)")
@MainActor
struct TimerNotificationTests {
    @Test("TIM-1 a selector-based timer fires on the application clock, repeats, passes its userInfo, and stops on invalidate()")
    func selectorTimer() {
        let screen = TouchScreen(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let recorder = HoldRecorder()
        recorder.start()
        screen.advance(by: 0.4)
        #expect(recorder.log == [], "nothing before its interval")
        screen.advance(by: 0.1)
        #expect(recorder.log == ["tick 0.5 hold"])
        screen.advance(by: 5)
        #expect(recorder.log == ["tick 0.5 hold", "tick 1.0 hold", "tick 1.5 hold"], "invalidated from its third tick")
        #expect(recorder.timer?.isValid == false)
        #expect(screen.application.clock.pendingCount == 0, "the clock forgot it")
    }

    @Test("TIM-1 a one-shot timer fires once; fire() performs at once and ends it; invalidate() before its time stops it")
    func oneShotTimer() {
        let screen = TouchScreen(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let recorder = HoldRecorder()
        let once = Timer.scheduledTimer(timeInterval: 1, target: recorder, selector: Selector(HoldRecorder.tick), userInfo: nil, repeats: false)
        screen.advance(by: 3)
        #expect(recorder.log == ["tick 1.0 -"] && !once.isValid)
        let early = Timer.scheduledTimer(timeInterval: 1, target: recorder, selector: Selector(HoldRecorder.tick), userInfo: "early", repeats: false)
        early.fire()
        #expect(recorder.log.last == "tick 3.0 early" && !early.isValid)
        screen.advance(by: 2)
        #expect(recorder.log.count == 2, "fired once only")
        let stopped = Timer.scheduledTimer(timeInterval: 1, target: recorder, selector: Selector(HoldRecorder.tick), userInfo: nil, repeats: true)
        stopped.invalidate()
        screen.advance(by: 5)
        #expect(recorder.log.count == 2)
    }

    @Test("NTF-1 an observer by selector is called with the notification, removed with removeObserver, and not kept alive")
    func selectorObserver() {
        let center = NotificationCenter()
        var recorder: HoldRecorder? = HoldRecorder()
        center.addObserver(recorder!, selector: Selector(HoldRecorder.keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(recorder!, selector: Selector(HoldRecorder.appBecameActive), name: UIApplication.didBecomeActiveNotification, object: nil)
        let frame = CGRect(x: 0, y: 508, width: 390, height: 336)
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: [UIResponder.keyboardFrameEndUserInfoKey: frame])
        center.post(name: UIApplication.didBecomeActiveNotification, object: nil)
        center.post(name: UIResponder.keyboardDidHideNotification, object: nil)
        #expect(recorder?.log == ["keyboard will show 336", "active"])
        center.removeObserver(recorder!, name: UIApplication.didBecomeActiveNotification, object: nil)
        center.post(name: UIApplication.didBecomeActiveNotification, object: nil)
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: [UIResponder.keyboardFrameEndUserInfoKey: frame])
        #expect(recorder?.log == ["keyboard will show 336", "active", "keyboard will show 336"], "only the named registration went")
        center.removeObserver(recorder!)
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: [UIResponder.keyboardFrameEndUserInfoKey: frame])
        #expect(recorder?.log.count == 3)
        // Weakly held: a released observer is neither called nor kept.
        weak var released: HoldRecorder?
        do {
            let temporary = HoldRecorder()
            released = temporary
            center.addObserver(temporary, selector: Selector(HoldRecorder.appBecameActive), name: UIApplication.didBecomeActiveNotification, object: nil)
        }
        #expect(released == nil, "the center does not keep its observer alive")
        center.post(name: UIApplication.didBecomeActiveNotification, object: nil)
        recorder = nil
    }

    @Test("NTF-1 the object filter: only notifications from the named sender")
    func objectFilter() {
        let center = NotificationCenter()
        let recorder = HoldRecorder()
        let sender = NSObject(), other = NSObject()
        center.addObserver(recorder, selector: Selector(HoldRecorder.appBecameActive), name: UIApplication.didBecomeActiveNotification, object: sender)
        center.post(name: UIApplication.didBecomeActiveNotification, object: other)
        center.post(name: UIApplication.didBecomeActiveNotification, object: sender)
        #expect(recorder.log == ["active"])
        // A block observer's token is still removed through removeObserver.
        final class Counter: @unchecked Sendable { var calls = 0 }
        let counter = Counter()
        let token = center.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: nil) { _ in counter.calls += 1 }
        center.post(name: UIApplication.willResignActiveNotification, object: nil)
        center.removeObserver(token)
        center.post(name: UIApplication.willResignActiveNotification, object: nil)
        #expect(counter.calls == 1)
    }
}
