import Foundation

/// A container that shows one page (or two, facing) of a sequence of controllers, and lets a
/// finger turn to the next or the previous one (PGV-1..7).
///
/// The `.scroll` style slides pages in a paging scroll view of its own (PGV-2): a drag asks the
/// data source for the neighbours, a flick turns a page however short the drag, a slow drag that
/// stays under half a page springs back, and there is no page past a nil neighbour. The
/// `.pageCurl` style turns a page under a horizontal (or vertical) drag or a tap near the outer
/// edge, through the recognizers in ``gestureRecognizers`` (PGV-5). Either way the pages hear
/// their appearance calls as a navigation controller's do and the delegate hears the turn
/// (PGV-3); pages set in code tell the delegate nothing (PGV-4).
///
/// ```swift
/// let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
///                                  options: [.interPageSpacing: 8])
/// pager.dataSource = album
/// pager.setViewControllers([album.photo(at: 0)], direction: .forward, animated: false)
/// ```
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    private let style: TransitionStyle
    private let orientation: NavigationOrientation
    private var spine: SpineLocation
    /// The pages shown, in display order (PGV-1).
    var pages: [UIViewController] = []
    /// The turn under way, if any (PGV-3).
    var turn: PageTurn?
    /// The built-in page indicator, when the data source answers both presentation methods (PGV-6).
    var pageIndicator: UIPageControl?
    /// The `.scroll` style's paging scroll view and its neighbours (PGV-2).
    private(set) var scroller: PageScroller?
    /// The `.pageCurl` style's recognizers and turns (PGV-5).
    private(set) var curler: PageCurler?
    /// While the delegate chooses a spine, it may set pages of the new spine's count (PGV-7).
    var choosingSpine = false

    /// A page view controller of `style`, its pages following each other along `navigationOrientation`
    /// (PGV-1). `options` may hold ``OptionsKey/spineLocation`` (a page curl's; `.min` by
    /// default) and ``OptionsKey/interPageSpacing`` (the scroll style's; 0 by default).
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        self.style = style
        self.orientation = navigationOrientation
        let options = PageOptions(options)
        self.spine = style == .scroll ? .none : options.spineLocation ?? .min
        self.isDoubleSided = spine == .mid
        super.init(nibName: nil, bundle: nil)
        makeEngine(interPageSpacing: options.interPageSpacing)
    }

    /// A page curl with its spine at the left, as UIKit makes one without a style (PGV-1).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .pageCurl
        orientation = .horizontal
        spine = .min
        isDoubleSided = false
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        makeEngine(interPageSpacing: 0)
    }

    /// A page curl with its spine at the left: nothing is decoded here (PGV-1).
    public required init?(coder: NSCoder) {
        style = .pageCurl
        orientation = .horizontal
        spine = .min
        isDoubleSided = false
        super.init(coder: coder)
        makeEngine(interPageSpacing: 0)
    }

    private func makeEngine(interPageSpacing: CGFloat) {
        if style == .scroll {
            scroller = PageScroller(owner: self, spacing: interPageSpacing, vertical: orientation == .vertical)
        } else {
            curler = PageCurler(owner: self)
        }
    }

    /// How pages change (PGV-1).
    open var transitionStyle: TransitionStyle { style }
    /// The axis pages follow each other along (PGV-1).
    open var navigationOrientation: NavigationOrientation { orientation }
    /// Where a page curl's spine is; `.none` for the scroll style (PGV-5). The delegate moves it
    /// as the interface turns (PGV-7).
    open var spineLocation: SpineLocation { spine }
    /// Whether a page curl's pages have content on their backs: two controllers turn at once
    /// (PGV-5). True, and required, with the spine in the middle; false otherwise by default.
    open var isDoubleSided: Bool

    /// Hands out the pages around the one shown as a finger asks for them (PGV-3); held weakly.
    open weak var dataSource: UIPageViewControllerDataSource?
    /// Hears the turns a finger makes (PGV-3); held weakly.
    open weak var delegate: UIPageViewControllerDelegate?

    /// The pages shown: one, or two with a page curl that shows both sides or facing pages (PGV-1).
    open var viewControllers: [UIViewController]? { pages }

    /// The page curl's pan and tap, which an app may move to another view or give a delegate
    /// (PGV-5); empty for the scroll style, whose pan belongs to its scroll view, as in UIKit.
    open var gestureRecognizers: [UIGestureRecognizer] { curler?.recognizers ?? [] }

    /// Shows `viewControllers` (PGV-4): at once, or turning the page in `direction` when
    /// `animated`. The delegate hears nothing; `completion` is called with true when the pages
    /// are in place, or false when a later call or a finger's turn took over first. The count
    /// must be what ``spineLocation`` and ``isDoubleSided`` require (one, or two), or nothing
    /// changes and an `invalidArgument` is reported, as UIKit raises.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let new = viewControllers ?? []
        guard validatePageCount(new, for: "setViewControllers(_:direction:animated:completion:)") else { return }
        showPages(new, direction: direction, animated: animated, completion: completion)
    }

    /// The pages' views are laid out in the view, above the page indicator when there is one.
    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        scroller.map { view.addSubview($0.scrollView) }
        curler?.install(in: view)
        installPageViews()
    }

    /// Lays the pages and the page indicator out in the view's bounds (PGV-2, PGV-6).
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPages()
    }

    /// Tells the delegate the interface turns, so that it can move a page curl's spine (PGV-7).
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard style == .pageCurl, let delegate else { return }
        choosingSpine = true
        let location = delegate.pageViewController(self, spineLocationFor: UIInterfaceOrientation.of(size))
        choosingSpine = false
        moveSpine(to: location)
    }

    /// Sets the spine a delegate chose (PGV-7); a spine in the middle makes the pages double-sided.
    func setSpine(_ location: SpineLocation) {
        spine = location
        if location == .mid { isDoubleSided = true }
    }
}
