import Dispatch
import Foundation

/// Main-queue blocks as code that imports UIKit sends them: from the main actor they run on UIKit's
/// time, elsewhere they go to Dispatch (TIM-4).
///
/// The `UIKit` module declares `DispatchQueue.async(execute:)`, `asyncAfter(deadline:execute:)` and
/// `asyncAfter(wallDeadline:execute:)`, the forms iOS code writes, with Dispatch's names and
/// without its `qos` and `flags` parameters: Swift prefers the declaration that needs no default
/// arguments, so these win over Dispatch's for code that imports UIKit, whatever else it imports.
/// Each calls the function of the same name here. A call that passes `qos:` or `flags:`, or a
/// `DispatchWorkItem`, goes to Dispatch, as does OpenTouch's own code.
///
/// On the main actor, a block sent to the main queue goes on the clock of the application in
/// charge: a ``TouchScreen``'s while it delivers or was driven last (its `advance(by:)` runs the
/// block), else the run-loop application's (the run loop's turns run it, ``RunLoopTime``).
@_spi(UIKitTime)
public enum FoundationScheduling {
    /// `DispatchQueue.async(execute:)`: on the main queue from the main actor, at the clock's
    /// next turn, after what is already due (TIM-4).
    public static func async(on queue: DispatchQueue, execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isUIKitMainQueue(queue) else { return queue.async(execute: work) }
        schedule(after: 0, label: "DispatchQueue.main.async", work)
    }

    /// `DispatchQueue.asyncAfter(deadline:execute:)`: on the main queue from the main actor, when
    /// the clock has moved by the time from now until `deadline` (TIM-4).
    public static func asyncAfter(on queue: DispatchQueue, deadline: DispatchTime,
                                  execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isUIKitMainQueue(queue) else { return queue.asyncAfter(deadline: deadline, execute: work) }
        schedule(after: seconds(until: deadline), label: "DispatchQueue.main.asyncAfter", work)
    }

    /// `DispatchQueue.asyncAfter(wallDeadline:execute:)`: on the main queue from the main actor,
    /// when the clock has moved by the time from now until `wallDeadline` (TIM-4).
    public static func asyncAfter(on queue: DispatchQueue, wallDeadline: DispatchWallTime,
                                  execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isUIKitMainQueue(queue) else { return queue.asyncAfter(wallDeadline: wallDeadline, execute: work) }
        schedule(after: seconds(until: wallDeadline), label: "DispatchQueue.main.asyncAfter", work)
    }

    private static func isUIKitMainQueue(_ queue: DispatchQueue) -> Bool {
        MainActorContext.isCurrent && MainActorContext.isMainQueue(queue)
    }

    private static func schedule(after delay: TimeInterval, label: String,
                                 _ work: @escaping @Sendable @convention(block) () -> Void) {
        MainActor.assumeIsolated {
            _ = ApplicationClock.inCharge.schedule(after: delay, label: label, work)
        }
    }

    /// Seconds from now until `deadline`, 0 if it has passed.
    private static func seconds(until deadline: DispatchTime) -> TimeInterval {
        let now = DispatchTime.now().uptimeNanoseconds
        let then = deadline.uptimeNanoseconds
        return then > now ? TimeInterval(then - now) / 1_000_000_000 : 0
    }

    /// Seconds from now until `deadline`, 0 if it has passed. `DispatchWallTime` keeps its value
    /// private, so the distance is found by comparing it with now plus a guess, halving the gap.
    private static func seconds(until deadline: DispatchWallTime) -> TimeInterval {
        let now = DispatchWallTime.now()
        guard deadline > now else { return 0 }
        var low: TimeInterval = 0
        var high: TimeInterval = 1
        while now + high < deadline && high < 1e10 { high *= 2 }
        for _ in 0..<60 where high - low > 1e-7 {
            let middle = (low + high) / 2
            if now + middle < deadline { low = middle } else { high = middle }
        }
        return high
    }
}
