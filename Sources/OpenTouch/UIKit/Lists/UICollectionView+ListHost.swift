import Foundation

/// The collection view's side of ``ListSelection``: its delegate's item methods in the shared
/// vocabulary, `shouldSelect` and `shouldDeselect` standing for a table's `willSelect` and
/// `willDeselect`.
extension UICollectionView: ListHost {
    var elementNoun: String { "item" }

    func indexPath(ofVisibleCell cell: UIView) -> IndexPath? {
        (cell as? UICollectionViewCell).flatMap { indexPath(for: $0) }
    }

    func visibleListCell(at indexPath: IndexPath) -> ListCell? { cellForItem(at: indexPath) }

    func delegateShouldHighlight(_ indexPath: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    }

    func delegateDidHighlight(_ indexPath: IndexPath) { collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath) }

    func delegateDidUnhighlight(_ indexPath: IndexPath) { collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath) }

    func delegateWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true ? indexPath : nil
    }

    func delegateWillDeselect(_ indexPath: IndexPath) -> IndexPath? {
        collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true ? indexPath : nil
    }

    /// A prototype's segue is performed first, then the delegate told, as UIKit orders them (NIB-7).
    func delegateDidSelect(_ indexPath: IndexPath) {
        if let cell = cellForItem(at: indexPath), let segue = cell.selectionSegue { segue.perform(sender: cell, triggered: true) }
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    func delegateDidDeselect(_ indexPath: IndexPath) { collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath) }
}
