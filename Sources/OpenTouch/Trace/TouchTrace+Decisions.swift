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

    func recordControl(_ control: UIControl, _ action: String, reason: String? = nil) {
        record(.control, name(of: control), action, reason: reason)
    }

    func recordList(_ list: UIScrollView, _ action: String, reason: String? = nil) {
        record(.list, name(of: list), action, reason: reason)
    }

    func recordScroll(_ scrollView: UIScrollView, _ action: String, reason: String? = nil) {
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
