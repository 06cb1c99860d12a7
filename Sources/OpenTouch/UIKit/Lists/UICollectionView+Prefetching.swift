import Foundation

/// A collection view tells its prefetching data source about items: the cells its layout places
/// (LST-26).
extension UICollectionView: PrefetchingList {
    var prefetchesNow: Bool { prefetchDataSource != nil && isPrefetchingEnabled }
    func prefetchableIndexPaths(in rect: CGRect) -> [IndexPath] {
        (collectionViewLayout.layoutAttributesForElements(in: rect) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.intersects(rect) }
            .map(\.indexPath)
            .sorted()
    }
    func tellPrefetch(_ indexPaths: [IndexPath]) { prefetchDataSource?.collectionView(self, prefetchItemsAt: indexPaths) }
    func tellCancelPrefetching(_ indexPaths: [IndexPath]) { prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: indexPaths) }
}
