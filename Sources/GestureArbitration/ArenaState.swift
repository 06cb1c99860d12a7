/// Where a member of the arena stands (GR-3): the arena's own copy of a recognizer's states, so
/// that arbitration can be read, built and tested without any UIKit type. Raw values are UIKit's
/// `UIGestureRecognizer.State` values.
@_spi(Engine) public enum ArenaState: Int, CustomStringConvertible, Sendable {
    case possible = 0, began, changed, ended, cancelled, failed

    /// Ended, cancelled or failed: the member waits for its reset (GR-5).
    @inlinable @_spi(Engine) public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
    /// Began or changed: a continuous gesture under way.
    @inlinable @_spi(Engine) public var isActive: Bool { self == .began || self == .changed }

    @_spi(Engine) public var description: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}
