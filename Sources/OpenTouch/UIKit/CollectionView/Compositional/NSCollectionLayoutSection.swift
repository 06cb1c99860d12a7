import Foundation

/// One section of a compositional layout: its group, repeated until the section's items run
/// out, with insets, spacing between groups, headers and footers, and whether it scrolls on its
/// own across the layout (LST-17).
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup
    /// Space around the section's groups.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between one group and the next.
    open var interGroupSpacing: CGFloat = 0
    /// Whether the section scrolls across the layout, and how it comes to rest; `.none` by default.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether the headers and footers keep to the section's leading and trailing insets; true
    /// by default.
    open var supplementariesFollowContentInsets = true
    /// The list configuration the section was made from, for its rows' swipe actions (LST-19).
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// A section that repeats `group` along the layout's axis, once per group's worth of items (LST-17).
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}
