import Foundation

/// One of the actions a swipe on a row shows, as code before iOS 11 gives them from
/// `tableView(_:editActionsForRowAt:)` (LST-8).
///
/// They are shown as the contextual actions of a trailing swipe: the first at the trailing edge,
/// destructive ones red; a tap runs the handler with the row's index path, and the row closes
/// unless the handler deleted it. A full swipe performs nothing, as with row actions on iOS.
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    /// How the action looks (LST-8). Raw values are UIKit's.
    public enum Style: Int, Sendable {
        /// Red, as destructive.
        case `default` = 0
        /// Red, for an action that deletes.
        public static let destructive = Style.default
        /// Grey.
        case normal = 1
    }

    /// What runs when a finger taps the action.
    public typealias Handler = (UITableViewRowAction, IndexPath) -> Void

    /// How the action looks.
    public let style: Style
    /// The action's title.
    open var title: String?
    /// The action's colour; from its style when nil.
    open var backgroundColor: UIColor?
    /// A blur behind the action; recorded only.
    open var backgroundEffect: UIVisualEffect?
    let handler: Handler

    /// An action of `style` titled `title` that runs `handler` with the row's index path (LST-8).
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }

    /// The row actions as a trailing swipe's configuration (LST-8).
    static func configuration(of actions: [UITableViewRowAction], at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard !actions.isEmpty else { return nil }
        let contextual = actions.map { action in
            let shown = UIContextualAction(style: action.style == .normal ? .normal : .destructive, title: action.title) { _, _, done in
                action.handler(action, indexPath)
                done(false)
            }
            if let color = action.backgroundColor { shown.backgroundColor = color }
            return shown
        }
        let configuration = UISwipeActionsConfiguration(actions: contextual)
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}
