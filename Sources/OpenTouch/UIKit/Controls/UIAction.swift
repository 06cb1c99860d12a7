import Foundation

/// A closure action for a control (CTL-9).
///
/// ```swift
/// button.addAction(UIAction { action in print("tapped", action.sender as Any) }, for: .touchUpInside)
/// ```
@preconcurrency @MainActor
open class UIAction {
    /// A name for an action, to find or remove it by.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title a menu or button shows for the action.
    open var title: String
    /// The image a menu, button or segment shows for the action.
    open var image: UIImage?
    /// The identifier; a new unique one unless given.
    public let identifier: Identifier
    /// The control that sent the action, while the handler runs.
    public internal(set) weak var sender: AnyObject?
    private let handler: @MainActor (UIAction) -> Void

    /// An action that runs `handler`.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }

    func perform(sender: AnyObject) {
        self.sender = sender
        handler(self)
    }
}
