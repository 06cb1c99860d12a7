import Foundation

/// The on-screen keyboard while a text input is first responder (TXT-5; OpenTouch's own, so no
/// `UI` prefix: UIKit's keyboard is private).
///
/// It is a view on top of the window, at the bottom, that takes the touches landing on it (keys
/// are not modelled: text comes from ``TouchScreen/type(_:)``). The first responder's
/// `inputView` takes the keys' place and its `inputAccessoryView` sits on top (TXT-7); both are
/// the responder's own views, so touches reach their buttons. Showing and hiding post UIKit's
/// keyboard notifications with their frames (in screen coordinates), duration and curve, the
/// `Did` ones when the animation's time has passed on the application clock.
@preconcurrency @MainActor
final class KeyboardView: UIView {
    /// How long the keyboard takes to come up or go down (chosen: 0.25 s, what UIKit reports in
    /// the notifications on a phone).
    static let animationDuration: TimeInterval = 0.25
    /// The curve UIKit reports for the keyboard's animation (7, a private curve).
    static let animationCurve = 7

    /// The system keyboard's height on `screen` (chosen: on the default 390 × 844 phone, 336 points
    /// with its suggestion bar and the home indicator's strip, as an iPhone 12 to 14 reports it in
    /// portrait; on other screens 216 points plus the screen's bottom inset, the classic keyboard).
    static func systemHeight(on screen: UIScreen) -> CGFloat {
        screen.bounds.size == CGSize(width: 390, height: 844) ? 336 : 216 + screen.safeAreaInsets.bottom
    }

    /// The height an input view takes (chosen, TXT-7): its frame's, else its intrinsic height, else
    /// the system keyboard's; it reaches the screen's bottom edge, as UIKit places it.
    static func height(of inputView: UIView, on screen: UIScreen) -> CGFloat {
        if inputView.frame.height > 0 { return inputView.frame.height }
        let intrinsic = inputView.intrinsicContentSize.height
        return intrinsic > 0 ? intrinsic : systemHeight(on: screen)
    }

    /// The views shown for the current first responder.
    private(set) var hostedInputView: UIView?
    private(set) var hostedAccessoryView: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "keyboard"
        backgroundColor = .systemGray5
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `responder`'s input views, and returns the keyboard's frame on `screen` for them.
    func host(for responder: UIResponder, on screen: UIScreen) -> CGRect {
        let input = responder.inputView, accessory = responder.inputAccessoryView
        for old in [hostedInputView, hostedAccessoryView] where old !== input && old !== accessory && old?.superview === self {
            old?.removeFromSuperview()
        }
        hostedInputView = input
        hostedAccessoryView = accessory
        let width = screen.bounds.width
        let accessoryHeight = accessory.map { $0.frame.height > 0 ? $0.frame.height : max(0, $0.intrinsicContentSize.height) } ?? 0
        let keysHeight = input.map { Self.height(of: $0, on: screen) } ?? Self.systemHeight(on: screen)
        accessory?.frame = CGRect(x: 0, y: 0, width: width, height: accessoryHeight)
        input?.frame = CGRect(x: 0, y: accessoryHeight, width: width, height: keysHeight)
        for view in [accessory, input].compactMap({ $0 }) where view.superview !== self { addSubview(view) }
        let height = accessoryHeight + keysHeight
        return CGRect(x: 0, y: screen.bounds.height - height, width: width, height: height)
    }

    /// Lets go of the responder's views, which are theirs to show again.
    func releaseHostedViews() {
        for view in [hostedInputView, hostedAccessoryView] where view?.superview === self { view?.removeFromSuperview() }
        hostedInputView = nil
        hostedAccessoryView = nil
    }
}

extension UIWindow {
    /// The first responder changed: the keyboard comes up for a text input, or for a responder
    /// with input views, changes for another one, and goes for anything else (TXT-5, TXT-7).
    func firstResponderDidChange() {
        if let trace = application?.trace {
            if let responder = firstResponder {
                trace.recordController(responder, "becomes first responder", reason: "RSP-3")
            } else {
                trace.recordController(self, "has no first responder", reason: "the last one resigned (RSP-3)")
            }
        }
        if firstResponder != nil || !handingOverFirstResponder { updateKeyboard() }
    }

    /// Shows, changes or hides the keyboard for the first responder as it is now (TXT-5, TXT-7).
    func updateKeyboard() {
        guard let responder = firstResponder,
              responder is UIKeyInput || responder.inputView != nil || responder.inputAccessoryView != nil else {
            if keyboard != nil { hideKeyboard() }
            return
        }
        if let keyboard { changeKeyboard(keyboard, for: responder) } else { showKeyboard(for: responder) }
    }

    private func showKeyboard(for responder: UIResponder) {
        let view = KeyboardView(frame: .zero)
        let end = view.host(for: responder, on: screen)
        let begin = end.offsetBy(dx: 0, dy: end.height)
        view.frame = convert(end, from: screen.coordinateSpace)
        keyboard = view
        addSubview(view)
        application?.trace?.recordController(view, "comes up at \(end.minY)", reason: "a text input became first responder; it takes the touches on it (TXT-5)")
        postKeyboardChange(from: begin, to: end, will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification, label: "keyboard shown")
        LayoutEngine.keyboardDidMove(over: self)
        // BAR-8: the nearest navigation controller around the responder may hide its bars.
        var node: UIResponder? = responder
        while let current = node {
            if let controller = current as? UIViewController, let navigation = controller as? UINavigationController ?? controller.navigationController {
                navigation.keyboardAppeared()
                break
            }
            node = current.next
        }
    }

    /// Another responder, or new input views: the keyboard takes the new height, and, when it
    /// changes, tells as it does when it comes up (UIKit posts `keyboardWillShow` again).
    private func changeKeyboard(_ view: KeyboardView, for responder: UIResponder) {
        let begin = view.convert(view.bounds, to: screen.coordinateSpace)
        let end = view.host(for: responder, on: screen)
        guard end != begin else { return }
        view.frame = convert(end, from: screen.coordinateSpace)
        application?.trace?.recordController(view, "moves to \(end.minY)", reason: "the first responder's input views changed (TXT-7)")
        postKeyboardChange(from: begin, to: end, will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification, label: "keyboard changed")
        LayoutEngine.keyboardDidMove(over: self)
    }

    /// Posts `will` and the will-change-frame notification now, `did` and the did-change-frame
    /// one when the animation's time has passed.
    private func postKeyboardChange(from begin: CGRect, to end: CGRect, will: NSNotification.Name, did: NSNotification.Name, label: String) {
        postKeyboard(will, from: begin, to: end)
        postKeyboard(UIResponder.keyboardWillChangeFrameNotification, from: begin, to: end)
        applicationClock.schedule(after: KeyboardView.animationDuration, label: label) { [weak self] in
            guard let self else { return }
            postKeyboard(did, from: begin, to: end)
            postKeyboard(UIResponder.keyboardDidChangeFrameNotification, from: begin, to: end)
        }
    }

    private func hideKeyboard() {
        guard let view = keyboard else { return }
        let begin = view.convert(view.bounds, to: screen.coordinateSpace)
        let end = begin.offsetBy(dx: 0, dy: begin.height)
        keyboard = nil
        application?.trace?.recordController(view, "goes down", reason: "no text input is first responder (TXT-5)")
        view.releaseHostedViews()
        view.removeFromSuperview()
        postKeyboardChange(from: begin, to: end, will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification, label: "keyboard hidden")
        LayoutEngine.keyboardDidMove(over: self)
    }

    /// The clock of the window's application (of the one last driven, before it has one).
    var applicationClock: ApplicationClock { (application ?? UIApplication.mostRecentlyDriven).clock }

    private func postKeyboard(_ name: NSNotification.Name, from begin: CGRect, to end: CGRect) {
        // TXT-5: the object is the screen the keyboard is on, as on iOS 16.1 and later.
        NotificationCenter.default.post(name: name, object: screen, userInfo: [
            // NSValues, as on iOS; `as? CGRect` reads them too (RUN-4).
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: KeyboardView.animationDuration,
            UIResponder.keyboardAnimationCurveUserInfoKey: KeyboardView.animationCurve,
            UIResponder.keyboardIsLocalUserInfoKey: true,
        ])
    }
}
