import Foundation

/// The modifier keys held with a key (RSP-5), with UIKit's raw values.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift is held.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control is held.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt) is held.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command is held.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A hardware key combination that sends an action (RSP-5): responders list theirs in
/// `keyCommands`; ``TouchScreen/pressKey(_:modifierFlags:)`` presses one.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key: a character, or one of the `input…` constants.
    open private(set) var input: String?
    /// The modifier keys held with it.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// Whether it goes before what the system would do with the keys (a text view's own use of
    /// them); false by default.
    open var wantsPriorityOverSystemBehavior = false

    /// The command for `input` with `modifierFlags`, sending `action`.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A titled command for `input` with `modifierFlags`, sending `action`.
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
                propertyList: Any? = nil, alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// Whether pressing `input` with `flags` is this command (letters match either case).
    func matches(_ pressed: String, _ flags: UIKeyModifierFlags) -> Bool {
        guard let input else { return false }
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        return input.lowercased() == pressed.lowercased() && modifierFlags.intersection(relevant) == flags.intersection(relevant)
    }

    /// The up arrow key, as a command's input.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// The End key.
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// The forward Delete key.
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    /// The Tab key.
    nonisolated public static let inputTab = "\t"
    /// The Return key.
    nonisolated public static let inputReturn = "\r"
}

/// Another action a command sends when other modifier keys are held (RSP-5).
public struct UICommandAlternate: Sendable {
    /// The alternate's title, shown while its modifiers are held.
    public let title: String
    /// The action it sends.
    public let action: Selector
    /// The modifier keys that choose it.
    public let modifierFlags: UIKeyModifierFlags
    /// An alternate sending `action` while `modifierFlags` are held.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
    }
}
