import Foundation

/// The base class of gesture recognizers: a state machine fed with touches before the views get
/// them (GR-1), whose recognition is arbitrated against the other recognizers of the same touches.
///
/// Subclasses override the four `touches…(_:with:)` methods and set ``state``; OpenTouch does
/// the rest as UIKit does: asking the touched views and the delegate whether to begin (GR-7,
/// GR-8), excluding other recognizers (GR-9), waiting for failure requirements (GR-10),
/// cancelling, holding and replaying the views' touches (GR-11..14), sending actions (GR-4), and
/// calling ``reset()`` once the event that ended the gesture has been delivered (GR-5).
///
/// ```swift
/// let pan = UIPanGestureRecognizer(target: self, action: Editor.handlePan)
/// photo.addGestureRecognizer(pan)
///
/// let press = UILongPressGestureRecognizer { recognizer in
///     if recognizer.state == .began { startRearranging() }
/// }
/// ```
@MainActor
open class UIGestureRecognizer: Hashable {
    /// The states of a recognizer (GR-3). Raw values are UIKit's.
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible = 0, began, changed, ended, cancelled, failed

        /// A discrete recognizer's success; the same as `.ended`.
        public static var recognized: State { .ended }

        var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
        var isActive: Bool { self == .began || self == .changed }

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }

    // MARK: Creating

    /// A recognizer with no action yet. `required` so that the closure initializer works for every
    /// subclass; subclasses that add initializers of their own also write `required init()`.
    public required init() {}

    /// A recognizer that calls `action` on `target`: `func handle()`.
    public convenience init<Target: AnyObject>(target: Target?, action: @escaping @MainActor (Target) -> () -> Void) {
        self.init()
        if let target { addTarget(target, action: action) }
    }

    /// A recognizer that calls `action` on `target` with itself: `func handle(_ sender: UIPanGestureRecognizer)`.
    public convenience init<Target: AnyObject, Sender>(target: Target?, action: @escaping @MainActor (Target) -> (Sender) -> Void) {
        self.init()
        if let target { addTarget(target, action: action) }
    }

    // MARK: State (GR-3)

    // `@exclusivity(unchecked)` on hot stored properties: they are only used on the main actor and
    // never through overlapping inout accesses, and the run-time checks were a quarter of the
    // instructions of a moved touch (see BENCHMARKS.md).
    @exclusivity(unchecked) private(set) var storedState: State = .possible

    /// A recognition held back by failure requirements (GR-10); ``state`` reads `.possible` meanwhile.
    @exclusivity(unchecked) var waitingRecognition: State?

    /// The recognizer's state. Subclasses set it as the gesture progresses.
    ///
    /// Only the transitions of GR-3 are accepted: possible → began | recognized | failed,
    /// began | changed → changed | ended | cancelled. Any other is reported through
    /// ``Diagnostics`` with both states and the recognizer's name, and ignored. While the
    /// recognizer waits for another to fail (GR-10) it reads `.possible`.
    public var state: State {
        get { stateShownToActions ?? (waitingRecognition == nil ? storedState : .possible) }
        set { requestTransition(to: newValue) }
    }

    /// Why the recognizer last changed state, in a sentence that names the rule (OpenTouch's own).
    ///
    /// ```swift
    /// swipe.explanation   // "failed: UIPanGestureRecognizer \"pan\" recognized on a touch they share (GR-9)"
    /// ```
    public internal(set) var explanation: String?

    /// Whether the recognizer takes part in touch handling. Disabling an active recognizer
    /// cancels it (GR-6); a disabled recognizer gets no touches.
    open var isEnabled = true {
        didSet {
            if oldValue && !isEnabled { arena?.withdraw(self) }
        }
    }

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?

    /// The delegate that refines this recognizer's decisions (GR-7, GR-9, GR-10); held weakly.
    open weak var delegate: UIGestureRecognizerDelegate?

    /// Whether recognizing cancels the view's touches (GR-11); true by default.
    open var cancelsTouchesInView = true

    /// Whether the view's began and moved phases wait while this recognizer is possible (GR-12); false by default.
    open var delaysTouchesBegan = false

    /// Whether the view's ended phase waits while this recognizer could still recognize (GR-13); true by default.
    open var delaysTouchesEnded = true

    /// A name for debugging; diagnostics use it.
    open var name: String?

    // MARK: Touches

    /// The touches that are down and being tracked by this recognizer, in the order they arrived.
    @exclusivity(unchecked) var activeTouches: [UITouch] = []

    /// Every touch this recognizer received since its last reset and has not ignored; the views'
    /// touches it may cancel on recognizing (GR-11) or hold (GR-12, GR-13).
    @exclusivity(unchecked) var sequenceTouches: [UITouch] = []

    /// New touches offered to this recognizer in the current event, before `shouldReceive` (GR-7).
    @exclusivity(unchecked) var offeredTouches: [UITouch] = []

    /// The last set handed to `touchesMoved`, reused while the moving touches stay the same.
    @exclusivity(unchecked) private var movedSet: Set<UITouch> = []

    /// Whether one of the recognizer's touches changed in the current event.
    var hasChangedTouches: Bool {
        for touch in activeTouches where touch.phase != .stationary { return true }
        return false
    }

    /// The recognizer's touches in `phase`, or nil when there are none; during a gesture the
    /// moved set is the same from event to event, and is not made again.
    func activeTouchSet(in phase: UITouch.Phase) -> Set<UITouch>? {
        var count = 0, allKnown = true
        for touch in activeTouches where touch.phase == phase {
            count += 1
            if phase == .moved && !movedSet.contains(touch) { allKnown = false }
        }
        guard count > 0 else { return nil }
        if phase == .moved && allKnown && count == movedSet.count { return movedSet }
        var set = Set<UITouch>(minimumCapacity: count)
        for touch in activeTouches where touch.phase == phase { set.insert(touch) }
        if phase == .moved { movedSet = set }
        return set
    }

    /// Drops the touches that ended or were cancelled in this event.
    func removeActiveTouches(in phase: UITouch.Phase) {
        activeTouches.removeAll { $0.phase == phase }
        movedSet.removeAll(keepingCapacity: true)
    }

    /// The window location of the touches when last seen, for `location(in:)` after they lifted.
    @exclusivity(unchecked) private var lastCentroid: CGPoint = .zero

    /// The number of touches the recognizer is tracking.
    open var numberOfTouches: Int { activeTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (the window's for nil);
    /// after they lifted, where they were last.
    open func location(in view: UIView?) -> CGPoint {
        if !activeTouches.isEmpty { lastCentroid = Self.centroid(of: activeTouches) }
        return convertFromWindow(lastCentroid, to: view)
    }

    /// The location of one of the recognizer's touches in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard activeTouches.indices.contains(touchIndex) else {
            Diagnostics.report(.invalidArgument, "\(debugName): location(ofTouch: \(touchIndex)) asked of a recognizer with \(activeTouches.count) touches")
            return .zero
        }
        return activeTouches[touchIndex].location(in: view)
    }

    /// Converts a window point of this recognizer's touches into `view`.
    func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window ?? activeTouches.first?.window, view !== window else { return point }
        return view.convert(point, from: window)
    }

    static func centroid(of touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in touches {
            x += touch.windowLocation.x
            y += touch.windowLocation.y
        }
        return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
    }

    func rememberCentroid() {
        if !activeTouches.isEmpty { lastCentroid = Self.centroid(of: activeTouches) }
    }

    // MARK: Failure requirements (GR-10)

    /// Recognizers that must fail before this one may recognize, from ``require(toFail:)``.
    private(set) var failureRequirements: [WeakRecognizer] = []

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes (GR-10).
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: Targets and actions (GR-4)

    @exclusivity(unchecked) private var targets: [GestureTarget] = []

    /// Adds an action method that takes no arguments; the target is held weakly (GR-4).
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        targets.append(GestureTarget(target: target, action: ActionMethod(action)))
    }

    /// Adds an action method that takes the recognizer; the target is held weakly (GR-4).
    public func addTarget<Target: AnyObject, Sender>(_ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void) {
        targets.append(GestureTarget(target: target, action: ActionMethod(action)))
    }

    /// Adds a closure action (OpenTouch's own; UIKit has no closure form for recognizers).
    public func addAction(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        targets.append(GestureTarget(handler: handler))
    }

    /// Removes actions: all of `target`'s when `action` is nil, all actions when both are nil.
    ///
    /// Swift cannot compare method references, so an `action` removes the target's actions whose
    /// method has the same owner type and shape.
    public func removeTarget(_ target: AnyObject?, action: ActionMethod?) {
        targets.removeAll { entry in
            if let target, entry.target !== target { return false }
            if let action, entry.action?.signature != action.signature { return false }
            return true
        }
    }

    /// Removes `target`'s actions of the same shape as `action`; see ``removeTarget(_:action:)-(AnyObject?,ActionMethod?)``.
    public func removeTarget<Target: AnyObject>(_ target: Target?, action: @escaping @MainActor (Target) -> () -> Void) {
        removeTarget(target, action: ActionMethod(action))
    }

    /// Removes `target`'s actions of the same shape as `action`.
    public func removeTarget<Target: AnyObject, Sender>(_ target: Target?, action: @escaping @MainActor (Target) -> (Sender) -> Void) {
        removeTarget(target, action: ActionMethod(action))
    }

    func sendActions() {
        targets.removeAll { $0.isDead }
        for entry in targets {
            entry.send(from: self)
        }
    }

    // MARK: Subclass API

    /// Touches began on the recognizer's view or below; override to track them.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// The recognizer's touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// The recognizer's touches lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// The recognizer's touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called after the recognizer reached a terminal state and the event was delivered (GR-5);
    /// override to clear per-gesture state, and call `super`.
    open func reset() {}

    /// Stops tracking `touch` and hands it back to the view (GR-14); it is never cancelled by this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        guard sequenceTouches.contains(where: { $0 === touch }) else { return }
        rememberCentroid()
        activeTouches.removeAll { $0 === touch }
        sequenceTouches.removeAll { $0 === touch }
        touch.recognizers.removeAll { $0 === self }
        arena?.touchReleased(touch)
    }

    /// Whether this recognizer, recognizing, may make `preventedGestureRecognizer` fail (GR-9); true by default.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, recognizing, may make this one fail (GR-9); true by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail (GR-10); false by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail (GR-10); false by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Shared steps of continuous recognizers

    /// A continuous gesture moved: it begins once `pastThreshold`, and changes after that.
    func advanceContinuousGesture(pastThreshold: @autoclosure () -> Bool) {
        switch state {
        case .possible: if pastThreshold() { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// A continuous gesture's fingers lifted (or were cancelled): it ends (or is cancelled) if
    /// it had begun, and fails if it had not.
    func finishContinuousGesture(cancelled: Bool) {
        if state.isActive {
            state = cancelled ? .cancelled : .ended
        } else if state == .possible {
            state = .failed
        }
    }

    // MARK: Timers

    /// Runs `work` after `delay` seconds on the application clock, then settles the recognizers
    /// as after an event (OpenTouch's own; recognizers' timers use it). Reset cancels it.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        let clock = (view?.window?.application ?? UIApplication.shared).clock
        let item = clock.schedule(after: delay, label: "\(self.trace?.name(of: self) ?? self.debugName) timer") { [weak self] in
            guard let self else { return }
            if let arena = self.arena {
                arena.run(work)
            } else {
                work()
            }
        }
        timers.append(item)
        return item
    }

    @exclusivity(unchecked) private var timers: [ScheduledWork] = []

    // MARK: Internals

    /// The arbitration the recognizer is in play in, until its reset.
    weak var joinedArena: GestureArena?

    /// The arbitration the recognizer is in play in, or that of its view's window.
    var arena: GestureArena? { joinedArena ?? view?.window?.touchDelivery.arena }

    /// The name, or the type, for diagnostics.
    var debugName: String { name.map { "\(type(of: self)) \"\($0)\"" } ?? "\(type(of: self))" }

    /// GR-3's transitions, from the state the recognizer reads.
    static func isLegal(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    private func requestTransition(to new: State) {
        // The real state, not the one shown to actions that are being sent.
        let current = waitingRecognition == nil ? storedState : .possible
        if current == .possible && new == .possible { return }
        guard Self.isLegal(from: current, to: new) else {
            Diagnostics.report(.illegalStateTransition,
                               "\(debugName): the state cannot go from \(current) to \(new); it stays \(current)")
            return
        }
        if let arena {
            arena.request(self, to: new)
        } else {
            // A recognizer in no window arbitrates with nobody: it only sends its actions.
            setState(new)
            if new != .failed && new != .possible { sendActions() }
        }
    }

    /// Sets the state without checks; for the arena.
    func setState(_ new: State) {
        waitingRecognition = nil
        storedState = new
    }

    /// The state of the transition whose actions are being sent, while they are; the arena's
    /// decisions keep using the stored state.
    @exclusivity(unchecked) private var stateShownToActions: State?

    /// Sends the actions with ``state`` reading `state`, the transition they are sent for.
    func sendActions(showing state: State) {
        let saved = stateShownToActions
        stateShownToActions = state
        defer { stateShownToActions = saved }
        sendActions()
    }

    /// Back to possible with no touches, after `reset()` (GR-5).
    func resetInternals() {
        reset()
        storedState = .possible
        waitingRecognition = nil
        rememberCentroid()
        for touch in sequenceTouches { touch.recognizers.removeAll { $0 === self } }
        // Capacity is kept: the next gesture needs the same room, and making storage for
        // collections of main-actor types is costly at run time.
        activeTouches.removeAll(keepingCapacity: true)
        sequenceTouches.removeAll(keepingCapacity: true)
        offeredTouches.removeAll(keepingCapacity: true)
        movedSet.removeAll(keepingCapacity: true)
        for timer in timers { timer.cancel() }
        timers.removeAll(keepingCapacity: true)
    }

    nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool {
        lhs === rhs
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// Initializers that every recognizer type gets from ``UIGestureRecognizer``'s `required init()`.
public protocol GestureRecognizerInitializable: UIGestureRecognizer {
    init()
}

extension UIGestureRecognizer: GestureRecognizerInitializable {}

extension GestureRecognizerInitializable {
    /// A recognizer whose action is a closure that gets it with its own type (OpenTouch's own):
    ///
    /// ```swift
    /// let press = UILongPressGestureRecognizer { recognizer in print(recognizer.minimumPressDuration) }
    /// ```
    public init(_ handler: @escaping @MainActor (Self) -> Void) {
        self.init()
        addAction { recognizer in
            if let recognizer = recognizer as? Self { handler(recognizer) }
        }
    }
}

/// A weak reference to a recognizer, for failure requirements.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

/// One action of a recognizer: a method on a weakly held target, or a closure.
@MainActor
struct GestureTarget {
    private(set) weak var target: AnyObject?
    let action: ActionMethod?
    private let handler: (@MainActor (UIGestureRecognizer) -> Void)?
    private let hasTarget: Bool

    init(target: AnyObject, action: ActionMethod) {
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
