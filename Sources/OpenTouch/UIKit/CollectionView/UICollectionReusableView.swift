import Foundation

/// A view a collection view reuses: the base of its cells (LST-1).
///
/// A class registered with ``UICollectionView/register(_:forCellWithReuseIdentifier:)`` is made
/// with ``init(frame:)``, which is `required` here (see "Where OpenTouch differs").
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the collection view reuses this view by.
    public internal(set) var reuseIdentifier: String?

    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before the collection view hands this view out again from its dequeue method.
    open func prepareForReuse() {}

    /// Applies the layout's attributes; the frame is already set.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}
