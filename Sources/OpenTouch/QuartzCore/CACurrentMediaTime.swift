import Foundation

#if !canImport(Darwin)
/// Seconds, as Core Foundation names them (Foundation on Linux lacks the name).
public typealias CFTimeInterval = TimeInterval
#endif

/// The application clock's current time, in seconds: what `CACurrentMediaTime()` reads on iOS,
/// so that code timing its own gestures with it runs on the clock tests advance.
///
/// [chosen] Several applications may live in one process here (one per ``TouchScreen`` by
/// default); this reads the clock of the application delivering an event now, or else of the
/// one whose screen was made or driven last.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    ApplicationClock.inCharge.now
}
