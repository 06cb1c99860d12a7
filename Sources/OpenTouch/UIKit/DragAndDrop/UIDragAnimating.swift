import Foundation

/// What a drag or drop delegate is handed to run its own animations beside the lift, the drop
/// or the cancel (INT-6, INT-7).
@preconcurrency @MainActor
public protocol UIDragAnimating: AnyObject {
    /// Adds animations that run with the system's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a block that runs when the system's animation is over.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}
