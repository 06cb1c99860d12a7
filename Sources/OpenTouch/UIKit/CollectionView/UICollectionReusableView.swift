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

    /// A reusable view from a storyboard or nib (NIB-2).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before the collection view hands this view out again from its dequeue method.
    open func prepareForReuse() {}

    /// Applies the layout's attributes; the frame is already set.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes this view would like, given the layout's (LST-24): where the layout's size
    /// is an estimate, the size the view's content asks for at the sides that are not; the
    /// layout's attributes unchanged otherwise. Override to size the view yourself.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let axes = layoutAttributes.estimatedAxes
        guard axes.width || axes.height else { return layoutAttributes }
        let fitted = fittingSize(for: layoutAttributes.size, estimating: axes)
        let preferred = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        preferred.frame.size = CGSize(width: axes.width && fitted.width > 0 ? fitted.width : layoutAttributes.size.width,
                                      height: axes.height && fitted.height > 0 ? fitted.height : layoutAttributes.size.height)
        return preferred
    }

    /// The size the view's content asks for, the sides not estimated held at `size`'s.
    func fittingSize(for size: CGSize, estimating axes: (width: Bool, height: Bool)) -> CGSize {
        systemLayoutSizeFitting(CGSize(width: axes.width ? 0 : size.width, height: axes.height ? 0 : size.height),
                                withHorizontalFittingPriority: axes.width ? .fittingSizeLevel : .required,
                                verticalFittingPriority: axes.height ? .fittingSizeLevel : .required)
    }
}
