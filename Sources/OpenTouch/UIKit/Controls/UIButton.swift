import Foundation

/// A button: a control that sends its primary action after a touch-up inside (CTL-7) and keeps
/// its tap against its ancestors' tap recognizers (CTL-8).
///
/// ```swift
/// let button = UIButton(type: .system)
/// button.setTitle("Pick", for: .normal)
/// button.addTarget(self, action: Picker.pick, for: .primaryActionTriggered)
/// ```
@MainActor
open class UIButton: UIControl {
    /// The kinds of buttons UIKit offers; here they differ only in name.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close = 7
        public static var roundedRect: ButtonType { .system }
    }

    /// The button's kind.
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A button of the given kind with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button that sends `primaryAction` when tapped.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
    }

    /// The title for `state`, falling back to the normal state's.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }

    override func didSendTouchUpInside(with event: UIEvent?) {
        send(.primaryActionTriggered, with: event)
    }

    /// CTL-8: a one-finger single tap on an ancestor does not take the button's own tap.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !isAncestorsSingleTap(gestureRecognizer)
    }
}

extension UIControl {
    /// Whether `recognizer` is a one-finger single tap on a view other than this control (CTL-8).
    func isAncestorsSingleTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer, tap.view !== self else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
