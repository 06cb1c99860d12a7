import Foundation

/// Where a layout puts one item: its index path and frame (LST-9).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The item's index path.
    open var indexPath: IndexPath
    /// The item's frame in the collection view's content.
    open var frame: CGRect
    /// Whether the item is hidden.
    open var isHidden = false

    /// Attributes for the cell at `indexPath`, with a zero frame.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        self.frame = .zero
        super.init()
    }
}
