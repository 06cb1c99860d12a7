import Foundation

/// Hears a search bar's editing, its text, its buttons and its scope (SRC-1, SRC-2).
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether a tap on the field may start editing; true by default (SRC-1).
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began (SRC-1).
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end; true by default (SRC-1).
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended (SRC-1).
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The text changed by typing, deleting or the clear button; not when set in code (SRC-1).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether typed text may replace `range`; true by default (SRC-1).
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The keyboard's Search key was tapped (SRC-1).
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button was tapped (SRC-2).
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped (SRC-2).
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The results list button was tapped (SRC-2).
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// A finger chose another scope button (SRC-2).
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// Editing may begin by default.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing by default.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Editing may end by default.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing by default.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing by default.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Any text may be typed by default.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing by default.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing by default.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing by default.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing by default.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing by default.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
