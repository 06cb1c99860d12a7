import Foundation

/// One action of a recognizer: a method on a weakly held target, or a closure.
@MainActor
struct GestureTarget {
    private(set) weak var target: AnyObject?
    let action: Selector?
    private let handler: (@MainActor (UIGestureRecognizer) -> Void)?
    private let hasTarget: Bool

    init(target: AnyObject, action: Selector) {
        self.target = target
        self.action = action
        self.handler = nil
        self.hasTarget = true
    }

    init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.target = nil
        self.action = nil
        self.handler = handler
        self.hasTarget = false
    }

    /// A method action whose target has gone away (GR-4: targets are weak).
    var isDead: Bool { hasTarget && target == nil }

    func send(from recognizer: UIGestureRecognizer) {
        if let handler {
            handler(recognizer)
        } else if let target, let action {
            action.perform(on: target, sender: recognizer, event: nil)
        }
    }
}
