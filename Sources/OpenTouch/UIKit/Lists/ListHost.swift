import Foundation

/// What ``ListSelection`` needs from a table or collection view: where its cells are, whether
/// selection is allowed, and its delegate's answers, in one vocabulary for both (LST-2..6).
@MainActor
protocol ListHost: UIScrollView {
    /// The highlight and selection state of the list.
    var listSelection: ListSelection { get }
    /// "row" or "item", for the trace.
    var elementNoun: String { get }
    var allowsSelection: Bool { get }
    var allowsMultipleSelection: Bool { get }
    /// Whether a touch may select now, and select several (a table in editing mode answers with
    /// its during-editing settings, LST-15).
    var selectsByTouch: Bool { get }
    var selectsSeveralByTouch: Bool { get }
    /// The index path a visible cell shows, if it is one of the list's cells.
    func indexPath(ofVisibleCell cell: UIView) -> IndexPath?
    /// The visible cell showing `indexPath`.
    func visibleListCell(at indexPath: IndexPath) -> ListCell?
    func delegateShouldHighlight(_ indexPath: IndexPath) -> Bool
    func delegateDidHighlight(_ indexPath: IndexPath)
    func delegateDidUnhighlight(_ indexPath: IndexPath)
    /// The index path to select instead of `indexPath`, or nil to select nothing.
    func delegateWillSelect(_ indexPath: IndexPath) -> IndexPath?
    /// The index path to deselect instead of `indexPath`, or nil to keep it selected.
    func delegateWillDeselect(_ indexPath: IndexPath) -> IndexPath?
    func delegateDidSelect(_ indexPath: IndexPath)
    func delegateDidDeselect(_ indexPath: IndexPath)
    /// Applies a batch of updates the data source already made (LST-13).
    func apply(_ batch: ListBatch, verb: String)
    func reloadData()
}

/// A table or collection view cell as ``ListSelection`` drives it.
@MainActor
protocol ListCell: UIView {
    /// Shows or clears the highlight through the cell's own overridable API.
    func showHighlight(_ highlighted: Bool)
    /// Shows or clears the selection through the cell's own overridable API.
    func showSelection(_ selected: Bool, animated: Bool)
}

extension ListCell {
    /// Hands the touches to the list this cell is in (LST-2..4). False when it is in none, and
    /// the cell passes them up the responder chain as any view does.
    func handToList(_ touches: Set<UITouch>, _ phase: UITouch.Phase) -> Bool {
        // A collection view section that scrolls sideways holds its cells in a scroll view of
        // its own (LST-17); they are still the collection view's.
        guard let list = superview as? ListHost ?? (superview as? SectionScrollView)?.collectionView else { return false }
        list.listSelection.cell(self, heard: phase, touches)
        return true
    }
}

extension ListHost {
    var selectsByTouch: Bool { allowsSelection || allowsMultipleSelection }
    var selectsSeveralByTouch: Bool { allowsMultipleSelection }

    /// Calls a batch's completion with true at the next turn of the application clock, where
    /// UIKit calls it when the animations end (LST-13).
    func scheduleBatchCompletion(_ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        (window?.applicationClock ?? ApplicationClock.inCharge).schedule(after: 0, label: "batch updates completion") {
            completion(true)
        }
    }
}
