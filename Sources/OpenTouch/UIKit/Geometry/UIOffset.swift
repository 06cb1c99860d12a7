import Foundation

/// A distance to move something by, horizontally and vertically: how UIKit adjusts a bar button's
/// title or a search bar's text (`UIOffset(horizontal: 0, vertical: -2)`) (RUN-4).
public struct UIOffset: Hashable, Sendable {
    /// The distance along x, in points.
    public var horizontal: CGFloat
    /// The distance along y, in points.
    public var vertical: CGFloat

    /// An offset of the given distances.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// No offset.
    public static let zero = UIOffset()
}
