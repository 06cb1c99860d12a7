import Foundation

/// A recognizer that follows the pointer and never a touch (a hover recognizer, INT-5): it is
/// never offered a touch, takes no part in arbitration, and changes state on its own.
@MainActor
protocol PointerFollowing: UIGestureRecognizer {
    /// A state change outside the touch arena.
    func hoverTransition(to new: UIGestureRecognizer.State)
}
