import Foundation

/// A row dragged by its reorder control (LST-21): the row lifts and follows the finger up and
/// down, the rows it passes make room, the delegate may redirect where it goes, and at the lift
/// the row settles there and the data source hears `moveRowAt`.
@MainActor
final class RowReorderController {
    private unowned let table: UITableView
    /// The row being dragged, its cell, where the finger started and where the row was.
    private var source: IndexPath?
    private weak var cell: UITableViewCell?
    private var startY: CGFloat = 0
    private var startFrame: CGRect = .zero
    /// Where the finger is, in the table's content.
    private var fingerY: CGFloat = 0
    /// Where the row would go if the finger lifted now.
    private(set) var destination: IndexPath?

    init(table: UITableView) {
        self.table = table
    }

    /// Whether a reorder is under way.
    var isActive: Bool { source != nil }

    private func name(_ indexPath: IndexPath) -> String { "row [\(indexPath.section), \(indexPath.row)]" }

    /// The finger on `cell`'s reorder control is at `point` (in the table's content) as the
    /// control starts tracking it. The drag is measured from the control's middle, where the
    /// finger went down: the control hears of the touch only after the table's content-touch
    /// delay (SCR-1), by which time the finger may have moved.
    /// A drag session over its own table (LST-23) moves a row the same way, editing or not.
    func begin(_ cell: UITableViewCell, at point: CGPoint, byDrag: Bool = false) -> Bool {
        guard table.isInEditingMode || byDrag, source == nil, let indexPath = table.indexPath(for: cell) else { return false }
        source = indexPath
        destination = indexPath
        self.cell = cell
        startY = cell.frame.midY
        startFrame = cell.frame
        table.bringSubviewToFront(cell)
        table.trace?.recordList(table, "lifts \(name(indexPath))",
                                reason: byDrag ? "a drag session proposes to move it within its table (LST-23)" : "a finger on its reorder control (LST-21)")
        move(to: point)
        return true
    }

    /// The finger moved to `point`: the row follows it, the others make room.
    func move(to point: CGPoint) {
        guard let source, let cell else { return }
        fingerY = point.y
        let moved = startFrame.offsetBy(dx: 0, dy: point.y - startY)
        cell.frame = moved
        let proposed = proposedDestination(forCenterY: moved.midY, source: source)
        let target = table.tableDelegate?.tableView(table, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
        if target != destination {
            destination = target
            table.trace?.recordList(table, "makes room for \(name(source)) at \(name(target))",
                                    reason: target == proposed ? "the row was dragged there (LST-21)" : "the delegate redirected it from \(name(proposed)) (LST-21)")
        }
        makeRoom(source: source, destination: destination ?? source)
    }

    /// Puts the dragged row and the rows making room back where the drag has them, after a
    /// layout of the table placed them in their rows.
    func reapply() {
        guard let source, let cell else { return }
        cell.frame = startFrame.offsetBy(dx: 0, dy: fingerY - startY)
        makeRoom(source: source, destination: destination ?? source)
    }

    /// The finger lifted: the row settles at its destination and the data source moves it.
    func end() {
        guard let source else { return }
        let destination = self.destination ?? source
        finish()
        guard destination != source else {
            table.trace?.recordList(table, "puts \(name(source)) back", reason: "it was dropped where it was (LST-21)")
            table.setNeedsLayout()
            return
        }
        table.trace?.recordList(table, "moves \(name(source)) to \(name(destination))", reason: "it was dropped there (LST-21)")
        table.dataSource?.tableView(table, moveRowAt: source, to: destination)
        table.commitReorder(from: source, to: destination)
    }

    /// The touch was taken away: the row goes back.
    func cancel() {
        guard let source else { return }
        finish()
        table.trace?.recordList(table, "puts \(name(source)) back", reason: "its touch was cancelled (LST-21)")
        table.setNeedsLayout()
    }

    private func finish() {
        source = nil
        destination = nil
        cell = nil
    }

    /// Where the row would go with its centre at `y`: before the first other row whose middle is
    /// below it, else after the last row.
    private func proposedDestination(forCenterY y: CGFloat, source: IndexPath) -> IndexPath {
        for section in 0..<table.numberOfSections {
            var slot = 0
            for row in 0..<table.numberOfRows(inSection: section) {
                let indexPath = IndexPath(row: row, section: section)
                if indexPath == source { continue }
                if table.rectForRow(at: indexPath).midY > y { return IndexPath(row: slot, section: section) }
                slot += 1
            }
        }
        let last = max(0, table.numberOfSections - 1)
        let count = table.numberOfRows(inSection: last) - (source.section == last ? 1 : 0)
        return IndexPath(row: max(0, count), section: last)
    }

    /// The other visible rows stand where the move would put them: those it passes shift by the
    /// dragged row's height.
    private func makeRoom(source: IndexPath, destination: IndexPath) {
        var batch = ListBatch()
        batch.moves = [(source, destination)]
        let height = startFrame.height
        let sections = table.numberOfSections
        for other in table.indexPathsForVisibleRows ?? [] where other != source {
            guard let cell = table.cellForRow(at: other) else { continue }
            let place = table.rectForRow(at: other)
            let after = batch.newIndexPath(for: other, sectionsBefore: sections, sectionsAfter: sections) ?? other
            let shift: CGFloat = after == other ? 0 : (after < other ? -height : height)
            let wanted = place.offsetBy(dx: 0, dy: shift)
            if cell.frame != wanted { cell.frame = wanted }
        }
    }
}
