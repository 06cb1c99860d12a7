import Foundation

/// Moving an item by hand (LST-22): the app begins the movement (from a long press, as apps do),
/// moves the item with the finger, and ends or cancels it; the other items stand where the move
/// would put them, and at the end the data source hears `moveItemAt`.
extension UICollectionView {
    /// The item other than `source` whose frame holds `point`.
    func itemUnder(_ point: CGPoint, besides source: IndexPath) -> IndexPath? {
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
        // Drawn where the layout says a moving item is, at the finger (LST-27).
        if let frame = layoutAttributesForItem(at: moving.source)?.frame {
            let target = CGPoint(x: frame.midX + moving.offset.x, y: frame.midY + moving.offset.y)
            let attributes = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(at: moving.destination, withTargetPosition: target)
            moving.cell.bounds.size = attributes.size
            moving.cell.center = attributes.center
            moving.cell.alpha = attributes.alpha
            moving.cell.apply(attributes)
        }
    }

    /// The item moved, as the data source already did: the cells and the selection follow.
    func commitMove(from source: IndexPath, to destination: IndexPath) {
        var batch = ListBatch()
        batch.moves = [(source, destination)]
        apply(batch, verb: "endInteractiveMovement")
    }
}
