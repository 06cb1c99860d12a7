import Foundation

/// Foundation's selector-based timers, which Foundation on Linux lacks, on the application clock
/// (TIM-1).
///
/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` schedules the timer on
/// the clock of the application that is delivering an event or running a timer now, else of the
/// one whose screen was driven last: a test advances it with `TouchScreen.advance(by:)`, and
/// nothing fires on the wall clock. The target is held strongly until the timer is invalidated,
/// as in Foundation; `invalidate()` stops it, `fire()` performs it at once (and invalidates a
/// one-shot timer), and `userInfo` is what was passed.
extension Timer {
    /// Makes a timer that performs `aSelector` on `aTarget` every `ti` seconds (or once), and
    /// schedules it: on the application clock when made on the main thread, else on the current
    /// thread's run loop, as Foundation does (TIM-1).
    @discardableResult
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        nonisolated(unsafe) let target = aTarget
        nonisolated(unsafe) let info = userInfo
        guard MainActorContext.isCurrent else {
            let timer = Timer(timeInterval: ti, target: target, selector: aSelector, userInfo: info, repeats: yesOrNo)
            RunLoop.current.add(timer, forMode: .default)
            return timer
        }
        let timer = ApplicationClockTimer(interval: ti, target: target, selector: aSelector, userInfo: info, repeats: yesOrNo)
        nonisolated(unsafe) let scheduled = timer
        MainActor.assumeIsolated { scheduled.schedule(on: ApplicationClock.inCharge) }
        return timer
    }

    /// A timer that performs `aSelector` on `aTarget` (passing itself to a method that takes a
    /// `Timer`) every `ti` seconds, or once, unscheduled: it fires on `fire()`, or once added to a
    /// run loop (TIM-1).
    ///
    /// Foundation lets nothing outside its class set a timer's `userInfo`, so this timer's own
    /// reads nil. The method is handed a timer that carries it: with a `userInfo`, the `Timer` the
    /// method receives is a stand-in whose `userInfo` is the one given and whose `invalidate()`
    /// and `isValid` are this timer's (it is not `===` to it).
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                            userInfo: Any?, repeats yesOrNo: Bool) {
        // The target is held until the timer is invalidated, as Foundation holds it.
        nonisolated(unsafe) let target = aTarget as AnyObject
        nonisolated(unsafe) let info = userInfo
        self.init(timeInterval: ti > 0 ? ti : 0.0001, repeats: yesOrNo) { fired in
            let handed: Timer = info == nil ? fired : TimerCarryingUserInfo(standingFor: fired, userInfo: info)
            _ = aSelector.perform(on: target, with: handed)
        }
    }
}

/// What a selector timer made with `Timer(timeInterval:target:selector:userInfo:repeats:)`
/// hands its method when it has a `userInfo`: Foundation's timer cannot carry one set from
/// outside its class, so this stand-in carries it and passes the rest to the timer (TIM-1).
final class TimerCarryingUserInfo: Timer {
    private weak var timer: Timer?
    private let info: Any?

    init(standingFor timer: Timer, userInfo: Any?) {
        self.timer = timer
        self.info = userInfo
        super.init(fire: timer.fireDate, interval: timer.timeInterval, repeats: false) { _ in }
    }

    override var userInfo: Any? { info }
    override var isValid: Bool { timer?.isValid ?? false }
    override var fireDate: Date {
        get { timer?.fireDate ?? super.fireDate }
        set { timer?.fireDate = newValue }
    }

    override func invalidate() {
        timer?.invalidate()
        super.invalidate()
    }

    override func fire() {
        timer?.fire()
    }
}

/// A selector-based timer: Foundation's `Timer`, performing its selector when fired, and
/// scheduled on an ``ApplicationClock`` rather than a run loop (TIM-1).
///
/// Made unscheduled with ``init(timeInterval:target:selector:userInfo:repeats:)``, it fires only
/// when ``fire()`` is called or once it is scheduled with ``schedule(on:)``: adding it to a
/// `RunLoop` hands it to Foundation's wall-clock run loop, which tests never spin.
public final class ApplicationClockTimer: Timer {
    private let info: Any?
    private let period: TimeInterval
    private let isRepeating: Bool
    private var pending: ScheduledWork?

    /// A timer that performs `aSelector` on `aTarget` with itself as the argument, unscheduled
    /// until ``schedule(on:)``; unlike Foundation's, it keeps `userInfo`.
    public init(interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        // Foundation makes a timer of 0 seconds or less fire every 0.1 ms; so does this one.
        let period = interval > 0 ? interval : 0.0001
        self.info = userInfo
        self.period = period
        self.isRepeating = repeats
        // Held strongly until invalidation, as Foundation holds a timer's target; only ever used
        // on the main actor, where the timer fires.
        nonisolated(unsafe) let targetObject = target as AnyObject
        super.init(fire: Date(timeIntervalSinceNow: period), interval: period, repeats: repeats) { fired in
            _ = selector.perform(on: targetObject, with: fired)
        }
    }

    /// What was passed as `userInfo`.
    public override var userInfo: Any? { info }

    /// Schedules the timer on `clock`: it fires every interval (or once) until invalidated.
    @MainActor
    public func schedule(on clock: ApplicationClock) {
        pending?.cancel()
        pending = clock.schedule(after: period, label: "Timer \(period) s") { [weak self] in
            guard let self, self.isValid else { return }
            self.fire()
            if self.isRepeating, self.isValid { self.schedule(on: clock) }
        }
    }

    /// Stops the timer: it will not fire again, and its clock forgets it.
    public override func invalidate() {
        super.invalidate()
        let work = pending
        pending = nil
        MainActor.assumeIsolated { work?.cancel() }
    }
}
