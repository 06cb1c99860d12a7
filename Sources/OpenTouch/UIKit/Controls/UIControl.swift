import Foundation

/// The base class of controls: a view that tracks one touch and turns it into control events
/// sent to targets (CTL-1..9).
///
/// Tracking follows CTL-2..4 exactly: `beginTracking` on touch-down, `continueTracking` on each
/// move with enter/exit and inside/outside decided against ``trackingMargin`` (CTL-5),
/// `endTracking` or `cancelTracking` at the end. Actions get the sender and the real touch
/// event (CTL-6). A disabled control is not hit (HIT-6).
///
/// ```swift
/// button.addTarget(self, action: Panel.tapped, for: .touchUpInside)   // func tapped(_ sender: UIButton)
/// button.addAction(UIAction { _ in print("tapped") }, for: .primaryActionTriggered)
/// ```
@preconcurrency @MainActor
open class UIControl: UIView {
    /// [chosen] CTL-5's margin around the bounds when nothing else is said, in points.
    public static let defaultTrackingMargin: CGFloat = 70

    /// How far outside its bounds a tracked finger still counts as inside (CTL-5; OpenTouch's own).
    ///
    /// UIKit uses about 70 pt and offers no way to change it; every inside/outside decision here
    /// (drag enter, exit, inside, outside, up inside, up outside) follows this value.
    open var trackingMargin: CGFloat = UIControl.defaultTrackingMargin

    /// Where the content sits across the control; buttons lay out their title and image by it.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// Where the content sits down the control.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// Whether the control responds to touches; a disabled control is not hit (HIT-6).
    open var isEnabled = true {
        didSet { if oldValue != isEnabled { stateDidChange() } }
    }
    /// Whether the control is selected.
    open var isSelected = false {
        didSet { if oldValue != isSelected { stateDidChange() } }
    }
    /// Whether the control is drawn highlighted: while a tracked finger is inside (CTL-2, CTL-3).
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { stateDidChange() } }
    }
    /// Whether the control is tracking a touch.
    public internal(set) var isTracking = false
    /// Whether the tracked finger is inside the tracking area (CTL-5).
    public internal(set) var isTouchInside = false

    /// The control's state, from its flags.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    private var registrations: [ControlTarget] = []
    private weak var trackedTouch: UITouch?

    /// Whether a long press shows the control's context menu (INT-3); a button turns it on when
    /// given a ``UIButton/menu``.
    open var isContextMenuInteractionEnabled = false {
        didSet { contextMenuInteraction?.press.isEnabled = isContextMenuInteractionEnabled }
    }
    /// The interaction that shows the control's menu, once it has one.
    public internal(set) var contextMenuInteraction: UIContextMenuInteraction?

    /// Stops tracking the touch without sending anything: a menu took it (INT-3).
    func abandonTracking() {
        trackedTouch = nil
        isTracking = false
        isHighlighted = false
        isTouchInside = false
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control that sends `primaryAction` on `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// A control from a storyboard or nib (NIB-2); its targets and actions are connected after
    /// every object of the load exists (NIB-5).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// HIT-6: a disabled control is skipped by hit-testing, so touches reach what is behind it.
    override var hitTestRefusal: String? {
        super.hitTestRefusal ?? (isEnabled ? nil : "a disabled control (HIT-6)")
    }

    // MARK: Tracking (CTL-2..5)

    /// Asked when a touch begins on the control; true starts tracking it. Default: true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Asked when the tracked touch moves; false stops tracking. Default: true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Told when the tracked touch lifts.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Told when tracking is cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether `point` (in the control's space) is inside the tracking area: the bounds grown by
    /// ``trackingMargin`` on every side, or ``UIView/point(inside:with:)`` (CTL-5).
    public func isInsideTrackingArea(_ point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -trackingMargin, dy: -trackingMargin).contains(point) || self.point(inside: point, with: event)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A control tracks one touch (CTL-2; see TakeoverPolicy).
        guard TakeoverPolicy.controlTakesNewTouch(whileTracking: trackedTouch) else { return }
        guard let touch = touches.first else { return }
        // The replaced touch leaves no state behind, whatever the new one's tracking decides.
        isTracking = false
        isHighlighted = false
        isTouchInside = false
        trackedTouch = touch
        // Every call out (an override, an action) may cancel the touch (TCH-9); check after each.
        let begins = beginTracking(touch, with: event)
        guard trackedTouch === touch else { return }
        isTracking = begins
        guard isTracking else { return }
        isTouchInside = true
        isHighlighted = true
        send(.touchDown, with: event)
        guard trackedTouch === touch else { return }
        if touch.tapCount >= 2 { send(.touchDownRepeat, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
        let continues = continueTracking(touch, with: event)
        guard trackedTouch === touch else { return }
        isTracking = continues
        guard isTracking else { return }
        let inside = isInsideTrackingArea(touch.location(in: self), with: event)
        recordInsideDecision(touch, inside)
        isHighlighted = inside
        if inside != isTouchInside {
            isTouchInside = inside
            send(inside ? .touchDragEnter : .touchDragExit, with: event)
            guard trackedTouch === touch else { return }
        }
        send(inside ? .touchDragInside : .touchDragOutside, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        guard isTracking else { return }
        let inside = isInsideTrackingArea(touch.location(in: self), with: event)
        recordInsideDecision(touch, inside)
        if inside != isTouchInside {
            isTouchInside = inside
            send(inside ? .touchDragEnter : .touchDragExit, with: event)
        }
        endTracking(touch, with: event)
        isTracking = false
        isHighlighted = false
        send(inside ? .touchUpInside : .touchUpOutside, with: event)
        if inside { didSendTouchUpInside(with: event) }
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        guard isTracking else { return }
        cancelTracking(with: event)
        isTracking = false
        isHighlighted = false
        isTouchInside = false
        send(.touchCancel, with: event)
    }

    // MARK: Targets and actions (CTL-6, CTL-9)

    /// Registers `action` on `target` for `controlEvents` (CTL-9). Targets are weak; a nil target
    /// sends the action up the responder chain (RSP-4).
    ///
    /// Each call is a registration of its own: a control that registers three methods of one
    /// target, even of the same shape, sends each for its own events. [chosen] Calling it twice with
    /// the same target, method and event sends the action twice, where UIKit keeps one: Swift
    /// cannot tell two method references apart (see ``Selector``).
    ///
    /// ```swift
    /// slider.addTarget(self, action: Selector(Panel.valueChanged), for: .valueChanged)
    /// ```
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        registrations.append(ControlTarget(target: target.map { $0 as AnyObject }, action: action, events: controlEvents))
    }

    /// Registers an action method that takes no arguments, without `Selector(…)`: `func tapped()`.
    open func addTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void, for controlEvents: Event) {
        addTarget(target, action: Selector(action), for: controlEvents)
    }

    /// Registers an action method that takes the sender: `func tapped(_ sender: UIButton)`.
    open func addTarget<Target: AnyObject, Sender>(_ target: Target?, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event) {
        addTarget(target, action: Selector(action), for: controlEvents)
    }

    /// Registers an action method that takes the sender and the event:
    /// `func tapped(_ sender: UIButton, forEvent event: UIEvent)`. It is not called for
    /// ``sendActions(for:)`` from user code, which has no event (CTL-6); take `UIEvent?` to get those too.
    open func addTarget<Target: AnyObject, Sender>(_ target: Target?, action: @escaping (Target) -> (Sender, UIEvent) -> Void, for controlEvents: Event) {
        addTarget(target, action: Selector(action), for: controlEvents)
    }

    /// Registers an action method that takes the sender and an optional event.
    open func addTarget<Target: AnyObject, Sender>(_ target: Target?, action: @escaping (Target) -> (Sender, UIEvent?) -> Void, for controlEvents: Event) {
        addTarget(target, action: Selector(action), for: controlEvents)
    }

    /// Stops sending `controlEvents` to `target`'s actions: all of them when `action` is nil, all
    /// targets' when `target` is nil. An `action` matches the target's methods of the same owner
    /// type and shape (see ``Selector``).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for index in registrations.indices where registrations[index].method != nil {
            let entry = registrations[index]
            if let object, entry.target !== object { continue }
            if let action, entry.method?.signature != action.signature { continue }
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty || $0.isDead }
    }

    /// Removes `target`'s `action` for `controlEvents`, without `Selector(…)`.
    open func removeTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void, for controlEvents: Event) {
        removeTarget(target, action: Selector(action), for: controlEvents)
    }

    /// Removes `target`'s `action` for `controlEvents`, without `Selector(…)`.
    open func removeTarget<Target: AnyObject, Sender>(_ target: Target?, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event) {
        removeTarget(target, action: Selector(action), for: controlEvents)
    }

    /// Adds a closure action for `controlEvents` (CTL-9).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = registrations.firstIndex(where: { $0.closure === action }) {
            registrations[index].events.formUnion(controlEvents)
        } else {
            registrations.append(ControlTarget(action: action, events: controlEvents))
        }
    }

    /// Stops sending `controlEvents` to `action`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        for index in registrations.indices where registrations[index].closure === action {
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// Stops sending `controlEvents` to the closure action with `actionIdentifier`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in registrations.indices where registrations[index].closure?.identifier == actionIdentifier {
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// The live targets of method actions. Targets that are not `Hashable` are listed by their
    /// `ObjectIdentifier` (UIKit's are all NSObjects, and so hashable).
    open var allTargets: Set<AnyHashable> {
        Set(registrations.compactMap { entry -> AnyHashable? in
            guard let target = entry.target else { return nil }
            return (target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target))
        })
    }

    /// Every event some action is registered for.
    open var allControlEvents: Event {
        registrations.filter { !$0.isDead }.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// The signatures of `target`'s actions for `controlEvent`, standing in for selector names.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target as AnyObject?
        let names = registrations.compactMap { entry -> String? in
            guard entry.target === object, !entry.events.isDisjoint(with: controlEvent) else { return nil }
            return entry.method?.signature
        }
        return names.isEmpty ? nil : names
    }

    /// Sends the actions registered for `controlEvents`, with no event (CTL-6).
    open func sendActions(for controlEvents: Event) {
        send(controlEvents, with: nil)
    }

    /// Sends `action` through the application, to `target` or, when nil, up the responder chain.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        let application = window?.application ?? UIApplication.shared
        application.sendAction(action, to: target, from: self, for: event)
    }

    /// CTL-5 in the trace: how far outside the bounds the finger is, against the margin.
    private func recordInsideDecision(_ touch: UITouch, _ inside: Bool) {
        guard let trace else { return }
        let point = touch.location(in: self)
        let dx = max(bounds.minX - point.x, 0, point.x - bounds.maxX), dy = max(bounds.minY - point.y, 0, point.y - bounds.maxY)
        let beyond = hypot(dx, dy)
        trace.recordControl(self, inside ? "finger inside" : "finger outside", reason: String(
            format: "%.1f pt beyond the bounds; tracking margin %.0f pt (CTL-5)", beyond, trackingMargin))
    }

    /// Sends the registered actions for `events` with `event`, in registration order.
    func send(_ events: Event, with event: UIEvent?) {
        trace?.recordControl(self, "sends \(events)", reason: event == nil ? "no event (CTL-6)" : nil)
        registrations.removeAll { $0.isDead }
        for entry in registrations where !entry.events.isDisjoint(with: events) {
            switch entry.kind {
            case .closure(let action):
                action.perform(sender: self)
            case .method(let method, _):
                sendAction(method, to: entry.target, for: event)
            }
        }
    }

    /// Called when ``state`` changed; a button shows the title and image of the new state.
    func stateDidChange() {}

    /// CTL-7: what follows a touch-up-inside; a button's primary action, nothing for a plain control.
    func didSendTouchUpInside(with event: UIEvent?) {}

    // MARK: Accessibility (ACC-1)

    /// A control is an element by default; its traits say when it is selected or disabled.
    open override var isAccessibilityElement: Bool {
        get { accessibilityElementFlag(default: true) }
        set { super.isAccessibilityElement = newValue }
    }

    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityTraitsSet(default: accessibilityKindTraits.union(accessibilityStateTraits)) }
        set { super.accessibilityTraits = newValue }
    }

    /// The traits of the kind of control: none for a plain control, `.button` for a button.
    var accessibilityKindTraits: UIAccessibilityTraits { .none }

    /// `.selected` and `.notEnabled` as the state says.
    var accessibilityStateTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if isSelected { traits.insert(.selected) }
        if !isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    // MARK: Content alignment

    /// The horizontal alignment with leading and trailing resolved to left or right by the
    /// control's layout direction (TRT-4).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }
}

/// A control tracks its own touches: a dragging scroll view leaves them to it (SCR-3).
extension UIControl: TouchTracking {}
