import Foundation
import Synchronization

/// The application's clock: the one source of time for every timer in OpenTouch.
///
/// Nothing in OpenTouch reads the wall clock. Long presses, tap windows, the scroll view's content
/// delay, deceleration and work that user code schedules all run here. Tests move the clock by
/// hand with ``advance(by:)``; a live host calls ``advance(to:)`` from its own wall clock.
/// Timers fire in time order, and timers due at the same instant fire in the order they were
/// scheduled, so a run is deterministic.
///
/// ```swift
/// let clock = ApplicationClock()
/// clock.schedule(after: 0.3) { print("fired at", clock.now) }
/// clock.advance(by: 0.5)   // fired at 0.3
/// ```
@preconcurrency @MainActor
public final class ApplicationClock {
    /// Seconds since the clock was made; every `timestamp` in OpenTouch is on this scale.
    // `@exclusivity(unchecked)`: read on every frame and tick, only on the main actor, never
    // through overlapping inout accesses.
    /// Seconds since the clock was made; every `timestamp` in OpenTouch is on this scale.
    @exclusivity(unchecked) public private(set) var now: TimeInterval

    /// Scheduled work in firing order; cancelled items stay until their time and are skipped,
    /// or until the list doubles and they are swept out (see `schedule`).
    @exclusivity(unchecked) private var pending: [ScheduledWork] = []
    /// The length of `pending` at which cancelled items are next swept out.
    @exclusivity(unchecked) private var sweepAt = 64
    /// The fire time of the first pending item (infinity when there is none): a tick compares
    /// one number, instead of retaining and releasing the first item to read its time.
    @exclusivity(unchecked) private var firstFireTime: TimeInterval = .infinity

    /// The application whose timers these are; it is `UIApplication.shared` while they run.
    @exclusivity(unchecked) weak var owner: UIApplication?
    @exclusivity(unchecked) private var nextSequence: UInt64 = 0
    /// Whether the run loop moves this clock (the run-loop application's): work put on it makes
    /// the current thread's run loop followed (TIM-2).
    @exclusivity(unchecked) var followsRunLoop = false

    /// A clock that starts at `now` seconds.
    public init(now: TimeInterval = 0) {
        self.now = now
    }

    /// The clock of the application in charge: the one delivering an event now, else the one
    /// whose screen was made or driven last, else the run loop's (TIM-5). What runs far from any
    /// window reads it: `CACurrentMediaTime()`, a transaction's commit, a display link, GCD's
    /// main queue.
    static var inCharge: ApplicationClock { UIApplication.mostRecentlyDriven.clock }

    /// Runs `work` once the clock has advanced by `delay` seconds (a negative delay counts as 0).
    ///
    /// Work scheduled for the current instant runs at the next ``advance(by:)``, never inside this
    /// call, like a run-loop timer.
    ///
    /// A `label` names the timer in traces; it is only evaluated while tracing is on.
    @discardableResult
    public func schedule(after delay: TimeInterval, label: @autoclosure () -> String? = nil,
                         _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        let trace = owner?.trace
        let text = trace == nil ? nil : label()
        let item = ScheduledWork(fireTime: now + max(0, delay), sequence: nextSequence, label: text, work: work)
        if let trace, let text {
            trace.record(.timer, text, String(format: "scheduled for %.3f", item.fireTime))
        }
        nextSequence &+= 1
        // MEM-3: work cancelled long before its time (a long-press timer each tap, a perform request
        // cancelled each frame) would otherwise pile up until that time: the list is swept each
        // time it doubles, so it holds at most twice the live items (and 64), at O(1) a call.
        if pending.count >= sweepAt {
            pending.removeAll { !$0.isPending }
            sweepAt = max(64, pending.count * 2)
            firstFireTime = pending.first?.fireTime ?? .infinity
        }
        // From the back: new work is usually the latest. A loop, not a closure, since this runs
        // on every press (a tap's timer).
        var index = pending.endIndex
        while index > 0 && pending[index - 1].isLater(than: item) { index -= 1 }
        pending.insert(item, at: index)
        if index == 0 { firstFireTime = item.fireTime }
        if followsRunLoop { RunLoopTime.clockDidGetWork() }
        return item
    }

    /// The number of scheduled items that have neither fired nor been cancelled.
    public var pendingCount: Int { pending.count { $0.isPending } }

    /// The labels of the pending items, in the order they fire (nil for work scheduled while
    /// tracing was off, which is not labelled).
    public var pendingLabels: [String?] { pending.filter(\.isPending).map(\.label) }

    /// The time the next pending item fires, if any.
    public var nextFireTime: TimeInterval? { pending.first { $0.isPending }?.fireTime }

    /// Moves the clock forward by `interval` seconds, running every item that falls due on the way.
    ///
    /// Each item runs with ``now`` set to its own fire time, so work it schedules in turn lands at
    /// the right instant and runs within the same call when it falls due before the end.
    public func advance(by interval: TimeInterval) {
        let time = now + interval
        // A tick with nothing due, the usual case between input frames, only moves the time; it
        // is checked here, where callers inline it, so that such a tick calls nothing at all.
        // Two comparisons also prove the interval good: not negative, and neither NaN nor
        // infinite (either makes `time < firstFireTime` false), so the full check below, whose
        // compiled form costs as much as the rest of a tick, runs only on the slow path.
        if interval >= 0 && time < firstFireTime {
            now = time
            return
        }
        precondition(interval.isFinite && interval >= 0, "ApplicationClock.advance(by:) needs a finite, non-negative interval, got \(interval)")
        advance(to: time)
    }

    /// Moves the clock forward to `time`, running every item due by then; an earlier time does nothing.
    public func advance(to time: TimeInterval) {
        precondition(time.isFinite, "ApplicationClock.advance(to:) needs a finite time, got \(time)")
        // A tick with nothing due, the usual case between input frames, only moves the time.
        guard firstFireTime <= time else {
            now = max(now, time)
            return
        }
        if let owner {
            owner.runAsCurrent { fireDueWork(until: time) }
        } else {
            fireDueWork(until: time)
        }
    }

    private func fireDueWork(until time: TimeInterval) {
        while let first = pending.first, first.fireTime <= time {
            pending.removeFirst()
            firstFireTime = pending.first?.fireTime ?? .infinity
            if !first.isPending { continue }
            now = max(now, first.fireTime)
            if let label = first.label { owner?.trace?.record(.timer, label, "fired") }
            first.fire()
        }
        now = max(now, time)
    }

    /// Runs every item that is already due without moving the clock.
    public func runDueWork() {
        advance(to: now)
    }

    /// The fire time of the earliest item still listed, cancelled or not (infinity when none):
    /// run-loop time steps every clock to the earliest of these (TIM-2). A cancelled item's time
    /// only makes a step that fires nothing.
    var nextDueTime: TimeInterval { firstFireTime }

    /// Cancels every pending item: what one test left on the clock does not reach the next (TIM-5).
    func cancelAll() {
        for item in pending { item.cancel() }
        pending.removeAll()
        firstFireTime = .infinity
    }
}

/// One piece of work on an ``ApplicationClock``; cancel it to keep it from running.
@preconcurrency @MainActor
public final class ScheduledWork {
    /// When the work runs, in seconds on the clock.
    public let fireTime: TimeInterval
    /// The name traces give the timer, when it was scheduled while tracing.
    public let label: String?
    fileprivate let sequence: UInt64
    private var work: (@MainActor () -> Void)?

    fileprivate init(fireTime: TimeInterval, sequence: UInt64, label: String?, work: @escaping @MainActor () -> Void) {
        self.fireTime = fireTime
        self.label = label
        self.sequence = sequence
        self.work = work
        ScheduledWork.liveCount.wrappingAdd(1, ordering: .relaxed)
    }

    deinit {
        ScheduledWork.liveCount.wrappingAdd(-1, ordering: .relaxed)
    }

    /// How much scheduled work is alive (``LiveObjects``).
    nonisolated static let liveCount = Atomic<Int>(0)

    /// Whether the work is still waiting to run: false once it has run or been cancelled.
    public var isPending: Bool { work != nil }

    /// Keeps the work from running; releases what it captured. Cancelling twice does nothing.
    public func cancel() {
        work = nil
    }

    fileprivate func isLater(than other: ScheduledWork) -> Bool {
        fireTime != other.fireTime ? fireTime > other.fireTime : sequence > other.sequence
    }

    fileprivate func fire() {
        let work = self.work
        self.work = nil
        work?()
    }
}
