import Foundation

/// An alert or an action sheet whose actions are buttons a finger taps (VC-7).
///
/// Presented like any controller (over the presenter, which stays), its view covers the window:
/// a dimmed area that takes the touches around the box, and the box with the title, the message
/// and one button per action. A tap on a button dismisses the alert and then runs the action's
/// handler. A tap on the dimmed area around an action sheet that has a cancel action does the same
/// for that action; around an alert it does nothing. The geometry is chosen (UIKit's is private):
/// see ``UIAlertController/alertWidth`` and the constants beside it.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// A centred alert, or a sheet of actions at the bottom.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    /// An alert's width (chosen: 270 points, as iOS draws alerts on a phone).
    public static let alertWidth: CGFloat = 270
    /// An alert button's height (chosen: 44 points).
    public static let alertButtonHeight: CGFloat = 44
    /// An action sheet button's height (chosen: 57 points, as iOS draws them on a phone).
    public static let sheetButtonHeight: CGFloat = 57
    /// The room the title and message take above the buttons (chosen: 22 points a line, and 20
    /// above and below).
    static let textLine: CGFloat = 22

    /// A text field's height in an alert, and the room each takes (chosen: 24 points high, 30
    /// apart, 16 points in from the sides, as iOS draws them).
    static let textFieldHeight: CGFloat = 24
    static let textFieldRow: CGFloat = 30

    /// The message under the title.
    open var message: String?
    /// Whether this is an alert or an action sheet.
    public private(set) var preferredStyle: Style = .alert
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action drawn bold; for an alert, the one the return key would choose.
    open var preferredAction: UIAlertAction?

    /// The box holding the title, the message and the buttons.
    public private(set) var contentView: UIView?
    /// The buttons made for the actions, in the order they are drawn.
    public private(set) var actionButtons: [UIButton] = []

    /// An alert or action sheet with a title and a message.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overFullScreen
    }

    /// An alert controller from a storyboard or nib, presented over the full screen as one made in
    /// code is (VC-7).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .overFullScreen
    }

    /// The text fields added with ``addTextField(configurationHandler:)``, in order; nil when none.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    private var fields: [UITextField] = []

    /// Adds a text field under the message, after `configurationHandler` has set it up (it runs at
    /// once). Only an alert has text fields: UIKit raises for an action sheet, OpenTouch reports it
    /// and adds nothing. When the alert has appeared, its first text field becomes first responder.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            Diagnostics.report(.invalidArgument, "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert (VC-7)")
            return
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .line
        configurationHandler?(field)
        fields.append(field)
    }

    /// Adds an action's button. UIKit allows one cancel action and raises for a second; OpenTouch
    /// reports it and leaves the second out.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            Diagnostics.report(.invalidArgument, "UIAlertController can only have one action with a style of UIAlertActionStyleCancel (VC-7)")
            return
        }
        actions.append(action)
    }

    open override func loadView() {
        let backdrop = UIView(frame: UIScreen.main.bounds)
        backdrop.backgroundColor = UIColor(white: 0, alpha: 0.2)
        let tapOutside = UITapGestureRecognizer()
        tapOutside.addTarget(self, action: Selector(UIAlertController.backdropTapped))
        backdrop.addGestureRecognizer(tapOutside)
        view = backdrop
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        let box = UIView()
        box.backgroundColor = .secondarySystemBackground
        box.accessibilityIdentifier = "alert"
        view.addSubview(box)
        contentView = box
        for text in [title, message].compactMap({ $0 }) {
            let label = UILabel()
            label.text = text
            label.numberOfLines = 0
            label.textAlignment = .center
            box.addSubview(label)
        }
        for field in fields {
            box.addSubview(field)
            // The alert stays above the keyboard while a field edits.
            field.addAction(UIAction { [weak self] _ in self?.viewIfLoaded?.setNeedsLayout() }, for: [.editingDidBegin, .editingDidEnd])
        }
        // The cancel action goes last in a sheet and in a list of three or more; first of two in an alert.
        let cancel = actions.filter { $0.style == .cancel }, others = actions.filter { $0.style != .cancel }
        let ordered = preferredStyle == .alert && actions.count == 2 ? cancel + others : others + cancel
        for action in ordered {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.isEnabled = action.isEnabled
            if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
            button.accessibilityLabel = action.title
            action.button = button
            button.addAction(UIAction { [weak self, weak action] _ in
                guard let self, let action else { return }
                self.choose(action)
            }, for: .touchUpInside)
            box.addSubview(button)
            actionButtons.append(button)
        }
    }

    /// The box centred (an alert) or at the bottom above the safe area (a sheet, its cancel button
    /// apart below the others), the labels above the buttons.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let box = contentView else { return }
        let bounds = view.bounds, safe = view.safeAreaInsets
        let labels = box.subviews.compactMap { $0 as? UILabel }
        let labelsHeight = labels.isEmpty ? 0 : 40 + CGFloat(labels.count) * Self.textLine
        let textHeight = labelsHeight + CGFloat(fields.count) * Self.textFieldRow + (fields.isEmpty ? 0 : 10)
        let sideBySide = preferredStyle == .alert && actionButtons.count == 2
        let buttonHeight = preferredStyle == .alert ? Self.alertButtonHeight : Self.sheetButtonHeight
        let rows = sideBySide ? 1 : actionButtons.count
        let width = preferredStyle == .alert ? Self.alertWidth : bounds.width - 16
        let height = textHeight + CGFloat(rows) * buttonHeight + (preferredStyle == .actionSheet && hasCancel ? 8 : 0)
        // An alert is centred in the room the keyboard leaves (the whole view without one).
        let keyboardTop = view.window?.keyboard.map { view.convert($0.frame, from: $0.superview).minY } ?? bounds.maxY
        let y = preferredStyle == .alert ? (min(bounds.maxY, keyboardTop) + bounds.minY) / 2 - height / 2 : bounds.height - safe.bottom - 8 - height
        box.frame = CGRect(x: bounds.midX - width / 2, y: y, width: width, height: height)
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: 16, y: 20 + CGFloat(index) * Self.textLine, width: width - 32, height: Self.textLine)
        }
        for (index, field) in fields.enumerated() {
            let top = labels.isEmpty ? 16 : labelsHeight - 8
            field.frame = CGRect(x: 16, y: top + CGFloat(index) * Self.textFieldRow, width: width - 32, height: Self.textFieldHeight)
        }
        for (index, button) in actionButtons.enumerated() {
            if sideBySide {
                button.frame = CGRect(x: CGFloat(index) * width / 2, y: textHeight, width: width / 2, height: buttonHeight)
            } else {
                let gap: CGFloat = preferredStyle == .actionSheet && hasCancel && index == actionButtons.count - 1 ? 8 : 0
                button.frame = CGRect(x: 0, y: textHeight + CGFloat(index) * buttonHeight + gap, width: width, height: buttonHeight)
            }
        }
    }

    private var hasCancel: Bool { actions.contains { $0.style == .cancel } }

    /// Once the alert shows, its first text field edits (the keyboard comes up), as in UIKit.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        fields.first?.becomeFirstResponder()
    }

    /// A button was tapped: the alert goes, then the handler runs (VC-7).
    private func choose(_ action: UIAlertAction) {
        guard action.isEnabled, !isBeingDismissed else { return }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// A tap around the box: an action sheet's cancel action, if it has one.
    private func backdropTapped(_ recognizer: UITapGestureRecognizer) {
        guard preferredStyle == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel }),
              let box = contentView, !box.bounds.contains(recognizer.location(in: box)) else { return }
        choose(cancel)
    }
}
