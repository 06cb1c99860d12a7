import Foundation

/// A bitmap image as Core Graphics describes one: its pixel size and layout. OpenTouch has no
/// pixels; an image made by drawing (``CGContext/makeImage()``, ``UIGraphicsImageRenderer``)
/// carries the recorded ``Drawing`` instead, so a test can read what is in it.
public final class CGImage: @unchecked Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bits in each color component of a pixel.
    public let bitsPerComponent: Int
    /// Bits in each pixel.
    public let bitsPerPixel: Int
    /// Bytes in each row of pixels.
    public let bytesPerRow: Int
    /// The image's color space.
    public let colorSpace: CGColorSpace?
    /// What was drawn to make the image, in points of the drawing, when it was made by drawing
    /// (OpenTouch's own).
    public let drawing: Drawing?
    /// The name of the image it was made from, kept so that drawings can name it.
    let sourceName: String?

    init(width: Int, height: Int, colorSpace: CGColorSpace? = .srgbSpace, drawing: Drawing?, sourceName: String? = nil) {
        self.sourceName = sourceName
        self.width = max(0, width)
        self.height = max(0, height)
        self.bitsPerComponent = 8
        self.bitsPerPixel = 32
        self.bytesPerRow = self.width * 4
        self.colorSpace = colorSpace
        self.drawing = drawing
    }

    /// The part of the image inside `rect` (in pixels), or nil when they do not meet.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let part = rect.standardized.integral.intersection(bounds)
        guard !part.isNull, part.width > 0, part.height > 0 else { return nil }
        return CGImage(width: Int(part.width), height: Int(part.height), colorSpace: colorSpace, drawing: drawing, sourceName: sourceName)
    }
}

/// Whether and how a bitmap has alpha; raw values are Core Graphics'.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}
