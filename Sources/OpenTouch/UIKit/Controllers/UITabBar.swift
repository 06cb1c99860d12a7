import Foundation

/// The bar at the bottom of a tab bar controller's view (VC-6): one button per item, side by side
/// across its width, the selected one marked; a tap on a button selects its tab.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The bar's height above the safe area's bottom inset where the width is compact (chosen:
    /// UIKit's standard tab bar on iPhone, 49 points, which Apple does not document as a number).
    public static let standardHeight: CGFloat = 49

    /// The items, one per tab.
    open var items: [UITabBarItem]? {
        get { itemStorage }
        set { setItems(newValue, animated: false) }
    }
    private var itemStorage: [UITabBarItem]?
    /// The item of the selected tab.
    open var selectedItem: UITabBarItem? { didSet { updateSelection() } }
    /// The buttons made for the items, in order.
    public private(set) var itemButtons: [UIButton] = []

    /// What a tap on the item at an index does: set by the tab bar controller.
    var selectAction: (@MainActor (Int) -> Void)?

    /// The bar's looks (BAR-2).
    open var standardAppearance = UITabBarAppearance() { didSet { applyAppearance() } }
    /// The looks while the content's bottom edge meets the bar; the standard ones made
    /// transparent when nil (BAR-2).
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { applyAppearance() } }
    /// The background that shows the appearance applied (BAR-2).
    let background = BarBackgroundView(frame: .zero)
    /// Whether the content's bottom edge meets the bar, so the scroll-edge looks apply (BAR-2).
    var atScrollEdge = true {
        didSet { if atScrollEdge != oldValue { applyAppearance() } }
    }
    /// The appearance the bar shows now (BAR-2).
    var appliedAppearance: UIBarAppearance? { background.appearance }

    func applyAppearance() {
        background.apply(BarBackgroundView.choose(standard: standardAppearance, compact: nil, scrollEdge: scrollEdgeAppearance,
                                                  compactScrollEdge: nil, isCompact: false, atEdge: atScrollEdge))
        applyTextAppearance()
    }

    /// BAR-7: the shown appearance's item looks (stacked, as a phone's bar lays tabs out).
    private func applyTextAppearance() {
        guard let shown = background.appearance as? UITabBarAppearance else { return }
        for button in itemButtons { BarTextStyle.apply(shown.stackedLayoutAppearance, to: button) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
        applyAppearance()
    }

    /// A tab bar from a storyboard or nib, with its background and the appearance of its state
    /// (NIB-2).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(background)
        applyAppearance()
    }

    /// Shows `items`, one button each.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for button in itemButtons { button.removeFromSuperview() }
        itemButtons = []
        itemStorage = items
        for (index, item) in (items ?? []).enumerated() {
            item.bar = self
            let button = UIButton(type: .system)
            button.setTitle(item.title, for: .normal)
            if let image = item.image { button.setImage(image, for: .normal) }
            if let selected = item.selectedImage { button.setImage(selected, for: .selected) }
            button.isEnabled = item.isEnabled
            button.accessibilityIdentifier = item.accessibilityIdentifier
            // VC-6: the item's isEnabled reaches its button whenever it changes; a disabled tab
            // takes no tap.
            item.shownButton = button
            button.addAction(UIAction { [weak self, weak item] _ in
                guard item?.isEnabled ?? false else { return }
                self?.selectAction?(index)
            }, for: .touchUpInside)
            addSubview(button)
            itemButtons.append(button)
        }
        updateSelection()
        setNeedsLayout()
    }

    private func updateSelection() {
        for (item, button) in zip(items ?? [], itemButtons) { button.isSelected = item === selectedItem }
        applyTextAppearance()
    }

    /// Equal buttons across the width, ``standardHeight`` tall at the top of the bar (below them
    /// is the home indicator's part of the bar).
    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        guard !itemButtons.isEmpty else { return }
        let width = bounds.width / CGFloat(itemButtons.count), height = min(bounds.height, Self.standardHeight)
        for (index, button) in itemButtons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: max(0, height))
        }
    }
}
