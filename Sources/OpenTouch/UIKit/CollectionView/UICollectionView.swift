import Foundation

/// A scrolling grid of items placed by a layout, with cells reused as they scroll out and items
/// highlighted and selected by touch exactly as a table's rows are (LST-1..6, LST-9).
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 80, height: 80)
/// let grid = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
/// grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// ```
///
/// The delegate is ``UIScrollView/delegate``, read as a ``UICollectionViewDelegate``.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// Where an item ends up when the collection view scrolls to it.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top edge at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout that places the items.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }
    /// What the collection view shows; held weakly.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }
    /// Whether a touch may select an item; true by default (LST-4).
    open var allowsSelection = true
    /// Whether touches select several items, a tap on a selected item deselecting it; false by default.
    open var allowsMultipleSelection = false {
        didSet { if allowsMultipleSelection { allowsSelection = true } }
    }

    var itemCounts: [Int] = []
    var needsReload = true
    var needsPrepare = true
    lazy var recycler = CellRecycler<UICollectionViewCell>(identifier: { $0.reuseIdentifier })
    /// The supplementary views, one recycler per kind (LST-16).
    var supplementaryRecyclers: [String: CellRecycler<UICollectionReusableView>] = [:]
    /// The swipe actions of a list layout's rows, once a list section has any (LST-19).
    private(set) var rowSwipes: RowSwipeController?
    /// The item moving interactively, while one does (LST-22).
    var movement: (source: IndexPath, destination: IndexPath, cell: UICollectionViewCell, offset: CGPoint)?
    /// The scroll views of the sections that scroll sideways, by section (LST-17).
    var sectionScrollers: [Int: SectionScrollView] = [:]
    lazy var listSelection = ListSelection(host: self)

    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// A collection view whose items `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        contextMenus.install()
    }

    /// A collection view from a storyboard or nib (NIB-2), with a flow layout until one is set; its
    /// context-menu press is installed as in ``init(frame:collectionViewLayout:)``.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        contextMenus.install()
    }

    /// The items' context menus (INT-4).
    private(set) lazy var contextMenus = ListContextMenus(list: self)
    /// Items dragged out and dropped on (LST-23), once a drag or drop delegate is set.
    var dragDrop: ListDragDrop?

    // MARK: Cells (LST-1)

    /// Registers the class whose cells ``dequeueReusableCell(withReuseIdentifier:for:)`` makes
    /// for `identifier`, with ``UICollectionReusableView/init(frame:)``; nil unregisters it.
    /// Registers the nib whose first cell ``dequeueReusableCell(withReuseIdentifier:for:)`` makes
    /// for `identifier`, made anew from the nib for each new cell; nil unregisters it (NIB-4).
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else { return recycler.register(identifier, factory: nil) }
        registerCellFactory(identifier) { nib.firstObject(of: UICollectionViewCell.self) }
    }

    /// Registers the nib whose first reusable view is made for supplementary views of
    /// `kind` and `identifier` (NIB-4).
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registerSupplementaryNib(nib, kind: kind, identifier: identifier)
    }

    /// Registers the class whose cells ``dequeueReusableCell(withReuseIdentifier:for:)`` makes for
    /// `identifier`, with `init(frame:)`; nil unregisters it (LST-9). A class that is not a cell is
    /// reported (``Diagnostics``) and not registered.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { return recycler.register(identifier, factory: nil) }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            Diagnostics.report(.invalidArgument, "register(_:forCellWithReuseIdentifier:): \(cellClass) is not a UICollectionViewCell subclass")
            return
        }
        recycler.register(identifier) {
            let cell = cellType.init(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
    }

    /// Lets rows be swiped, as a list layout whose configuration gives swipe actions needs (LST-19).
    func installRowSwipes() {
        guard rowSwipes == nil else { return }
        let swipes = RowSwipeController(table: self)
        rowSwipes = swipes
        swipes.install()
    }

    /// Whether a cell class is registered for `identifier` (a cell registration registers its
    /// class on first use, LST-18).
    func cellClassIsRegistered(_ identifier: String) -> Bool {
        recycler.isRegistered(identifier)
    }

    /// A cell for `identifier` placed for the item at `indexPath`: one that scrolled out, or a new
    /// one of the registered class. Without a registered class UIKit raises an exception; OpenTouch
    /// reports it (``Diagnostics``) and returns a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell: UICollectionViewCell
        if let spare = recycler.spareCell(for: identifier) {
            spare.prepareForReuse()
            cell = spare
        } else if let made = recycler.makeCell(for: identifier) {
            cell = made
        } else {
            Diagnostics.report(.invalidArgument, "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier")
            cell = UICollectionViewCell(frame: .zero)
        }
        if let attributes = layoutAttributesForItem(at: indexPath) { cell.frame = attributes.frame }
        return cell
    }

    /// The cell showing the item at `indexPath`, or nil when it is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        recycler.visible[indexPath]
    }

    /// The cells on screen, in index path order.
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { recycler.visible[$0] }
    }

    /// The index paths of the items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        recycler.visible.keys.sorted()
    }

    /// The index path of the item showing `cell`, if it is on screen.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        recycler.indexPath(of: cell)
    }

    // MARK: Items (LST-1, LST-9)

    /// How many sections the data source gave.
    open var numberOfSections: Int {
        reloadCountsIfNeeded()
        return itemCounts.count
    }

    /// How many items `section` has.
    open func numberOfItems(inSection section: Int) -> Int {
        reloadCountsIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// Where the layout puts the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The index path of the item at `point`, in the collection view's coordinates, or nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?.first {
            $0.representedElementCategory == .cell && shownFrame(of: $0).contains(point)
        }?.indexPath
    }

    /// Forgets every item and cell and asks the data source again at the next layout; the
    /// selection is cleared.
    open func reloadData() {
        needsReload = true
        needsPrepare = true
        invalidateLayoutForData(everything: true)
        collectionViewLayout.itemsDidChange(nil)
        listSelection.clear()
        rowSwipes?.closeOpenRow()
        for scroller in sectionScrollers.values { scroller.removeFromSuperview() }
        sectionScrollers = [:]
        setNeedsLayout()
    }

    // MARK: Updates (LST-13)

    /// Removes the items at `indexPaths`, which the data source must already have removed.
    open func deleteItems(at indexPaths: [IndexPath]) {
        record("deleteItems") { $0.deleted += indexPaths }
    }

    /// Adds the items at `indexPaths`, which the data source must already have added.
    open func insertItems(at indexPaths: [IndexPath]) {
        record("insertItems") { $0.inserted += indexPaths }
    }

    /// Reloads the items at `indexPaths`: their cells are asked for again, and they are no longer selected.
    open func reloadItems(at indexPaths: [IndexPath]) {
        record("reloadItems") { $0.reloaded += indexPaths }
    }

    /// Moves the item at `indexPath` to `newIndexPath`, as the data source already did.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record("moveItem") { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Removes whole sections, which the data source must already have removed.
    open func deleteSections(_ sections: IndexSet) {
        record("deleteSections") { $0.deletedSections.formUnion(sections) }
    }

    /// Adds whole sections, which the data source must already have added.
    open func insertSections(_ sections: IndexSet) {
        record("insertSections") { $0.insertedSections.formUnion(sections) }
    }

    /// Reloads whole sections.
    open func reloadSections(_ sections: IndexSet) {
        record("reloadSections") { $0.reloadedSections.formUnion(sections) }
    }

    /// Applies the changes `updates` makes as one batch (LST-13); `completion` is called with true
    /// at the next turn of the application clock, where UIKit calls it when the animations end.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batcher.begin()
        updates?()
        if let batch = batcher.end() { apply(batch, verb: "performBatchUpdates") }
        scheduleBatchCompletion(completion)
    }

    /// The changes inside ``performBatchUpdates(_:completion:)``.
    var batcher = ListBatcher()

    func layoutWasInvalidated() {
        needsPrepare = true
        setNeedsLayout()
    }

    /// LST-27: a scroll the layout cares about invalidates it at once, with the context it makes
    /// for it, as UIKit does when the bounds change.
    override func boundsOriginDidChange() {
        guard bounds.size == preparedBounds.size, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) else { return }
        collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(forBoundsChange: bounds))
    }

    /// The bounds the layout was last prepared for.
    var preparedBounds = CGRect(x: 0, y: 0, width: -1, height: -1)

    /// Where a drag comes to rest: where the layout says (SCR-6).
    override func proposedRestingOffset(_ natural: CGPoint, velocity: CGPoint) -> CGPoint {
        collectionViewLayout.targetContentOffset(forProposedContentOffset: natural, withScrollingVelocity: velocity)
    }

    // MARK: Layout (LST-1, LST-16, LST-17)

    /// Puts on screen a cell for every item the bounds show, and the supplementary views, reusing
    /// the views that left.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload { putAsideAllViews() }
        showElements()
        prefetcher.listDidLayOut(self)
    }

    /// Is told which items will soon come on screen, and which it need no longer get ready
    /// (LST-26); held weakly.
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
    /// Whether items about to come on screen are prefetched; true by default (LST-26).
    open var isPrefetchingEnabled = true
    let prefetcher = ListPrefetcher()

    // MARK: Selection (LST-4, LST-5)

    /// The selected items, or nil when none is.
    open var indexPathsForSelectedItems: [IndexPath]? { listSelection.selected.isEmpty ? nil : listSelection.selected }

    /// Selects the item at `indexPath` (nil clears the selection) and scrolls to it, without
    /// telling the delegate (LST-5).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        listSelection.select(indexPath, animated: animated)
        if let indexPath, !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath` without telling the delegate (LST-5).
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        listSelection.deselect(indexPath, animated: animated)
    }

    /// Scrolls so that the item at `indexPath` is at `scrollPosition`.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width }
        setContentOffset(clamped(offset), animated: animated)
    }

    // MARK: Registering and dequeuing cells (LST-1)

    /// A cell of `registration`'s class for the item at `indexPath`, configured by its handler
    /// with `item`; the class is registered on first use, as UIKit does.
    open func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(using registration: CellRegistration<Cell, Item>,
                                                                               for indexPath: IndexPath, item: Item?) -> Cell {
        if !cellClassIsRegistered(registration.reuseIdentifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        // The registered class made the cell, so the cast holds.
        let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of `registration`'s class and kind for `indexPath`, configured by its handler.
    open func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(using registration: SupplementaryRegistration<Supplementary>,
                                                                                              for indexPath: IndexPath) -> Supplementary {
        let recycler = supplementaryRecycler(registration.elementKind)
        if !recycler.isRegistered(registration.reuseIdentifier) {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    // MARK: Supplementary views (LST-14)

    /// Registers the class whose views
    /// ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`` makes for
    /// `elementKind` and `identifier`, with ``UICollectionReusableView/init(frame:)``; nil
    /// unregisters it.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        guard let viewClass else { return supplementaryRecycler(elementKind).register(identifier, factory: nil) }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            Diagnostics.report(.invalidArgument, "register(_:forSupplementaryViewOfKind:withReuseIdentifier:): \(viewClass) is not a UICollectionReusableView subclass (LST-16)")
            return
        }
        supplementaryRecycler(elementKind).register(identifier) {
            let view = viewType.init(frame: .zero)
            view.reuseIdentifier = identifier
            return view
        }
    }

    /// A supplementary view of `elementKind` for `identifier`, placed for `indexPath`: one that
    /// scrolled out, or a new one of the registered class. Without a registered class UIKit raises
    /// an exception; OpenTouch reports it (``Diagnostics``) and returns a plain view.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let recycler = supplementaryRecycler(elementKind)
        let view: UICollectionReusableView
        if let spare = recycler.spareCell(for: identifier) {
            spare.prepareForReuse()
            view = spare
        } else if let made = recycler.makeCell(for: identifier) {
            view = made
        } else {
            Diagnostics.report(.invalidArgument, "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier (LST-16)")
            view = UICollectionReusableView(frame: .zero)
        }
        if let attributes = layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath) {
            view.frame = attributes.frame
            view.apply(attributes)
        }
        return view
    }

    /// Where the layout puts the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The supplementary view of `elementKind` at `indexPath` while it is on screen.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        supplementaryRecyclers[elementKind]?.visible[indexPath]
    }

    /// The supplementary views of `elementKind` on screen, in index path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap { supplementaryRecyclers[elementKind]?.visible[$0] }
    }

    /// The index paths of the supplementary views of `elementKind` on screen, in order.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        supplementaryRecyclers[elementKind]?.visible.keys.sorted() ?? []
    }

    // MARK: Drag and drop (LST-23)

    /// The object that gives the items a held press on a row lifts; kept weakly.
    open var dragDelegate: UICollectionViewDragDelegate? {
        get { dragDrop?.dragDelegate as? UICollectionViewDragDelegate }
        set { dragDropMade.dragDelegate = newValue; dragDropMade.update() }
    }

    /// The object that takes drops; kept weakly.
    open var dropDelegate: UICollectionViewDropDelegate? {
        get { dragDrop?.dropDelegate as? UICollectionViewDropDelegate }
        set { dragDropMade.dropDelegate = newValue; dragDropMade.update() }
    }

    /// Whether a held press lifts items (with a drag delegate); true by default, as since iOS 15
    /// on iPhone and iPad alike.
    open var dragInteractionEnabled: Bool {
        get { dragDrop?.isDragEnabled ?? true }
        set { dragDropMade.isDragEnabled = newValue }
    }

    /// Whether items lifted from here are being dragged.
    open var hasActiveDrag: Bool { dragDrop?.hasActiveDrag ?? false }

    /// Whether a drag session is over this view.
    open var hasActiveDrop: Bool { dragDrop?.hasActiveDrop ?? false }

    // MARK: Interactive movement (LST-22)

    /// Lifts the item at `indexPath` to be moved; false when it cannot be (the data source's
    /// `canMoveItemAt` says no, it is not on screen, or another item is moving).
    @discardableResult
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard movement == nil, let cell = cellForItem(at: indexPath),
              dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false else { return false }
        movement = (indexPath, indexPath, cell, .zero)
        bringSubviewToFront(cell)
        trace?.recordList(self, "lifts item [\(indexPath.section), \(indexPath.item)]", reason: "the app began moving it (LST-22)")
        return true
    }

    /// Moves the lifted item's centre to `targetPosition` (in the collection view's content);
    /// the item under that point proposes the destination, which the delegate may redirect.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var moving = movement else { return }
        let frame = layoutAttributesForItem(at: moving.source)?.frame ?? moving.cell.frame
        let previous = (moving.destination, CGPoint(x: frame.midX + moving.offset.x, y: frame.midY + moving.offset.y))
        moving.offset = CGPoint(x: targetPosition.x - frame.midX, y: targetPosition.y - frame.midY)
        if let proposed = itemUnder(targetPosition, besides: moving.source), proposed != moving.destination {
            let target = collectionDelegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: moving.source,
                                                            atCurrentIndexPath: moving.destination, toProposedIndexPath: proposed) ?? proposed
            if target != moving.destination {
                moving.destination = target
                trace?.recordList(self, "makes room for item [\(moving.source.section), \(moving.source.item)] at [\(target.section), \(target.item)]",
                                  reason: target == proposed ? "it was moved there (LST-22)" : "the delegate redirected it (LST-22)")
            }
        }
        movement = moving
        // LST-27: the layout hears each move, with where the item was and is headed.
        collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(
            forInteractivelyMovingItems: [moving.destination], withTargetPosition: targetPosition,
            previousIndexPaths: [previous.0], previousPosition: previous.1))
        layOutMovement()
    }

    /// Drops the item where it is headed: the data source hears `moveItemAt`, and the items and
    /// the selection take their new places without any cell being asked for again.
    open func endInteractiveMovement() {
        guard let moving = movement else { return }
        movement = nil
        collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [moving.destination], previousIndexPaths: [moving.source], movementCancelled: false))
        settleMovedCell(moving.cell, at: moving.destination)
        guard moving.destination != moving.source else {
            trace?.recordList(self, "puts item [\(moving.source.section), \(moving.source.item)] back", reason: "it was dropped where it was (LST-22)")
            return setNeedsLayout()
        }
        trace?.recordList(self, "moves item [\(moving.source.section), \(moving.source.item)] to [\(moving.destination.section), \(moving.destination.item)]",
                          reason: "the app ended the movement (LST-22)")
        dataSource?.collectionView(self, moveItemAt: moving.source, to: moving.destination)
        commitMove(from: moving.source, to: moving.destination)
    }

    /// Puts the item back where it was.
    open func cancelInteractiveMovement() {
        guard let moving = movement else { return }
        movement = nil
        collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [moving.source], previousIndexPaths: [moving.destination], movementCancelled: true))
        settleMovedCell(moving.cell, at: moving.source)
        trace?.recordList(self, "puts item [\(moving.source.section), \(moving.source.item)] back", reason: "the app cancelled the movement (LST-22)")
        setNeedsLayout()
    }
}
