import Foundation

/// Decides where a collection view's items go (LST-9). Subclasses override ``prepare()``,
/// ``collectionViewContentSize`` and ``layoutAttributesForElements(in:)``.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout.
    open internal(set) weak var collectionView: UICollectionView?

    public override init() {
        super.init()
    }

    /// Computes the layout; called before the collection view asks for attributes after an
    /// invalidation.
    open func prepare() {}

    /// The size of the whole content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the items whose frames meet `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Marks the layout for ``prepare()`` before the next layout pass.
    open func invalidateLayout() {
        collectionView?.layoutWasInvalidated()
    }
}
