import Foundation

/// Insets for each edge of a rectangle, for ``UIScrollView/contentInset``.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the left edge, in points.
    public var left: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the right edge, in points.
    public var right: CGFloat

    /// Insets of the given sizes.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// No insets.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// The rectangle made smaller by `insets` on each side (larger for negative insets), as UIKit's
    /// `inset(by:)`: hit areas are often widened this way in `point(inside:with:)`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let rect = standardized
        return CGRect(x: rect.minX + insets.left, y: rect.minY + insets.top,
                      width: rect.width - insets.left - insets.right,
                      height: rect.height - insets.top - insets.bottom)
    }
}
