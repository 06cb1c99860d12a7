import Foundation

/// A button in a navigation bar or a toolbar (VC-5): a title or an image, and what a tap on it
/// does: its `primaryAction`, else its `action` sent to its `target` (to the responder chain when
/// the target is nil), as UIKit sends it.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self,
///                                                     action: Selector(EditorController.done))
/// ```
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How the item is drawn; `.done` is bold.
    public enum Style: Int, Sendable {
        case plain = 0
        case bordered = 1
        case done = 2
    }

    /// The items UIKit provides, each with its title (chosen: the English titles; the symbol items
    /// are titled by what they do).
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
             pageCurl, close

        var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            case .close: "Close"
            case .flexibleSpace, .fixedSpace: ""
            default: "\(self)".prefix(1).uppercased() + "\(self)".dropFirst()
            }
        }
    }

    /// How the item is drawn.
    open var style: Style = .plain
    /// The object sent ``action``; nil sends it up the responder chain.
    open weak var target: AnyObject?
    /// The method sent when the item is tapped and it has no ``primaryAction``.
    open var action: Selector?
    /// What a tap runs, before any `target`/`action`.
    open var primaryAction: UIAction?
    /// A view the bar shows instead of a button.
    open var customView: UIView?
    /// The system item it was made as, if it was.
    public private(set) var systemItem: SystemItem?
    /// The item's width in a toolbar: a fixed space's, or a button's at least; 0 for its own (BAR-1).
    open var width: CGFloat = 0

    /// A space that takes an equal share of a toolbar's room left (BAR-1).
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// A space of `width` points in a toolbar (BAR-1).
    public static func fixedSpace(_ width: CGFloat = 0) -> UIBarButtonItem {
        let space = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        space.width = width
        return space
    }

    public override init() {
        super.init()
    }

    /// An item with a title.
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    /// An item with an image.
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target
        self.action = action
    }

    /// One of UIKit's items (`.done` is drawn as `.done`).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        title = systemItem.title
        style = systemItem == .done ? .done : .plain
        self.target = target
        self.action = action
    }

    /// An item whose tap runs `primaryAction` (its title and image, unless given).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image
        self.primaryAction = primaryAction
    }

    /// One of UIKit's items whose tap runs `primaryAction`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
    }

    /// An item that shows `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// The button a bar shows for the item (VC-5, BAR-1): its title and image, enabled as it is,
    /// performing it when tapped.
    func makeButton() -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        if let image { button.setImage(image, for: .normal) }
        button.isEnabled = isEnabled
        button.accessibilityIdentifier = accessibilityIdentifier
        if let accessibilityLabel { button.accessibilityLabel = accessibilityLabel }
        button.accessibilityHint = accessibilityHint
        shownButton = button
        button.addAction(UIAction { [weak self, weak button] _ in
            guard let self, let button else { return }
            self.perform(from: button, event: nil)
        }, for: .touchUpInside)
        return button
    }

    /// The frame of the view a bar shows for the item, in `referenceView`: where a popover
    /// pointing at the item points (VC-17).
    open func frame(in referenceView: UIView) -> CGRect? {
        (customView ?? shownButton)?.frame(in: referenceView)
    }

    /// A tap on the item's button: the primary action, else the action up from the target (VC-5).
    func perform(from button: UIButton, event: UIEvent?) {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let action {
            let application = button.window?.application ?? UIApplication.mostRecentlyDriven
            _ = application.sendAction(action, to: target, from: self, for: event)
        }
    }
}
