import Foundation

/// One batch of changes to a list's sections and rows (or items), as UIKit applies them (LST-13):
/// deletions and reloads name positions before the batch, insertions positions after it, and a
/// move names its row before and after. A change made outside `beginUpdates`/`endUpdates` or
/// `performBatchUpdates` is a batch of its own.
struct ListBatch {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var deleted: [IndexPath] = []
    var inserted: [IndexPath] = []
    var reloaded: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []

    /// Whether the batch only reloads rows, so that the others keep their cells.
    var onlyReloadsRows: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && deleted.isEmpty && inserted.isEmpty && moves.isEmpty
    }

    /// The section after the batch of each section before it that stays (deleted ones map to nil).
    private func sectionMap(before: Int, after: Int) -> [Int: Int] {
        let kept = (0..<before).filter { !deletedSections.contains($0) }
        let targets = (0..<after).filter { !insertedSections.contains($0) }
        return Dictionary(uniqueKeysWithValues: zip(kept, targets).map { ($0, $1) })
    }

    /// UIKit's "Invalid update" message when the data source's counts after the batch do not add
    /// up with the counts before it and the changes, or nil when they do.
    func mismatch(before: [Int], after: [Int], noun: String, list: String) -> String? {
        let expectedSections = before.count - deletedSections.count + insertedSections.count
        if after.count != expectedSections {
            return "Invalid update: invalid number of sections. The number of sections contained in the \(list) after the update (\(after.count)) must be equal to the number of sections contained in the \(list) before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted); the \(list) reloads its data instead"
        }
        let map = sectionMap(before: before.count, after: after.count)
        for (old, new) in map.sorted(by: { $0.key < $1.key }) where !reloadedSections.contains(old) {
            let deletedHere = deleted.filter { $0.section == old }.count
            let insertedHere = inserted.filter { $0.section == new }.count
            let movedOut = moves.filter { $0.from.section == old }.count
            let movedIn = moves.filter { $0.to.section == new }.count
            guard before[old] - deletedHere + insertedHere - movedOut + movedIn != after[new] else { continue }
            return "Invalid update: invalid number of \(noun)s in section \(new). The number of \(noun)s contained in an existing section after the update (\(after[new])) must be equal to the number of \(noun)s contained in that section before the update (\(before[old])), plus or minus the number of \(noun)s inserted or deleted from that section (\(insertedHere) inserted, \(deletedHere) deleted) and plus or minus the number of \(noun)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out); the \(list) reloads its data instead"
        }
        return nil
    }

    /// Where a section's header, footer or supplementary view before the batch is after it: the
    /// same position in the section it became, or nil when the section was deleted or reloaded.
    func newSupplementaryIndexPath(for old: IndexPath, sectionsBefore: Int, sectionsAfter: Int) -> IndexPath? {
        guard !deletedSections.contains(old.section), !reloadedSections.contains(old.section),
              let section = sectionMap(before: sectionsBefore, after: sectionsAfter)[old.section] else { return nil }
        return IndexPath(indexes: [section, old[1]])
    }

    /// Where a row before the batch is after it; nil when it was deleted or reloaded, or its
    /// section was (a reloaded row is a new row, as UIKit treats it: not selected).
    func newIndexPath(for old: IndexPath, sectionsBefore: Int, sectionsAfter: Int) -> IndexPath? {
        if let move = moves.first(where: { $0.from == old }) { return move.to }
        guard !deletedSections.contains(old.section), !reloadedSections.contains(old.section),
              !deleted.contains(old), !reloaded.contains(old),
              let section = sectionMap(before: sectionsBefore, after: sectionsAfter)[old.section] else { return nil }
        var row = old[1] - deleted.filter { $0.section == old.section && $0[1] < old[1] }.count
            - moves.filter { $0.from.section == old.section && $0.from[1] < old[1] }.count
        let arrivals = (inserted + moves.map(\.to)).filter { $0.section == section }.map { $0[1] }.sorted()
        for arrival in arrivals where arrival <= row { row += 1 }
        return IndexPath(indexes: [section, row])
    }
}
