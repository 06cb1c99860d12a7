import Foundation

/// Something a menu shows: an action or a submenu (INT-2).
@preconcurrency @MainActor
open class UIMenuElement {
    /// How an element behaves in its menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown, but a tap does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: it destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Performing it leaves the menu up.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a checkmark.
    public enum State: Int, Sendable {
        case off = 0, on, mixed
    }

    /// The title the menu shows.
    open var title: String
    /// A second line under the title.
    open var subtitle: String?
    /// The image beside the title.
    open var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}
