/// One registration on a control: a method on a (weak) target, or a closure action, and the
/// events it listens to (CTL-9).
@MainActor
struct ControlTarget {
    enum Kind {
        /// A method; a nil target means "the responder chain" (RSP-4).
        case method(Selector, hasTarget: Bool)
        case closure(UIAction)
    }

    private(set) weak var target: AnyObject?
    let kind: Kind
    var events: UIControl.Event

    init(target: AnyObject?, action: Selector, events: UIControl.Event) {
        self.target = target
        self.kind = .method(action, hasTarget: target != nil)
        self.events = events
    }

    init(action: UIAction, events: UIControl.Event) {
        self.target = nil
        self.kind = .closure(action)
        self.events = events
    }

    /// A method registration whose target has gone away (CTL-9: targets are weak).
    var isDead: Bool {
        if case .method(_, let hasTarget) = kind { return hasTarget && target == nil }
        return false
    }

    var method: Selector? {
        if case .method(let method, _) = kind { return method }
        return nil
    }

    var closure: UIAction? {
        if case .closure(let action) = kind { return action }
        return nil
    }
}
