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

    /// Places every item (LST-9, LST-14): lines filled in order while the items fit, a full
    /// line spread from inset to inset, the last line of a section keeping a full line's spacing
    /// when its items are the same size as that line's, else the least spacing; items of
    /// different sizes centred across their line. Sizes, insets and spacings come from a
    /// ``UICollectionViewDelegateFlowLayout`` delegate when there is one.
    open override func prepare() {
        super.prepare()
        frames = []
        guard let collectionView else { return contentSize = .zero }
        let vertical = scrollDirection == .vertical
        let flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        // Work in "along the line" (a) and "across lines" (b) coordinates.
        let extent = vertical ? collectionView.bounds.width : collectionView.bounds.height
        var b: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let inset = flowDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = flowDelegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing = flowDelegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let (insetStart, insetEnd) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            let (insetBefore, insetAfter) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            let available = max(0, extent - insetStart - insetEnd)
            let sizes: [(a: CGFloat, b: CGFloat)] = (0..<collectionView.numberOfItems(inSection: section)).map { item in
                let size = flowDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
                return vertical ? (size.width, size.height) : (size.height, size.width)
            }
            // Lines: as many items as fit, at least one.
            var lines: [Range<Int>] = []
            var start = 0, used: CGFloat = 0
            for (index, size) in sizes.enumerated() {
                if index > start, used + itemSpacing + size.a > available + 0.001 {
                    lines.append(start..<index)
                    (start, used) = (index, 0)
                }
                used += (index > start ? itemSpacing : 0) + size.a
            }
            if start < sizes.count { lines.append(start..<sizes.count) }
            b += insetBefore
            var sectionFrames: [CGRect] = []
            var fullLineSpacing: (spacing: CGFloat, size: CGFloat)?
            for (number, line) in lines.enumerated() {
                let widths = sizes[line].map(\.a)
                let thickness = sizes[line].map(\.b).max() ?? 0
                let spread = line.count > 1 ? (available - widths.reduce(0, +)) / CGFloat(line.count - 1) : 0
                let spacing: CGFloat
                if number < lines.count - 1 {
                    spacing = line.count > 1 ? max(itemSpacing, spread) : 0
                    if fullLineSpacing == nil, Set(widths).count == 1 { fullLineSpacing = (spacing, widths[0]) }
                } else if let full = fullLineSpacing, widths.allSatisfy({ $0 == full.size }) {
                    spacing = full.spacing
                } else {
                    spacing = itemSpacing
                }
                var a = insetStart
                for index in line {
                    let size = sizes[index]
                    let across = b + (thickness - size.b) / 2
                    sectionFrames.append(vertical ? CGRect(x: a, y: across, width: size.a, height: size.b)
                                                  : CGRect(x: across, y: a, width: size.b, height: size.a))
                    a += size.a + spacing
                }
                b += thickness + (number < lines.count - 1 ? lineSpacing : 0)
            }
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
