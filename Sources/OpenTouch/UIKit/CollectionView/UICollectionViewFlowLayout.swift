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
    /// An estimate of the items' size that makes the cells size themselves (LST-24): each item is
    /// laid out at the estimate until its cell is measured. ``automaticSize`` estimates with
    /// ``itemSize``. `.zero` (the default) turns self-sizing off.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The estimate that lets the cells size themselves, estimating with ``itemSize``.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    /// The least space between lines; 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line; 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The scrolling direction; vertical by default.
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of each section's header; only its height counts when scrolling vertically, its
    /// width when scrolling horizontally. Zero by default: no headers (LST-16).
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of each section's footer, as ``headerReferenceSize``.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether a section's header stays at the top of the visible bounds while the section
    /// scrolls under it; false by default (LST-16).
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer stays at the bottom of the visible bounds; false by default.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// [chosen] Headers and footers are in front of the cells.
    static let supplementaryZIndex = 10

    private var frames: [[CGRect]] = []
    /// Each section's header and footer frames (empty when it has none) and where its items end.
    private var headerFrames: [CGRect] = []
    private var footerFrames: [CGRect] = []
    private var sectionSpans: [(start: CGFloat, end: CGFloat)] = []
    private var contentSize: CGSize = .zero
    /// The sizes the cells measured while self-sizing (LST-24).
    private var measured = MeasuredSizes()
    /// The items laid out at an estimate not yet measured.
    private var unmeasured: Set<IndexPath> = []

    /// Places every item (LST-9, LST-14): lines filled in order while the items fit, a full
    /// line spread from inset to inset, the last line of a section keeping a full line's spacing
    /// when its items are the same size as that line's, else the least spacing; items of
    /// different sizes centred across their line. Sizes, insets and spacings come from a
    /// ``UICollectionViewDelegateFlowLayout`` delegate when there is one.
    open override func prepare() {
        super.prepare()
        // LST-27: a scroll that only moves pinned headers keeps every frame.
        guard mustRecompute || collectionView?.bounds.size != preparedSize else { return }
        mustRecompute = false
        preparedSize = collectionView?.bounds.size
        frames = []
        headerFrames = []
        footerFrames = []
        sectionSpans = []
        unmeasured = []
        guard let collectionView else { return contentSize = .zero }
        measured.keep(forWidth: collectionView.bounds.width)
        let selfSizing = estimatedItemSize != .zero
        let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
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
            let sectionStart = b
            let header = flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            let headerThickness = vertical ? header.height : header.width
            headerFrames.append(headerThickness > 0 ? (vertical ? CGRect(x: 0, y: b, width: extent, height: headerThickness)
                                                              : CGRect(x: b, y: 0, width: headerThickness, height: extent)) : .zero)
            b += max(0, headerThickness)
            let sizes: [(a: CGFloat, b: CGFloat)] = (0..<collectionView.numberOfItems(inSection: section)).map { item in
                let indexPath = IndexPath(item: item, section: section)
                var size = flowDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? (selfSizing ? estimate : itemSize)
                if selfSizing {
                    if let known = measured[indexPath] { size = known } else { unmeasured.insert(indexPath) }
                }
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
            let footer = flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            let footerThickness = vertical ? footer.height : footer.width
            footerFrames.append(footerThickness > 0 ? (vertical ? CGRect(x: 0, y: b, width: extent, height: footerThickness)
                                                              : CGRect(x: b, y: 0, width: footerThickness, height: extent)) : .zero)
            sectionSpans.append((sectionStart, b))
            b += max(0, footerThickness)
            frames.append(sectionFrames)
        }
        contentSize = vertical ? CGSize(width: extent, height: b) : CGSize(width: b, height: extent)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    // MARK: Invalidation (LST-27)

    /// Whether the next ``prepare()`` works the frames out again; the size it last worked them for.
    private var mustRecompute = true
    private var preparedSize: CGSize?

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// Keeps the frames only for a flow context that asks neither for the delegate's metrics nor
    /// for the attributes, and names no item.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let flow = context as? UICollectionViewFlowLayoutInvalidationContext
        if context.asksForWholeLayout || context.invalidatedItemIndexPaths != nil || flow == nil
            || flow?.invalidateFlowLayoutDelegateMetrics == true || flow?.invalidateFlowLayoutAttributes == true {
            mustRecompute = true
        }
        super.invalidateLayout(with: context)
    }

    /// A resize, or any scroll while headers or footers are pinned to the visible bounds.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    /// For a resize, everything; for a scroll, only the pinned headers and footers move: the
    /// delegate is not asked again and the items keep their frames.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        guard newBounds.size == preparedSize, let flow = context as? UICollectionViewFlowLayoutInvalidationContext else { return context }
        flow.invalidateFlowLayoutDelegateMetrics = false
        flow.invalidateFlowLayoutAttributes = false
        let sections = (0..<frames.count).map { IndexPath(item: 0, section: $0) }
        if sectionHeadersPinToVisibleBounds { flow.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader, at: sections) }
        if sectionFootersPinToVisibleBounds { flow.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionFooter, at: sections) }
        return flow
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, sectionFrames) in frames.enumerated() {
            // Strict overlap: an item that only touches the edge of `rect` is not in it.
            for (item, frame) in sectionFrames.enumerated() where frame.overlapsStrictly(rect) {
                result.append(cellAttributes(IndexPath(item: item, section: section), frame))
            }
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                if let attributes = supplementaryAttributes(kind, section), attributes.frame.overlapsStrictly(rect) {
                    result.append(attributes)
                }
            }
        }
        return result
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes(elementKind, indexPath.section)
    }

    /// A section's header or footer, pinned to the visible bounds if asked, but never out of its
    /// section (LST-16).
    private func supplementaryAttributes(_ kind: String, _ section: Int) -> UICollectionViewLayoutAttributes? {
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        guard isHeader || kind == UICollectionView.elementKindSectionFooter else { return nil }
        let frames = isHeader ? headerFrames : footerFrames
        guard frames.indices.contains(section), frames[section] != .zero else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frames[section]
        attributes.zIndex = Self.supplementaryZIndex
        if let collectionView, isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds {
            attributes.frame = pinned(frames[section], isHeader: isHeader, within: sectionSpans[section], in: collectionView)
        }
        return attributes
    }

    private func pinned(_ frame: CGRect, isHeader: Bool, within span: (start: CGFloat, end: CGFloat), in collectionView: UICollectionView) -> CGRect {
        let vertical = scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        let visibleStart = vertical ? collectionView.contentOffset.y + inset.top : collectionView.contentOffset.x + inset.left
        let visibleEnd = vertical ? collectionView.contentOffset.y + collectionView.bounds.height - inset.bottom
                                  : collectionView.contentOffset.x + collectionView.bounds.width - inset.right
        let thickness = vertical ? frame.height : frame.width
        let laidOut = vertical ? frame.minY : frame.minX
        // A header stays between its place and the end of its section's items; a footer between
        // the start of the items and its place.
        let position = isHeader ? min(max(laidOut, visibleStart), span.end - thickness)
                                : max(min(laidOut, visibleEnd - thickness), span.start)
        var result = frame
        if vertical { result.origin.y = position } else { result.origin.x = position }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard frames.indices.contains(indexPath.section), frames[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return cellAttributes(indexPath, frames[indexPath.section][indexPath.item])
    }

    private func cellAttributes(_ indexPath: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        if unmeasured.contains(indexPath) { attributes.estimatedAxes = (true, true) }
        return attributes
    }

    // MARK: Self-sizing cells (LST-24)

    /// A measured cell changes the layout when its size is not the one laid out.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        estimatedItemSize != .zero && preferredAttributes.size != originalAttributes.size
    }

    override func adoptPreferred(_ preferred: UICollectionViewLayoutAttributes) {
        guard estimatedItemSize != .zero else { return }
        measured[preferred.indexPath] = preferred.size
        // Measured at its estimate, the item is laid out again no longer as an estimate.
        if unmeasured.contains(preferred.indexPath) { mustRecompute = true }
    }

    override func itemsDidChange(_ newIndexPath: ((IndexPath) -> IndexPath?)?) {
        measured.itemsDidChange(newIndexPath)
    }
}
