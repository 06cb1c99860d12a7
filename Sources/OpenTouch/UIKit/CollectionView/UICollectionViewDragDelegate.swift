import Foundation

/// What a collection view asks and tells about items dragged out of it (LST-23).
@preconcurrency @MainActor
public protocol UICollectionViewDragDelegate: AnyObject {
    /// The items a held press on the item at `indexPath` lifts; none, and no drag begins.
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    /// How the lifted item is cut out; the whole cell by default.
    func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
    /// The lifted items are starting to move.
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession)
    /// The drag ended, dropped or not.
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession)
    /// Whether a drop may move the items; true by default.
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool
    /// Whether the items stay in this app; false by default.
    func collectionView(_ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool
}

extension UICollectionViewDragDelegate {
    /// Returns nil.
    public func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) {}
    /// Returns true.
    public func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool { true }
    /// Returns false.
    public func collectionView(_ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool { false }
}
