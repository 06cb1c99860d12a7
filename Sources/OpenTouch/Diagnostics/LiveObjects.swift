import Synchronization

/// How many of OpenTouch's objects are alive right now, and how much the traces and clocks hold
/// (OpenTouch's own; UIKit has nothing like it).
///
/// A host that runs for a long time (MEM-4) (a playground left open, a suite that drives thousands of
/// scenes) reads it between scenes to see that what a scene made went away with it:
///
/// ```swift
/// let before = LiveObjects.current
/// do {
///     let scene = EmojiPicker()
///     let screen = TouchScreen(window: scene.window)
///     screen.tap(at: CGPoint(x: 100, y: 100))
/// }
/// #expect(LiveObjects.current == before)
/// ```
///
/// Each type counted keeps its own atomic counter (`liveCount`), since Swift may run a `deinit`
/// on any thread; each costs a few nanoseconds where an object is made or freed.
public struct LiveObjects: Hashable, Sendable, CustomStringConvertible {
    /// Views alive (windows, controls and scroll views included).
    public var views: Int
    /// Touches alive, with the copies that `coalescedTouches` and `predictedTouches` hand out.
    public var touches: Int
    /// Gesture recognizers alive.
    public var gestureRecognizers: Int
    /// Events held by all live traces (each trace holds at most its ``TouchTrace/capacity``).
    public var traceEvents: Int
    /// Scheduled work alive: timers waiting on a clock, and ones cancelled or fired that
    /// something still refers to.
    public var scheduledWork: Int

    /// The counts now.
    public static var current: LiveObjects {
        LiveObjects(views: UIView.liveCount.load(ordering: .relaxed),
                    touches: UITouch.liveCount.load(ordering: .relaxed),
                    gestureRecognizers: UIGestureRecognizer.liveCount.load(ordering: .relaxed),
                    traceEvents: TouchTrace.liveEventCount.load(ordering: .relaxed),
                    scheduledWork: ScheduledWork.liveCount.load(ordering: .relaxed))
    }

    /// One line: "views 12, touches 0, gesture recognizers 3, trace events 840, scheduled work 1".
    public var description: String {
        "views \(views), touches \(touches), gesture recognizers \(gestureRecognizers), trace events \(traceEvents), scheduled work \(scheduledWork)"
    }
}
