import Foundation

/// What a shown context menu puts over its window (INT-2): a dimmed background whose touch
/// dismisses the menu, the preview, and the panel of the menu's rows.
///
/// [chosen] The panel is 250 points wide, rows 44 points high, inline groups 8 points apart; it
/// goes 8 points below the pressed view (or its preview), or above it when there is no room
/// below, and at least 16 points in from the window's sides.
@MainActor
final class ContextMenuOverlay: UIView {
    static let menuWidth: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let groupGap: CGFloat = 8
    static let rowInset: CGFloat = 16
    static let gap: CGFloat = 8
    static let edgeInset: CGFloat = 16

    private unowned let interaction: UIContextMenuInteraction
    let panel = UIView(frame: .zero)
    /// The preview's container, when the configuration gave a preview.
    let previewContainer: UIView?
    private(set) var items: [ContextMenuItemView] = []
    /// The menu shown: the configuration's, or a submenu opened in its place.
    private(set) var menu: UIMenu
    /// Where the pressed view is, in the window.
    private let source: CGRect

    init(interaction: UIContextMenuInteraction, menu: UIMenu, preview: UIViewController?, source: CGRect, window: UIWindow) {
        self.interaction = interaction
        self.menu = menu
        self.source = source
        if let preview {
            let container = UIView(frame: .zero)
            let size = preview.preferredContentSize == .zero ? source.size : preview.preferredContentSize
            let x = min(max(source.midX - size.width / 2, Self.edgeInset), window.bounds.width - Self.edgeInset - size.width)
            container.frame = CGRect(x: x, y: source.minY, width: size.width, height: size.height)
            preview.view.frame = container.bounds
            // As in UIKit the preview is a picture to tap, not a screen to use.
            preview.view.isUserInteractionEnabled = false
            container.addSubview(preview.view)
            container.accessibilityIdentifier = "context menu preview"
            previewContainer = container
        } else {
            previewContainer = nil
        }
        super.init(frame: window.bounds)
        backgroundColor = UIColor.black.withAlphaComponent(0.2)
        accessibilityIdentifier = "context menu"
        if let previewContainer {
            let tap = UITapGestureRecognizer()
            tap.addTarget(interaction, action: UIContextMenuInteraction.previewTapped)
            previewContainer.addGestureRecognizer(tap)
            addSubview(previewContainer)
        }
        panel.backgroundColor = .secondarySystemBackground
        panel.layer.cornerRadius = 13
        addSubview(panel)
        show(menu)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Shows `menu`'s rows in the panel, in place of what it showed.
    func show(_ menu: UIMenu) {
        self.menu = menu
        for item in items { item.removeFromSuperview() }
        items = []
        var y: CGFloat = 0
        for (number, group) in Self.groups(of: menu).enumerated() {
            if number > 0 { y += Self.groupGap }
            for (element, parent) in group {
                let item = ContextMenuItemView(element: element, parent: parent)
                item.frame = CGRect(x: 0, y: y, width: Self.menuWidth, height: Self.rowHeight)
                item.addAction(UIAction { [unowned self, unowned item] _ in interaction.choose(item) }, for: .touchUpInside)
                panel.addSubview(item)
                items.append(item)
                y += Self.rowHeight
            }
        }
        placePanel(height: y)
    }

    /// The rows of `menu` in groups: its actions and submenus in order, an inline submenu's
    /// children as groups of their own; hidden actions left out.
    static func groups(of menu: UIMenu) -> [[(UIMenuElement, UIMenu)]] {
        var groups: [[(UIMenuElement, UIMenu)]] = [[]]
        for child in menu.children {
            if let submenu = child as? UIMenu, submenu.options.contains(.displayInline) {
                groups += Self.groups(of: submenu)
                groups.append([])
            } else if (child as? UIAction)?.attributes.contains(.hidden) != true {
                groups[groups.count - 1].append((child, menu))
            }
        }
        return groups.filter { !$0.isEmpty }
    }

    private func placePanel(height: CGFloat) {
        let above = previewContainer?.frame ?? source
        let safe = window?.safeAreaInsets ?? superview?.safeAreaInsets ?? .zero
        let x = min(max(source.minX, Self.edgeInset), bounds.width - Self.edgeInset - Self.menuWidth)
        var y = above.maxY + Self.gap
        if y + height > bounds.height - safe.bottom {
            y = above.minY - Self.gap - height
            if y < safe.top { y = max(safe.top, bounds.height - safe.bottom - height) }
        }
        panel.frame = CGRect(x: x, y: y, width: Self.menuWidth, height: height)
    }

    /// The enabled row under `point`, in the window's coordinates.
    func item(at point: CGPoint) -> ContextMenuItemView? {
        items.first { $0.isEnabled && $0.bounds.contains($0.convert(point, from: nil)) }
    }

    /// Highlights the row under the finger that brought the menu up, as it slides (INT-2).
    func highlight(at point: CGPoint) {
        let under = item(at: point)
        for item in items { item.showHighlight(item === under) }
    }

    /// A touch outside the panel and the preview dismisses the menu. The touches that land on
    /// the menu go no further: what is under the menu hears nothing of them.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard !panel.frame.contains(point), !(previewContainer?.frame.contains(point) ?? false) else { return }
        interaction.dismiss(reason: "a touch outside the menu (INT-2)")
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
