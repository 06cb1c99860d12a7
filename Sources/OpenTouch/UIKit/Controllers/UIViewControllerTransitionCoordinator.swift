import Foundation

/// What a transition's coordinator tells about it (TST-9, TRN-5): whether it animates, whether a
/// finger drives it, whether it was cancelled, how long it takes, the view it happens in and the
/// controllers and views it moves.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether a finger drives it now.
    var isInteractive: Bool { get }
    /// Whether it started driven by a finger.
    var initiallyInteractive: Bool { get }
    /// Whether it can be interrupted (it runs on an interruptible animator).
    var isInterruptible: Bool { get }
    /// Whether it was cancelled.
    var isCancelled: Bool { get }
    /// How long it takes, in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far along it is, from 0 to 1.
    var percentComplete: CGFloat { get }
    /// How fast the rest runs once a finger lets go, as a multiple of the normal speed.
    var completionVelocity: CGFloat { get }
    /// The curve of the rest once a finger lets go.
    var completionCurve: UIView.AnimationCurve { get }
    /// The presentation style of a presentation or dismissal; `.none` for other transitions.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// The rotation a size change applies to the interface; identity for other transitions.
    var targetTransform: CGAffineTransform { get }
    /// The controller going away, or coming.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view going away, or coming.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// The coordinator a controller is handed as a transition begins (`viewWillTransition(to:with:)`,
/// `transitionCoordinator` during a presentation), to animate alongside it and to hear when a
/// finger lets go of it and when it ends (TST-9, TRN-5).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition and `completion` when it ends; true when the
    /// transition animates.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// The same, for animations of views outside the container (`view`'s, here run alike).
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// `handler` hears when a finger stops driving the transition: it then finishes or is cancelled.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` with the transition, with no completion: UIKit's Swift API lets the
    /// completion default to nil (TRN-3).
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// The same, for animations of views outside the container, with no completion (TRN-3).
    @discardableResult
    public func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
