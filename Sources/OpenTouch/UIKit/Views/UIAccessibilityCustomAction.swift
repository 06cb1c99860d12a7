import Foundation

/// An action VoiceOver offers on an element besides activating it, such as "Delete" on a row
/// (ACC-3): by name, performed through a target and selector or a handler.
///
/// A test performs one as a VoiceOver user picks it, with
/// ``TouchScreen/performAccessibilityCustomAction(named:on:)``.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The name VoiceOver reads.
    open var name: String
    /// The object the selector is performed on; held weakly, as in UIKit.
    open weak var target: AnyObject?
    /// The method performed on the target: it may take the action and return whether it succeeded.
    open var selector: Selector?
    /// The block performed instead of a selector; returns whether it succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    /// An image VoiceOver may show with the name.
    open var image: UIImage?

    /// An action performed by calling `selector` on `target`.
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target.map { $0 as AnyObject }
        self.selector = selector
        super.init()
    }

    /// An action performed by calling `actionHandler`.
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action with an image, performed by calling `actionHandler`.
    public convenience init(name: String, image: UIImage?, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// Performs the action as VoiceOver does: the handler, else the selector on the target with
    /// the action as its argument (or none). Gives what it returned; false if nothing was performed.
    func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let selector, let target else { return false }
        switch selector.perform(on: target, with: self) {
        case .returned(let result): return result as? Bool ?? true
        case .notPerformed:
            if case .returned(let result) = selector.perform(on: target, with: nil) { return result as? Bool ?? true }
            return false
        }
    }
}

extension TouchScreen {
    /// Performs the custom action named `name` of `element`, as a VoiceOver user picks it from the
    /// actions rotor (ACC-3). Returns what the action returned; false when the element has no
    /// action of that name.
    @discardableResult
    public func performAccessibilityCustomAction(named name: String, on element: UIView) -> Bool {
        guard let action = element.accessibilityCustomActions?.first(where: { $0.name == name }) else { return false }
        return application.runAsCurrent { action.perform() }
    }
}
