import Foundation

/// One action shown when a row is swiped (LST-8): a title, a colour and the handler that runs
/// when the user taps it.
///
/// ```swift
/// let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
///     rows.remove(at: indexPath.row)
///     tableView.deleteRows(at: [indexPath], with: .automatic)
///     done(true)
/// }
/// ```
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the action looks, and what UIKit does once it has run.
    public enum Style: Int, Sendable {
        /// A plain action (grey by default).
        case normal = 0
        /// An action that removes the row (red by default).
        case destructive = 1
    }

    /// What runs when the action is tapped: the action, the view that shows it, and a completion
    /// to call with whether the action was performed; calling it closes the row (LST-8).
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The title on the action's button.
    open var title: String?
    /// The button's colour; by default red for a destructive action, grey otherwise.
    open var backgroundColor: UIColor!
    /// An image for the button; stored for hosts that draw it.
    open var image: UIImage?
    /// What runs when the action is tapped.
    public let handler: Handler

    /// An action of `style` titled `title` that runs `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        self.backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}
