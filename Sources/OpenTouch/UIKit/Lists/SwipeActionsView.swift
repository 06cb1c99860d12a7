import Foundation

/// The buttons behind a swiped row, one per action, the first nearest the edge (LST-8).
@MainActor
final class SwipeActionsView: UIView {
    /// [chosen] The narrowest an action's button is, in points.
    static let minimumButtonWidth: CGFloat = 74

    let configuration: UISwipeActionsConfiguration
    let trailing: Bool
    private(set) var buttons: [UIButton] = []
    private(set) var actionsWidth: CGFloat = 0

    init(configuration: UISwipeActionsConfiguration, trailing: Bool, controller: RowSwipeController) {
        self.configuration = configuration
        self.trailing = trailing
        super.init(frame: .zero)
        accessibilityIdentifier = trailing ? "trailing swipe actions" : "leading swipe actions"
        clipsToBounds = true
        for action in configuration.actions {
            let title = action.title ?? ""
            let width = max(Self.minimumButtonWidth, (CGFloat(title.count) * UIFont.labelFontSize * 0.55).rounded(.up) + 30)
            let button = UIButton(type: .custom)
            button.setTitle(title, for: .normal)
            button.backgroundColor = action.backgroundColor
            button.accessibilityIdentifier = title
            button.frame = CGRect(x: 0, y: 0, width: width, height: 0)
            button.addAction(UIAction { [weak controller, weak button] _ in
                guard let controller, let button else { return }
                controller.run(action, from: button)
            }, for: .touchUpInside)
            buttons.append(button)
            addSubview(button)
            actionsWidth += width
        }
    }

    required init?(coder: NSCoder) {
        fatalError("SwipeActionsView is made by the table only")
    }

    /// The first action sits at the edge the row was swiped from.
    override func layoutSubviews() {
        super.layoutSubviews()
        var x: CGFloat = trailing ? bounds.width : 0
        for button in buttons {
            let width = button.bounds.width
            if trailing { x -= width }
            button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            if !trailing { x += width }
        }
    }
}
