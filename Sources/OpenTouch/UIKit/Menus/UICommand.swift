import Foundation

/// A menu element that sends an action up the responder chain when chosen (RSP-5): the base of
/// ``UIKeyCommand``.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The action sent, to the first responder along the chain that performs it.
    open var action: Selector
    /// A value the responder can read back from the command.
    open var propertyList: Any?
    /// Disabled, destructive or hidden.
    open var attributes: UIMenuElement.Attributes
    /// Whether a checkmark shows.
    open var state: UIMenuElement.State
    /// The title a discoverability overlay shows, when it differs from ``title``.
    open var discoverabilityTitle: String?

    /// A command titled `title` that sends `action`.
    public init(title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: nil, image: image)
    }
}
