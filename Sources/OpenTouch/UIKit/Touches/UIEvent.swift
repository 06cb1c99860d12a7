import Foundation

/// An event: the touches of one hardware frame, a shake, or a remote-control command.
///
/// Touch events are reused, as in UIKit: an application has one touch event whose touches are
/// every finger currently down, and each frame updates their phases and sends the same object
/// again (TCH-2). Keep touches, not events, between calls.
///
/// ```swift
/// override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
///     let fingersDown = event?.allTouches?.count ?? 0
/// }
/// ```
@preconcurrency @MainActor
open class UIEvent {
    /// The kind of an event. Raw values are UIKit's.
    public enum EventType: Int, Sendable {
        case touches = 0, motion, remoteControl, presses
        case scroll = 10, hover, transform = 14
    }

    /// The detail of a motion or remote-control event. Raw values are UIKit's.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause
        case remoteControlNextTrack, remoteControlPreviousTrack
        case remoteControlBeginSeekingBackward, remoteControlEndSeekingBackward
        case remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    /// The kind of the event.
    @exclusivity(unchecked) open internal(set) var type: EventType

    /// The detail of a motion or remote-control event; `.none` for touches and presses.
    @exclusivity(unchecked) open internal(set) var subtype: EventSubtype

    /// When the event happened, in seconds on the application clock.
    @exclusivity(unchecked) open internal(set) var timestamp: TimeInterval = 0

    // `@exclusivity(unchecked)` on hot stored properties: they are only used on the main actor and
    // never through overlapping inout accesses, and the run-time checks were a quarter of the
    // instructions of a moved touch (see BENCHMARKS.md).
    /// The touches of a touch event in the order they began: every finger down, with the phase of
    /// its latest change (stationary when it did not change in this frame). Written only by the
    /// application's ``TouchDelivery``, which owns the touches; stored here, not computed, because a
    /// frame reads it a dozen times and a computed array is retained and released at each read.
    @exclusivity(unchecked) var touchList: [UITouch] = []

    /// The trace to record decisions in, while tracing is on; `hitTest(_:with:)` finds it here.
    /// Strong: the application clears it when tracing stops, and hit-testing reads it at every view.
    @exclusivity(unchecked) var trace: TouchTrace?

    /// The delivery that made this event, for `UIWindow.sendEvent` to hand the window's share
    /// back to; nil for events made elsewhere. Unowned: the delivery owns its event.
    @exclusivity(unchecked) unowned(unsafe) var dispatcher: (any EventDispatching)?

    /// Whether a motion event is the start or the end of the motion.
    @exclusivity(unchecked) var motionPhase: MotionPhase = .began

    enum MotionPhase { case began, ended, cancelled }

    init(type: EventType, subtype: EventSubtype = .none) {
        self.type = type
        self.subtype = subtype
    }

    /// An event of no touches, as code and tests make one to pass to a responder's methods: of
    /// type `.touches`, with no touches, at time 0 (TCH-6).
    public convenience init() {
        self.init(type: .touches)
    }

    /// Every touch of the event, stationary ones included (TCH-1, TCH-6); nil for other events.
    open var allTouches: Set<UITouch>? {
        type == .touches ? Set(touchList) : nil
    }

    /// The event's touches whose view is `view` (TCH-6).
    open func touches(for view: UIView) -> Set<UITouch>? {
        type == .touches ? Set(touchList.lazy.filter { $0.view === view }) : nil
    }

    /// The event's touches in `window` (TCH-6).
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        type == .touches ? Set(touchList.lazy.filter { $0.window === window }) : nil
    }

    /// The touches `gestureRecognizer` is tracking in this event (TCH-6).
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        type == .touches ? Set(gestureRecognizer.trackedTouches) : nil
    }

    /// The samples merged into this delivery of `touch`, oldest first; the last one is the touch
    /// itself. Nil when `touch` is not in the event (TCH-6).
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard contains(touch) else { return nil }
        return touch.coalescedSamples + [touch]
    }

    /// Where the input expects `touch` to go next; never the touch itself. Nil when `touch` is not
    /// in the event (TCH-6).
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard contains(touch) else { return nil }
        return touch.predictedSamples
    }

    private func contains(_ touch: UITouch) -> Bool {
        type == .touches && touchList.contains { $0 === touch }
    }
}
