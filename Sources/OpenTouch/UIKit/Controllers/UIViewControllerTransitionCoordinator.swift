import Foundation

/// What a transition's coordinator tells about it (TST-9): whether it animates, how long it takes,
/// whether it was cancelled, the view it happens in.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether a finger drives it.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var isCancelled: Bool { get }
    /// How long it takes, in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far along it is, from 0 to 1.
    var percentComplete: CGFloat { get }
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// The rotation a size change applies to the interface; identity for other transitions.
    var targetTransform: CGAffineTransform { get }
}

/// The coordinator a controller is handed as a transition begins (`viewWillTransition(to:with:)`),
/// to animate alongside it and to hear when it ends (TST-9).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition and `completion` when it ends; true when the
    /// transition animates.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}
