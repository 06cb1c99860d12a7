import Foundation

/// Drives a transition's animator from input, a pan most often (TRN-4): UIKit hands it the
/// context instead of asking the animator to animate.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// The transition begins: the object sets its animations up and drives them from here.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How fast the rest runs once let go, as a multiple of the normal speed (optional; 1).
    var completionSpeed: CGFloat { get }
    /// The curve of the rest once let go (optional; ease in and out).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (optional; true).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1: the rest of the transition runs at its own speed.
    public var completionSpeed: CGFloat { 1 }
    /// Ease in and out.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True: the transition starts driven by the interaction.
    public var wantsInteractiveStart: Bool { true }
}
