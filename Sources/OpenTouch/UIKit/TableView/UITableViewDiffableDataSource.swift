import Foundation

/// A table's data source that shows a snapshot of identifiers (LST-18): apply a new snapshot and
/// the table inserts, deletes and moves the rows that changed, the selection following its rows.
/// Subclass it to give section titles (`titleForHeaderInSection`) or to let rows be deleted
/// (`canEditRowAt`, `commit(_:forRowAt:)`), as on iOS.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UITableViewDataSource {
    /// Makes the cell for a row; nil is UIKit's fatal error, reported here.
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private let store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()
    /// The animation rows are inserted and deleted with; OpenTouch animates none (LST-13).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView`, which it becomes the data source of.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Shows `snapshot`: the differences from the one shown are one batch of updates (LST-13);
    /// `completion` runs at the next turn of the application clock.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        store.apply(snapshot, to: tableView, reload: false, completion: completion)
    }

    /// ``apply(_:animatingDifferences:completion:)`` for `await`.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        store.apply(snapshot, to: tableView, reload: false, completion: nil)
    }

    /// Shows `snapshot` by reloading the table's data.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        store.apply(snapshot, to: tableView, reload: true, completion: completion)
    }

    /// A copy of the snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { store.current }

    /// The item shown at `indexPath`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { store.itemIdentifier(for: indexPath) }

    /// Where `itemIdentifier` is shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { store.indexPath(for: itemIdentifier) }

    /// The section shown at `index`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { store.sectionIdentifier(for: index) }

    /// Where `sectionIdentifier` is shown.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { store.index(for: sectionIdentifier) }

    // MARK: UITableViewDataSource

    /// The number of sections in the snapshot last applied (LST-18).
    open func numberOfSections(in tableView: UITableView) -> Int { store.current.numberOfSections }

    /// The number of items in `section` of the snapshot last applied; 0 for a section it lacks (LST-18).
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.current.counts.indices.contains(section) ? store.current.counts[section] : 0
    }

    /// The cell the cell provider makes for the item at `indexPath`; a provider that returns nil is
    /// reported (``Diagnostics``) and a plain cell shown in its place (LST-18).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = store.itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        Diagnostics.report(.invalidArgument, "UITableViewDiffableDataSource's cell provider returned nil for the row at \(indexPath); it must return a cell (LST-18)")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// The title of `section`'s header; nil (none) unless a subclass gives one (LST-12).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// The title of `section`'s footer; nil (none) unless a subclass gives one (LST-12).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Whether the row shows its editing control; true, as for any data source (LST-15).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { DefaultAnswers.canEditRow }

    /// A subclass deletes the row's item from a new snapshot and applies it (LST-15).
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// False unless a subclass answers true (LST-21).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Moves the row's item in the snapshot shown, as the table already moved the row
    /// (LST-21); a subclass that overrides it calls super or keeps its own data in step.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        store.move(from: sourceIndexPath, to: destinationIndexPath)
    }
}
