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
        let delete = UIContextualAction(style: .destructive, title: title.answer) { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            trace?.recordList(self, "commits the deletion of row [\(indexPath.section), \(indexPath.row)]",
                              reason: "its swipe's Delete was chosen (LST-8)")
            self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}
