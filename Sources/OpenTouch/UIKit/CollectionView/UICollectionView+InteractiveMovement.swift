import Foundation

/// Moving an item by hand (LST-22): the app begins the movement (from a long press, as apps do),
/// moves the item with the finger, and ends or cancels it; the other items stand where the move
/// would put them, and at the end the data source hears `moveItemAt`.
extension UICollectionView {
    /// Lifts the item at `indexPath` to be moved; false when it cannot be (the data source's
    /// `canMoveItemAt` says no, it is not on screen, or another item is moving).
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard movement == nil, let cell = cellForItem(at: indexPath),
              dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false else { return false }
        movement = (indexPath, indexPath, cell, .zero)
        bringSubviewToFront(cell)
        trace?.recordList(self, "lifts item [\(indexPath.section), \(indexPath.item)]", reason: "the app began moving it (LST-22)")
        return true
    }

    /// Moves the lifted item's centre to `targetPosition` (in the collection view's content);
    /// the item under that point proposes the destination, which the delegate may redirect.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var moving = movement else { return }
        let frame = layoutAttributesForItem(at: moving.source)?.frame ?? moving.cell.frame
        moving.offset = CGPoint(x: targetPosition.x - frame.midX, y: targetPosition.y - frame.midY)
        if let proposed = itemUnder(targetPosition, besides: moving.source), proposed != moving.destination {
            let target = collectionDelegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: moving.source,
                                                            atCurrentIndexPath: moving.destination, toProposedIndexPath: proposed) ?? proposed
            if target != moving.destination {
                moving.destination = target
                trace?.recordList(self, "makes room for item [\(moving.source.section), \(moving.source.item)] at [\(target.section), \(target.item)]",
                                  reason: target == proposed ? "it was moved there (LST-22)" : "the delegate redirected it (LST-22)")
            }
        }
        movement = moving
        layOutMovement()
    }

    /// Drops the item where it is headed: the data source hears `moveItemAt`, and the items and
    /// the selection take their new places without any cell being asked for again.
    public func endInteractiveMovement() {
        guard let moving = movement else { return }
        movement = nil
        guard moving.destination != moving.source else {
            trace?.recordList(self, "puts item [\(moving.source.section), \(moving.source.item)] back", reason: "it was dropped where it was (LST-22)")
            return setNeedsLayout()
        }
        trace?.recordList(self, "moves item [\(moving.source.section), \(moving.source.item)] to [\(moving.destination.section), \(moving.destination.item)]",
                          reason: "the app ended the movement (LST-22)")
        dataSource?.collectionView(self, moveItemAt: moving.source, to: moving.destination)
        commitMove(from: moving.source, to: moving.destination)
    }

    /// Puts the item back where it was.
    public func cancelInteractiveMovement() {
        guard let moving = movement else { return }
        movement = nil
        trace?.recordList(self, "puts item [\(moving.source.section), \(moving.source.item)] back", reason: "the app cancelled the movement (LST-22)")
        setNeedsLayout()
    }

    /// The item other than `source` whose frame holds `point`.
    private func itemUnder(_ point: CGPoint, besides source: IndexPath) -> IndexPath? {
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?.first {
            $0.representedElementCategory == .cell && $0.indexPath != source && shownFrame(of: $0).contains(point)
        }?.indexPath
    }

    /// The lifted item follows the finger; the others stand in the places the move gives them.
    func layOutMovement() {
        guard let moving = movement else { return }
        var batch = ListBatch()
        batch.moves = [(moving.source, moving.destination)]
        let sections = numberOfSections
        for indexPath in indexPathsForVisibleItems where indexPath != moving.source {
            guard let cell = cellForItem(at: indexPath) else { continue }
            let place = batch.newIndexPath(for: indexPath, sectionsBefore: sections, sectionsAfter: sections) ?? indexPath
            if let frame = layoutAttributesForItem(at: place)?.frame, cell.frame != frame { cell.frame = frame }
        }
        if let frame = layoutAttributesForItem(at: moving.source)?.frame {
            moving.cell.frame = frame.offsetBy(dx: moving.offset.x, dy: moving.offset.y)
        }
    }

    /// The item moved, as the data source already did: the cells and the selection follow.
    private func commitMove(from source: IndexPath, to destination: IndexPath) {
        var batch = ListBatch()
        batch.moves = [(source, destination)]
        apply(batch, verb: "endInteractiveMovement")
    }
}
