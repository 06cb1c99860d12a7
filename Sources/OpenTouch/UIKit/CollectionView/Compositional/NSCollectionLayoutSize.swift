import Foundation

/// The width and height of a compositional layout element (LST-17).
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject {
    /// How wide: absolute, fractional or estimated.
    public let widthDimension: NSCollectionLayoutDimension
    /// How high: absolute, fractional or estimated.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of `width` by `height`.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The size in points within a container of `container`'s size.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}
