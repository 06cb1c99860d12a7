import Foundation

/// Items of one size in lines: left to right, then top to bottom (vertical scrolling), or top to
/// bottom, then left to right (horizontal) (LST-9).
///
/// [chosen] A full line spreads its items so that the first and last touch the section insets,
/// as UIKit's flow layout does; a line that is not full keeps the spacing of a full one, so that
/// the items stay in columns.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the content scrolls in.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0, horizontal
    }

    /// The size of every item; 50×50 by default.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least space between lines; 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line; 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The scrolling direction; vertical by default.
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }

    private var frames: [[CGRect]] = []
    private var contentSize: CGSize = .zero

    open override func prepare() {
        super.prepare()
        frames = []
        guard let collectionView else { return contentSize = .zero }
        let vertical = scrollDirection == .vertical
        // Work in "along the line" (a) and "across lines" (b) coordinates.
        let extent = vertical ? collectionView.bounds.width : collectionView.bounds.height
        let (itemA, itemB) = vertical ? (itemSize.width, itemSize.height) : (itemSize.height, itemSize.width)
        let (insetStart, insetEnd) = vertical ? (sectionInset.left, sectionInset.right) : (sectionInset.top, sectionInset.bottom)
        let (insetBefore, insetAfter) = vertical ? (sectionInset.top, sectionInset.bottom) : (sectionInset.left, sectionInset.right)
        let available = max(0, extent - insetStart - insetEnd)
        let perLine = max(1, Int((available + minimumInteritemSpacing) / (itemA + minimumInteritemSpacing)))
        let spacing = perLine > 1 ? max(minimumInteritemSpacing, (available - CGFloat(perLine) * itemA) / CGFloat(perLine - 1)) : 0
        var b: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            b += insetBefore
            var sectionFrames: [CGRect] = []
            for item in 0..<count {
                let line = item / perLine, column = item % perLine
                let a = insetStart + CGFloat(column) * (itemA + spacing)
                let lineB = b + CGFloat(line) * (itemB + minimumLineSpacing)
                sectionFrames.append(vertical ? CGRect(x: a, y: lineB, width: itemA, height: itemB)
                                              : CGRect(x: lineB, y: a, width: itemB, height: itemA))
            }
            let lines = (count + perLine - 1) / perLine
            if lines > 0 { b += CGFloat(lines) * itemB + CGFloat(lines - 1) * minimumLineSpacing }
            b += insetAfter
            frames.append(sectionFrames)
        }
        contentSize = vertical ? CGSize(width: extent, height: b) : CGSize(width: b, height: extent)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, sectionFrames) in frames.enumerated() {
            // Strict overlap: an item that only touches the edge of `rect` is not in it.
            for (item, frame) in sectionFrames.enumerated()
            where frame.maxX > rect.minX && frame.minX < rect.maxX && frame.maxY > rect.minY && frame.minY < rect.maxY {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = frame
                result.append(attributes)
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard frames.indices.contains(indexPath.section), frames[indexPath.section].indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.section][indexPath.item]
        return attributes
    }
}
