import Foundation

/// The table's side of ``ListSelection``: its delegate's row methods in the shared vocabulary.
extension UITableView: ListHost {
    var elementNoun: String { "row" }

    func indexPath(ofVisibleCell cell: UIView) -> IndexPath? {
        (cell as? UITableViewCell).flatMap { indexPath(for: $0) }
    }

    func visibleListCell(at indexPath: IndexPath) -> ListCell? { cellForRow(at: indexPath) }

    func delegateShouldHighlight(_ indexPath: IndexPath) -> Bool {
        tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    }

    func delegateDidHighlight(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didHighlightRowAt: indexPath) }

    func delegateDidUnhighlight(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath) }

    func delegateWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        guard let delegate = tableDelegate else { return indexPath }
        return delegate.tableView(self, willSelectRowAt: indexPath)
    }

    func delegateWillDeselect(_ indexPath: IndexPath) -> IndexPath? {
        guard let delegate = tableDelegate else { return indexPath }
        return delegate.tableView(self, willDeselectRowAt: indexPath)
    }

    /// A prototype's segue is performed first, then the delegate told, as UIKit orders them (NIB-7).
    func delegateDidSelect(_ indexPath: IndexPath) {
        if let cell = cellForRow(at: indexPath), let segue = cell.selectionSegue { segue.perform(sender: cell, triggered: true) }
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }

    func delegateDidDeselect(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didDeselectRowAt: indexPath) }
}
