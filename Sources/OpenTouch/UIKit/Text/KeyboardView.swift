import Foundation

/// The on-screen keyboard while a text input is first responder (TXT-5; OpenTouch's own, so no
/// `UI` prefix: UIKit's keyboard is private).
///
/// It is a view on top of the window, at the bottom, that takes the touches landing on it (keys
/// are not modelled: text comes from ``TouchScreen/type(_:)``). Showing and hiding post UIKit's
/// keyboard notifications with their frames (in screen coordinates), duration and curve, the
/// `Did` ones when the animation's time has passed on the application clock.
@preconcurrency @MainActor
final class KeyboardView: UIView {
    /// How long the keyboard takes to come up or go down (chosen: 0.25 s, what UIKit reports in
    /// the notifications on a phone).
    static let animationDuration: TimeInterval = 0.25
    /// The curve UIKit reports for the keyboard's animation (7, a private curve).
    static let animationCurve = 7

    /// The keyboard's frame on `screen` (chosen: on the default 390 × 844 phone, 336 points high
    /// with its suggestion bar and the home indicator's strip, as an iPhone 12 to 14 reports it in
    /// portrait; on other screens 216 points plus the screen's bottom inset, the classic keyboard).
    static func frame(on screen: UIScreen) -> CGRect {
        let bounds = screen.bounds
        let height: CGFloat = bounds.size == CGSize(width: 390, height: 844) ? 336 : 216 + screen.safeAreaInsets.bottom
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "keyboard"
        backgroundColor = .systemGray5
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

extension UIWindow {
    /// The first responder changed: the keyboard comes up for a text input and goes for anything
    /// else (TXT-5).
    func firstResponderDidChange() {
        if let trace = application?.trace {
            if let responder = firstResponder {
                trace.recordController(responder, "becomes first responder", reason: "RSP-3")
            } else {
                trace.recordController(self, "has no first responder", reason: "the last one resigned (RSP-3)")
            }
        }
        let wantsKeyboard = firstResponder is UIKeyInput
        if wantsKeyboard, keyboard == nil { showKeyboard() }
        if !wantsKeyboard, keyboard != nil { hideKeyboard() }
    }

    private func showKeyboard() {
        let end = KeyboardView.frame(on: screen)
        let begin = end.offsetBy(dx: 0, dy: end.height)
        let view = KeyboardView(frame: convert(end, from: screen.coordinateSpace))
        keyboard = view
        addSubview(view)
        application?.trace?.recordController(view, "comes up at \(end.minY)", reason: "a text input became first responder; it takes the touches on it (TXT-5)")
        postKeyboard(UIResponder.keyboardWillShowNotification, from: begin, to: end)
        postKeyboard(UIResponder.keyboardWillChangeFrameNotification, from: begin, to: end)
        applicationClock.schedule(after: KeyboardView.animationDuration, label: "keyboard shown") { [weak self] in
            guard let self else { return }
            postKeyboard(UIResponder.keyboardDidShowNotification, from: begin, to: end)
            postKeyboard(UIResponder.keyboardDidChangeFrameNotification, from: begin, to: end)
        }
    }

    private func hideKeyboard() {
        guard let view = keyboard else { return }
        let begin = KeyboardView.frame(on: screen)
        let end = begin.offsetBy(dx: 0, dy: begin.height)
        keyboard = nil
        application?.trace?.recordController(view, "goes down", reason: "no text input is first responder (TXT-5)")
        view.removeFromSuperview()
        postKeyboard(UIResponder.keyboardWillHideNotification, from: begin, to: end)
        postKeyboard(UIResponder.keyboardWillChangeFrameNotification, from: begin, to: end)
        applicationClock.schedule(after: KeyboardView.animationDuration, label: "keyboard hidden") { [weak self] in
            guard let self else { return }
            postKeyboard(UIResponder.keyboardDidHideNotification, from: begin, to: end)
            postKeyboard(UIResponder.keyboardDidChangeFrameNotification, from: begin, to: end)
        }
    }

    /// The clock of the window's application (of the one last driven, before it has one).
    var applicationClock: ApplicationClock { (application ?? UIApplication.mostRecentlyDriven).clock }

    private func postKeyboard(_ name: NSNotification.Name, from begin: CGRect, to end: CGRect) {
        NotificationCenter.default.post(name: name, object: nil, userInfo: [
            // CGRect values, which `as? CGRect` reads as on iOS (Linux has no NSValue bridging).
            UIResponder.keyboardFrameBeginUserInfoKey: begin,
            UIResponder.keyboardFrameEndUserInfoKey: end,
            UIResponder.keyboardAnimationDurationUserInfoKey: KeyboardView.animationDuration,
            UIResponder.keyboardAnimationCurveUserInfoKey: KeyboardView.animationCurve,
            UIResponder.keyboardIsLocalUserInfoKey: true,
        ])
    }
}
