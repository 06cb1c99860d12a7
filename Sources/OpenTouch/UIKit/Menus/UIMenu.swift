import Foundation

/// A list of actions and submenus (INT-2): what a context menu shows, and what a button shows as
/// its menu (INT-3).
///
/// ```swift
/// let menu = UIMenu(title: "", children: [
///     UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in copy() },
///     UIAction(title: "Delete", attributes: .destructive) { _ in delete() },
/// ])
/// ```
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A name for a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier of `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown among its parent's children, between separators, rather than as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Its children are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Picking one of its actions turns that one on and the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Its children shown as a row of small items.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's identifier; a new unique one unless given.
    public let identifier: Identifier
    /// How the menu shows its children: inline, single selection, destructive.
    public let options: Options
    /// The actions and submenus, in order.
    public let children: [UIMenuElement]

    /// A menu of `children`, with the given title, subtitle, image, identifier and options.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of this menu with `newChildren`.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The children whose state is on, in a single-selection menu.
    open var selectedElements: [UIMenuElement] {
        children.filter { ($0 as? UIAction)?.state == .on }
    }
}
