import Foundation

/// The coordinator a table's drop delegate performs a drop with (LST-23).
@MainActor
final class TableDropCoordinator: UITableViewDropCoordinator {
    private unowned let table: UITableView
    private let drop: ListDrop
    let items: [UITableViewDropItem]

    init(table: UITableView, drop: ListDrop) {
        self.table = table
        self.drop = drop
        items = drop.items.map { DropItem(dragItem: $0.item, sourceIndexPath: $0.source, previewSize: $0.source.flatMap { table.elementCell(at: $0) }?.bounds.size) }
    }

    var destinationIndexPath: IndexPath? { drop.destination }
    var proposal: UITableViewDropProposal { drop.proposal as? UITableViewDropProposal ?? UITableViewDropProposal(operation: drop.proposal.operation) }
    var session: UIDropSession { drop.session }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating {
        drop.send(dragItem) { [table] in
            let rect = table.rectForRow(at: indexPath)
            return UIDragPreviewTarget(container: table, center: CGPoint(x: rect.midX, y: rect.midY))
        }
    }

    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        drop.send(dragItem) { [table] in
            let row = table.rectForRow(at: indexPath)
            return UIDragPreviewTarget(container: table, center: CGPoint(x: row.minX + rect.midX, y: row.minY + rect.midY))
        }
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating {
        drop.send(dragItem) { target }
    }
}

/// One dropped item as a list's coordinator lists it (LST-23).
@MainActor
final class DropItem: UITableViewDropItem, UICollectionViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize?) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize ?? .zero
    }
}
