import Foundation

/// Makes images by drawing: the modern form of an image context (DRW-5).
///
/// `image(actions:)` runs the block with a fresh recording context made current, then returns a
/// ``UIImage`` of the renderer's size and scale that carries what the block drew (``UIImage/drawing``).
/// OpenTouch has no pixels, so there is no `pngData` or `jpegData`.
///
/// ```swift
/// let snapshot = UIGraphicsImageRenderer(bounds: cell.bounds).image { context in
///     cell.layer.render(in: context.cgContext)
/// }
/// ```
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// The size of the images, in points.
    public let size: CGSize
    /// The scale, opacity and range of the images.
    public let imageFormat: UIGraphicsImageRendererFormat
    private let origin: CGPoint

    /// A renderer of `size`-point images in the default format (the main screen's scale).
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// A renderer of `size`-point images in `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.imageFormat = format
        self.origin = .zero
        super.init()
    }

    /// A renderer whose context's origin is `bounds.origin` (drawing at that point lands at the
    /// image's top left), in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.size = bounds.standardized.size
        self.imageFormat = format
        self.origin = bounds.standardized.origin
        super.init()
    }

    /// Runs `actions` with a new context made current and returns the image it drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = CGContext(size: size, scale: imageFormat.scale)
        context.translateBy(x: -origin.x, y: -origin.y)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: imageFormat, size: size)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        return UIImage(drawing: context.drawing, scale: imageFormat.scale)
    }
}

/// The base of UIKit's renderers; OpenTouch has only the image renderer.
open class UIGraphicsRenderer: NSObject {
    /// Whether the renderer makes images: true.
    open var allowsImageOutput: Bool { true }
}

/// The scale, opacity and color range of a renderer's images.
open class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels per point; the main screen's scale by default.
    open var scale: CGFloat
    /// Whether the image is opaque; recorded, no effect on a recording.
    open var opaque = false
    /// The color range; stored.
    open var preferredRange: Range = .automatic

    /// A format for the main screen.
    public override init() {
        scale = UIScreen.defaultScale
        super.init()
    }

    /// The format of the main screen.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The most capable format of the main screen: the default one in OpenTouch.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The color range of a format.
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic, extended, standard
    }
}

/// What a renderer's actions draw with: the Core Graphics context and a few shortcuts.
open class UIGraphicsImageRendererContext: NSObject {
    /// The context to draw into.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    private let size: CGSize

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, size: CGSize) {
        self.cgContext = cgContext
        self.format = format
        self.size = size
        super.init()
    }

    /// An image of what has been drawn so far.
    open var currentImage: UIImage { UIImage(drawing: cgContext.drawing, scale: format.scale) }

    /// Fills `rect` with the current fill color.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with a blend mode.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.withBlendMode(blendMode) { cgContext.fill(rect) }
    }

    /// Strokes `rect` with the current stroke color.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
