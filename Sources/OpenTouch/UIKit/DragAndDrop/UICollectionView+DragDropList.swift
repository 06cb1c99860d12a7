import Foundation

/// The collection view's side of ``ListDragDrop``: its drag and drop delegates' item methods,
/// and the room its items make for one of their own, through interactive movement (LST-22,
/// LST-23).
extension UICollectionView: DragDropList {
    private var collectionDragDelegate: UICollectionViewDragDelegate? { dragDrop?.dragDelegate as? UICollectionViewDragDelegate }
    private var collectionDropDelegate: UICollectionViewDropDelegate? { dragDrop?.dropDelegate as? UICollectionViewDropDelegate }

    func element(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }
    func elementCell(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }
    var hasDragDelegate: Bool { collectionDragDelegate != nil }
    var hasDropDelegate: Bool { collectionDropDelegate != nil }

    func dragDelegateItems(for session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        collectionDragDelegate?.collectionView(self, itemsForBeginning: session, at: indexPath) ?? []
    }
    func dragDelegatePreviewParameters(at indexPath: IndexPath) -> UIDragPreviewParameters? {
        collectionDragDelegate?.collectionView(self, dragPreviewParametersForItemAt: indexPath)
    }
    func dragDelegateWillBegin(_ session: UIDragSession) { collectionDragDelegate?.collectionView(self, dragSessionWillBegin: session) }
    func dragDelegateDidEnd(_ session: UIDragSession) { collectionDragDelegate?.collectionView(self, dragSessionDidEnd: session) }
    func dragDelegateAllowsMove(_ session: UIDragSession) -> Bool {
        collectionDragDelegate?.collectionView(self, dragSessionAllowsMoveOperation: session) ?? true
    }
    func dragDelegateIsRestricted(_ session: UIDragSession) -> Bool {
        collectionDragDelegate?.collectionView(self, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    func dropDelegateCanHandle(_ session: UIDropSession) -> Bool {
        collectionDropDelegate?.collectionView(self, canHandle: session) ?? false
    }
    func dropDelegateEntered(_ session: UIDropSession) { collectionDropDelegate?.collectionView(self, dropSessionDidEnter: session) }
    func dropDelegateProposal(_ session: UIDropSession, at destination: IndexPath?) -> (proposal: UIDropProposal, insertsAt: Bool) {
        let proposal = collectionDropDelegate?.collectionView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
            ?? UICollectionViewDropProposal(operation: .cancel)
        return (proposal, proposal.intent == .insertAtDestinationIndexPath)
    }
    func dropDelegateExited(_ session: UIDropSession) { collectionDropDelegate?.collectionView(self, dropSessionDidExit: session) }
    func dropDelegateEnded(_ session: UIDropSession) { collectionDropDelegate?.collectionView(self, dropSessionDidEnd: session) }
    func dropDelegatePerform(_ drop: ListDrop) {
        collectionDropDelegate?.collectionView(self, performDropWith: CollectionDropCoordinator(collectionView: self, drop: drop))
    }
    func dropDelegatePreviewParameters(at indexPath: IndexPath) -> UIDragPreviewParameters? {
        collectionDropDelegate?.collectionView(self, dropPreviewParametersForItemAt: indexPath)
    }

    var dropsOwnMovesThroughDataSource: Bool { false }
    func canMoveElement(at indexPath: IndexPath) -> Bool { dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false }

    func beginLocalMove(at indexPath: IndexPath, finger: CGPoint) -> Bool {
        guard beginInteractiveMovementForItem(at: indexPath) else { return false }
        // The lifted preview is the item now; its place is the gap the other items make.
        movement?.cell.isHidden = true
        return true
    }
    func updateLocalMove(finger: CGPoint) { updateInteractiveMovementTargetPosition(finger) }
    var localMoveDestination: IndexPath? { movement?.destination }
    func endLocalMove() {
        movement?.cell.isHidden = false
        endInteractiveMovement()
    }
    func cancelLocalMove() {
        movement?.cell.isHidden = false
        cancelInteractiveMovement()
    }
}
