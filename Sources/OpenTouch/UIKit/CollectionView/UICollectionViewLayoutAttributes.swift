import Foundation

/// Where a layout puts one element of a collection view, a cell or a supplementary view (a
/// section header, a footer): its index path, kind, frame and stacking (LST-9, LST-16).
///
/// A custom layout that changes attributes it got from its superclass copies them first, as in
/// UIKit: `super.layoutAttributesForElements(in: rect)?.map { $0.copy() as! UICollectionViewLayoutAttributes }`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The element's index path: its item's, or for a section's header or footer, item 0 of
    /// the section.
    open var indexPath: IndexPath
    /// The element's frame in the collection view's content.
    open var frame: CGRect
    /// The element's centre in the collection view's content.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The element's size, kept centred when changed.
    open var size: CGSize {
        get { frame.size }
        set {
            let middle = center
            frame.size = newValue
            center = middle
        }
    }
    /// The element's opacity; 1 by default.
    open var alpha: CGFloat = 1
    /// Which element is in front where two overlap: the greater. Cells are at 0; section
    /// headers and footers a flow or compositional layout makes are in front of them.
    open var zIndex = 0
    /// Whether the element is hidden.
    open var isHidden = false
    /// Which sides of the size are an estimate the cell should correct (LST-24): set by a layout
    /// that sizes its cells by their content, until the cell has been measured.
    var estimatedAxes: (width: Bool, height: Bool) = (false, false)
    /// Whether these attributes are a cell's or a supplementary view's.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory
    /// The supplementary kind (``UICollectionView/elementKindSectionHeader``, …), nil for a cell.
    open private(set) var representedElementKind: String?

    /// Attributes for the cell at `indexPath`, with a zero frame.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        self.frame = .zero
        representedElementCategory = .cell
        super.init()
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`, with a zero frame.
    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        self.frame = .zero
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        super.init()
    }

    /// A copy with the same values, of the same class.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy: UICollectionViewLayoutAttributes
        if let kind = representedElementKind {
            copy = Self(forSupplementaryViewOfKind: kind, with: indexPath)
        } else {
            copy = Self(forCellWith: indexPath)
        }
        copy.frame = frame
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.estimatedAxes = estimatedAxes
        return copy
    }
}
