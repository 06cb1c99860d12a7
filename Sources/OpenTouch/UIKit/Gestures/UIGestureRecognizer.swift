import Foundation
import Synchronization
@_spi(Engine) import GestureArbitration

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
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer (GR-3). Raw values are UIKit's.
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible = 0, began, changed, ended, cancelled, failed

        /// A discrete recognizer's success; the same as `.ended`.
        public static var recognized: State { .ended }

        var isTerminal: Bool { ArenaState(self).isTerminal }
        var isActive: Bool { ArenaState(self).isActive }

        public var description: String { ArenaState(self).description }
    }

    // MARK: Creating

    /// A recognizer that sends `action` to `target` (GR-4); either may be nil, and actions can be
    /// added later. The designated initializer, as in UIKit: subclasses override it and call `super`.
    ///
    /// ```swift
    /// let pan = UIPanGestureRecognizer(target: self, action: Selector(Editor.handlePan))
    /// ```
    public init(target: Any?, action: Selector?) {
        super.init()
        UIGestureRecognizer.liveCount.wrappingAdd(1, ordering: .relaxed)
        // Asked once: a recognizer that follows the pointer never takes part in touch arbitration (INT-5).
        record.followsPointerOnly = self is PointerFollowing
        if let target, let action { addTarget(target, action: action) }
    }

    deinit {
        UIGestureRecognizer.liveCount.wrappingAdd(-1, ordering: .relaxed)
        AssociatedObjects.objectDidEnd(ObjectIdentifier(self))
    }

    /// How many recognizers are alive (``LiveObjects``).
    nonisolated static let liveCount = Atomic<Int>(0)

    /// A recognizer with no action yet.
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// A recognizer that calls `action` on `target`, without `Selector(…)`: `func handle()`.
    public convenience init<Target: AnyObject>(target: Target?, action: @escaping (Target) -> () -> Void) {
        self.init(target: target, action: Selector(action))
    }

    /// A recognizer that calls `action` on `target` with itself: `func handle(_ sender: UIPanGestureRecognizer)`.
    public convenience init<Target: AnyObject, Sender>(target: Target?, action: @escaping (Target) -> (Sender) -> Void) {
        self.init(target: target, action: Selector(action))
    }

    /// A recognizer whose action is a closure that gets it with its own type (OpenTouch's own):
    ///
    /// ```swift
    /// let press = UILongPressGestureRecognizer { recognizer in print(recognizer.minimumPressDuration) }
    /// ```
    public convenience init(_ handler: @escaping @MainActor (Self) -> Void) {
        self.init(target: nil, action: nil)
        addAction { recognizer in
            if let recognizer = recognizer as? Self { handler(recognizer) }
        }
    }

    // MARK: State (GR-3)

    /// The recognizer's state. Subclasses set it as the gesture progresses.
    ///
    /// Only the transitions of GR-3 are accepted: possible → began | recognized | failed,
    /// began | changed → changed | ended | cancelled. Any other is reported through
    /// ``Diagnostics`` with both states and the recognizer's name, and ignored. While the
    /// recognizer waits for another to fail (GR-10) it reads `.possible`.
    open var state: State {
        get { State(record.visibleState) }
        set { requestTransition(to: newValue) }
    }

    /// Why the recognizer last changed state, in a sentence that names the rule (OpenTouch's own).
    ///
    /// ```swift
    /// swipe.explanation   // "failed: UIPanGestureRecognizer \"pan\" recognized on a touch they share (GR-9)"
    /// ```
    public var explanation: String? {
        record.explanation.map { "\($0.state): \($0.reason)" }
    }

    /// Whether the recognizer takes part in touch handling. Disabling an active recognizer
    /// cancels it (GR-6); a disabled recognizer gets no touches.
    @exclusivity(unchecked) open var isEnabled = true {
        didSet {
            if oldValue && !isEnabled { delivery?.withdraw(self) }
        }
    }

    /// The view the recognizer is attached to.
    open var view: UIView? { viewStorage }

    /// Not a weak reference: a weakly referenced object pays for a side table on every retain
    /// and release, and the view is touched on every frame. The view owns its recognizers and
    /// clears this when it detaches one or goes away (`UIView.deinit`), so it never dangles.
    nonisolated(unsafe) unowned(unsafe) var viewStorage: UIView?

    /// The delegate that refines this recognizer's decisions (GR-7, GR-9, GR-10); held weakly.
    @exclusivity(unchecked) open weak var delegate: UIGestureRecognizerDelegate?

    /// Whether recognizing cancels the view's touches (GR-11); true by default.
    @exclusivity(unchecked) open var cancelsTouchesInView = true

    /// Whether the view's began and moved phases wait while this recognizer is possible (GR-12); false by default.
    @exclusivity(unchecked) open var delaysTouchesBegan = false

    /// Whether the view's ended phase waits while this recognizer could still recognize (GR-13); true by default.
    @exclusivity(unchecked) open var delaysTouchesEnded = true

    /// The kinds of touches the recognizer takes, as `UITouch.TouchType` raw values (GR-17); every kind by default.
    open var allowedTouchTypes: [NSNumber] {
        get {
            UITouch.TouchType.allCases.filter { record.allowsTouchType($0) }.map { NSNumber(value: $0.rawValue) }
        }
        set {
            record.allowedTouchTypeMask = newValue.reduce(0) { mask, number in
                (0..<UInt(UInt.bitWidth)).contains(UInt(truncatingIfNeeded: number.intValue)) ? mask | (1 << UInt(number.intValue)) : mask
            }
        }
    }

    /// The buttons whose presses the recognizer receives, as `UIPress.PressType` raw values
    /// (GR-21); `[.select]` by default, as Apple documents.
    open var allowedPressTypes: [NSNumber] = [NSNumber(value: UIPress.PressType.select.rawValue)]

    /// Whether all the touches of one gesture must be of one kind (GR-17); true by default.
    @exclusivity(unchecked) open var requiresExclusiveTouchType = true

    /// A name for debugging; diagnostics use it.
    @exclusivity(unchecked) open var name: String?

    // MARK: Touches

    /// The number of touches the recognizer is tracking.
    open var numberOfTouches: Int { record.activeTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (the window's for nil);
    /// after they lifted, where they were last.
    open func location(in view: UIView?) -> CGPoint {
        record.rememberCentroid()
        return convertFromWindow(record.lastCentroid, to: view)
    }

    /// The location of one of the recognizer's touches in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = record.activeTouches
        guard touches.indices.contains(touchIndex) else {
            Diagnostics.report(.invalidArgument, "\(debugName): location(ofTouch: \(touchIndex)) asked of a recognizer with \(touches.count) touches")
            return .zero
        }
        return touches[touchIndex].location(in: view)
    }

    // MARK: Failure requirements (GR-10)

    /// Recognizers that must fail before this one may recognize, from ``require(toFail:)``.
    @exclusivity(unchecked) private(set) var failureRequirements: [WeakReference<UIGestureRecognizer>] = []

    /// Whether ``require(toFail:)`` named `other`; a loop, asked for every pair in play.
    func hasFailureRequirement(_ other: UIGestureRecognizer) -> Bool {
        for requirement in failureRequirements where requirement.object === other { return true }
        return false
    }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes (GR-10).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.object == nil || $0.object === otherGestureRecognizer }
        failureRequirements.append(WeakReference(object: otherGestureRecognizer))
    }

    // MARK: Targets and actions (GR-4)

    @exclusivity(unchecked) private var targets: [GestureTarget] = []

    /// Adds `action` on `target`; the target is held weakly (GR-4).
    open func addTarget(_ target: Any, action: Selector) {
        targets.append(GestureTarget(target: target as AnyObject, action: action))
    }

    /// Adds an action method that takes no arguments, without `Selector(…)`.
    open func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        addTarget(target, action: Selector(action))
    }

    /// Adds an action method that takes the recognizer, without `Selector(…)`.
    open func addTarget<Target: AnyObject, Sender>(_ target: Target, action: @escaping (Target) -> (Sender) -> Void) {
        addTarget(target, action: Selector(action))
    }

    /// Adds a closure action (OpenTouch's own; UIKit has no closure form for recognizers).
    public final func addAction(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        targets.append(GestureTarget(handler: handler))
    }

    /// Removes actions: all of `target`'s when `action` is nil, every target's when `target` is
    /// nil. An `action` matches the target's methods of the same owner type and shape (see ``Selector``).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { entry in
            if let object, entry.target !== object { return false }
            if let action, entry.action?.signature != action.signature { return false }
            return true
        }
    }

    /// Removes `target`'s actions of the same shape as `action`, without `Selector(…)`.
    open func removeTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void) {
        removeTarget(target, action: Selector(action))
    }

    /// Removes `target`'s actions of the same shape as `action`, without `Selector(…)`.
    open func removeTarget<Target: AnyObject, Sender>(_ target: Target?, action: @escaping (Target) -> (Sender) -> Void) {
        removeTarget(target, action: Selector(action))
    }

    /// Sends every action as the transition to `state` (GR-4): each action reads its own
    /// transition, even when the recognizer has moved on since.
    func sendActions(showing state: ArenaState) {
        let saved = record.stateShownToActions
        record.stateShownToActions = state
        defer { record.stateShownToActions = saved }
        sendActions()
    }

    /// Sends every action, in the order added; dead targets are dropped first (GR-4).
    func sendActions() {
        guard !targets.isEmpty else { return }
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

    /// Buttons were pressed in the recognizer's view or above it, from the first responder (GR-21).
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// The recognizer's pressed buttons changed force.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// The recognizer's buttons were released.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// The recognizer's presses were cancelled.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Stops receiving `button`'s later phases (GR-21).
    open func ignore(_ button: UIPress, for event: UIPressesEvent) {
        button.recognizers.removeAll { $0.object == nil || $0.object === self }
    }

    /// Called after the recognizer reached a terminal state and the event was delivered (GR-5);
    /// override to clear per-gesture state, and call `super`.
    open func reset() {}

    /// Stops tracking `touch` and hands it back to the view (GR-14); it is never cancelled by this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        guard record.forget(touch) else { return }
        delivery?.recognizer(self, didIgnore: touch)
    }

    /// Whether this recognizer, recognizing, may make `preventedGestureRecognizer` fail (GR-9); true by default.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, recognizing, may make this one fail (GR-9); true by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail (GR-10); false by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail (GR-10); false by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Timers

    /// Runs `work` after `delay` seconds on the application clock, then settles the recognizers
    /// as after an event (OpenTouch's own; recognizers' timers use it). Reset cancels it.
    @discardableResult
    public final func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        // A recognizer in play knows its delivery; asking it saves a walk up to the application.
        let clock = record.delivery?.clock ?? (view?.window?.application ?? UIApplication.shared).clock
        let item = clock.schedule(after: delay, label: "\(self.trace?.name(of: self) ?? self.debugName) timer") { [weak self] in
            guard let self else { return }
            if let delivery = self.delivery {
                delivery.runTimer(of: self, work)
            } else {
                work()
            }
        }
        record.timers.append(item)
        return item
    }

    // MARK: Internals

    /// The engine's bookkeeping for this recognizer (``RecognizerRecord``): nothing of it is UIKit's.
    let record = RecognizerRecord()

    /// The gesture this recognizer recognizes, as the take-over rules compare it (CTL-8, GR-19):
    /// each recognizer class declares its own; a method, not a cast, since arbitration asks it.
    var takeoverGesture: TakeoverGesture { .other }

    /// How far the fingers moved since the gesture began, in `view`'s coordinates, for the
    /// take-over rules (a pan's translation, CTL-8); zero for gestures without one.
    func takeoverMovement(in view: UIView) -> CGPoint { .zero }
}

/// How a recognizer reaches the delivery (its GR-3 transitions), and the helpers OpenTouch's own
/// recognizers share. Nothing here is UIKit API.
extension UIGestureRecognizer {
    /// The delivery of the application the recognizer's touches come from.
    var delivery: (any EventDispatching)? {
        record.delivery ?? view?.window?.dispatcher
    }

    /// The touches the recognizer tracks, in the order they arrived (for OpenTouch's recognizers).
    var trackedTouches: [UITouch] { record.activeTouches }

    /// The name, or the type, for diagnostics.
    var debugName: String { name.map { "\(type(of: self)) \"\($0)\"" } ?? "\(type(of: self))" }

    /// GR-3's transitions, from the state the recognizer reads, and GR-16's failure after beginning.
    static func isLegal(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled), (.began, .failed): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled), (.changed, .failed): true
        default: false
        }
    }

    /// The `state` setter: GR-3 is checked here, and the arena decides what the transition means.
    func requestTransition(to new: State) {
        // The real state, not the one shown to actions that are being sent.
        let current = State(record.currentState)
        if current == .possible && new == .possible { return }
        guard Self.isLegal(from: current, to: new) else {
            Diagnostics.report(.illegalStateTransition,
                               "\(debugName): the state cannot go from \(current) to \(new); it stays \(current)")
            return
        }
        if record.followsPointerOnly, let hover = self as? PointerFollowing {
            // INT-5: hovering takes no part in touch arbitration.
            hover.hoverTransition(to: new)
        } else if let delivery {
            delivery.request(self, to: ArenaState(new))
        } else {
            // A recognizer in no window arbitrates with nobody: it only sends its actions.
            record.detachedState = ArenaState(new)
            if new != .failed && new != .possible { sendActions() }
        }
    }

    /// Converts a window point of this recognizer's touches into `view`.
    func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window ?? record.activeTouches.first?.window, view !== window else { return point }
        return view.convert(point, from: window as UIView?)
    }

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
}

extension UIGestureRecognizer.State {
    /// The public state for the arena's; both keep UIKit's raw values.
    init(_ state: ArenaState) {
        self.init(rawValue: state.rawValue)!
    }
}

extension ArenaState {
    /// The arena's state for the public one; both keep UIKit's raw values.
    init(_ state: UIGestureRecognizer.State) {
        self.init(rawValue: state.rawValue)!
    }
}
