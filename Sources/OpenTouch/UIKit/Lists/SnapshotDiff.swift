import Foundation

/// The batch of updates that takes a list from one diffable snapshot to the next (LST-18):
/// sections and items that left are deleted, those that came are inserted, items whose place
/// changed otherwise are moved, and the snapshot's reload marks become reloads.
enum SnapshotDiff {
    /// The batch, or nil when sections that stay changed order, which only a reload shows.
    static func batch<Section: Hashable, Item: Hashable>(from old: NSDiffableDataSourceSnapshot<Section, Item>,
                                                          to new: NSDiffableDataSourceSnapshot<Section, Item>) -> ListBatch? {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let oldSet = Set(oldSections), newSet = Set(newSections)
        guard oldSections.filter(newSet.contains) == newSections.filter(oldSet.contains) else { return nil }
        var batch = ListBatch()
        for (index, section) in oldSections.enumerated() where !newSet.contains(section) { batch.deletedSections.insert(index) }
        for (index, section) in newSections.enumerated() where !oldSet.contains(section) { batch.insertedSections.insert(index) }
        let reloaded = Set(new.reloadedSectionIdentifiers)
        for (index, section) in oldSections.enumerated() where reloaded.contains(section) && newSet.contains(section) {
            batch.reloadedSections.insert(index)
        }
        // Sections whose items the batch does not count one by one: gone, new or reloaded.
        let oldWhole = batch.deletedSections.union(batch.reloadedSections)
        let newWhole = IndexSet(newSections.enumerated().filter { !oldSet.contains($0.element) || reloaded.contains($0.element) }.map(\.offset))
        let reloadedItems = Set(new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers)

        var common: [(from: IndexPath, to: IndexPath)] = []
        var reloadCandidates: [(from: IndexPath, to: IndexPath)] = []
        for item in old.itemIdentifiers {
            guard let from = old.indexPath(of: item) else { continue }
            let to = new.indexPath(of: item)
            let arrivesCounted = to.map { !newWhole.contains($0.section) } ?? false
            if oldWhole.contains(from.section) {
                if arrivesCounted, let to { batch.inserted.append(to) }
            } else if !arrivesCounted {
                batch.deleted.append(from)
            } else if let to {
                if reloadedItems.contains(item) { reloadCandidates.append((from, to)) } else { common.append((from, to)) }
            }
        }
        for item in new.itemIdentifiers where old.indexPath(of: item) == nil {
            if let to = new.indexPath(of: item), !newWhole.contains(to.section) { batch.inserted.append(to) }
        }
        // A reloaded item keeps its place as a reload; one that also moved is deleted and inserted
        // (UIKit does not reload and move one item in a batch).
        var stayed = batch
        stayed.moves = []
        for candidate in reloadCandidates {
            if stayed.newIndexPath(for: candidate.from, sectionsBefore: old.numberOfSections, sectionsAfter: new.numberOfSections) == candidate.to {
                batch.reloaded.append(candidate.from)
                common.append(candidate)
            } else {
                batch.deleted.append(candidate.from)
                batch.inserted.append(candidate.to)
            }
        }
        // Moves: the items the deletions and insertions alone would put elsewhere.
        let plain = batch
        batch.moves = common.filter {
            !plain.reloaded.contains($0.from)
                && plain.newIndexPath(for: $0.from, sectionsBefore: old.numberOfSections, sectionsAfter: new.numberOfSections) != $0.to
        }
        let lands = common.allSatisfy {
            batch.reloaded.contains($0.from)
                || batch.newIndexPath(for: $0.from, sectionsBefore: old.numberOfSections, sectionsAfter: new.numberOfSections) == $0.to
        }
        // When those moves shift the others out of place, every item that stays is moved.
        if !lands { batch.moves = common.filter { !batch.reloaded.contains($0.from) } }
        return batch
    }
}
