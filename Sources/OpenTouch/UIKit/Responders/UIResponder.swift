import Foundation

/// An object that can respond to and handle events: the base of views, view controllers, windows
/// and the application (RSP-1..4).
///
/// Every default `touches…`, `presses…`, `motion…` and `remoteControlReceived` method forwards
/// the call to ``next`` (RSP-2), so an event climbs the responder chain until a responder
/// overrides the method and does not call `super`.
///
/// ```swift
/// final class Canvas: UIView {
///     override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
///         guard let touch = touches.first else { return }
///         draw(to: touch.location(in: self))
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Makes a responder that is in no chain yet.
    public override init() {
        super.init()
    }

    deinit {
        // Associated objects (RUN-1) go with their responder, as on iOS.
        AssociatedObjects.objectDidEnd(ObjectIdentifier(self))
    }

    #if !canImport(ObjectiveC)
    /// A property this responder observes by name changed (RUN-9); does nothing unless overridden.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}
    #endif

    /// The next responder in the chain (RSP-1); nil for a plain responder.
    open var next: UIResponder? { nil }

    // MARK: Nibs

    /// Called on each object a nib or storyboard load made, once every outlet of the load is set
    /// (NIB-5); a controller from a storyboard hears it when made, its views when its view loads.
    open func awakeFromNib() {}

    /// Called by Interface Builder's live rendering; never called here, as on a device (NIB-2).
    open func prepareForInterfaceBuilder() {}

    // MARK: Touches (RSP-2)

    /// One or more fingers touched down; the default forwards to ``UIResponder/next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// One or more fingers moved; the default forwards to ``UIResponder/next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// One or more fingers lifted; the default forwards to ``UIResponder/next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled one or more touches (TCH-9, TCH-10, GR-11); the default forwards to ``UIResponder/next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses, motion, remote control (RSP-2, RSP-4)

    /// A physical button was pressed; the default forwards to ``UIResponder/next``.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// A pressed button's force changed; the default forwards to ``UIResponder/next``.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// A pressed button was released; the default forwards to ``UIResponder/next``.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// The system cancelled a press; the default forwards to ``UIResponder/next``.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// A motion event (a shake) began; the default forwards to ``UIResponder/next``.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }

    /// A motion event ended; the default forwards to ``UIResponder/next``.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }

    /// A motion event was cancelled; the default forwards to ``UIResponder/next``.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }

    /// A remote-control event (play, pause, next track) arrived; the default forwards to ``UIResponder/next``.
    open func remoteControlReceived(with event: UIEvent?) {
        next?.remoteControlReceived(with: event)
    }

    // MARK: First responder (RSP-3)

    /// Whether this responder may become first responder; false by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder lets go of first-responder status when asked; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponder === self
    }

    /// Makes this responder its window's first responder (RSP-3).
    ///
    /// As UIKit documents it: the current first responder is asked to resign first, and a refusal
    /// changes nothing; then ``canBecomeFirstResponder`` is checked. Only a responder in a window
    /// can become first responder. Returns whether this responder is first responder afterwards.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder {
            // The keyboard stays up between two text inputs (TXT-5).
            window.handingOverFirstResponder = true
            defer { window.handingOverFirstResponder = false }
            guard current.resignFirstResponder() else { return false }
            // An override may answer true without calling super; the answer is what counts.
            if window.firstResponder === current { window.firstResponder = nil }
        }
        guard canBecomeFirstResponder else {
            window.updateKeyboard()
            return false
        }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status; returns false, keeping it, when ``canResignFirstResponder`` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponder === self {
            window.firstResponder = nil
        }
        return true
    }

    /// The view shown in place of the keyboard while this responder is first responder (TXT-7);
    /// nil by default, for the system keyboard when the responder takes text. A responder that
    /// returns one brings it up whether or not it takes text, as in UIKit.
    open var inputView: UIView? { nil }

    /// The view shown above the keyboard (or the ``inputView``) while this responder is first
    /// responder (TXT-7); nil by default.
    open var inputAccessoryView: UIView? { nil }

    /// Shows the first responder's ``inputView`` and ``inputAccessoryView`` as they are now (TXT-7);
    /// does nothing unless this responder is first responder.
    open func reloadInputViews() {
        guard let window = responderWindow, window.firstResponder === self else { return }
        window.firstResponderDidChange()
    }

    /// The window whose first responder this responder can be; nil while it is in none.
    var responderWindow: UIWindow? { nil }

    // MARK: Accessibility's actions (ACC-5)

    /// VoiceOver activated this element (a double tap): true when it did what activating it
    /// means; false (the default) lets VoiceOver tap its activation point instead (ACC-5).
    open func accessibilityActivate() -> Bool { false }
    /// The two-finger scrub ("go back"): true when this responder dismissed or went back; false
    /// (the default) passes it up the chain (ACC-5).
    open func accessibilityPerformEscape() -> Bool { false }
    /// The two-finger double tap: true when this responder did the app's most important thing;
    /// false (the default) passes it up the chain (ACC-5).
    open func accessibilityPerformMagicTap() -> Bool { false }
    /// VoiceOver's swipe up on an adjustable element; does nothing by default.
    open func accessibilityIncrement() {}
    /// VoiceOver's swipe down on an adjustable element; does nothing by default.
    open func accessibilityDecrement() {}

    // MARK: Key commands (RSP-5)

    /// The key combinations this responder answers while it is in the chain from the first
    /// responder; none by default (RSP-5).
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Actions (RSP-4)

    /// Whether this responder performs `action`; by default, whether it is of the action's type.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action.canBePerformed(by: self)
    }

    /// The first responder from this one along the chain that performs `action`, or nil.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }
}

#if !canImport(ObjectiveC)
extension UIResponder: NSKeyValueObserving {}
#endif
