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
        if let frame = layoutAttributesForItem(at: moving.source)?.frame {
            moving.cell.frame = frame.offsetBy(dx: moving.offset.x, dy: moving.offset.y)
        }
    }

    /// The item moved, as the data source already did: the cells and the selection follow.
    func commitMove(from source: IndexPath, to destination: IndexPath) {
        var batch = ListBatch()
        batch.moves = [(source, destination)]
        apply(batch, verb: "endInteractiveMovement")
    }
}
