import Foundation

/// Makes the view controller a context menu previews; nil for the view itself.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
/// Makes the menu a context menu shows, from the actions the system suggests (none here).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows (INT-2): its menu, and a preview.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The identifier given; the delegate's later calls carry the configuration, so it can tell
    /// which menu they are about.
    public let identifier: NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// A configuration whose preview and menu the providers make when the menu is about to show.
    public init(identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
