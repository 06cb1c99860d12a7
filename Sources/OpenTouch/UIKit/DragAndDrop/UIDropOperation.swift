import Foundation

/// What a drop does with the items (INT-7): nothing, nothing by refusal, a copy or a move.
public enum UIDropOperation: UInt, Sendable {
    /// No data is transferred: the drag is cancelled.
    case cancel = 0
    /// A drop is refused here and now: the drag is cancelled.
    case forbidden = 1
    /// The items are copied to the destination.
    case copy = 2
    /// The items are moved; only where the session's `allowsMoveOperation` is true, and a
    /// cancel otherwise.
    case move = 3
}
