import Foundation

/// A token in a search field: a chip before the text standing for a search term the app
/// recognised, with an icon and the object it represents (SRC-6).
@preconcurrency @MainActor
open class UISearchToken: NSObject {
    /// The token's icon; recorded, nothing is drawn. Not public: UIKit keeps it to the token.
    let icon: UIImage?
    /// The token's text (UIKit's is private too; a copied token gives it).
    let text: String
    /// The app's object the token stands for.
    open var representedObject: Any?

    /// A token showing `text` after `icon`.
    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
        super.init()
    }

    open override var description: String { "<UISearchToken \"\(text)\">" }
}

/// A search field's delegate: a text field's, and what copying a token gives (SRC-6).
@preconcurrency @MainActor
public protocol UISearchTextFieldDelegate: UITextFieldDelegate {
    /// What a copied token puts on the pasteboard; its text by default.
    func searchTextField(_ searchTextField: UISearchTextField, itemProviderForCopying token: UISearchToken) -> NSItemProvider
}

extension UISearchTextFieldDelegate {
    /// An item provider with the token's text.
    public func searchTextField(_ searchTextField: UISearchTextField, itemProviderForCopying token: UISearchToken) -> NSItemProvider {
        NSItemProvider(object: token.text as NSString)
    }
}
