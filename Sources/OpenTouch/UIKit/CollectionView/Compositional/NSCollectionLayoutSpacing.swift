import Foundation

/// The space between the items of a group (LST-17): fixed, or flexible (at least so much, the
/// rest of the group's length shared out evenly between the items).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
    /// The space in points: exact when fixed, the least when flexible.
    public let spacing: CGFloat
    /// Whether the space grows to share out the group's room left.
    public let isFlexibleSpacing: Bool
    /// Whether the space is exactly ``spacing``.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(fixedSpacing, flexible: false) }
    /// At least `flexibleSpacing` points, more when the group has room.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(flexibleSpacing, flexible: true) }
}
