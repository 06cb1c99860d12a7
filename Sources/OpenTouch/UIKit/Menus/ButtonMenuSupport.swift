import Foundation

/// A button's menu (INT-3): the context menu interaction it installs for its ``UIButton/menu``,
/// the menu shown at touch down when the menu is its primary action, the finger that slides onto
/// a row and lifts to choose it, and the title of a pop-up button.
@MainActor
final class ButtonMenuSupport: UIContextMenuInteractionDelegate {
    private unowned let button: UIButton
    /// The touch that brought the menu up at touch down, while it is down.
    private weak var menuTouch: UITouch?

    init(button: UIButton) {
        self.button = button
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let menu = button.menu else { return nil }
        return UIContextMenuConfiguration(actionProvider: { _ in menu })
    }

    /// Installs or removes the interaction as the menu comes and goes.
    func menuDidChange() {
        if button.menu != nil, button.contextMenuInteraction == nil {
            let interaction = UIContextMenuInteraction(delegate: self)
            interaction.actionSender = button
            interaction.didChoose = { [unowned self] action in chose(action) }
            button.contextMenuInteraction = interaction
            button.addInteraction(interaction)
            button.isContextMenuInteractionEnabled = true
        } else if button.menu == nil, let interaction = button.contextMenuInteraction {
            button.removeInteraction(interaction)
            button.contextMenuInteraction = nil
            button.isContextMenuInteractionEnabled = false
        }
        showSelection()
    }

    /// The menu's actions, inline submenus' included, in order.
    private var actions: [UIAction] {
        func actions(in menu: UIMenu) -> [UIAction] {
            menu.children.flatMap { child -> [UIAction] in
                if let action = child as? UIAction { return [action] }
                if let submenu = child as? UIMenu { return actions(in: submenu) }
                return []
            }
        }
        return button.menu.map(actions) ?? []
    }

    /// A pop-up button shows its chosen action's title, the first action's when none is on.
    func showSelection() {
        guard button.changesSelectionAsPrimaryAction else { return }
        let all = actions
        guard let chosen = all.first(where: { $0.state == .on }) ?? all.first else { return }
        for action in all { action.state = action === chosen ? .on : .off }
        button.setTitle(chosen.title, for: .normal)
    }

    private func chose(_ action: UIAction) {
        guard button.changesSelectionAsPrimaryAction else { return }
        for other in actions { other.state = other === action ? .on : .off }
        button.setTitle(action.title, for: .normal)
    }

    // MARK: The menu as the primary action

    func touchBegan(_ touches: Set<UITouch>) {
        guard button.showsMenuAsPrimaryAction, button.isContextMenuInteractionEnabled, button.isTracking,
              let touch = touches.first, let interaction = button.contextMenuInteraction,
              interaction.prepareMenu(at: touch.location(in: button)) else { return }
        button.abandonTracking()
        menuTouch = touch
        interaction.presentPreparedMenu(reason: "a touch down on a button whose menu is its primary action (INT-3)")
    }

    /// Whether the touch is the menu's: its slide highlights the row under it.
    func touchMoved(_ touches: Set<UITouch>) -> Bool {
        guard let menuTouch, touches.contains(menuTouch) else { return false }
        button.contextMenuInteraction?.follow(menuTouch.location(in: nil))
        return true
    }

    /// Whether the touch is the menu's: its lift on a row it slid onto chooses the row.
    func touchEnded(_ touches: Set<UITouch>) -> Bool {
        guard let menuTouch, touches.contains(menuTouch) else { return false }
        self.menuTouch = nil
        button.contextMenuInteraction?.lift(at: menuTouch.location(in: nil))
        return true
    }

    func touchCancelled(_ touches: Set<UITouch>) -> Bool {
        guard let menuTouch, touches.contains(menuTouch) else { return false }
        self.menuTouch = nil
        return true
    }
}
