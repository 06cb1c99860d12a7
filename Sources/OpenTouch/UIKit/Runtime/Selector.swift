/// An action method with its target's type: what UIKit takes wherever it takes a `Selector`.
///
/// Linux has no Objective-C runtime, so `#selector` does not exist. A `Selector` is made from an
/// unapplied method reference instead, in any of the shapes UIKit action methods take:
/// `tapped()`, `tapped(_ sender:)` and `tapped(_ sender:forEvent:)`. That is the one edit Linux
/// forces on UIKit code: `#selector(handlePan)` becomes `Selector(Editor.handlePan)`.
/// "Does this responder respond to the action?" becomes "is it an instance of the method's
/// type?", which is what the responder chain needs for nil-targeted actions (RSP-4).
///
/// ```swift
/// let pan = UIPanGestureRecognizer(target: self, action: Selector(Editor.handlePan))
/// button.addTarget(self, action: Selector(Editor.save), for: .touchUpInside)
/// UIApplication.shared.sendAction(Selector(Editor.copySelection), to: nil, from: button, for: nil)
/// ```
///
/// Swift cannot compare two method references, so two selectors are alike when their methods have
/// the same owner type and shape (``description``); `removeTarget(_:action:)` and
/// `actions(forTarget:forControlEvent:)` work with that likeness, and `Selector` is not
/// `Equatable`, so that no code silently takes two methods for one. On Apple platforms this type
/// shadows the Objective-C `Selector` for files that import OpenTouch, so the same edited file
/// compiles there too.
@preconcurrency @MainActor
public struct Selector: CustomStringConvertible {
    private let call: @MainActor (AnyObject, Any?, UIEvent?) -> Bool
    private let accepts: @MainActor (AnyObject) -> Bool

    /// The method's owner type and shape. Swift cannot compare method references, so removing an
    /// action by method (`removeTarget(_:action:)`) matches on this: same type, same shape.
    let signature: String

    /// An action method that takes no arguments: `func tapped()`.
    public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
        signature = "\(Target.self)()"
        accepts = { $0 is Target }
        call = { object, _, _ in
            guard let target = object as? Target else { return false }
            method(target)()
            return true
        }
    }

    /// An action method that takes its sender: `func tapped(_ sender: UIButton)`.
    ///
    /// The sender is passed when it has the method's parameter type; an action sent with a sender
    /// of another type (or none) is not performed, where Objective-C would pass a mistyped object.
    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender) -> Void) {
        signature = "\(Target.self)(\(Sender.self))"
        accepts = { $0 is Target }
        call = { object, sender, _ in
            guard let target = object as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender)
            return true
        }
    }

    /// An action method that takes its sender and the event: `func tapped(_ sender: UIButton, forEvent event: UIEvent)`.
    ///
    /// Performed only when an event is given, since the method cannot be called without one.
    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender, UIEvent) -> Void) {
        signature = "\(Target.self)(\(Sender.self), UIEvent)"
        accepts = { $0 is Target }
        call = { object, sender, event in
            guard let target = object as? Target, let sender = sender as? Sender, let event else { return false }
            method(target)(sender, event)
            return true
        }
    }

    /// An action method that takes its sender and the event, which may be absent:
    /// `func tapped(_ sender: UIButton, forEvent event: UIEvent?)`. Always performed.
    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender, UIEvent?) -> Void) {
        signature = "\(Target.self)(\(Sender.self), UIEvent?)"
        accepts = { $0 is Target }
        call = { object, sender, event in
            guard let target = object as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender, event)
            return true
        }
    }

    /// The method's owner type and shape, such as `Editor(UIButton)`: what `actions(forTarget:forControlEvent:)` lists.
    nonisolated public var description: String { signature }

    /// Whether `object` is of the type the method belongs to (Objective-C's `responds(to:)`).
    public func canBePerformed(by object: AnyObject) -> Bool {
        accepts(object)
    }

    /// Calls the method on `target`; returns false, doing nothing, when the target or arguments do not fit.
    @discardableResult
    public func perform(on target: AnyObject, sender: Any?, event: UIEvent?) -> Bool {
        call(target, sender, event)
    }
}
