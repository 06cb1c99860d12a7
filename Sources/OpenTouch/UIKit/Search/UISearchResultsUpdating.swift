import Foundation

/// Updates the search results as the search bar's text or scope changes (SRC-3).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search is active and its text or scope changed, or it began or ended (SRC-3).
    func updateSearchResults(for searchController: UISearchController)
}
