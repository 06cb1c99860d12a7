import Foundation

/// A supplementary view along a section's edge in a compositional layout: its header or footer
/// (LST-16, LST-17).
///
/// [chosen] A vertical layout places items aligned to the top (header) or the bottom (footer);
/// other alignments are reported (``Diagnostics``) and placed as headers.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source is asked a view for.
    public let elementKind: String
    /// Which edge of the section the view is on.
    public let alignment: NSRectAlignment
    /// Whether the view stays at the edge of the visible bounds while its section scrolls under
    /// it; false by default.
    open var pinToVisibleBounds = false
    /// Whether the view takes room of its own in the section (true, the default) or lies over
    /// the section's items.
    open var extendsBoundary = true
    /// Which view is in front where two overlap; headers default to 1, in front of the cells.
    open var zIndex = 1

    /// A view of kind `elementKind`, of `layoutSize`, placed at `alignment` of its section: `.top`
    /// for a header, `.bottom` for a footer (LST-16).
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}
