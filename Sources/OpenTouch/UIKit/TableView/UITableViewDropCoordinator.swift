import Foundation

/// One item dropped on a table (LST-23).
@preconcurrency @MainActor
public protocol UITableViewDropItem: AnyObject {
    /// The dragged item.
    var dragItem: UIDragItem { get }
    /// The row it was dragged from, when it came from this table.
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview.
    var previewSize: CGSize { get }
}

/// What a table's drop delegate works with while performing a drop (LST-23): the items, where
/// they were dropped, and calls that say where each goes.
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: AnyObject {
    /// The dropped items.
    var items: [UITableViewDropItem] { get }
    /// The row the items were dropped at; nil off the rows.
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal, which the drop follows.
    var proposal: UITableViewDropProposal { get }
    /// The drop session.
    var session: UIDropSession { get }
    /// Sends `dragItem`'s preview to the row at `indexPath`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating
    /// Sends `dragItem`'s preview into `rect` of the row at `indexPath`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating
    /// Sends `dragItem`'s preview to `target`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
}
