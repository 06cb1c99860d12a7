import Foundation

/// How a bar's appearance reaches the text it shows (BAR-7): the title's and the buttons' fonts
/// and colours from their text attributes, UIKit's own where an appearance says nothing.
@MainActor
enum BarTextStyle {
    /// `attributes`' font and colour on `label`, else `font` and `color`.
    static func apply(_ attributes: [NSAttributedString.Key: Any], to label: UILabel, font: UIFont, color: UIColor) {
        // Set only when they differ: the bar applies its looks at every layout, and a change
        // would ask for another.
        let newFont = attributes[.font] as? UIFont ?? font, newColor = attributes[.foregroundColor] as? UIColor ?? color
        if label.font != newFont { label.font = newFont }
        if label.textColor != newColor { label.textColor = newColor }
    }

    /// A bar button's looks from `appearance`: its normal font, and the colours of its normal,
    /// highlighted and disabled titles (the tint's where none is given).
    static func apply(_ appearance: UIBarButtonItemAppearance, to button: UIButton) {
        if let font = appearance.normal.titleTextAttributes[.font] as? UIFont { setFont(font, on: button) }
        for (state, looks) in [(UIControl.State.normal, appearance.normal), (.highlighted, appearance.highlighted), (.disabled, appearance.disabled)] {
            if let color = looks.titleTextAttributes[.foregroundColor] as? UIColor { setColor(color, for: state, on: button) }
        }
    }

    /// A tab's looks from `appearance`: the colours of its title when unselected, selected and
    /// disabled, the font of its state, and its icon's colour.
    static func apply(_ appearance: UITabBarItemAppearance, to button: UIButton) {
        for (state, looks) in [(UIControl.State.normal, appearance.normal), (.selected, appearance.selected), (.disabled, appearance.disabled)] {
            if let color = looks.titleTextAttributes[.foregroundColor] as? UIColor { setColor(color, for: state, on: button) }
        }
        let looks = !button.isEnabled ? appearance.disabled : button.isSelected ? appearance.selected : appearance.normal
        if let font = looks.titleTextAttributes[.font] as? UIFont { setFont(font, on: button) }
        if let icon = looks.iconColor, button.tintColor != icon { button.tintColor = icon }
    }

    private static func setFont(_ font: UIFont, on button: UIButton) {
        if button.titleLabel?.font != font { button.titleLabel?.font = font }
    }

    private static func setColor(_ color: UIColor, for state: UIControl.State, on button: UIButton) {
        if button.titleColor(for: state) != color { button.setTitleColor(color, for: state) }
    }
}
