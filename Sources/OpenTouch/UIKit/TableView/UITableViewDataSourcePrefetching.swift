import Foundation

/// Is told, as a table scrolls, which rows will soon come on screen, so that it can start
/// loading what they show, and which of those it need no longer get ready (LST-26).
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// These rows will soon come on screen.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// These rows, prefetched, will not come on screen soon after all: the scroll turned back.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Does nothing.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
