import Foundation

/// What one of ``TouchScreen``'s verbs on views did (OpenTouch's own): where each finger's
/// touch went, which recognizers recognized, which control events were sent, and, when the
/// touches missed the view they were aimed at, why, in one sentence that names the rules.
///
/// ```swift
/// let outcome = screen.tap(buyButton)
/// #expect(outcome.reachedTarget, "\(outcome)")
/// ```
public struct TouchOutcome: CustomStringConvertible {
    /// One finger's touch: the view hit-testing gave it (HIT rules), and whether a recognizer or
    /// a scroll view took it from that view (GR-11, SCR-3).
    public struct Touch {
        /// The finger's number, as the input gave it.
        public let finger: Int
        /// The view the finger's touch went to, if any.
        public let view: UIView?
        /// Whether its view heard it cancelled rather than ended.
        public let wasCancelled: Bool
    }

    /// A control event a control sent while the verb ran.
    public struct ControlEvent {
        /// The control that sent it.
        public let control: UIControl
        /// The event, as `addTarget(_:action:for:)` and `addAction(_:for:)` name it (`.touchUpInside`).
        public let event: UIControl.Event
        /// The event's name, for display, as the trace writes it (`touchUpInside`).
        public var name: String { event.description }
    }

    /// The view the verb was aimed at; nil for a verb aimed at a point (`fling(from:velocity:frames:)`).
    public let target: UIView?
    /// Each finger's touch, in the order the fingers went down.
    public let touches: [Touch]
    /// The recognizers that began or recognized, in order.
    public let recognized: [UIGestureRecognizer]
    /// The recognizers still waiting for another to fail when the verb ended (GR-10).
    public let waiting: [UIGestureRecognizer]
    /// The control events sent, in order.
    public let controlEvents: [ControlEvent]
    /// Why the touches missed `target`, or could not be made; nil when they reached it.
    public let explanation: String?
    /// The ancestor that took the touch for ``target`` and used it, when the target does not take
    /// touches itself (a cell for its label, a button for its title) (TST-10); nil otherwise.
    public let handledBy: UIView?

    /// What the touches did, in a line (for the description when nothing missed).
    let summary: String

    /// Whether the touches reached the target and did something there.
    public var reachedTarget: Bool { explanation == nil }

    /// The control events sent by `control`, in order.
    public func events(sentBy control: UIControl) -> [UIControl.Event] {
        controlEvents.filter { $0.control === control }.map(\.event)
    }

    public var description: String { explanation ?? summary }

    @MainActor
    init(target: UIView?, touches: [Touch], recognized: [UIGestureRecognizer], waiting: [UIGestureRecognizer],
         controlEvents: [ControlEvent], explanation: String?, handledBy: UIView? = nil) {
        self.target = target
        self.handledBy = handledBy
        self.touches = touches
        self.recognized = recognized
        self.waiting = waiting
        self.controlEvents = controlEvents
        self.explanation = explanation
        let views = touches.map { $0.view.map(TouchOutcome.name) ?? "nothing" }
        var parts = ["the touch went to \(views.joined(separator: ", "))"]
        if let handledBy, let target {
            parts[0] += ", and \(TouchOutcome.name(handledBy)) used it for \(TouchOutcome.name(target)), which takes no touches itself (HIT-1, TST-10)"
        }
        if !recognized.isEmpty { parts.append("\(recognized.map(TouchOutcome.name).joined(separator: ", ")) recognized") }
        if !controlEvents.isEmpty { parts.append("sent \(controlEvents.map(\.name).joined(separator: ", "))") }
        summary = parts.joined(separator: "; ")
    }

    /// A view as outcomes name it: its accessibility identifier, else its label, else its type.
    @MainActor
    static func name(_ view: UIView) -> String {
        "`\(view.accessibilityIdentifier ?? view.accessibilityLabel ?? "\(type(of: view))")`"
    }

    /// A recognizer as outcomes name it: its name, else its type.
    @MainActor
    static func name(_ recognizer: UIGestureRecognizer) -> String {
        "`\(recognizer.name ?? "\(type(of: recognizer))")`"
    }
}
