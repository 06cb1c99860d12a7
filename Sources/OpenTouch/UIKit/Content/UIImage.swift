import Foundation

/// An image, as far as touch code needs one: its size in points and its scale. OpenTouch does
/// not decode or draw pixels; an image is made with a size, or by name with a size hosts know.
@preconcurrency @MainActor
open class UIImage: NSObject {
    /// The image's size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The name the image was made with, if any; hosts that draw may look it up.
    public let name: String?

    /// An image of `size` points (OpenTouch's own; UIKit decodes images from data).
    public init(size: CGSize, scale: CGFloat = 1, name: String? = nil) {
        self.size = size
        self.scale = scale
        self.name = name
        super.init()
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
