import Foundation

/// Hands a page view controller the pages around the one it shows, as a finger asks for them
/// (PGV-3).
///
/// Returning nil from either method ends the pages that way: a drag past the end springs back
/// and tells the delegate nothing. The page indicator shows only when the data source answers
/// both ``presentationCount(for:)`` and ``presentationIndex(for:)`` itself (PGV-6).
///
/// ```swift
/// func pageViewController(_ pageViewController: UIPageViewController,
///                         viewControllerAfter viewController: UIViewController) -> UIViewController? {
///     let index = pages.firstIndex(of: viewController)! + 1
///     return index < pages.count ? pages[index] : nil
/// }
/// ```
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first page (PGV-3).
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil at the last page (PGV-3).
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many dots the built-in page indicator shows (PGV-6).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which dot is the current page's when pages are set in code (PGV-6).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// UIKit's optional method left out: no page indicator (PGV-6).
    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        DefaultAnswers.presentationCount
    }

    /// UIKit's optional method left out: no page indicator (PGV-6).
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        DefaultAnswers.presentationIndex
    }
}
