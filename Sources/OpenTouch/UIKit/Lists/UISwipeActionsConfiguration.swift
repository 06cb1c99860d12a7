import Foundation

/// The actions a swiped row shows, in order from the edge the row was swiped from (LST-8).
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, the first one nearest the edge.
    public let actions: [UIContextualAction]
    /// Whether swiping the row all the way across performs the first action; true by default.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration showing `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
