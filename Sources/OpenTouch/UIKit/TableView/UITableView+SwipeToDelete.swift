import Foundation

extension UITableView {
    /// The trailing actions a row gets when its delegate gives none: UIKit's swipe to delete
    /// (LST-8). A Delete action, titled by `titleForDeleteConfirmationButtonForRowAt`, whose tap
    /// (or a full swipe) commits `.delete` through the data source; nil when the row cannot be
    /// deleted by a swipe.
    ///
    /// UIKit offers it when the data source implements `tableView(_:commit:forRowAt:)`, the row
    /// is editable and its editing style is `.delete`. Swift cannot see whether `commit` is
    /// implemented (see ``DefaultAnswers``), so here the app shows that it deletes rows by
    /// answering one of the deletion questions itself: the data source's `canEditRowAt`, or the
    /// delegate's `editingStyleForRowAt` or `titleForDeleteConfirmationButtonForRowAt` (chosen;
    /// "Where OpenTouch differs" shows the one-line edit).
    func swipeToDeleteConfiguration(for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let dataSource else { return nil }
        let canEdit = DefaultAnswers.ask(.canEditRow) { dataSource.tableView(self, canEditRowAt: indexPath) }
        guard canEdit.answer else { return nil }
        let style = DefaultAnswers.ask(.editingStyleForRow) {
            tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? DefaultAnswers.editingStyleForRow
        }
        guard style.answer == .delete else { return nil }
        let title = DefaultAnswers.ask(.titleForDeleteConfirmation) {
            tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? DefaultAnswers.titleForDeleteConfirmation
        }
        guard canEdit.byApp || style.byApp || title.byApp else { return nil }
        return UISwipeActionsConfiguration(actions: [deleteAction(for: indexPath, title: title.answer, traced: "its swipe's Delete was chosen (LST-8)")])
    }

    /// A destructive action titled `title` whose handler commits the deletion of the row at
    /// `indexPath` through the data source: a swipe's Delete (LST-8) or an editing-mode delete
    /// confirmation (LST-15). The trace records the commit with the reason `traced`, when given.
    func deleteAction(for indexPath: IndexPath, title: String?, traced reason: String?) -> UIContextualAction {
        UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            if let reason {
                trace?.recordList(self, "commits the deletion of row [\(indexPath.section), \(indexPath.row)]", reason: reason)
            }
            dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
            completion(true)
        }
    }
}
