/// An action method with its target's type: what UIKit takes wherever it takes a `Selector` (RUN-7).
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
public struct Selector: CustomStringConvertible, @unchecked Sendable {
    // Not isolated, as Objective-C's selectors are not: a notification posted on a background
    // thread performs its observer's method there, as on iOS. `@unchecked`: the method references
    // it holds are not `Sendable`, as `SEL` values carry no such promise either.
    private let call: (AnyObject, Any?, Any?) -> Performed
    private let accepts: (AnyObject) -> Bool

    /// What performing a method gave: nothing (it was not performed: the target or the
    /// arguments did not fit), or the method's result (nil for a method that returns nothing).
    enum Performed {
        case notPerformed
        case returned(Any?)
    }

    /// The method's owner type and shape. Swift cannot compare method references, so removing an
    /// action by method (`removeTarget(_:action:)`) matches on this: same type, same shape.
    let signature: String

    private init(signature: String, accepts: @escaping (AnyObject) -> Bool, call: @escaping (AnyObject, Any?, Any?) -> Performed) {
        self.signature = signature
        self.accepts = accepts
        self.call = call
    }

    /// The result of a method as `perform` hands it on: nil for `Void`.
    private static func result<Result>(_ value: Result) -> Any? {
        Result.self == Void.self ? nil : value
    }

    /// A method that takes no arguments: `func tapped()`, or one that returns a value
    /// (`becomeFirstResponder() -> Bool`), whose result an action ignores, as UIKit does.
    public init<Target: AnyObject, Result>(_ method: @escaping (Target) -> () -> Result) {
        self.init(signature: Selector.shape(Target.self, [], Result.self), accepts: { $0 is Target }) { object, _, _ in
            guard let target = object as? Target else { return .notPerformed }
            return .returned(Selector.result(method(target)()))
        }
    }

    /// A method that takes one argument: an action's sender (`func tapped(_ sender: UIButton)`),
    /// a timer (`func tick(_ timer: Timer)`), a notification, or `perform(_:with:)`'s object.
    ///
    /// The argument is passed when it has the method's parameter type; one of another type (or
    /// none) does not perform the method, where Objective-C would pass a mistyped object.
    public init<Target: AnyObject, Argument, Result>(_ method: @escaping (Target) -> (Argument) -> Result) {
        self.init(signature: Selector.shape(Target.self, [Argument.self], Result.self), accepts: { $0 is Target }) { object, first, _ in
            guard let target = object as? Target, let argument = Selector.cast(first, to: Argument.self) else { return .notPerformed }
            return .returned(Selector.result(method(target)(argument)))
        }
    }

    /// An action method that takes its sender and the event:
    /// `func tapped(_ sender: UIButton, forEvent event: UIEvent)`, or any method of two arguments
    /// (`perform(_:with:with:)`).
    ///
    /// Performed only when both arguments fit, so an action of this shape is performed only when
    /// an event is given.
    public init<Target: AnyObject, First, Second, Result>(_ method: @escaping (Target) -> (First, Second) -> Result) {
        self.init(signature: Selector.shape(Target.self, [First.self, Second.self], Result.self), accepts: { $0 is Target }) { object, first, second in
            guard let target = object as? Target, let first = Selector.cast(first, to: First.self),
                  let second = Selector.cast(second, to: Second.self) else { return .notPerformed }
            return .returned(Selector.result(method(target)(first, second)))
        }
    }

    /// An action method that takes its sender and the event, which may be absent:
    /// `func tapped(_ sender: UIButton, forEvent event: UIEvent?)`. Performed with or without one.
    public init<Target: AnyObject, Sender, Result>(_ method: @escaping (Target) -> (Sender, UIEvent?) -> Result) {
        self.init(signature: Selector.shape(Target.self, [Sender.self, UIEvent?.self], Result.self), accepts: { $0 is Target }) { object, first, second in
            guard let target = object as? Target, let sender = Selector.cast(first, to: Sender.self) else { return .notPerformed }
            return .returned(Selector.result(method(target)(sender, second as? UIEvent)))
        }
    }

    /// `value` as `T`: what Objective-C would pass for a parameter of that type. A parameter of
    /// an optional type takes nil; `NSNotification` takes a `Notification` (Foundation bridges
    /// the two on Linux too).
    private static func cast<T>(_ value: Any?, to type: T.Type) -> T? {
        if let value = value as? T { return value }
        if value == nil, let none = Optional<Any>.none as? T { return none }
        return nil
    }

    private static func shape(_ target: Any.Type, _ arguments: [Any.Type], _ result: Any.Type) -> String {
        let returns = result == Void.self ? "" : " -> \(result)"
        return "\(target)(\(arguments.map { "\($0)" }.joined(separator: ", ")))\(returns)"
    }

    /// The method's owner type and shape, such as `Editor(UIButton)`: what `actions(forTarget:forControlEvent:)` lists.
    public var description: String { signature }

    /// Whether `object` is of the type the method belongs to (Objective-C's `responds(to:)`).
    public func canBePerformed(by object: AnyObject) -> Bool {
        accepts(object)
    }

    /// Calls the method on `target`; returns false, doing nothing, when the target or arguments do not fit.
    @discardableResult
    public func perform(on target: AnyObject, sender: Any?, event: UIEvent?) -> Bool {
        if case .returned = call(target, sender, event) { return true }
        return false
    }

    /// Calls the method on `target` with up to two arguments, and gives what it returned.
    func perform(on target: AnyObject, with first: Any?, _ second: Any? = nil) -> Performed {
        call(target, first, second)
    }
}
