import Foundation

/// A controller whose view is a table, which it serves as data source and delegate (LST-11).
///
/// Every data-source and delegate method, the scroll view's included, is an `open` method of the
/// controller, so that a subclass writes `override func tableView(_:numberOfRowsInSection:)` as
/// it does for iOS and the table calls the subclass's version.
///
/// ```swift
/// final class AlbumsController: UITableViewController {
///     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { albums.count }
///     override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { … }
/// }
/// ```
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style

    /// A controller whose table has `style`.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A table view controller from a storyboard or nib, with a plain table until its view is
    /// loaded; a static table's content comes from the storyboard (LST-11, NIB-3).
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// The table, which is the controller's view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Makes the table, the size of the main screen, with this controller as its data source and delegate.
    open override func loadView() {
        if loadViewFromDocument() { return }
        let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// The table's refresh control (CTL-15); nil by default.
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// Enters or leaves editing mode, the table with it (LST-15).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    /// Whether the selected rows are deselected when the table is about to appear again; true
    /// by default, as in UIKit (LST-11).
    open var clearsSelectionOnViewWillAppear = true

    /// Deselects the selected rows when ``clearsSelectionOnViewWillAppear``, telling no delegate.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView else { return }
        for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
    }

    // MARK: UITableViewDataSource

    /// One section, or the storyboard's static sections (NIB-4).
    open func numberOfSections(in tableView: UITableView) -> Int { tableView.staticContent?.sections.count ?? 1 }

    /// No rows, or the static section's cells (NIB-4).
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView.staticContent.map { $0.sections.indices.contains(section) ? $0.sections[section].cells.count : 0 } ?? 0
    }

    /// A subclass gives the cells, unless the storyboard gives static ones (NIB-4); UIKit raises
    /// when neither does, OpenTouch reports it and shows an empty cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let cell = tableView.staticContent?.cell(at: indexPath) { return cell }
        Diagnostics.report(.invalidArgument, "\(type(of: self)) has rows but does not override tableView(_:cellForRowAt:) (LST-11)")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// The header title of `section` of a static table from a storyboard; nil otherwise.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView.staticContent.flatMap { $0.sections.indices.contains(section) ? $0.sections[section].header : nil }
    }
    /// The footer title of `section` of a static table from a storyboard; nil otherwise.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView.staticContent.flatMap { $0.sections.indices.contains(section) ? $0.sections[section].footer : nil }
    }
    /// Returns true, and notes that the default answered (``DefaultAnswers``, LST-8).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { DefaultAnswers.canEditRow }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// False unless a subclass that moves rows answers true (LST-21; UIKit infers it from an
    /// override of ``tableView(_:moveRowAt:to:)``, which Swift cannot see).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: UITableViewDelegate

    /// Returns `.delete`, and notes that the default answered (``DefaultAnswers``, LST-8).
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { DefaultAnswers.editingStyleForRow }
    /// Returns "Delete", and notes that the default answered (``DefaultAnswers``, LST-8).
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { DefaultAnswers.titleForDeleteConfirmation }
    /// Returns true.
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// Returns nil.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// Returns nil.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Returns the table's `sectionHeaderHeight` (LST-12).
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// Returns the table's `sectionFooterHeight` (LST-12).
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}

    /// The height a static table's storyboard gives the row, or the table's `rowHeight` (LST-12).
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.staticContent?.height(at: indexPath) ?? tableView.rowHeight
    }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Returns true.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// Returns `indexPath`: the row touched is the row selected (LST-4).
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Returns `indexPath`: the row asked about is the row deselected (LST-4).
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Returns nil.
    open func tableView(_ tableView: UITableView,
                        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// Returns nil.
    open func tableView(_ tableView: UITableView,
                        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// Returns nil.
    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { nil }
    /// Returns nil.
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionCommitAnimating) {}
    /// Returns `proposedDestinationIndexPath`: the row goes where the finger proposes (LST-21).
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }

    // MARK: UIScrollViewDelegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Returns nil.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
