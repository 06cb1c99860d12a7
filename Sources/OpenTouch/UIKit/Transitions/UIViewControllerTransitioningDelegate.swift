import Foundation

/// Supplies the objects of a custom presentation or dismissal (TRN-1): the presentation
/// controller of a `.custom` presentation, the animators, and the interaction controllers that
/// let a finger drive them. Every method is optional, as in UIKit; nil means UIKit's own.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator of a presentation, or nil for the standard one.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The animator of a dismissal, or nil for the standard one.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The object that drives a presentation's animator interactively, or nil for an animated one.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// The object that drives a dismissal's animator interactively, or nil for an animated one.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller of a `.custom` presentation, or nil for the standard one.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// None: the standard presentation animation.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// None: the standard dismissal animation.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// None: the presentation is not interactive.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    /// None: the dismissal is not interactive.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    /// None: the style's own presentation controller.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}
