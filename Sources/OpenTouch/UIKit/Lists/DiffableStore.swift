import Foundation

/// What a diffable data source, for a table or a collection view, keeps and does (LST-18): the
/// snapshot shown, and applying the next one as a batch of updates worked out from the two.
@MainActor
final class DiffableStore<Section: Hashable, Item: Hashable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Item>

    /// The snapshot the list shows.
    private(set) var current = Snapshot()

    /// Shows `snapshot` in `list`: the misuses it recorded are reported; the first snapshot, or
    /// one whose sections changed order, reloads the list; any other is one batch of updates.
    /// `completion` runs at the next turn of the application clock, where UIKit runs it when the
    /// animations end.
    func apply(_ snapshot: Snapshot, to list: ListHost?, reload: Bool, completion: (() -> Void)?) {
        for problem in snapshot.problems { Diagnostics.report(.invalidArgument, problem) }
        let old = current
        current = snapshot.settled
        guard let list else { return }
        if reload || old.numberOfSections == 0 {
            list.reloadData()
        } else if let batch = SnapshotDiff.batch(from: old, to: snapshot) {
            list.apply(batch, verb: "apply(_:animatingDifferences:)")
        } else {
            list.trace?.recordList(list, "reloads its data", reason: "the sections that stay changed order (LST-18)")
            list.reloadData()
        }
        list.scheduleBatchCompletion(completion.map { done in { _ in done() } })
    }

    /// Moves an item in the snapshot shown, without applying anything: the list moved the row
    /// itself (LST-21).
    func move(from source: IndexPath, to destination: IndexPath) {
        guard let item = current.item(at: source), source != destination else { return }
        var next = current
        next.deleteItems([item])
        let sections = next.sectionIdentifiers
        guard sections.indices.contains(destination.section) else { return }
        let items = next.itemIdentifiers(inSection: sections[destination.section])
        if destination[1] < items.count {
            next.insertItems([item], beforeItem: items[destination[1]])
        } else {
            next.appendItems([item], toSection: sections[destination.section])
        }
        current = next.settled
    }

    func itemIdentifier(for indexPath: IndexPath) -> Item? { current.item(at: indexPath) }
    func indexPath(for item: Item) -> IndexPath? { current.indexPath(of: item) }

    func sectionIdentifier(for index: Int) -> Section? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    func index(for section: Section) -> Int? { current.indexOfSection(section) }
}
