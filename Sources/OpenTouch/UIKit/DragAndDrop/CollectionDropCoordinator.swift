import Foundation

/// The coordinator a collection view's drop delegate performs a drop with (LST-23).
@MainActor
final class CollectionDropCoordinator: UICollectionViewDropCoordinator {
    private unowned let collectionView: UICollectionView
    private let drop: ListDrop
    let items: [UICollectionViewDropItem]

    init(collectionView: UICollectionView, drop: ListDrop) {
        self.collectionView = collectionView
        self.drop = drop
        items = drop.items.map {
            DropItem(dragItem: $0.item, sourceIndexPath: $0.source, previewSize: $0.source.flatMap { collectionView.elementCell(at: $0) }?.bounds.size)
        }
    }

    var destinationIndexPath: IndexPath? { drop.destination }
    var proposal: UICollectionViewDropProposal {
        drop.proposal as? UICollectionViewDropProposal ?? UICollectionViewDropProposal(operation: drop.proposal.operation)
    }
    var session: UIDropSession { drop.session }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating {
        drop.send(dragItem) { [collectionView] in
            guard let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame else { return nil }
            return UIDragPreviewTarget(container: collectionView, center: CGPoint(x: frame.midX, y: frame.midY))
        }
    }

    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        drop.send(dragItem) { [collectionView] in
            guard let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame else { return nil }
            return UIDragPreviewTarget(container: collectionView, center: CGPoint(x: frame.minX + rect.midX, y: frame.minY + rect.midY))
        }
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating {
        drop.send(dragItem) { target }
    }
}
