import Foundation

/// The check UIKit makes after `deleteRows`/`insertRows` (`deleteItems`/`insertItems`): each
/// section must have as many elements as before, less those removed, plus those inserted (LST-1).
enum ListUpdate {
    /// UIKit's "Invalid update" message for the first section that does not add up, or nil.
    static func mismatch(before: [Int], after: [Int], removed: [IndexPath], inserted: [IndexPath], noun: String) -> String? {
        for section in after.indices {
            let old = before.indices.contains(section) ? before[section] : 0
            let (deleted, added) = (removed.filter { $0.section == section }.count, inserted.filter { $0.section == section }.count)
            guard old - deleted + added != after[section] else { continue }
            return "Invalid update: invalid number of \(noun)s in section \(section). The number of \(noun)s after the update (\(after[section])) must be equal to the number of \(noun)s before the update (\(old)), plus or minus the number of \(noun)s inserted or deleted (\(added) inserted, \(deleted) deleted); the list reloads its data instead"
        }
        return nil
    }
}
