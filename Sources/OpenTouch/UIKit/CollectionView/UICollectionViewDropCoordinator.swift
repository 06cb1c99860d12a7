import Foundation

/// One item dropped on a collection view (LST-23).
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: AnyObject {
    /// The dragged item.
    var dragItem: UIDragItem { get }
    /// The item it was dragged from, when it came from this collection view.
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview.
    var previewSize: CGSize { get }
}

/// What a collection view's drop delegate works with while performing a drop (LST-23).
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    /// The dropped items.
    var items: [UICollectionViewDropItem] { get }
    /// The index path the items were dropped at; nil off the items.
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal, which the drop follows.
    var proposal: UICollectionViewDropProposal { get }
    /// The drop session.
    var session: UIDropSession { get }
    /// Sends `dragItem`'s preview to the item at `indexPath`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating
    /// Sends `dragItem`'s preview into `rect` of the item at `indexPath`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating
    /// Sends `dragItem`'s preview to `target`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
}
