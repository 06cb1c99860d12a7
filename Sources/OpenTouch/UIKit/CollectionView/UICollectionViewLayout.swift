import Foundation

/// Decides where a collection view's items and supplementary views go (LST-9, LST-16).
/// Subclasses override ``prepare()``, ``collectionViewContentSize`` and
/// ``layoutAttributesForElements(in:)``.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout.
    open internal(set) weak var collectionView: UICollectionView?

    public override init() {
        super.init()
    }

    /// A layout from a storyboard or nib; it decodes nothing of its own.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Computes the layout; called before the collection view asks for attributes after an
    /// invalidation.
    open func prepare() {}

    /// The size of the whole content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the elements whose frames meet `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath` (LST-16).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a scroll to `newBounds` needs ``prepare()`` again; false by default. A layout whose
    /// elements depend on the scroll position (a pinned header) answers true.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Where scrolling should come to rest when a drag ends at `velocity` (points per
    /// millisecond) and would rest at `proposedContentOffset`; the proposal by default. A layout
    /// that snaps its items to the edge answers here (SCR-6).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where the content should be after the layout changed; the proposal by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Whether a cell's preferred attributes (LST-24) should change the layout; false by default.
    /// A layout that answers true is prepared again with the cell's size.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// Takes a measured cell's preferred attributes, which the next ``prepare()`` lays out with
    /// (LST-24); the compositional layout keeps their sizes.
    func adoptPreferred(_ preferred: UICollectionViewLayoutAttributes) {}

    /// The collection view's items changed: `newIndexPath` says where each went, or nil after a
    /// reload (LST-24 keeps measured sizes with their items).
    func itemsDidChange(_ newIndexPath: ((IndexPath) -> IndexPath?)?) {}

    // MARK: Invalidation (LST-27)

    /// The class of the contexts this layout is invalidated with; a subclass returns its own.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// A new, empty context of ``invalidationContextClass``.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let made = (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type) ?? UICollectionViewLayoutInvalidationContext.self
        return made.init()
    }

    /// Marks the whole layout for ``prepare()`` before the next layout pass: an invalidation with
    /// a context that says everything.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks what `context` says for ``prepare()`` before the next layout pass, and moves the
    /// content by its adjustments at once. A subclass that reads contexts overrides this and
    /// calls `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        guard let collectionView else { return }
        collectionView.layoutWasInvalidated()
        if context.contentSizeAdjustment != .zero {
            collectionView.contentSize.width += context.contentSizeAdjustment.width
            collectionView.contentSize.height += context.contentSizeAdjustment.height
        }
        if context.contentOffsetAdjustment != .zero {
            let offset = collectionView.contentOffset
            collectionView.contentOffset = CGPoint(x: offset.x + context.contentOffsetAdjustment.x, y: offset.y + context.contentOffsetAdjustment.y)
        }
    }

    /// The context a scroll or resize to `newBounds` invalidates with, when
    /// ``shouldInvalidateLayout(forBoundsChange:)`` says so: an empty one by default.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// The context a measured cell invalidates with, when
    /// ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`` says so:
    /// its item (LST-24).
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.invalidateItems(at: [originalAttributes.indexPath])
        return context
    }

    // MARK: Moving items by hand (LST-22, LST-27)

    /// Where the item the finger moves, headed for `indexPath`, is drawn: by default the item's
    /// own attributes centred on `position`, in front of the others.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    /// The context a move of the finger invalidates with: the items' old and new destinations,
    /// and where the finger is, the destinations named as invalid items.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                  previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.interactiveMovementTarget = targetPosition
        context.invalidateItems(at: Array(Set(targetIndexPaths + previousIndexPaths)).sorted())
        return context
    }

    /// The context the end (or cancel) of a movement invalidates with: where the items end up.
    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
                                                                     movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.invalidateItems(at: Array(Set(indexPaths + previousIndexPaths)).sorted())
        return context
    }

    /// The sections whose items scroll sideways in a scroll view of their own (LST-17), by
    /// section: none but in a compositional layout.
    var sideScrollingSections: [Int: SideScrollingSection] { [:] }
}

/// A section whose items scroll across the collection view's own direction (LST-17): where its
/// scroll view is, how long its content is, and where its groups begin, for paging.
struct SideScrollingSection: Equatable {
    /// The scroll view's frame in the collection view's content.
    var frame: CGRect
    /// The width of the section's content, insets included.
    var contentLength: CGFloat
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The leading edge and width of each group, in the section's content.
    var groups: [(start: CGFloat, length: CGFloat)]

    static func == (lhs: SideScrollingSection, rhs: SideScrollingSection) -> Bool {
        lhs.frame == rhs.frame && lhs.contentLength == rhs.contentLength && lhs.behavior == rhs.behavior
            && lhs.groups.elementsEqual(rhs.groups) { $0.start == $1.start && $0.length == $1.length }
    }
}
