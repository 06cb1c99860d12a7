import Foundation

/// Hears a navigation controller show its controllers (VC-5).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Before `viewController` is shown on top, at the start of the transition.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// After `viewController` was shown on top, at the end of the transition.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
