import Foundation

/// One side of a compositional layout element's size (LST-17): a fraction of its container's
/// width or height, a number of points, or an estimate.
///
/// An estimated height is laid out at its estimate until the cell shown for the item is
/// measured, and then at the cell's height (LST-24).
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    private enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    private let kind: Kind
    /// The fraction, the points, or the estimate.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// `fraction` of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(.fractionalWidth, fractionalWidth) }
    /// `fraction` of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(.fractionalHeight, fractionalHeight) }
    /// A fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute, absoluteDimension) }
    /// A size the content decides, `estimatedDimension` until it is measured.
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self(.estimated, estimatedDimension) }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a fixed number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate that the content's own size replaces (LST-24).
    public var isEstimated: Bool { kind == .estimated }

    /// The points this dimension stands for in a container of `container`'s size.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: max(0, container.width * dimension)
        case .fractionalHeight: max(0, container.height * dimension)
        case .absolute, .estimated: max(0, dimension)
        }
    }
}
