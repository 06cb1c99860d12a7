import Foundation

/// A bar of items along the bottom of a screen (BAR-1): buttons a finger taps, custom views,
/// and flexible and fixed spaces between them.
///
/// Its buttons are real `UIButton`s, so taps reach them through hit-testing like any other; a
/// tap sends the item's primary action, or its action to its target (up the responder chain
/// when the target is nil).
///
/// ```swift
/// toolbar.items = [UIBarButtonItem(systemItem: .trash, primaryAction: delete),
///                  .flexibleSpace(),
///                  UIBarButtonItem(title: "Share", primaryAction: share)]
/// ```
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
    /// Where the toolbar sits, told by ``barPosition`` (BAR-9). A navigation controller's
    /// toolbar has none of its own: setting one is reported, as UIKit raises, and ignored.
    open weak var delegate: UIToolbarDelegate? {
        get { delegateStorage }
        set {
            if managedByNavigationController, newValue != nil {
                Diagnostics.report(.invalidArgument, "Cannot manually set the delegate on a UIToolbar managed by a controller. (BAR-9)")
                return
            }
            delegateStorage = newValue
        }
    }
    private weak var delegateStorage: UIToolbarDelegate?
    /// Whether a navigation controller shows this toolbar along its bottom.
    var managedByNavigationController = false

    /// Where the toolbar sits (BAR-9): a navigation controller's at the bottom; another where its
    /// delegate says, `.any` without one.
    open var barPosition: UIBarPosition {
        if managedByNavigationController { return .bottom }
        return delegateStorage?.position(for: self) ?? .any
    }

    /// [chosen] The toolbar's height on a phone in portrait: 44 points, as UIKit's (Apple does
    /// not document the number), and the room at its ends and between its items.
    public static let standardHeight: CGFloat = 44
    static let edgeInset: CGFloat = 8
    static let itemSpacing: CGFloat = 8

    /// The buttons and views shown for the items, in order; nil for a space.
    private(set) var itemViews: [UIView?] = []
    /// The background that shows the appearance applied (BAR-2).
    let background = BarBackgroundView(frame: .zero)
    /// Whether the content's bottom edge meets the toolbar, so the scroll-edge looks apply (BAR-2).
    var atScrollEdge = true {
        didSet { if atScrollEdge != oldValue { applyAppearance() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
        applyAppearance()
    }

    /// A toolbar from a storyboard or nib (NIB-2), with its background.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(background)
        applyAppearance()
    }

    /// The appearance the toolbar shows now (BAR-2).
    var appliedAppearance: UIBarAppearance? { background.appearance }

    func applyAppearance() {
        background.apply(BarBackgroundView.choose(standard: standardAppearance, compact: compactAppearance, scrollEdge: scrollEdgeAppearance,
                                                  compactScrollEdge: compactScrollEdgeAppearance,
                                                  isCompact: traitCollection.verticalSizeClass == .compact, atEdge: atScrollEdge))
    }

    /// The items, from the leading end (BAR-1).
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [UIBarButtonItem]?

    /// Shows `items` (BAR-1); the animation is not drawn.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        storedItems = items
        for view in itemViews.compactMap({ $0 }) { view.removeFromSuperview() }
        itemViews = (items ?? []).map(makeView)
        setNeedsLayout()
    }

    /// The toolbar's style; recorded only.
    open var barStyle: UIBarStyle = .default
    /// Whether the toolbar is translucent; recorded only.
    open var isTranslucent = true
    /// The toolbar's background colour, under its appearance's (BAR-2).
    open var barTintColor: UIColor?
    /// The looks of the toolbar (BAR-2).
    open var standardAppearance = UIToolbarAppearance() { didSet { applyAppearance() } }
    /// The looks in a compact height; the standard ones when nil (BAR-2).
    open var compactAppearance: UIToolbarAppearance? { didSet { applyAppearance() } }
    /// The looks while the content's bottom edge meets the toolbar; the standard ones made
    /// transparent when nil (BAR-2).
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { applyAppearance() } }
    /// The looks in a compact height at the content's edge (BAR-2).
    open var compactScrollEdgeAppearance: UIToolbarAppearance? { didSet { applyAppearance() } }

    /// 44 points high; as wide as layout makes it.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standardHeight)
    }

    /// BAR-1: from the leading end, each button as wide as its title (at least 44 points), each
    /// custom view as wide as it is, each fixed space its width; flexible spaces share what is
    /// left equally.
    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        applyAppearance()
        let items = storedItems ?? []
        let height = min(bounds.height, Self.standardHeight)
        func width(_ index: Int) -> CGFloat {
            let item = items[index]
            switch item.systemItem {
            case .flexibleSpace: return 0
            case .fixedSpace: return item.width
            default:
                guard let view = itemViews[index] else { return 0 }
                if item.customView != nil { return view.bounds.width > 0 ? view.bounds.width : max(0, view.intrinsicContentSize.width) }
                return max(44, item.width > 0 ? item.width : view.intrinsicContentSize.width)
            }
        }
        let widths = items.indices.map(width)
        let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
        let gaps = Self.itemSpacing * CGFloat(max(0, items.count - 1))
        let left = max(0, bounds.width - 2 * Self.edgeInset - widths.reduce(0, +) - gaps)
        var x = Self.edgeInset
        for (index, item) in items.enumerated() {
            let share = item.systemItem == .flexibleSpace ? left / CGFloat(flexible) : widths[index]
            itemViews[index]?.frame = CGRect(x: x, y: 0, width: share, height: height)
            x += share + Self.itemSpacing
        }
    }

    /// The view for `item`: its custom view, none for a space, else a button whose tap performs it.
    private func makeView(for item: UIBarButtonItem) -> UIView? {
        if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace { return nil }
        if let custom = item.customView {
            addSubview(custom)
            return custom
        }
        let button = item.makeButton()
        addSubview(button)
        return button
    }
}
