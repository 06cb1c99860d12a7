import Foundation

/// A closure action for a control (CTL-9).
///
/// ```swift
/// button.addAction(UIAction { action in print("tapped", action.sender as Any) }, for: .touchUpInside)
/// ```
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A name for an action, to find or remove it by.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named by `rawValue`, written without its label.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The identifier; a new unique one unless given.
    public let identifier: Identifier
    /// How the action behaves in a menu: disabled, destructive, hidden (INT-2).
    open var attributes: UIMenuElement.Attributes
    /// Whether a menu shows a checkmark beside it (INT-3).
    open var state: UIMenuElement.State
    /// A title for a keyboard shortcut's list; stored.
    open var discoverabilityTitle: String?
    /// The control that sent the action, while the handler runs.
    public internal(set) weak var sender: AnyObject?
    private let handler: @MainActor (UIAction) -> Void

    /// An action that runs `handler`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping @MainActor (UIAction) -> Void) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    func perform(sender: AnyObject?) {
        self.sender = sender
        handler(self)
    }
}
