import Foundation

/// The table's side of ``ListDragDrop``: its drag and drop delegates' row methods, and a row
/// moved by a drag as by its reorder control (LST-21, LST-23).
extension UITableView: DragDropList {
    private var tableDragDelegate: UITableViewDragDelegate? { dragDrop?.dragDelegate as? UITableViewDragDelegate }
    private var tableDropDelegate: UITableViewDropDelegate? { dragDrop?.dropDelegate as? UITableViewDropDelegate }

    func element(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }
    func elementCell(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }
    var hasDragDelegate: Bool { tableDragDelegate != nil }
    var hasDropDelegate: Bool { tableDropDelegate != nil }

    func dragDelegateItems(for session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        tableDragDelegate?.tableView(self, itemsForBeginning: session, at: indexPath) ?? []
    }
    func dragDelegatePreviewParameters(at indexPath: IndexPath) -> UIDragPreviewParameters? {
        tableDragDelegate?.tableView(self, dragPreviewParametersForRowAt: indexPath)
    }
    func dragDelegateWillBegin(_ session: UIDragSession) { tableDragDelegate?.tableView(self, dragSessionWillBegin: session) }
    func dragDelegateDidEnd(_ session: UIDragSession) { tableDragDelegate?.tableView(self, dragSessionDidEnd: session) }
    func dragDelegateAllowsMove(_ session: UIDragSession) -> Bool {
        tableDragDelegate?.tableView(self, dragSessionAllowsMoveOperation: session) ?? true
    }
    func dragDelegateIsRestricted(_ session: UIDragSession) -> Bool {
        tableDragDelegate?.tableView(self, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    func dropDelegateCanHandle(_ session: UIDropSession) -> Bool { tableDropDelegate?.tableView(self, canHandle: session) ?? false }
    func dropDelegateEntered(_ session: UIDropSession) { tableDropDelegate?.tableView(self, dropSessionDidEnter: session) }
    func dropDelegateProposal(_ session: UIDropSession, at destination: IndexPath?) -> (proposal: UIDropProposal, insertsAt: Bool) {
        let proposal = tableDropDelegate?.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
            ?? UITableViewDropProposal(operation: .cancel)
        return (proposal, proposal.intent == .insertAtDestinationIndexPath || proposal.intent == .automatic)
    }
    func dropDelegateExited(_ session: UIDropSession) { tableDropDelegate?.tableView(self, dropSessionDidExit: session) }
    func dropDelegateEnded(_ session: UIDropSession) { tableDropDelegate?.tableView(self, dropSessionDidEnd: session) }
    func dropDelegatePerform(_ drop: ListDrop) {
        tableDropDelegate?.tableView(self, performDropWith: TableDropCoordinator(table: self, drop: drop))
    }
    func dropDelegatePreviewParameters(at indexPath: IndexPath) -> UIDragPreviewParameters? {
        tableDropDelegate?.tableView(self, dropPreviewParametersForRowAt: indexPath)
    }

    var dropsOwnMovesThroughDataSource: Bool { true }
    func canMoveElement(at indexPath: IndexPath) -> Bool { dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false }

    func beginLocalMove(at indexPath: IndexPath, finger: CGPoint) -> Bool {
        guard let cell = cellForRow(at: indexPath), reorder.begin(cell, at: finger, byDrag: true) else { return false }
        // The lifted preview is the row now; its place is the gap the other rows make.
        cell.isHidden = true
        return true
    }
    func updateLocalMove(finger: CGPoint) { reorder.move(to: finger) }
    var localMoveDestination: IndexPath? { reorder.destination }
    func endLocalMove() {
        let cells = visibleCells
        reorder.end()
        for cell in cells { cell.isHidden = false }
    }
    func cancelLocalMove() {
        let cells = visibleCells
        reorder.cancel()
        for cell in cells { cell.isHidden = false }
    }
}
