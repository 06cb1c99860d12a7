import Foundation

/// Hears a navigation controller show its controllers (VC-5), and may supply the animator and
/// the interaction controller of a push or pop (TRN-6).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Before `viewController` is shown on top, at the start of the transition.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// After `viewController` was shown on top, at the end of the transition.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator of an animated push or pop, or nil for the standard one.
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The object that drives that animator interactively, or nil for an animated transition.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    /// Returns nil.
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Returns nil.
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}

extension UINavigationController {
    /// What a navigation transition does; raw values as UIKit's.
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }
}
