import Foundation

/// Makes a compositional layout's section for a section index, in an environment.
public typealias UICollectionViewCompositionalLayoutSectionProvider = @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout built from items, groups and sections (LST-17): each section repeats its group for
/// its items, down the collection view; a section with an `orthogonalScrollingBehavior` scrolls
/// sideways in a scroll view of its own, whose drags share touches with the collection view's as
/// nested scroll views do.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5),
///                                                     heightDimension: .fractionalHeight(1)))
/// let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1),
///                                                                  heightDimension: .absolute(120)),
///                                                subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// ```
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// What applies across sections.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// Every section laid out as `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// Every section laid out as `section`, with `configuration`'s scroll direction and spacing.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// Each section laid out as `sectionProvider` makes it, asked again whenever the layout is
    /// prepared (a rotation, a reload).
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// Each section laid out as `sectionProvider` makes it, with `configuration`'s scroll direction
    /// and spacing (LST-17).
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Returns nil: a compositional layout is made in code, since an archive cannot hold its section
    /// provider.
    public required init?(coder: NSCoder) {
        nil
    }

    private var placements: [CompositionalSectionPlacement] = []
    /// Each section's list configuration, when it is a list (LST-19).
    private var listConfigurations: [Int: UICollectionLayoutListConfiguration] = [:]

    /// The list configuration of `section`, when it was made as a list (LST-19).
    func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        listConfigurations[section]
    }
    private var contentSize: CGSize = .zero
    /// The heights cells measured for items of estimated height, and the width they were
    /// measured at (LST-24).
    private var measured = MeasuredSizes()

    /// Lays out every section from the top: headers, the top inset, the groups (down the layout,
    /// or side by side in a section that scrolls sideways), the bottom inset, footers (LST-17).
    open override func prepare() {
        super.prepare()
        placements = []
        listConfigurations = [:]
        guard let collectionView else { return contentSize = .zero }
        measured.keep(forWidth: collectionView.bounds.width)
        let environment = CompositionalLayoutEnvironment(contentSize: collectionView.bounds.size, traitCollection: collectionView.traitCollection)
        var top: CGFloat = 0
        for index in 0..<collectionView.numberOfSections {
            if index > 0 { top += configuration.interSectionSpacing }
            guard let section = sectionProvider(index, environment) else {
                Diagnostics.report(.invalidArgument, "the compositional layout's section provider returned nil for section \(index), which has \(collectionView.numberOfItems(inSection: index)) items (LST-17)")
                placements.append(CompositionalSectionPlacement(start: top, end: top))
                continue
            }
            listConfigurations[index] = section.listConfiguration
            if section.listConfiguration.map({ $0.trailingSwipeActionsConfigurationProvider != nil || $0.leadingSwipeActionsConfigurationProvider != nil }) == true {
                collectionView.installRowSwipes()
            }
            let placement = CompositionalSectionPlacement(section, index: index, items: collectionView.numberOfItems(inSection: index),
                                                          top: top, bounds: collectionView.bounds.size,
                                                          measured: { [measured] in measured[IndexPath(item: $0, section: index)]?.height })
            placements.append(placement)
            top = placement.end
        }
        contentSize = CGSize(width: collectionView.bounds.width, height: top)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, placement) in placements.enumerated() where placement.end >= rect.minY && placement.start <= rect.maxY {
            let shift = collectionView?.sectionScrollers[section]?.contentOffset.x ?? 0
            for (item, frame) in placement.cells.enumerated() where frame.offsetBy(dx: -shift, dy: 0).overlapsStrictly(rect) {
                result.append(cellAttributes(IndexPath(item: item, section: section), frame, placement))
            }
            for index in placement.boundaries.indices {
                let attributes = boundaryAttributes(section, index)
                if attributes.frame.overlapsStrictly(rect) { result.append(attributes) }
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard placements.indices.contains(indexPath.section), placements[indexPath.section].cells.indices.contains(indexPath.item) else { return nil }
        return cellAttributes(indexPath, placements[indexPath.section].cells[indexPath.item], placements[indexPath.section])
    }

    private func cellAttributes(_ indexPath: IndexPath, _ frame: CGRect, _ placement: CompositionalSectionPlacement) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        if placement.unmeasured.contains(indexPath.item) { attributes.estimatedAxes = (false, true) }
        return attributes
    }

    // MARK: Self-sizing cells (LST-24)

    /// A measured cell changes the layout when its height is not the one laid out.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        preferredAttributes.size.height != originalAttributes.size.height
    }

    override func adoptPreferred(_ preferred: UICollectionViewLayoutAttributes) {
        measured[preferred.indexPath] = preferred.size
    }

    override func itemsDidChange(_ newIndexPath: ((IndexPath) -> IndexPath?)?) {
        measured.itemsDidChange(newIndexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, placements.indices.contains(indexPath.section),
              let index = placements[indexPath.section].boundaries.firstIndex(where: { $0.kind == elementKind }) else { return nil }
        return boundaryAttributes(indexPath.section, index)
    }

    /// A header or footer, pinned to the visible bounds when its item asks, never out of its
    /// section (LST-16).
    private func boundaryAttributes(_ section: Int, _ index: Int) -> UICollectionViewLayoutAttributes {
        let placement = placements[section]
        let boundary = placement.boundaries[index]
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: boundary.kind, with: IndexPath(item: 0, section: section))
        attributes.frame = boundary.frame
        attributes.zIndex = boundary.zIndex
        if boundary.pins, let collectionView {
            let inset = collectionView.adjustedContentInset
            let visibleTop = collectionView.contentOffset.y + inset.top
            let visibleBottom = collectionView.contentOffset.y + collectionView.bounds.height - inset.bottom
            let height = boundary.frame.height
            attributes.frame.origin.y = boundary.isHeader
                ? min(max(boundary.frame.minY, visibleTop), placement.contentEnd - height)
                : max(min(boundary.frame.minY, visibleBottom - height), placement.contentStart)
        }
        return attributes
    }

    override var sideScrollingSections: [Int: SideScrollingSection] {
        var result: [Int: SideScrollingSection] = [:]
        for (section, placement) in placements.enumerated() {
            if let side = placement.side { result[section] = side }
        }
        return result
    }
}
