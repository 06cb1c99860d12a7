import Foundation

/// A scrolling list of rows: cells made by the data source and reused as they scroll out, rows
/// highlighted and selected by touch, and swipe actions (LST-1..8).
///
/// Everything a finger does here goes through the scroll view's rules: a cell hears its touch
/// after the content-touch delay (SCR-1) and highlights then (LST-2); a drag that becomes a
/// scroll cancels it (SCR-3, LST-3); a tap while the list decelerates only stops it.
///
/// ```swift
/// let table = UITableView(frame: view.bounds, style: .plain)
/// table.register(SettingCell.self, forCellReuseIdentifier: "setting")
/// table.dataSource = self
/// table.delegate = self
/// ```
///
/// The delegate is ``UIScrollView/delegate``, read as a ``UITableViewDelegate`` (see "Where
/// OpenTouch differs").
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's look; OpenTouch lays out every style as `.plain`.
    public enum Style: Int, Sendable {
        case plain = 0, grouped, insetGrouped
    }

    /// Where a row ends up when the table scrolls to it.
    public enum ScrollPosition: Int, Sendable {
        case none = 0, top, middle, bottom
    }

    /// The animations UIKit offers for inserted and removed rows; OpenTouch changes rows at once.
    public enum RowAnimation: Int, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// A height that asks the table to size the row itself, from its cell's constraints (LST-20).
    public static let automaticDimension: CGFloat = -1
    /// [chosen] The height of a row when neither ``rowHeight`` nor the delegate says otherwise.
    public static let defaultRowHeight: CGFloat = 44

    /// The table's style.
    public let style: Style
    /// What the table shows; held weakly.
    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }
    /// Is told which rows will soon come on screen, and which it need no longer get ready
    /// (LST-26); held weakly.
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    /// Whether rows about to come on screen are prefetched; true by default (LST-26).
    open var isPrefetchingEnabled = true
    let prefetcher = ListPrefetcher()

    /// The height of every row whose height the delegate does not give.
    open var rowHeight: CGFloat = UITableView.defaultRowHeight {
        didSet { reloadData() }
    }
    /// The height of an ``automaticDimension`` row until its cell is shown and measured (LST-20).
    open var estimatedRowHeight: CGFloat = UITableView.defaultRowHeight
    /// The rows whose height is ``automaticDimension``, and the heights their cells measured.
    var automaticRows: Set<IndexPath> = []
    var measuredHeights: [IndexPath: CGFloat] = [:]
    /// Whether a touch may select a row; true by default (LST-4).
    open var allowsSelection = true
    /// Whether touches select several rows, a tap on a selected row deselecting it; false by
    /// default. Turning it on turns ``allowsSelection`` on, as in UIKit (LST-4).
    open var allowsMultipleSelection = false {
        didSet { if allowsMultipleSelection { allowsSelection = true } }
    }

    // MARK: Editing (LST-15)

    /// Whether the table is in editing mode, or editing the one row a swipe opened (LST-8);
    /// setting it calls ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { editingMode || swipeEditedRow != nil }
        set { setEditing(newValue, animated: false) }
    }
    private var editingMode = false
    /// Whether the whole table is in editing mode (LST-15), not only a swiped row.
    var isInEditingMode: Bool { editingMode }
    /// The row a swipe opened, which the table is editing while it is open (LST-8).
    private var swipeEditedRow: IndexPath?
    /// Whether a touch selects a row in editing mode; false by default, as in UIKit.
    open var allowsSelectionDuringEditing = false
    /// Whether touches select several rows in editing mode; false by default.
    open var allowsMultipleSelectionDuringEditing = false

    /// Enters or leaves editing mode (LST-15): an open row closes, and every row on screen shows
    /// the editing control its data source and delegate give it (rows scrolled in later too).
    open func setEditing(_ editing: Bool, animated: Bool) {
        if !editing, swipeEditedRow != nil { swipe.closeOpenRow() }
        guard editing != editingMode else { return }
        editingMode = editing
        swipe.closeOpenRow()
        trace?.recordList(self, editing ? "enters editing mode" : "leaves editing mode", reason: "setEditing(_:animated:) (LST-15)")
        for indexPath in indexPathsForVisibleRows ?? [] {
            if let cell = cellForRow(at: indexPath) { prepareEditing(cell, for: indexPath) }
        }
    }

    /// A swipe opened the row at `indexPath`: the table edits it (LST-8).
    func swipeDidBeginEditing(_ indexPath: IndexPath) {
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        swipeEditedRow = indexPath
    }

    /// The swiped row closed: the table edits it no more (LST-8).
    func swipeDidEndEditing(_ indexPath: IndexPath) {
        guard swipeEditedRow != nil else { return }
        swipeEditedRow = nil
        tableDelegate?.tableView(self, didEndEditingRowAt: indexPath)
    }

    var selectsByTouch: Bool {
        editingMode ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection || allowsMultipleSelection
    }
    var selectsSeveralByTouch: Bool { editingMode ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// Gives a cell on screen its editing control, or takes it away.
    func prepareEditing(_ cell: UITableViewCell, for indexPath: IndexPath) {
        guard editingMode || cell.isEditing else { return }
        let editable = editingMode && (dataSource?.tableView(self, canEditRowAt: indexPath) ?? false)
        cell.editingStyleStorage = editable ? tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete : .none
        cell.tableAllowsIndent = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
        cell.setEditing(editingMode, animated: false)
        cell.showsReorderControl = editingMode && (dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
    }

    /// A row's editing control was tapped: a delete control shows the delete confirmation, whose
    /// tap commits the deletion; an insert control commits the insertion at once (LST-15).
    func editingControlTapped(in cell: UITableViewCell) {
        guard editingMode, let indexPath = indexPath(for: cell) else { return }
        switch cell.editingStyle {
        case .delete:
            let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
            swipe.openDeleteConfirmation(at: indexPath, action: deleteAction(for: indexPath, title: title, traced: nil))
        case .insert:
            trace?.recordList(self, "commits an insertion at row [\(indexPath.section), \(indexPath.row)]", reason: "its insert control was tapped (LST-15)")
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .none:
            break
        }
    }

    /// The heights and tops of the rows, by section, as the data source and delegate gave them.
    var rowTops: [[CGFloat]] = []
    var rowHeights: [[CGFloat]] = []
    /// Where each section starts (its header's top), and its header's and footer's heights (LST-12).
    var sectionTops: [CGFloat] = []
    var headerHeights: [CGFloat] = []
    var footerHeights: [CGFloat] = []
    /// The space above each section's header (LST-12): ``sectionHeaderTopPadding`` resolved, for
    /// a section that has a header.
    var headerPaddings: [CGFloat] = []
    /// The section headers and footers on screen (row 0 of a section: its header; row 1: its footer).
    lazy var sectionViews = CellRecycler<UIView>(identifier: { ($0 as? UITableViewHeaderFooterView)?.reuseIdentifier })

    /// The height of every section header whose height the delegate does not give:
    /// ``automaticDimension`` by default, which is ``defaultSectionHeaderHeight`` for a section
    /// with a header title or view and nothing for one without (LST-12).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { modelDidChange() }
    }
    /// The space above each section header, inside its section (iOS 15, LST-12):
    /// ``automaticDimension`` by default, which is ``defaultSectionHeaderTopPadding`` in a plain
    /// table and nothing in a grouped one. A header pinned to the top leaves it behind.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
        didSet { modelDidChange() }
    }
    /// [chosen] The automatic padding above a plain table's section headers: 22 points, what
    /// iOS 15 and later are reported to add; Apple does not give the value.
    public static let defaultSectionHeaderTopPadding: CGFloat = 22

    var resolvedSectionHeaderTopPadding: CGFloat {
        if sectionHeaderTopPadding.isFinite, sectionHeaderTopPadding >= 0 { return sectionHeaderTopPadding }
        return style == .plain ? Self.defaultSectionHeaderTopPadding : 0
    }

    /// The height of every section footer whose height the delegate does not give; as
    /// ``sectionHeaderHeight`` (LST-12).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { modelDidChange() }
    }
    /// The height section headers are guessed to have before they are measured; UIKit's
    /// default, ``automaticDimension``, turns on self-sizing: a header view whose constraints
    /// give it a height takes that height. 0 turns self-sizing off (LST-12).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { modelDidChange() }
    }
    /// As ``estimatedSectionHeaderHeight``, for section footers (LST-12).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { modelDidChange() }
    }
    /// [chosen] The height of an automatic header or footer that has a title or a view.
    public static let defaultSectionHeaderHeight: CGFloat = 28
    var needsReload = true
    /// The changes between `beginUpdates()` and `endUpdates()` (LST-13).
    var batcher = ListBatcher()
    lazy var recycler = CellRecycler<UITableViewCell>(identifier: { $0.reuseIdentifier })
    lazy var listSelection = ListSelection(host: self)
    lazy var swipe = RowSwipeController(table: self)
    /// A row dragged by its reorder control (LST-21).
    private(set) lazy var reorder = RowReorderController(table: self)
    /// The rows' context menus (INT-4).
    private(set) lazy var contextMenus = ListContextMenus(list: self)
    /// Rows dragged out and items dropped on (LST-23), once a drag or drop delegate is set.
    var dragDrop: ListDragDrop?

    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        swipe.install()
        contextMenus.install()
    }

    /// A plain table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A table from a storyboard or nib, in the style its element names, plain when it names none
    /// (NIB-2); its swipe and context-menu gestures are installed as in ``init(frame:style:)``.
    public required init?(coder: NSCoder) {
        let styles: [String: Style] = ["grouped": .grouped, "insetGrouped": .insetGrouped]
        style = ((coder as? NibCoder)?.element["style"]).flatMap { styles[$0] } ?? .plain
        super.init(coder: coder)
        swipe.install()
        contextMenus.install()
    }

    // MARK: Cells (LST-1)

    /// Registers the nib whose first cell ``dequeueReusableCell(withIdentifier:for:)`` makes for
    /// `identifier`, made anew from the nib for each new cell; nil unregisters it (NIB-4).
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else { return recycler.register(identifier, factory: nil) }
        registerCellFactory(identifier) { nib.firstObject(of: UITableViewCell.self) }
    }

    /// Registers the nib whose first header or footer view is made for `identifier` (NIB-4).
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerHeaderFooterNib(nib, identifier: identifier)
    }

    /// Registers the class whose cells ``dequeueReusableCell(withIdentifier:for:)`` makes for
    /// `identifier`; nil unregisters it (LST-1). The class is made with
    /// ``UITableViewCell/init(style:reuseIdentifier:)`` in the `.default` style; a class that is not a
    /// cell is reported (``Diagnostics``) and not registered.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { return recycler.register(identifier, factory: nil) }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            Diagnostics.report(.invalidArgument, "register(_:forCellReuseIdentifier:): \(cellClass) is not a UITableViewCell subclass")
            return
        }
        recycler.register(identifier) { cellType.init(style: .default, reuseIdentifier: identifier) }
    }

    /// A cell for `identifier`: one that scrolled out, or a new one when a class, nib or storyboard
    /// prototype is registered for it (as UIKit's does); nil when nothing is.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let cell = recycler.spareCell(for: identifier) else { return recycler.makeCell(for: identifier) }
        cell.prepareForReuse()
        return cell
    }

    /// A cell for `identifier` sized for the row at `indexPath`: one that scrolled out, or a new
    /// one of the registered class. Without a registered class UIKit raises an exception; OpenTouch
    /// reports it (``Diagnostics``) and returns a plain cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell = dequeueReusableCell(withIdentifier: identifier) ?? recycler.makeCell(for: identifier) ?? {
            Diagnostics.report(.invalidArgument, "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }()
        cell.frame = rectForRow(at: indexPath)
        return cell
    }

    /// The cell showing the row at `indexPath`, or nil when the row is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        recycler.visible[indexPath]
    }

    /// The cells on screen, from the top.
    open var visibleCells: [UITableViewCell] {
        indexPathsForVisibleRows?.compactMap { recycler.visible[$0] } ?? []
    }

    /// The index paths of the rows on screen, from the top.
    open var indexPathsForVisibleRows: [IndexPath]? {
        recycler.visible.keys.sorted()
    }

    /// The index path of the row showing `cell`, if it is on screen.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        recycler.indexPath(of: cell)
    }

    // MARK: Rows (LST-1)

    /// How many sections the data source gave.
    open var numberOfSections: Int {
        reloadModelIfNeeded()
        return rowHeights.count
    }

    /// How many rows `section` has.
    open func numberOfRows(inSection section: Int) -> Int {
        reloadModelIfNeeded()
        return rowHeights.indices.contains(section) ? rowHeights[section].count : 0
    }

    /// The row's rectangle in the table's content.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadModelIfNeeded()
        guard rowHeights.indices.contains(indexPath.section), rowHeights[indexPath.section].indices.contains(indexPath.row) else { return .zero }
        return CGRect(x: 0, y: rowTops[indexPath.section][indexPath.row], width: bounds.width, height: rowHeights[indexPath.section][indexPath.row])
    }

    /// The index paths of the rows that meet `rect`, in the table's coordinates, top to bottom.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        reloadModelIfNeeded()
        var found: [IndexPath] = []
        for section in rowTops.indices {
            var row = firstRow(endingAfter: rect.minY, in: section)
            while row < rowTops[section].count, rowTops[section][row] < rect.maxY {
                found.append(IndexPath(row: row, section: section))
                row += 1
            }
        }
        return found
    }

    /// The index path of the row at `point`, in the table's coordinates (its content), or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadModelIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        for section in rowTops.indices {
            let row = firstRow(endingAfter: point.y, in: section)
            if row < rowTops[section].count, rowTops[section][row] <= point.y { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    /// Forgets every row and cell and asks the data source again at the next layout; the
    /// selection is cleared.
    open func reloadData() {
        needsReload = true
        measuredHeights = [:]
        listSelection.clear()
        swipe.closeOpenRow()
        setNeedsLayout()
    }

    // MARK: Updates (LST-13)

    // Changing a table's rows and sections after the data source changed (LST-13).
    //
    // Each change is applied at once, or, between ``beginUpdates()`` and ``endUpdates()`` (or in the
    // block of ``performBatchUpdates(_:completion:)``), together at the end: deletions and reloads
    // name rows and sections as they were before the batch, insertions as they are after it.
    // Rows change at once; the animations are not drawn.

    /// Removes the rows at `indexPaths`, which the data source must already have removed.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record("deleteRows") { $0.deleted += indexPaths }
    }

    /// Adds the rows at `indexPaths`, which the data source must already have added.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record("insertRows") { $0.inserted += indexPaths }
    }

    /// Reloads the rows at `indexPaths`: their cells are asked for again, and they are no longer selected.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record("reloadRows") { $0.reloaded += indexPaths }
    }

    /// Moves the row at `indexPath` to `newIndexPath`, as the data source already did; a selected
    /// row stays selected where it went.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record("moveRow") { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Removes whole sections, which the data source must already have removed.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record("deleteSections") { $0.deletedSections.formUnion(sections) }
    }

    /// Adds whole sections, which the data source must already have added.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record("insertSections") { $0.insertedSections.formUnion(sections) }
    }

    /// Reloads whole sections: their rows may change in number; none of them stays selected.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record("reloadSections") { $0.reloadedSections.formUnion(sections) }
    }

    /// Starts a batch: the changes until the matching ``endUpdates()`` are applied together.
    open func beginUpdates() {
        batcher.begin()
    }

    /// Ends a batch begun by ``beginUpdates()``, applying its changes when it is the outermost.
    /// Without a batch, it does what UIKit does: lays the rows out again from the data source's
    /// heights.
    open func endUpdates() {
        guard batcher.isOpen else { return apply(ListBatch(), verb: "endUpdates") }
        if let batch = batcher.end() { apply(batch, verb: "endUpdates") }
    }

    /// Applies the changes `updates` makes as one batch; `completion` is called with true at the
    /// next turn of the application clock, where UIKit calls it when the animations end.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        scheduleBatchCompletion(completion)
    }

    // MARK: Header and footer (LST-10)

    /// A view above the first section, as wide as the table; rows start below it. Its height is
    /// read when it is set and when the table reloads, as in UIKit: after changing the height of a
    /// view already set, set it again.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessory(oldValue, with: tableHeaderView) }
    }

    /// A view below the last row, as wide as the table; its height is read as the header's is.
    open var tableFooterView: UIView? {
        didSet { replaceAccessory(oldValue, with: tableFooterView) }
    }

    /// Where the last row ends: the footer's top.
    var rowsEnd: CGFloat = 0

    private func replaceAccessory(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new, new.superview !== self { insertSubview(new, at: 0) }
        needsReload = true
        setNeedsLayout()
    }

    // MARK: Layout (LST-1)

    /// Puts on screen a cell for every row the bounds show, reusing the cells that left.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload {
            recycler.putAsideAll()
            sectionViews.putAsideAll()
            reloadModel()
        } else if contentSize.width != bounds.width {
            contentSize.width = bounds.width
        }
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: rowsEnd, width: bounds.width, height: footer.frame.height)
        }
        showRows()
        layOutSectionViews()
        swipe.layOutOpenRow()
        reorder.reapply()
        prefetcher.listDidLayOut(self)
    }

    /// The row dragged by its reorder control moved from `source` to `destination`, as the data
    /// source already did: the cells and the selection follow, no cell is asked for again (LST-21).
    func commitReorder(from source: IndexPath, to destination: IndexPath) {
        var batch = ListBatch()
        batch.moves = [(source, destination)]
        let sections = numberOfSections
        let newIndexPath = { batch.newIndexPath(for: $0, sectionsBefore: sections, sectionsAfter: sections) }
        recycler.remap(newIndexPath)
        listSelection.remap(newIndexPath)
        measuredHeights = [:]
        reloadModel()
        setNeedsLayout()
    }

    /// A drag that starts on a reorder control moves the row, not the table (LST-21).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer,
           !TakeoverPolicy.listMayScroll(self, isEditing: isInEditingMode, dragBeganOnReorderControl: isInEditingMode && dragBeganOnReorderControl) {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Selection (LST-4, LST-5)

    /// The first selected row, or nil.
    open var indexPathForSelectedRow: IndexPath? { listSelection.selected.first }
    /// The selected rows, or nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? { listSelection.selected.isEmpty ? nil : listSelection.selected }

    /// Selects the row at `indexPath` (nil clears the selection) and scrolls to it, without
    /// telling the delegate (LST-5).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        listSelection.select(indexPath, animated: animated)
        if let indexPath, scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath` without telling the delegate (LST-5).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        listSelection.deselect(indexPath, animated: animated)
    }

    /// Scrolls so that the row at `indexPath` is at `scrollPosition` (`.none`: just into view).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let row = rectForRow(at: indexPath)
        guard row != .zero else { return }
        var y: CGFloat
        switch scrollPosition {
        case .top: y = row.minY
        case .middle: y = row.midY - bounds.height / 2
        case .bottom: y = row.maxY - bounds.height
        case .none:
            y = contentOffset.y
            if row.minY < y { y = row.minY } else if row.maxY > y + bounds.height { y = row.maxY - bounds.height }
        }
        setContentOffset(clamped(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }

    // MARK: Section headers and footers (LST-14)

    /// Registers the class whose views ``dequeueReusableHeaderFooterView(withIdentifier:)`` makes
    /// for `identifier`; nil unregisters it.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { return sectionViews.register(identifier, factory: nil) }
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            Diagnostics.report(.invalidArgument, "register(_:forHeaderFooterViewReuseIdentifier:): \(aClass) is not a UITableViewHeaderFooterView subclass (LST-12)")
            return
        }
        sectionViews.register(identifier) { viewType.init(reuseIdentifier: identifier) }
    }

    /// A header or footer for `identifier`: one that scrolled out, or a new one of the registered
    /// class; nil when neither is there.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let spare = sectionViews.spareCell(for: identifier) as? UITableViewHeaderFooterView {
            spare.prepareForReuse()
            return spare
        }
        return sectionViews.makeCell(for: identifier) as? UITableViewHeaderFooterView
    }

    /// The header of `section` while it is on screen, if it is a header-footer view.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        sectionViews.visible[IndexPath(row: 0, section: section)] as? UITableViewHeaderFooterView
    }

    /// The footer of `section` while it is on screen, if it is a header-footer view.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        sectionViews.visible[IndexPath(row: 1, section: section)] as? UITableViewHeaderFooterView
    }

    /// The rectangle of `section`, header and footer included, in the table's content.
    open func rect(forSection section: Int) -> CGRect {
        _ = numberOfSections
        guard sectionTops.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sectionTops[section], width: bounds.width, height: sectionEnd(section) - sectionTops[section])
    }

    /// Where `section`'s header is in the table's content, as laid out (not where a pinned header floats).
    open func rectForHeader(inSection section: Int) -> CGRect {
        let whole = rect(forSection: section)
        guard whole != .zero else { return .zero }
        return CGRect(x: 0, y: whole.minY + headerPaddings[section], width: whole.width, height: headerHeights[section])
    }

    /// Where `section`'s footer is in the table's content.
    open func rectForFooter(inSection section: Int) -> CGRect {
        let whole = rect(forSection: section)
        guard whole != .zero else { return .zero }
        return CGRect(x: 0, y: whole.maxY - footerHeights[section], width: whole.width, height: footerHeights[section])
    }

    // MARK: Drag and drop (LST-23)

    /// The object that gives the items a held press on a row lifts; kept weakly.
    open var dragDelegate: UITableViewDragDelegate? {
        get { dragDrop?.dragDelegate as? UITableViewDragDelegate }
        set { dragDropMade.dragDelegate = newValue; dragDropMade.update() }
    }

    /// The object that takes drops; kept weakly.
    open var dropDelegate: UITableViewDropDelegate? {
        get { dragDrop?.dropDelegate as? UITableViewDropDelegate }
        set { dragDropMade.dropDelegate = newValue; dragDropMade.update() }
    }

    /// Whether a held press lifts rows (with a drag delegate); true by default, as since iOS 15
    /// on iPhone and iPad alike.
    open var dragInteractionEnabled: Bool {
        get { dragDrop?.isDragEnabled ?? true }
        set { dragDropMade.isDragEnabled = newValue }
    }

    /// Whether rows lifted from here are being dragged.
    open var hasActiveDrag: Bool { dragDrop?.hasActiveDrag ?? false }

    /// Whether a drag session is over this view.
    open var hasActiveDrop: Bool { dragDrop?.hasActiveDrop ?? false }
}
