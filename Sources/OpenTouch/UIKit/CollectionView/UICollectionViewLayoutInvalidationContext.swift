import Foundation

/// What part of a collection view layout an invalidation concerns (LST-27): everything, the data
/// source's counts, some items, and how the content's offset and size move with it.
///
/// A layout is invalidated with one through ``UICollectionViewLayout/invalidateLayout(with:)``:
/// the collection view makes them for a reload, a batch update, a scroll the layout cares about
/// (``UICollectionViewLayout/invalidationContext(forBoundsChange:)``) and a cell that measured
/// itself; a layout may make its own, of its ``UICollectionViewLayout/invalidationContextClass``,
/// and read in ``UICollectionViewLayout/prepare()`` what it was told.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Required, so that a layout can make a context of its ``UICollectionViewLayout/invalidationContextClass``
    /// (a subclass that declares an `init()` marks it `required`; the one edit Swift asks here).
    public required override init() { super.init() }

    /// Whether the whole layout is invalid: a plain `invalidateLayout()`, or a reload.
    open internal(set) var invalidateEverything = false
    /// Whether the number of sections or items may have changed: a reload or a batch update.
    open internal(set) var invalidateDataSourceCounts = false

    /// The items marked invalid, nil when none is.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views marked invalid, by kind; nil when none is.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views marked invalid, by kind; nil when none is.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// How far the content offset moves when the invalidation is applied.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes when the invalidation is applied.
    open var contentSizeAdjustment: CGSize = .zero

    /// While an item is moved by hand (LST-22), where the moving items were headed before this
    /// move; nil otherwise.
    open internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// Where the moving items are headed now; nil when no item is moving.
    open internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// Where the finger holds the moving item, in the collection view's content.
    open internal(set) var interactiveMovementTarget: CGPoint = .zero

    /// Marks the items at `indexPaths` invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks the supplementary views of `elementKind` at `indexPaths` invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var kinds = invalidatedSupplementaryIndexPaths ?? [:]
        kinds[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = kinds
    }

    /// Marks the decoration views of `elementKind` at `indexPaths` invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var kinds = invalidatedDecorationIndexPaths ?? [:]
        kinds[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = kinds
    }

    /// Whether a layout must work out its elements again, rather than keep what it has: anything
    /// but a context that names no part and moves nothing.
    var asksForWholeLayout: Bool { invalidateEverything || invalidateDataSourceCounts }
}

/// A flow layout's invalidation (LST-27): whether the delegate's sizes and spacings must be asked
/// again, and whether the items' attributes must be worked out again. Both are true unless the
/// layout or its user says otherwise; a scroll that only moves pinned headers clears both.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// An empty context: nothing invalidated beyond what its flags say; `required`, since a layout
    /// makes contexts of its ``UICollectionViewLayout/invalidationContextClass`` with it (LST-27).
    public required init() { super.init() }

    /// Whether the flow layout delegate is asked again for sizes, insets and spacings.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the items' frames are worked out again.
    open var invalidateFlowLayoutAttributes = true
}
