import Foundation

/// The changes a list gathers from the start to the end of a batch of updates (LST-13), for
/// tables and collection views alike: batches nest, and only the outermost end applies.
struct ListBatcher {
    private var pending = ListBatch()
    private var depth = 0

    /// Whether a batch is open.
    var isOpen: Bool { depth > 0 }

    /// Opens a batch, or one inside the open one.
    mutating func begin() {
        depth += 1
    }

    /// Closes a batch; the outermost gives back what it gathered, to apply now.
    mutating func end() -> ListBatch? {
        guard depth > 0 else { return nil }
        depth -= 1
        guard depth == 0 else { return nil }
        defer { pending = ListBatch() }
        return pending
    }

    /// Adds a change to the open batch; outside one, gives it back as a batch of its own, to apply now.
    mutating func add(_ change: (inout ListBatch) -> Void) -> ListBatch? {
        if depth > 0 {
            change(&pending)
            return nil
        }
        var batch = ListBatch()
        change(&batch)
        return batch
    }
}
