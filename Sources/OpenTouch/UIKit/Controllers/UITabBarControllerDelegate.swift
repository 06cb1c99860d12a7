import Foundation

/// Hears, and may refuse, the tabs a finger selects (VC-6).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether a tap on a tab may select `viewController`; true when not implemented.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// After a tap selected `viewController` (not when code sets the selection).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The More list's Edit began the arrangement of the tabs (BAR-6).
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    /// Done is ending it; `changed` says whether the tabs moved (BAR-6).
    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)
    /// It ended (BAR-6).
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)
}

extension UITabBarControllerDelegate {
    /// Returns true.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {}
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool) {}
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {}
}
