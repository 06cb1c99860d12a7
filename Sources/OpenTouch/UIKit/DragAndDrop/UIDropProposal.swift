import Foundation

/// What a drop target would do if the items were dropped now (INT-7), as its delegate answers
/// `dropInteraction(_:sessionDidUpdate:)`.
@preconcurrency @MainActor
open class UIDropProposal: NSObject {
    /// The operation the target proposes.
    public let operation: UIDropOperation
    /// Whether the target wants the drop point more precisely than a finger gives it; recorded
    /// only, since OpenTouch moves the drop point by no offset.
    open var isPrecise = false
    /// Whether the dropped preview should keep its full size; recorded only.
    open var prefersFullSizePreview = false

    /// A proposal of `operation`.
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}
