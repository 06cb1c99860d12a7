import Foundation

/// What a drop on a collection view would do, and where the items would go (LST-23).
@preconcurrency @MainActor
open class UICollectionViewDropProposal: UIDropProposal {
    /// Where the dropped items go relative to the destination item.
    public enum Intent: Int, Sendable {
        /// Nothing said: the collection view makes no room.
        case unspecified = 0
        /// Between items: the items make room at the destination.
        case insertAtDestinationIndexPath = 1
        /// Into the destination item.
        case insertIntoDestinationIndexPath = 2
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
