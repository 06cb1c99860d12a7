import Foundation

/// A table tells its prefetching data source about rows (LST-26).
extension UITableView: PrefetchingList {
    var prefetchesNow: Bool { prefetchDataSource != nil && isPrefetchingEnabled }
    func prefetchableIndexPaths(in rect: CGRect) -> [IndexPath] { indexPathsForRows(in: rect) ?? [] }
    func tellPrefetch(_ indexPaths: [IndexPath]) { prefetchDataSource?.tableView(self, prefetchRowsAt: indexPaths) }
    func tellCancelPrefetching(_ indexPaths: [IndexPath]) { prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: indexPaths) }
}
