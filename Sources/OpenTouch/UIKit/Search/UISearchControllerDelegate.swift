import Foundation

/// Hears a search controller come and go (SRC-3).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// Presents the search controller itself; when not implemented, the search controller
    /// presents itself over the context its bar is in (SRC-3).
    func presentSearchController(_ searchController: UISearchController)
    /// The search controller is about to be shown (SRC-3).
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search controller is shown, after its transition (SRC-3).
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search controller is about to go (SRC-3).
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search controller has gone, after its transition (SRC-3).
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// UIKit's optional method left out: the search controller presents itself (SRC-3).
    public func presentSearchController(_ searchController: UISearchController) {
        DefaultAnswers.presentSearchController()
    }
    /// Does nothing by default.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing by default.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing by default.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing by default.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
