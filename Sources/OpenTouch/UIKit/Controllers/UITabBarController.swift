import Foundation

/// Tabs of controllers, the selected one's view shown above a tab bar (VC-6).
///
/// A tap on a tab asks the delegate `shouldSelect`, then switches at once: the old tab's
/// controller hears `viewWillDisappear`, the new one's `viewWillAppear`, then
/// `viewDidDisappear` and `viewDidAppear`; then the delegate hears `didSelect`. Setting
/// `selectedIndex` or `selectedViewController` in code switches the same way, without the delegate.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The bar at the bottom.
    public let tabBar = UITabBar(frame: .zero)
    /// Hears and may refuse the tabs a finger selects.
    open weak var delegate: UITabBarControllerDelegate?

    /// Every tab's controller, in order, and the index of the selected one.
    var tabs: [UIViewController] = []
    var selected = 0
    /// Whether the More tab's list is selected (BAR-5).
    var selectsMoreList = false

    /// [chosen] The tabs a phone's bar shows: with more controllers, the first four and More.
    static let maximumTabs = 5

    /// The navigation controller of the More tab, listing the tabs that do not fit (BAR-5).
    open var moreNavigationController: UINavigationController { moreTab }
    lazy var moreTab = makeMoreNavigationController()
    /// A navigation controller chosen from the More list, whose controllers the More tab shows
    /// while it is chosen, with its root (BAR-5).
    var lentNavigation: (owner: UINavigationController, root: UIViewController)?
    /// The arrangement of the tabs the More list's Edit shows, while it shows (BAR-6).
    var customizing: TabBarCustomizationView?
    /// How far a back swipe has the bar from its place (BAR-3).
    var bottomBarOffset: CGFloat = 0

    /// The controllers a person may move to the bar from the More list; all of them by default.
    /// Recorded: the More list's Edit button is not there (see <doc:NotYet>).
    open var customizableViewControllers: [UIViewController]?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A tab bar controller from a storyboard or nib; its tabs come from the storyboard's
    /// relationship segues (NIB-3, VC-6).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The controllers, one per tab, in order.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs; the first is selected unless the selected one is among them.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        let oldSelected = selectedViewController
        removeChildren(except: new)
        for controller in new where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabs = new
        selected = oldSelected.flatMap { old in new.firstIndex { $0 === old } } ?? 0
        selectsMoreList = false
        customizableViewControllers = new
        tabBar.setItems(displayedTabs.map(\.tabBarItem), animated: false)
        moreListChanged()
        tabBar.selectedItem = displayedController?.tabBarItem
        if isViewLoaded, let controller = displayedController, controller !== oldSelected { show(controller, replacing: nil) }
    }

    /// The index of the selected tab.
    open var selectedIndex: Int {
        get { selectsMoreList ? NSNotFound : selected }
        set { select(index: newValue) }
    }

    /// The controller of the selected tab: the More tab's navigation controller while its list is
    /// selected, or a controller from the More list (BAR-5).
    open var selectedViewController: UIViewController? {
        get { selectsMoreList ? moreTab : tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            if let newValue, newValue === moreTab { select(index: NSNotFound) }
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    override var containerSafeAreaInsets: UIEdgeInsets {
        UIEdgeInsets(top: 0, left: 0, bottom: hidesBottomBar ? 0 : UITabBar.standardHeight, right: 0)
    }

    /// BAR-3: the selected tab's navigation stack holds a pushed controller that hides the bar.
    private var hidesBottomBar: Bool { (displayedController as? UINavigationController)?.hidesBottomBar ?? false }

    /// BAR-3: during a back swipe that brings the bar back, it comes in with the controller
    /// below, `offset` points from its place; 0 when the swipe ends either way.
    func bottomBarFollowsPop(offset: CGFloat) {
        guard bottomBarOffset != offset else { return }
        bottomBarOffset = offset
        tabBar.frame.origin.x = offset
    }

    /// A push or pop, or a change of tab, may hide the bar or bring it back (BAR-3) [chosen: at
    /// the start of the push or pop, as the transition's animation is not drawn].
    func bottomBarMayHaveChanged() {
        guard tabBar.isHidden != hidesBottomBar else { return }
        tabBar.isHidden = hidesBottomBar
        trace?.recordController(self, hidesBottomBar ? "hides its tab bar" : "shows its tab bar",
                                reason: "hidesBottomBarWhenPushed of a controller on the selected tab's stack (BAR-3)")
        viewIfLoaded?.setNeedsLayout()
    }

    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.addSubview(tabBar)
        tabBar.selectAction = { [weak self] index in self?.tabTapped(index) }
        if UIViewController.controllersAddingSafeArea == 0 { UIViewController.controllersAddingSafeArea = 1 }
        if let controller = displayedController { show(controller, replacing: nil) }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let view = viewIfLoaded else { return }
        // The bar covers the safe area's bottom inset less its own height: the home indicator's.
        let height = view.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: bottomBarOffset, y: view.bounds.height - height, width: view.bounds.width, height: height)
        displayedController?.viewIfLoaded?.frame = view.bounds
        followContentScrolling()
    }

    /// A finger selected a tab (VC-6); the More tab selects its list (BAR-5).
    private func tabTapped(_ index: Int) {
        let shown = displayedTabs
        guard shown.indices.contains(index) else { return }
        let controller = shown[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        // The selected tab tapped again takes its navigation stack back to the root, as on iOS.
        if controller === displayedController, let navigation = controller as? UINavigationController {
            navigation.popToRootViewController(animated: true)
        }
        select(index: controller === moreTab ? NSNotFound : index)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Puts `controller`'s view in place of `old`'s, with the appearance calls of a tab switch.
    func show(_ controller: UIViewController, replacing old: UIViewController?) {
        guard let view = viewIfLoaded else { return }
        controller.loadViewIfNeeded()
        let showing = view.window.map { !$0.isHidden } ?? false
        // The tabs' controllers and those inside them, parents first (VC-2).
        let leaving = old?.appearanceSubtree ?? [], coming = controller.appearanceSubtree
        if showing {
            for moving in leaving { moving.beginAppearanceTransition(false, animated: false) }
            for moving in coming { moving.beginAppearanceTransition(true, animated: false) }
        }
        for moving in leaving + coming { moving.transitionHoldsAppearance = true }
        old?.viewIfLoaded?.removeFromSuperview()
        // A presentation over a tab's context goes and comes back with the tab (VC-12).
        old?.contextPresentationContainer?.removeFromSuperview()
        controller.view.frame = view.bounds
        view.insertSubview(controller.view, belowSubview: tabBar)
        if let cover = controller.contextPresentationContainer { view.insertSubview(cover, aboveSubview: controller.view) }
        for moving in leaving + coming { moving.transitionHoldsAppearance = false }
        if showing {
            for moving in leaving { moving.endAppearanceTransition() }
            for moving in coming { moving.endAppearanceTransition() }
        }
    }
}
