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
    /// schedules it on the application clock (TIM-1).
    @MainActor @discardableResult
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = ApplicationClockTimer(interval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        timer.schedule(on: UIApplication.mostRecentlyDriven.clock)
        return timer
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

    /// A timer that performs `aSelector` on `aTarget` with itself as the argument, unscheduled.
    @MainActor
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                            userInfo: Any?, repeats yesOrNo: Bool) {
        self.init(interval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
    }

    @MainActor
    init(interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        // Foundation makes a timer of 0 seconds or less fire every 0.1 ms; so does this one.
        let period = interval > 0 ? interval : 0.0001
        self.info = userInfo
        self.period = period
        self.isRepeating = repeats
        // Held strongly until invalidation, as Foundation holds a timer's target; only ever used
        // on the main actor, where the timer fires.
        nonisolated(unsafe) let targetObject = target as AnyObject
        super.init(fire: Date(timeIntervalSinceNow: period), interval: period, repeats: repeats) { fired in
            nonisolated(unsafe) let timer = fired
            MainActor.assumeIsolated {
                _ = selector.perform(on: targetObject, sender: timer, event: nil)
            }
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
