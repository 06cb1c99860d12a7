import Foundation

/// The sizes cells measured for their items (LST-24), kept with the items through batch updates
/// and forgotten on a reload or a new width.
struct MeasuredSizes {
    private var sizes: [IndexPath: CGSize] = [:]
    private var width: CGFloat?

    subscript(indexPath: IndexPath) -> CGSize? {
        get { sizes[indexPath] }
        set { sizes[indexPath] = newValue }
    }

    /// Forgets every size when the collection view's width is not the one they were measured at.
    mutating func keep(forWidth width: CGFloat) {
        if self.width != width {
            sizes = [:]
            self.width = width
        }
    }

    /// The items moved as `newIndexPath` says (nil: forget them all, after a reload); a size
    /// whose item was deleted or reloaded is forgotten.
    mutating func itemsDidChange(_ newIndexPath: ((IndexPath) -> IndexPath?)?) {
        guard let newIndexPath else { return sizes = [:] }
        var moved: [IndexPath: CGSize] = [:]
        for (indexPath, size) in sizes {
            if let target = newIndexPath(indexPath) { moved[target] = size }
        }
        sizes = moved
    }
}
