import Foundation

/// What a controller shows in a navigation bar while it is on top of a navigation stack: a title,
/// buttons at either end, and how the back button to it is titled (VC-5).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title in the middle of the bar; the controller's `title` when nil.
    open var title: String? { didSet { changed() } }
    /// The buttons at the leading end, after the back button unless it is hidden.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The buttons at the trailing end, the first outermost.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The item the next controller's back button shows for this one.
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// The title of the next controller's back button; this item's title when nil.
    open var backButtonTitle: String? { didSet { changed() } }
    /// Whether this item's bar hides the back button.
    open var hidesBackButton = false { didSet { changed() } }

    /// The first of ``leftBarButtonItems``.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of ``rightBarButtonItems``.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// An item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() {
        super.init()
    }

    /// Sets the back button's visibility; the animation is not drawn here.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// Sets ``leftBarButtonItems``; the animation is not drawn here.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets ``rightBarButtonItems``; the animation is not drawn here.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets ``leftBarButtonItem``; the animation is not drawn here.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets ``rightBarButtonItem``; the animation is not drawn here.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    /// The bar showing this item, which lays its buttons out again when it changes.
    weak var bar: UINavigationBar?

    /// When this item's title is shown large, if its bar prefers large titles (VC-5).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it in the stack; large for the first item.
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large.
        case never = 2
        /// In the bar's row, as `.never` here (iOS 17's inline mode).
        case inline = 3
    }

    /// When this item's title is shown large; `.automatic` (VC-5).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }

    /// The bar's looks while this item is on top, in place of the bar's own (BAR-2).
    open var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The looks in a compact height while this item is on top (BAR-2).
    open var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The looks at the content's edge while this item is on top (BAR-2).
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The looks in a compact height at the content's edge while this item is on top (BAR-2).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }

    /// A view shown in place of the title, centred in the bar's row (VC-5).
    open var titleView: UIView? { didSet { if titleView !== oldValue { oldValue?.removeFromSuperview(); changed() } } }

    /// The search controller whose bar the navigation bar shows under its row while this item is
    /// on top (SRC-4).
    open var searchController: UISearchController? {
        didSet {
            guard searchController !== oldValue else { return }
            oldValue?.searchBar.removeFromSuperview()
            searchBarRevealed = false
            changed()
        }
    }

    /// Whether the search bar hides until the content is pulled down, and hides again when the
    /// content scrolls up; true by default (SRC-4).
    open var hidesSearchBarWhenScrolling = true { didSet { changed() } }

    /// Whether a pull has revealed the search bar that ``hidesSearchBarWhenScrolling`` hides (SRC-4).
    var searchBarRevealed = false

    /// Whether the bar shows this item's search bar now (SRC-4): always while its search is
    /// active.
    var showsSearchBar: Bool {
        guard let searchController else { return false }
        return !hidesSearchBarWhenScrolling || searchBarRevealed || searchController.isActive
    }

    /// Whether the bar's row and large title make way for the search bar (SRC-5): while the
    /// search is active and its controller `hidesNavigationBarDuringPresentation`.
    var searchHidesRow: Bool {
        guard let searchController else { return false }
        return searchController.isActive && searchController.hidesNavigationBarDuringPresentation
    }

    /// The search began or ended: the bar lays out again (SRC-5).
    func searchActivityChanged() { changed() }

    private func changed() { bar?.itemsChanged() }
}
