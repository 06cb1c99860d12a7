import Foundation

/// Hears the page turns a finger makes, and chooses a page curl's spine as the interface turns
/// (PGV-3, PGV-7).
///
/// Pages set in code with
/// ``UIPageViewController/setViewControllers(_:direction:animated:completion:)`` tell the
/// delegate nothing (PGV-4).
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A finger began turning to `pendingViewControllers` (PGV-3).
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// The turn a finger began has come to rest: `completed` is false when the page sprang
    /// back, and `previousViewControllers` are the pages shown before it began (PGV-3).
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// A page curl's spine for the interface turned to `orientation`; the answer's page count
    /// is set at once from the pages shown (PGV-7).
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
    /// The orientations the page view controller supports when it decides the app's.
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask
    /// The orientation the page view controller prefers when presented full screen.
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    /// Does nothing by default.
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Does nothing by default.
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    /// Keeps the spine where it is by default.
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
    /// Every orientation but upside down, as a phone's app by default.
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }
    /// Portrait by default.
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation {
        .portrait
    }
}
