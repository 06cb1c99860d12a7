import Foundation

/// One thing being dragged (INT-6): its data, in an item provider, and, for drops in the same
/// app, the object itself.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    /// The item's data.
    public let itemProvider: NSItemProvider
    /// The app's own object for the item, seen by drop targets in the same app.
    open var localObject: Any?

    /// An item whose data `itemProvider` gives.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}
