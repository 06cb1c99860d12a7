import Foundation

/// Animates a transition between two controllers' views (TRN-2): UIKit asks how long it takes,
/// then has it animate in the context's container view; the transition ends only when the
/// animator calls the context's `completeTransition(_:)`.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition takes, in seconds.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Adds the views to the container and animates them; calls `completeTransition(_:)` at the end.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// An animator an interactive transition scrubs, pauses and continues (optional).
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    /// Told once the transition is over, with whether it completed (optional).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Optional in UIKit: an animator without one is driven through the animations its
    /// `animateTransition(using:)` makes.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        NoInterruptibleAnimator.shared
    }
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What the default `interruptibleAnimator(using:)` returns: it tells that the animator has none
/// (Swift cannot ask whether an optional method is implemented, so the default answers for it).
@MainActor
final class NoInterruptibleAnimator: UIViewImplicitlyAnimating {
    static let shared = NoInterruptibleAnimator()
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed = false
    var fractionComplete: CGFloat = 0
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}
