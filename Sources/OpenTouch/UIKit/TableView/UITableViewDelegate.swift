import Foundation

/// What a table asks and tells about its rows as they are laid out, touched, selected and
/// swiped (LST-1..8); every method is optional.
///
/// Order for a tap on a row (LST-2, LST-4): `shouldHighlightRowAt`, `didHighlightRowAt` (when
/// the cell hears the touch, after the content-touch delay or at the lift), then at the lift
/// `willSelectRowAt`, `willDeselectRowAt` and `didDeselectRowAt` for the row selected before,
/// `didUnhighlightRowAt`, `didSelectRowAt`. A touch the scroll view takes ends with
/// `didUnhighlightRowAt` alone (LST-3).
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row at `indexPath`; by default the table's ``UITableView/rowHeight``.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// A cell is about to be shown for the row at `indexPath`.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// A cell left the screen.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Whether the row may highlight when touched; true by default (LST-2).
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row highlighted (LST-2).
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight went (LST-3, LST-4).
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row about to be selected by a touch: return it, another row, or nil for none (LST-4).
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row was selected by a touch (LST-4).
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The row about to be deselected by a touch: return it, another row, or nil to keep it (LST-4).
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row was deselected by a touch (LST-4).
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// The view of `section`'s header; nil (the default) for one the table makes from the title (LST-12).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// The view of `section`'s footer; nil (the default) for one the table makes from the title (LST-12).
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// The height of `section`'s header; by default the table's ``UITableView/sectionHeaderHeight`` (LST-12).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer; by default the table's ``UITableView/sectionFooterHeight`` (LST-12).
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A header view is about to be shown (LST-12).
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// A footer view is about to be shown (LST-12).
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// A header view left the screen (LST-12).
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    /// A footer view left the screen (LST-12).
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
    /// The editing control of the row at `indexPath` in editing mode, and whether its swipe
    /// deletes it; `.delete` by default (LST-15, LST-8).
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// The title of the row's delete confirmation button, and of its swipe to delete; "Delete" by
    /// default (LST-15, LST-8).
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Whether the row's content moves in to make room for its editing control; true by default (LST-15).
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// A swipe is showing the row's actions: the table is editing that row (LST-8).
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The swiped row closed, after any action's handler ran: the table is no longer editing it (LST-8).
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    /// The actions a swipe from the leading edge shows; nil (the default) for none (LST-8).
    func tableView(_ tableView: UITableView,
                   leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// The actions a swipe from the trailing edge shows; nil (the default) for the default set:
    /// the swipe to delete where the data source deletes rows, else none (LST-8).
    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// The older row actions a swipe from the trailing edge shows, when the delegate gives no
    /// trailing configuration; nil (the default) for the default set (LST-8).
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?
    /// The context menu for a long press on the row at `point` (in the table); nil (the default)
    /// for none (INT-4).
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration?
    /// A row's context menu is about to show (INT-4).
    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionAnimating?)
    /// A row's context menu is about to go (INT-4).
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionAnimating?)
    /// A row's context menu preview was tapped (INT-4).
    func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionCommitAnimating)
    /// Where a row dragged by its reorder control may go when the finger proposes
    /// `proposedDestinationIndexPath`; the proposal by default (LST-21).
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
}

extension UITableViewDelegate {
    /// Returns the table's `rowHeight` (LST-12).
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Returns true.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// Returns `indexPath`: the row touched is the row selected (LST-4).
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Returns `indexPath`: the row asked about is the row deselected (LST-4).
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Returns `.delete`, and notes that the default answered (``DefaultAnswers``, LST-8).
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { DefaultAnswers.editingStyleForRow }
    /// Returns "Delete", and notes that the default answered (``DefaultAnswers``, LST-8).
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { DefaultAnswers.titleForDeleteConfirmation }
    /// Returns true.
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// Returns nil.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// Returns nil.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Returns the table's `sectionHeaderHeight` (LST-12).
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// Returns the table's `sectionFooterHeight` (LST-12).
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    /// Returns nil: the row has no leading swipe actions (LST-8).
    public func tableView(_ tableView: UITableView,
                          leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// Returns nil: the row has no trailing swipe actions of the delegate's; a data source that
    /// deletes rows still gets Delete (LST-8).
    public func tableView(_ tableView: UITableView,
                          trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// Returns nil.
    public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { nil }
    /// Returns nil.
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                          point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionAnimating?) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionAnimating?) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionCommitAnimating) {}
    /// Returns `proposedDestinationIndexPath`: the row goes where the finger proposes (LST-21).
    public func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }
}
