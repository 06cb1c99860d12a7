import Foundation

/// The bar at the top of a navigation controller's view (VC-5): the top item's title in the
/// middle, its bar button items at the ends, and, when there is an item below it, a back button at
/// the leading end that a finger can tap. Its buttons are real `UIButton`s, so taps reach them
/// through hit-testing like any other.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height in points where the width is compact and in portrait (chosen: UIKit's
    /// standard navigation bar, which Apple does not document as a number).
    public static let standardHeight: CGFloat = 44
    /// The inset of the first and last buttons from the bar's ends (chosen, as on iOS).
    static let edgeInset: CGFloat = 8

    /// The items, the top one shown; a navigation controller keeps them in step with its stack.
    open var items: [UINavigationItem]? {
        get { itemStorage }
        set { setItems(newValue, animated: false) }
    }
    private var itemStorage: [UINavigationItem]?
    /// The item shown.
    open var topItem: UINavigationItem? { items?.last }
    /// The item under the top one, whose back button the bar shows.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// [chosen] The height a large title adds below the standard bar: 52 points, so that a bar
    /// showing one is 96 points tall at rest, as on an iPhone (Apple does not document the number).
    public static let largeTitleHeight: CGFloat = 52

    /// Whether the bar shows the top item's title large, below the bar's row (VC-5): then the bar
    /// is ``largeTitleHeight`` taller, and the content's safe area starts lower. Each item's
    /// `largeTitleDisplayMode` decides for its own screen. The title is not drawn, only sized.
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { heightMayHaveChanged() } }
    }

    /// Whether the top item's title is shown large now: the bar prefers large titles, and the
    /// item's mode is `.always`, or `.automatic` with the item below it showing one (the first
    /// item's `.automatic` shows one) (VC-5).
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, let items else { return false }
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// [chosen] The room a navigation item's search bar takes under the bar's row and large
    /// title (SRC-4): 52 points, as on an iPhone (Apple does not document the number).
    public static let searchBarHeight: CGFloat = 52

    /// The bar's height: ``standardHeight``, plus ``largeTitleHeight`` while a large title shows,
    /// plus ``searchBarHeight`` while the top item's search bar shows (SRC-4).
    var height: CGFloat {
        // SRC-5: an active search that hides the bar leaves only its search bar.
        if topItem?.searchHidesRow == true { return Self.searchBarHeight }
        return Self.standardHeight + (showsLargeTitle ? Self.largeTitleHeight : 0) + (topItem?.showsSearchBar == true ? Self.searchBarHeight : 0)
    }

    /// The view that places the bar lays out again, and the content's safe area follows.
    private func heightMayHaveChanged() {
        superview?.setNeedsLayout()
    }
    /// The bar's tint; kept for the buttons.
    open var barTintColor: UIColor?

    /// The bar's looks; a navigation item's own appearances take their place (BAR-2).
    open var standardAppearance = UINavigationBarAppearance() { didSet { applyAppearance() } }
    /// The looks in a compact height; the standard ones when nil (BAR-2).
    open var compactAppearance: UINavigationBarAppearance? { didSet { applyAppearance() } }
    /// The looks while the content's top edge meets the bar; the standard ones made transparent
    /// when nil (BAR-2).
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { applyAppearance() } }
    /// The looks in a compact height at the content's edge (BAR-2).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { applyAppearance() } }
    /// The background that shows the appearance applied (BAR-2).
    let background = BarBackgroundView(frame: .zero)
    /// Whether the content's top edge meets the bar, so the scroll-edge looks apply (BAR-2).
    var atScrollEdge = true {
        didSet { if atScrollEdge != oldValue { applyAppearance() } }
    }

    /// The back button, while there is one.
    public private(set) var backButton: UIButton?
    /// The title shown in the middle.
    public let titleLabel = UILabel()
    /// The buttons made for the top item's bar button items, leading ones first.
    public private(set) var itemButtons: [UIButton] = []

    /// What the back button does: set by the navigation controller.
    var backAction: (@MainActor () -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.textAlignment = .center
        addSubview(background)
        addSubview(titleLabel)
        applyAppearance()
    }

    /// A navigation bar from a storyboard or nib, with its background and title views and the
    /// appearance of its state (BAR-2, NIB-2).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(background)
        addSubview(titleLabel)
        applyAppearance()
    }

    /// The appearance the bar shows now (BAR-2).
    var appliedAppearance: UIBarAppearance? { background.appearance }

    /// BAR-2: the top item's appearances, else the bar's, chosen for the height and the edge.
    func applyAppearance() {
        let item = topItem
        background.apply(BarBackgroundView.choose(standard: item?.standardAppearance ?? standardAppearance,
                                                  compact: item?.compactAppearance ?? compactAppearance,
                                                  scrollEdge: item?.scrollEdgeAppearance ?? scrollEdgeAppearance,
                                                  compactScrollEdge: item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance,
                                                  isCompact: traitCollection.verticalSizeClass == .compact, atEdge: atScrollEdge))
        applyTextAppearance()
    }

    /// BAR-7: the shown appearance's title and button attributes on the title and the buttons.
    private func applyTextAppearance() {
        guard let shown = background.appearance as? UINavigationBarAppearance else { return }
        BarTextStyle.apply(shown.titleTextAttributes, to: titleLabel, font: Self.titleFont, color: .label)
        if let backButton { BarTextStyle.apply(shown.backButtonAppearance, to: backButton) }
        let buttonItems = (topItem?.leftBarButtonItems ?? []) + (topItem?.rightBarButtonItems ?? [])
        for (item, button) in zip(buttonItems, itemButtons) {
            BarTextStyle.apply(item.style == .done ? shown.doneButtonAppearance : shown.buttonAppearance, to: button)
        }
    }

    /// The title's font when an appearance gives none: 17-point semibold, as UIKit's.
    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)

    /// Shows `items`, the last on top.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in itemStorage ?? [] where item.bar === self { item.bar = nil }
        itemStorage = items
        for item in items ?? [] { item.bar = self }
        itemsChanged()
    }

    /// The top item or its buttons changed: the bar makes its buttons again.
    func itemsChanged() {
        heightMayHaveChanged()
        applyAppearance()
        backButton?.removeFromSuperview()
        backButton = nil
        for button in itemButtons { button.removeFromSuperview() }
        itemButtons = []
        for item in items ?? [] where item !== topItem {
            item.titleView?.removeFromSuperview()
            item.searchController?.searchBar.removeFromSuperview()
        }
        guard let top = topItem else { return }
        titleLabel.text = top.title
        titleLabel.isHidden = top.titleView != nil
        if let titleView = top.titleView, titleView.superview !== self { addSubview(titleView) }
        if let bar = top.searchController?.searchBar {
            if top.showsSearchBar, bar.superview !== self { addSubview(bar) } else if !top.showsSearchBar { bar.removeFromSuperview() }
        }
        if let back = backItem, !top.hidesBackButton {
            let button = UIButton(type: .system)
            button.setTitle(back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back", for: .normal)
            button.accessibilityIdentifier = "back"
            button.addAction(UIAction { [weak self] _ in self?.backAction?() }, for: .touchUpInside)
            addSubview(button)
            backButton = button
        }
        for item in (top.leftBarButtonItems ?? []) + (top.rightBarButtonItems ?? []) {
            let button = item.makeButton()
            addSubview(button)
            itemButtons.append(button)
        }
        setNeedsLayout()
    }

    /// Back button and leading items from the leading end, trailing items from the trailing end,
    /// each as wide as its title (at least 44 points, a finger's width), the title centred.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // The background runs up behind the status bar, as UIKit's does.
        background.frame = CGRect(x: 0, y: -frame.minY, width: bounds.width, height: bounds.height + frame.minY)
        applyAppearance()
        let height = bounds.height - (topItem?.showsSearchBar == true ? Self.searchBarHeight : 0), inset = Self.edgeInset
        func width(_ button: UIButton) -> CGFloat { max(44, button.intrinsicContentSize.width) }
        var leading = inset
        let leadingCount = topItem?.leftBarButtonItems?.count ?? 0
        for button in [backButton].compactMap({ $0 }) + itemButtons.prefix(leadingCount) {
            button.frame = CGRect(x: leading, y: 0, width: width(button), height: height)
            leading += width(button) + inset
        }
        var trailing = bounds.width - inset
        for button in itemButtons.dropFirst(leadingCount) {
            trailing -= width(button)
            button.frame = CGRect(x: trailing, y: 0, width: width(button), height: height)
            trailing -= inset
        }
        let side = max(leading, bounds.width - trailing)
        titleLabel.frame = CGRect(x: side, y: 0, width: max(0, bounds.width - 2 * side), height: height)
        layoutTitleViewAndSearchBar(between: side, and: bounds.width - side)
        // SRC-5: while an active search hides the row, its title and buttons take no touches.
        let rowHidden = topItem?.searchHidesRow == true
        for view in [titleLabel, backButton, topItem?.titleView].compactMap({ $0 }) + itemButtons { view.isHidden = rowHidden || (view === titleLabel && topItem?.titleView != nil) }
    }

    /// VC-5: a title view keeps its width (a search bar takes all the room between the buttons)
    /// and at most the row's height, centred in the row. SRC-4: the top item's search bar fills
    /// the room under the row and the large title.
    private func layoutTitleViewAndSearchBar(between start: CGFloat, and end: CGFloat) {
        let row = Self.standardHeight
        if let titleView = topItem?.titleView {
            let room = max(0, end - start)
            let width = titleView is UISearchBar ? room : min(room, titleView.bounds.width > 0 ? titleView.bounds.width : titleView.intrinsicContentSize.width)
            let height = min(row, titleView.bounds.height > 0 ? titleView.bounds.height : max(0, titleView.intrinsicContentSize.height))
            titleView.frame = CGRect(x: (bounds.width - width) / 2, y: (row - height) / 2, width: width, height: height)
        }
        if let top = topItem, top.showsSearchBar, let bar = top.searchController?.searchBar {
            bar.frame = CGRect(x: 0, y: bounds.height - Self.searchBarHeight, width: bounds.width, height: Self.searchBarHeight)
        }
    }
}
