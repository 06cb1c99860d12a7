import Foundation

/// A view that shows an image. As Apple documents, an image view does not take touches by
/// default: ``UIView/isUserInteractionEnabled`` starts false, so touches pass to what is behind it
/// (HIT-1) until code turns it on, as the seed's emoji picker does.
///
/// ```swift
/// let photo = UIImageView(image: UIImage(size: CGSize(width: 300, height: 200)))
/// photo.isUserInteractionEnabled = true
/// photo.addGestureRecognizer(pinch)
/// ```
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown; setting it does not resize the view, as in UIKit.
    open var image: UIImage? {
        didSet { imageDidChange() }
    }

    /// The image is the layer's contents, as in UIKit; a snapshot of the view records it (DRW-4).
    /// Called by the initializers too, where Swift calls no property observer.
    private func imageDidChange() {
        invalidateIntrinsicContentSize()
        if layerStorage != nil || image != nil { layer.contents = image?.cgImage }
    }
    /// The image shown while ``isHighlighted``.
    open var highlightedImage: UIImage?
    /// Whether the view shows ``highlightedImage``; a cell sets it while touched.
    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue, let shown = isHighlighted ? highlightedImage ?? image : image else { return }
            layer.contents = shown.cgImage
        }
    }

    override class var takesTouchesByDefault: Bool { false }

    /// An image view sized to `image`, at the origin.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        imageDidChange()
    }

    /// An image view sized to `image`, with a highlighted image.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// The image's size, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? bounds.size
    }

    /// An image view is not an element by default; when made one, its trait is `.image`.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityTraitsSet(default: .image) }
        set { super.accessibilityTraits = newValue }
    }
}
