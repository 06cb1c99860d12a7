import Foundation

/// What a drop on a table would do, and where the items would go (LST-23).
@preconcurrency @MainActor
open class UITableViewDropProposal: UIDropProposal {
    /// Where the dropped items go relative to the destination row.
    public enum Intent: Int, Sendable {
        /// Nothing said: the table shows no gap.
        case unspecified = 0
        /// Between rows: the rows make room at the destination.
        case insertAtDestinationIndexPath = 1
        /// Into the destination row.
        case insertIntoDestinationIndexPath = 2
        /// Between rows or into a row, as the finger says.
        case automatic = 3
    }

    /// Where the dropped items go.
    public let intent: Intent

    /// A proposal of `operation` with `intent`.
    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal of `operation` with no intent.
    public convenience override init(operation: UIDropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }
}
