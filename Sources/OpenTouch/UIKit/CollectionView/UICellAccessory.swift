import Foundation

/// A view a list cell shows beside its content (LST-19): a disclosure chevron, a checkmark, a
/// label, a detail button, a delete button.
///
/// [chosen] Accessories are 16 points from the trailing edge and 8 points apart, the chevron 12
/// points wide, the checkmark 17, the buttons 24; the delete button goes at the leading edge.
/// Accessories shown only while editing (`displayed: .whenEditing`) stay hidden: collection
/// views have no editing mode in OpenTouch yet.
@preconcurrency @MainActor
public struct UICellAccessory {
    /// When the accessory shows.
    public enum DisplayedState: Int, Sendable {
        case always = 0, whenEditing, whenNotEditing
    }

    /// How a disclosure chevron looks: hidden or not, and its colour.
    public struct DisclosureIndicatorOptions {
        /// Whether the accessory is left out (it then takes no room); nil, the default, shows it.
        public var isHidden: Bool?
        /// The accessory's colour; the cell's tint when nil. Recorded on its view.
        public var tintColor: UIColor?
        /// Options with the given values; nil leaves each to the system.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// How a checkmark looks: hidden or not, and its colour.
    public struct CheckmarkOptions {
        /// Whether the accessory is left out (it then takes no room); nil, the default, shows it.
        public var isHidden: Bool?
        /// The accessory's colour; the cell's tint when nil. Recorded on its view.
        public var tintColor: UIColor?
        /// Options with the given values; nil leaves each to the system.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// How a label accessory looks: hidden or not, its colour and font.
    public struct LabelOptions {
        /// Whether the accessory is left out (it then takes no room); nil, the default, shows it.
        public var isHidden: Bool?
        /// The label's text colour; the secondary label colour when nil.
        public var tintColor: UIColor?
        /// The label's font; a label's default when nil.
        public var font: UIFont?
        /// Options with the given values; nil leaves each to the system.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, font: UIFont? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
            self.font = font
        }
    }

    /// How a detail button looks: hidden or not, and its colour.
    public struct DetailOptions {
        /// Whether the accessory is left out (it then takes no room); nil, the default, shows it.
        public var isHidden: Bool?
        /// The accessory's colour; the cell's tint when nil. Recorded on its view.
        public var tintColor: UIColor?
        /// Options with the given values; nil leaves each to the system.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// How a delete button looks: hidden or not, its colour and background.
    public struct DeleteOptions {
        /// Whether the accessory is left out (it then takes no room); nil, the default, shows it.
        public var isHidden: Bool?
        /// The accessory's colour; the cell's tint when nil. Recorded on its view.
        public var tintColor: UIColor?
        /// The colour behind the delete button's symbol; the system's red when nil. Kept for the code
        /// that sets it: nothing is drawn here, and the button does not read it.
        public var backgroundColor: UIColor?
        /// Options with the given values; nil leaves each to the system.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    enum Kind {
        case disclosureIndicator, checkmark, label(String), detail, delete
    }

    let kind: Kind
    let displayed: DisplayedState
    let isHidden: Bool
    let tintColor: UIColor?
    let font: UIFont?
    let actionHandler: (() -> Void)?

    /// A chevron saying a tap shows more.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> Self {
        Self(kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor, font: nil, actionHandler: nil)
    }

    /// A checkmark.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> Self {
        Self(kind: .checkmark, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor, font: nil, actionHandler: nil)
    }

    /// A short text.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> Self {
        Self(kind: .label(text), displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor, font: options.font, actionHandler: nil)
    }

    /// An info button; its tap runs `actionHandler` and does not select the row.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: (() -> Void)? = nil) -> Self {
        Self(kind: .detail, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor, font: nil, actionHandler: actionHandler)
    }

    /// A delete button at the leading edge; its tap runs `actionHandler`.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: (() -> Void)? = nil) -> Self {
        Self(kind: .delete, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor, font: nil, actionHandler: actionHandler)
    }

    /// Whether the accessory shows in a cell that is or is not editing.
    func isShown(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    var isLeading: Bool {
        if case .delete = kind { return true }
        return false
    }

    /// The view that shows the accessory; buttons keep their own taps (CTL-1), so a tap on them
    /// does not select the row.
    func makeView() -> UIView {
        switch kind {
        case .disclosureIndicator, .checkmark:
            let isChevron = if case .disclosureIndicator = kind { true } else { false }
            let view = UIImageView(image: UIImage(systemName: isChevron ? "chevron.forward" : "checkmark"))
            view.frame.size = CGSize(width: isChevron ? 12 : 17, height: 17)
            view.tintColor = tintColor
            view.accessibilityIdentifier = isChevron ? "disclosure indicator" : "checkmark"
            return view
        case .label(let text):
            let label = UILabel(frame: .zero)
            label.text = text
            if let font { label.font = font }
            label.textColor = tintColor ?? .secondaryLabel
            label.frame.size = label.intrinsicContentSize
            return label
        case .detail, .delete:
            let isDelete = if case .delete = kind { true } else { false }
            let button = UIButton(type: .system)
            button.setImage(UIImage(systemName: isDelete ? "minus.circle.fill" : "info.circle"), for: .normal)
            button.accessibilityIdentifier = isDelete ? "delete accessory" : "detail accessory"
            button.accessibilityLabel = isDelete ? "Delete" : "More Info"
            button.frame.size = CGSize(width: 24, height: 24)
            button.tintColor = tintColor
            if let actionHandler { button.addAction(UIAction { _ in actionHandler() }, for: .touchUpInside) }
            return button
        }
    }
}
