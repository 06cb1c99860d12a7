import Foundation

/// The recording calls the event system makes at each decision, one per kind, so that call
/// sites stay one line and name their subjects the same way.
extension TouchTrace {
    func recordHitTest(_ view: UIView, _ action: String, reason: String?) {
        lastHitTestSubject = view
        record(.hitTest, name(of: view), action, reason: reason)
    }

    func recordRecognizer(_ recognizer: UIGestureRecognizer, _ action: String, reason: String? = nil) {
        record(.recognizer, name(of: recognizer), action, reason: reason, finger: recognizer.record.sequenceTouches.first?.record.finger)
    }

    func recordDelivery(_ view: UIView, _ action: String, _ touch: UITouch, reason: String? = nil) {
        record(.delivery, name(of: view), action, reason: reason, finger: touch.record.finger)
    }

    /// A sample of input, as it arrived; `cutOff` when the system cancelled its finger's touch.
    func recordInput(_ sample: TouchSample, cutOff: Bool) {
        let point = String(format: "(%.1f, %.1f)", sample.location.x, sample.location.y)
        let force = sample.force.map { String(format: ", force %.2f", $0) } ?? ""
        let action: String
        switch sample.phase {
        case .down: action = "down at \(point)\(force)"
        case .move: action = "moved to \(point)\(force)"
        case .stationary: action = "stationary"
        case .up: action = "lifted at \(point)"
        case .cancel: action = "cancelled by the input"
        }
        record(.input, "finger \(sample.finger)", action,
                     reason: cutOff ? "ignored: the system cancelled its touch (TCH-9, TCH-10)" : nil, finger: sample.finger)
    }

    /// HIT-2 in the trace: the view found, and the path from the window down to it.
    /// Where a new touch was placed: its window among several (HIT-9), its view (HIT-2).
    func recordPlacement(of touch: UITouch, in window: UIWindow, amongWindows windowCount: Int) {
        if windowCount > 1 {
            record(.hitTest, name(of: window), "the touch's window", reason: "front to back by windowLevel, the first whose hitTest found a view (HIT-9)",
                   finger: touch.record.finger)
        }
        guard let view = touch.view else {
            record(.hitTest, name(of: window), "no view takes the touch", reason: "HIT-1, HIT-2", finger: touch.record.finger)
            return
        }
        var path: [String] = []
        var current: UIView? = view
        while let step = current {
            path.insert(name(of: step), at: 0)
            current = step.superview
        }
        record(.hitTest, name(of: view), "takes the touch",
                     reason: "the deepest view under the finger: \(path.joined(separator: " > ")) (HIT-2)", finger: touch.record.finger)
    }

    func recordControl(_ control: UIControl, _ action: String, reason: String? = nil) {
        record(.control, name(of: control), action, reason: reason)
    }

    func recordList(_ list: UIView, _ action: String, reason: String? = nil) {
        record(.list, name(of: list), action, reason: reason)
    }

    func recordScroll(_ scrollView: UIView, _ action: String, reason: String? = nil) {
        record(.scroll, name(of: scrollView), action, reason: reason)
    }

    func recordInteraction(_ view: UIView, _ action: String, reason: String? = nil) {
        record(.menu, name(of: view), action, reason: reason)
    }

    func recordController(_ subject: AnyObject, _ action: String, reason: String? = nil) {
        let subjectName = (subject as? UIView).map { name(of: $0) } ?? controllerName(subject)
        record(.controller, subjectName, action, reason: reason)
    }
}

extension UIView {
    /// The trace of this view's application, while tracing is on.
    var trace: TouchTrace? { window?.application?.trace }
}

extension UIViewController {
    /// The trace of this controller's application, while tracing is on and its view is in a window.
    var trace: TouchTrace? { viewIfLoaded?.window?.application?.trace }
}

extension UIGestureRecognizer {
    /// The trace of this recognizer's application, while tracing is on.
    var trace: TouchTrace? { view?.window?.application?.trace }
}

extension TouchTrace {
    /// A drag session's decision about `view` (INT-6, INT-7).
    func recordDrag(_ view: UIView, _ action: String, reason: String? = nil) {
        record(.drag, name(of: view), action, reason: reason)
    }
}
