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

    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    public struct CheckmarkOptions {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    public struct LabelOptions {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public var font: UIFont?
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, font: UIFont? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
            self.font = font
        }
    }

    public struct DetailOptions {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    public struct DeleteOptions {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
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
            if let actionHandler { button.addAction(UIAction { _ in actionHandler() }, for: .touchUpInside) }
            return button
        }
    }
}
