import Dispatch
@_spi(UIKitTime) import OpenTouch

// The main queue as iOS code uses it (TIM-4): from the main actor, a block sent to the main queue
// runs on UIKit's clock, at its next turn (`async`) or when its deadline comes (`asyncAfter`), in
// deadline order with UIKit's timers and animations. These are the forms iOS code writes, without
// Dispatch's `qos:` and `flags:`: Swift prefers a declaration that needs no default arguments, so
// code that imports UIKit calls these, whatever else it imports. Any other queue, a block sent
// from another thread, or a call that passes `qos:`, `flags:` or a work item, goes to Dispatch.

extension DispatchQueue {
    /// Submits `work`; to the main queue from the main actor, at UIKit's clock's next turn (TIM-4).
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        FoundationScheduling.async(on: self, execute: work)
    }

    /// Submits `work` for `deadline`; to the main queue from the main actor, on UIKit's clock (TIM-4).
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        FoundationScheduling.asyncAfter(on: self, deadline: deadline, execute: work)
    }

    /// Submits `work` for `wallDeadline`; to the main queue from the main actor, on UIKit's clock (TIM-4).
    public func asyncAfter(wallDeadline: DispatchWallTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        FoundationScheduling.asyncAfter(on: self, wallDeadline: wallDeadline, execute: work)
    }
}
