import Foundation

/// UIKit's names for the two indexes of a table row or a collection item (LST-1): a section and
/// a row (or item) within it.
extension IndexPath {
    /// The index path of `row` in `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The index path of `item` in `section`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// A table's row within its section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// A collection view's item within its section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
