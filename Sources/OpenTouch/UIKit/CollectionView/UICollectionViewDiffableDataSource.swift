import Foundation

/// A collection view's data source that shows a snapshot of identifiers (LST-18): apply a new
/// snapshot and the collection view inserts, deletes and moves what changed, the selection
/// following its items.
///
/// ```swift
/// let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: grid) { grid, indexPath, name in
///     grid.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["a", "b"])
/// dataSource.apply(snapshot)
/// ```
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item; nil is UIKit's fatal error, reported here.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view (LST-16).
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private let store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()
    /// Makes the supplementary views the layout places.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView`, which it becomes the data source of.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Shows `snapshot`: the differences from the one shown are one batch of updates (LST-13),
    /// animated or not (OpenTouch moves nothing gradually either way); `completion` runs at the
    /// next turn of the application clock.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        store.apply(snapshot, to: collectionView, reload: false, completion: completion)
    }

    /// ``apply(_:animatingDifferences:completion:)`` for `await`.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        store.apply(snapshot, to: collectionView, reload: false, completion: nil)
    }

    /// Shows `snapshot` by reloading the collection view's data.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        store.apply(snapshot, to: collectionView, reload: true, completion: completion)
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

    // MARK: UICollectionViewDataSource

    /// False unless a subclass answers true: OpenTouch has no reordering handlers yet (LST-22).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Moves the item in the snapshot shown, as the collection view already moved it (LST-22);
    /// a subclass that overrides it calls super or keeps its own data in step.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        store.move(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// The number of sections in the snapshot last applied (LST-18).
    open func numberOfSections(in collectionView: UICollectionView) -> Int { store.current.numberOfSections }

    /// The number of items in `section` of the snapshot last applied; 0 for a section it lacks (LST-18).
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        store.current.counts.indices.contains(section) ? store.current.counts[section] : 0
    }

    /// The cell the cell provider makes for the item at `indexPath`; a provider that returns nil is
    /// reported (``Diagnostics``) and an empty cell shown in its place (LST-18).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = store.itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) { return cell }
        Diagnostics.report(.invalidArgument, "UICollectionViewDiffableDataSource's cell provider returned nil for the item at \(indexPath); it must return a cell (LST-18)")
        return UICollectionViewCell(frame: .zero)
    }

    /// The view ``supplementaryViewProvider`` makes; when it is unset or returns nil, reported
    /// (``Diagnostics``, LST-16) and an empty view returned.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        Diagnostics.report(.invalidArgument, "the layout placed a supplementary view of kind \(kind) at \(indexPath), but the diffable data source's supplementaryViewProvider \(supplementaryViewProvider == nil ? "is not set" : "returned nil") (LST-16)")
        return UICollectionReusableView(frame: .zero)
    }
}
