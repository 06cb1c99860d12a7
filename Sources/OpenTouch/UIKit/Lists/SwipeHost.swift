import Foundation

/// What ``RowSwipeController`` needs from a list whose rows swipe: a table (LST-8), or a
/// collection view with a list layout (LST-19).
@MainActor
protocol SwipeHost: ListHost {
    /// The row under `point`, in the list's content.
    func swipeIndexPath(at point: CGPoint) -> IndexPath?
    /// Where the row is, in the list's content, when not swiped.
    func swipeRect(for indexPath: IndexPath) -> CGRect
    /// The cell showing the row, if it is on screen.
    func swipeCell(at indexPath: IndexPath) -> UIView?
    /// The row's actions on one side, or nil for none.
    func swipeActions(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration?
    /// Whether rows may be swiped now (not in a table's editing mode, LST-15).
    var swipesAllowed: Bool { get }
    /// A swipe opened the row (a table's delegate hears `willBeginEditingRowAt`, LST-8)…
    func swipeDidBeginEditing(_ indexPath: IndexPath)
    /// …and it closed again (`didEndEditingRowAt`).
    func swipeDidEndEditing(_ indexPath: IndexPath)
}

extension UITableView: SwipeHost {
    func swipeIndexPath(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }
    func swipeRect(for indexPath: IndexPath) -> CGRect { rectForRow(at: indexPath) }
    func swipeCell(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }
    var swipesAllowed: Bool { !isInEditingMode }

    /// The delegate's actions; on the trailing side, when it gives none (nil), its older row
    /// actions, else the swipe to delete (LST-8).
    func swipeActions(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard trailing else { return tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath) }
        return tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            ?? tableDelegate?.tableView(self, editActionsForRowAt: indexPath).map { UITableViewRowAction.configuration(of: $0, at: indexPath) }
            ?? swipeToDeleteConfiguration(for: indexPath)
    }
}

extension UICollectionView: SwipeHost {
    func swipeIndexPath(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }
    func swipeRect(for indexPath: IndexPath) -> CGRect { layoutAttributesForItem(at: indexPath)?.frame ?? .zero }
    func swipeCell(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }
    var swipesAllowed: Bool { true }
    func swipeDidBeginEditing(_ indexPath: IndexPath) {}
    func swipeDidEndEditing(_ indexPath: IndexPath) {}

    /// The list section's providers' answer (LST-19).
    func swipeActions(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let configuration = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(forSection: indexPath.section) else { return nil }
        let provider = trailing ? configuration.trailingSwipeActionsConfigurationProvider : configuration.leadingSwipeActionsConfigurationProvider
        return provider?(indexPath)
    }
}
