import Foundation

/// How a compositional layout section scrolls across the collection view's direction (LST-17).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll on its own: its groups follow one another along the layout.
    case none = 0
    /// The section scrolls freely, decelerating as any scroll view.
    case continuous
    /// The section comes to rest with a group's leading edge at the section's leading inset.
    case continuousGroupLeadingBoundary
    /// The section pages by its own width.
    case paging
    /// The section pages group by group.
    case groupPaging
    /// The section pages group by group, each group coming to rest centred.
    case groupPagingCentered
}
