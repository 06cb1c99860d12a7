import Foundation

/// An image, as far as touch code needs one: its size in points and its scale. OpenTouch does
/// not decode or draw pixels; an image is made with a size, by name with a size hosts know, or
/// by drawing (an image context or renderer), when it carries the recorded ``drawing`` (DRW-5).
@preconcurrency @MainActor
open class UIImage: NSObject {
    /// The image's size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The name the image was made with, if any; hosts that draw may look it up.
    public let name: String?
    /// What was drawn to make the image, when it was made by drawing (OpenTouch's own).
    public let drawing: Drawing?

    /// An image of `size` points (OpenTouch's own; UIKit decodes images from data).
    public init(size: CGSize, scale: CGFloat = 1, name: String? = nil) {
        self.size = size
        self.scale = scale
        self.name = name
        self.drawing = nil
        super.init()
    }

    /// An image made by drawing: the drawing's size, at `scale`.
    init(drawing: Drawing, scale: CGFloat) {
        self.size = drawing.size
        self.scale = scale
        self.name = nil
        self.drawing = drawing
        super.init()
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

    /// How the image is turned; `.up` unless made with another.
    public private(set) var imageOrientation: Orientation = .up

    /// The orientations of an image; raw values are UIKit's.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
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

    /// A named image of the SF Symbols size (20 × 20 points [chosen]); OpenTouch has no asset
    /// catalog, so any name gives an image, where UIKit returns nil for an unknown name.
    public convenience init?(systemName name: String) {
        self.init(size: CGSize(width: 20, height: 20), name: name)
    }

    /// A named image of 1 × 1 point [chosen], for code that loads assets by name.
    public convenience init?(named name: String) {
        self.init(size: CGSize(width: 1, height: 1), name: name)
    }
}
