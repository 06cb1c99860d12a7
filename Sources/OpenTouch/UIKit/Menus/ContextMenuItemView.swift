import Foundation

/// One row of a shown context menu (INT-2): an action, or a submenu that opens in its place. A
/// control, so that a tap on it is tracked as a button's; its title is its accessibility label,
/// so that a test finds it as a user reads it.
@MainActor
final class ContextMenuItemView: UIControl {
    let element: UIMenuElement
    /// The menu the element is a child of, for single selection.
    let parent: UIMenu
    private let titleLabel = UILabel(frame: .zero)
    private let imageView = UIImageView(frame: .zero)

    init(element: UIMenuElement, parent: UIMenu) {
        self.element = element
        self.parent = parent
        super.init(frame: .zero)
        let action = element as? UIAction
        titleLabel.text = element.title
        titleLabel.textColor = action?.attributes.contains(.destructive) == true || parent.options.contains(.destructive) ? .systemRed : .label
        addSubview(titleLabel)
        imageView.image = action?.state == .on ? UIImage(systemName: "checkmark") : element.image
        addSubview(imageView)
        accessibilityLabel = element.title
        accessibilityTraits = .button
        isEnabled = action?.attributes.contains(.disabled) != true
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Shows the row as under the finger.
    func showHighlight(_ on: Bool) {
        if isHighlighted != on { isHighlighted = on }
        backgroundColor = on ? .systemFill : nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = ContextMenuOverlay.rowInset
        imageView.frame = CGRect(x: bounds.width - inset - 20, y: (bounds.height - 20) / 2, width: 20, height: 20)
        titleLabel.frame = CGRect(x: inset, y: 0, width: max(0, imageView.frame.minX - 2 * inset), height: bounds.height)
    }
}
