import Foundation

/// An image, as far as touch code needs one: its size in points and its scale. OpenTouch does
/// not decode or draw pixels; an image is made with a size, by name with a size hosts know, or
/// by drawing (an image context or renderer), when it carries the recorded ``drawing`` (DRW-5).
/// Immutable once made, and usable on any thread, as UIKit's images are.
open class UIImage: NSObject, @unchecked Sendable {
    /// The image's size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The name the image was made with, if any; hosts that draw may look it up.
    public let name: String?
    /// What was drawn to make the image, when it was made by drawing (OpenTouch's own).
    public let drawing: Drawing?

    /// How the image is turned; `.up` unless made with another.
    public private(set) var imageOrientation: Orientation = .up
    /// Whether the image is drawn as it is or as a template in the tint colour (IMG-1).
    public private(set) var renderingMode: RenderingMode = .automatic
    /// The colour a template image is drawn in, when one was given with ``withTintColor(_:)``.
    public private(set) var tintColor: UIColor?
    /// The parts of the image that keep their size when it is drawn larger (IMG-1).
    public private(set) var capInsets: UIEdgeInsets = .zero
    /// How the middle of a resizable image fills the rest.
    public private(set) var resizingMode: ResizingMode = .tile
    /// The configuration of a symbol image; nil for other images.
    public private(set) var symbolConfiguration: SymbolConfiguration?
    /// Whether the image is an SF Symbol, made with ``init(systemName:)``.
    public var isSymbolImage: Bool { symbolConfiguration != nil }
    /// A name for UI tests to find the image by (`UIAccessibilityIdentification`, ACC-1).
    open var accessibilityIdentifier: String?

    /// An image of `size` points (OpenTouch's own; UIKit decodes images from data).
    public init(size: CGSize, scale: CGFloat = 1, name: String? = nil) {
        self.size = size
        self.scale = scale
        self.name = name
        self.drawing = nil
        super.init()
    }

    /// The image of an `#imageLiteral(resourceName:)`: the one registered under that name with
    /// ``AssetCatalog`` (IMG-1). For a name not registered, where iOS stops at a missing asset,
    /// an image of no size that keeps the name, so that code written for the app's own catalog
    /// runs, and a host that draws can still look the name up.
    public required convenience init(imageLiteralResourceName name: String) {
        if let image = AssetCatalog.image(named: name) {
            self.init(copying: image)
        } else {
            self.init(size: .zero, name: name)
        }
    }

    /// An empty image: no size, nothing drawn, as `UIImage()` is in UIKit.
    public override convenience init() {
        self.init(size: .zero)
    }

    /// An image made by drawing: the drawing's size, at `scale`.
    init(drawing: Drawing, scale: CGFloat) {
        self.size = drawing.size
        self.scale = scale
        self.name = nil
        self.drawing = drawing
        super.init()
    }

    /// A copy of `image` with another size (for symbols) and the same everything else.
    private init(copying image: UIImage, size: CGSize? = nil) {
        self.size = size ?? image.size
        self.scale = image.scale
        self.name = image.name
        self.drawing = image.drawing
        super.init()
        imageOrientation = image.imageOrientation
        renderingMode = image.renderingMode
        tintColor = image.tintColor
        capInsets = image.capInsets
        resizingMode = image.resizingMode
        symbolConfiguration = image.symbolConfiguration
    }

    /// An image of a Core Graphics image's pixels at scale 1, with its drawing if it has one.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of a Core Graphics image's pixels at `scale`; the orientation is stored.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.size = CGSize(width: CGFloat(cgImage.width) / max(scale, 1e-9), height: CGFloat(cgImage.height) / max(scale, 1e-9))
        self.scale = scale
        self.drawing = cgImage.drawing
        self.name = cgImage.sourceName
        self.imageOrientation = orientation
        super.init()
    }

    /// The SF Symbol `name` at the default configuration (body text style): a square of
    /// ``SymbolConfiguration/side`` points. [chosen] Every name gives an image: the symbol
    /// catalogue is Apple's, and where UIKit returns nil for an unknown name, OpenTouch cannot tell.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The SF Symbol `name` at `configuration` (IMG-1).
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        let symbol = (configuration as? SymbolConfiguration) ?? SymbolConfiguration.unspecified
        let side = symbol.side
        self.init(size: CGSize(width: side, height: side), scale: 3, name: name)
        symbolConfiguration = symbol
        renderingMode = .alwaysTemplate
    }

    /// The image registered under `name` with ``AssetCatalog``; nil for any other name, as for a
    /// name missing from the app's asset catalog (IMG-1).
    public convenience init?(named name: String) {
        guard let image = AssetCatalog.image(named: name) else { return nil }
        self.init(copying: image)
    }

    /// The image registered under `name`; bundle and traits are not consulted (no bundled catalogs).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The orientations of an image; raw values are UIKit's.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// Whether an image is drawn with its own colours or as a mask in the tint colour.
    public enum RenderingMode: Int, Sendable {
        /// Symbols are templates; other images are drawn as they are.
        case automatic = 0
        case alwaysOriginal = 1
        case alwaysTemplate = 2
    }

    /// How a resizable image's middle fills the space.
    public enum ResizingMode: Int, Sendable {
        case tile = 0, stretch = 1
    }

    /// The same image drawn with `renderingMode` (IMG-1).
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let copy = UIImage(copying: self)
        copy.renderingMode = renderingMode
        return copy
    }

    /// The same image as a template drawn in `color` (IMG-1).
    open func withTintColor(_ color: UIColor) -> UIImage {
        let copy = UIImage(copying: self)
        copy.tintColor = color
        if copy.renderingMode == .automatic { copy.renderingMode = .alwaysOriginal }
        return copy
    }

    /// The same image with `capInsets` kept at their size when drawn larger, the middle tiled (IMG-1).
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same image with `capInsets` kept at their size, the middle filled as `resizingMode` says (IMG-1).
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        let copy = UIImage(copying: self)
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        return copy
    }

    /// A symbol image at another configuration, sized by it; other images are returned as they are.
    open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let current = symbolConfiguration, let new = configuration as? SymbolConfiguration else { return self }
        let merged = current.applying(new)
        let copy = UIImage(copying: self, size: CGSize(width: merged.side, height: merged.side))
        copy.symbolConfiguration = merged
        return copy
    }

    /// The image as a Core Graphics image: its pixel size, and its drawing.
    public var cgImage: CGImage? {
        CGImage(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()), drawing: drawing, sourceName: name)
    }

    /// Draws the image into `rect` of the current context (recorded, DRW-2).
    open func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.draw(Drawing.Operation.Image(size: size, name: name, drawing: drawing), in: rect)
    }

    /// Draws the image at its size with its top left at `point`.
    open func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image into `rect` with a blend mode and alpha for this draw only.
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        UIGraphicsGetCurrentContext()?.withBlendMode(blendMode, alpha: alpha) { draw(in: rect) }
    }
}
