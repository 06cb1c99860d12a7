import Foundation

/// The smallest part of a compositional layout: the place of one cell, its size relative to the
/// group it is in (LST-17).
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size; fractions are of the enclosing group's size.
    public let layoutSize: NSCollectionLayoutSize
    /// Space inside the item's place that the cell does not cover. [chosen] As in UIKit, the
    /// insets shrink the cell and do not move the items after it.
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        super.init()
    }
}
