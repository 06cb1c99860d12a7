import Foundation

/// Is told, as a collection view scrolls, which items will soon come on screen, and which of those
/// it need no longer get ready (LST-26).
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// These items will soon come on screen.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// These items, prefetched, will not come on screen soon after all: the scroll turned back.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
