import Foundation

/// What a collection view asks and tells about items dropped on it (LST-23).
@preconcurrency @MainActor
public protocol UICollectionViewDropDelegate: AnyObject {
    /// Puts the dropped items in the data and the collection view. Not called for an item moved
    /// within its own collection view by its data source's `moveItemAt` (LST-23).
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator)
    /// Whether the collection view takes drops of this session at all; true by default.
    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool
    /// The session came over the collection view.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession)
    /// The session is over the collection view, at `destinationIndexPath` (nil off the items):
    /// what a drop now would do; a cancel by default.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
    /// The session left the collection view, or was let go over it without a drop.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession)
    /// The session ended.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession)
    /// How an item dropped at `indexPath` is cut out; the whole cell by default.
    func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UICollectionViewDropDelegate {
    /// Returns true.
    public func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession) {}
    /// Returns a proposal to cancel: a collection view whose delegate does not say otherwise takes
    /// no drop (INT-7).
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .cancel)
    }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) {}
    /// Returns nil.
    public func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
}
