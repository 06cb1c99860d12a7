import Foundation

/// An object that manages a view; it sits in the responder chain between its root view and that
/// view's superview (RSP-1).
///
/// ```swift
/// final class PickerController: UIViewController {
///     override func loadView() { view = EmojiGrid(frame: .zero) }
///     override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
///         // touches on the grid that no view handled end up here
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// Where the view is in its appearance (VC-2): off screen, on its way, on screen, leaving.
    enum Appearance { case disappeared, appearing, appeared, disappearing }
    var appearance = Appearance.disappeared
    /// The parent, in containment (VC-3).
    weak var parentStorage: UIViewController?
    var childrenStorage: [UIViewController] = []
    /// Set while the controller moves into or out of a parent, for `isMovingTo/FromParent` (VC-3).
    var movingToParent = false
    var movingFromParent = false
    /// Presentation (VC-4): what this controller presented, who presented it, the view that holds
    /// it in the window while presented, and whether a transition is under way.
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    var presentationContainer: UIView?
    var beingPresented = false
    var beingDismissed = false
    /// While a presentation's transition runs, it ends the appearance calls, not the window.
    var transitionHoldsAppearance = false
    /// The object showing this controller while it is presented (VC-8).
    var presentationControllerStorage: UIPresentationController?
    /// The transition this controller is presented or dismissed in, or presents or dismisses
    /// another in, while it runs (TRN-5).
    var transitionCoordinatorStorage: UIViewControllerTransitionCoordinator?

    /// A transition is over: its coordinator goes, unless another transition (a dismissal begun
    /// in `viewDidAppear`, say) has already taken its place and must live on.
    func letGoOfCoordinator(_ transition: TransitionContext) {
        if transitionCoordinatorStorage === transition { transitionCoordinatorStorage = nil }
    }

    /// A controller whose view is made on first use: `init(nibName: nil, bundle: nil)`, a
    /// convenience initializer as in UIKit, so a subclass's own initializer calls the designated
    /// `super.init(nibName:bundle:)`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The designated initializer: the view is loaded from the nib named `nibNameOrNil` (or, when
    /// nil, one named after the class) in the bundle, if there is one, when the view is first
    /// needed (NIB-4).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// A controller from a storyboard, which decodes its title, items and presentation from the
    /// coder (NIB-3); called directly with another coder, nothing is decoded. `required`, as in
    /// UIKit, so that the usual `required init?(coder: NSCoder) { fatalError(…) }` of a subclass compiles.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
        StoryboardScenes.decode(self, coder: coder)
    }

    /// The storyboard this controller came from (NIB-3).
    var storyboardStorage: UIStoryboard?
    /// The load of this controller's scene, until its view is made from it (NIB-3).
    var sceneLoad: NibObjectGraph?
    /// The segues that start from this controller, performed by identifier (NIB-7).
    var segueTemplates: [StoryboardSegueTemplate] = []

    /// The nib name given to ``init(nibName:bundle:)``.
    public let nibName: String?
    /// The bundle given to ``init(nibName:bundle:)``.
    public let nibBundle: Bundle?

    /// The root view, made by ``loadView()`` (then ``viewDidLoad()``) the first time it is read.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds); loadedView?.viewController = self }
                viewDidLoad()
            }
            return loadedView
        }
        set {
            if loadedView?.viewController === self { loadedView?.viewController = nil }
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// The root view if it has been made, without making it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view has been made.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view: from the controller's storyboard scene or nib when it has one
    /// (NIB-3, NIB-4), else a plain `UIView` the size of the main screen, as UIKit's does, so that
    /// `view.bounds` in `viewDidLoad` is the screen's. Set ``view`` in an override.
    open func loadView() {
        if loadViewFromDocument() { return }
        view = UIView(frame: UIScreen.main.bounds)
    }

    // MARK: Storyboards and segues (NIB-3, NIB-7, NIB-8)

    /// The storyboard the controller was made from, or nil.
    open var storyboard: UIStoryboard? { storyboardStorage }

    /// Performs the segue of this controller's scene with the identifier given: the destination
    /// is made, this controller hears ``prepare(for:sender:)``, and the segue is performed. UIKit
    /// raises when there is no such segue; OpenTouch reports it.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }

    /// Whether the segue a touch triggered should be performed; true by default. Not asked for
    /// ``performSegue(withIdentifier:sender:)``.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue from this controller is performed, with its destination made: the
    /// place to hand the destination what it shows. Does nothing by default.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether this controller is where an unwind segue with `action` should end: by default,
    /// whether it has the action method and is not the segue's source (NIB-8).
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        fromViewController !== self && action.canBePerformed(by: self)
    }

    /// Called on a container as an unwind segue passes through it toward `subsequentVC`; a
    /// navigation controller pops to it. Does nothing by default (NIB-8).
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    /// Called once the root view has been made.
    open func viewDidLoad() {}

    /// Makes the root view now if it has not been made yet.
    open func loadViewIfNeeded() {
        _ = view
    }

    /// The size the controller's view would like when shown in a smaller container, such as a
    /// context menu's preview (INT-2); zero (no preference) by default.
    open var preferredContentSize: CGSize = .zero {
        didSet { KeyValueObserving.didChange(self) }
    }

    /// A title for the controller, which containers show (a navigation bar, a tab); setting it
    /// titles the navigation item that has none.
    open var title: String? {
        didSet {
            if navigationItemStorage?.title == nil || navigationItemStorage?.title == oldValue { navigationItemStorage?.title = title }
            if tabBarItemStorage?.title == nil || tabBarItemStorage?.title == oldValue { tabBarItemStorage?.title = title }
        }
    }

    /// What this controller shows in a navigation bar while on top of a navigation stack (VC-5),
    /// made on first use and titled with ``title``.
    open var navigationItem: UINavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }
    private var navigationItemStorage: UINavigationItem?

    /// What this controller shows in a tab bar (VC-6), made on first use and titled with ``title``.
    open var tabBarItem: UITabBarItem! {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = UITabBarItem(title: defaultTabTitle, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }
    private var tabBarItemStorage: UITabBarItem?
    /// The title a tab shows for this controller when its item is made: its ``title`` (VC-6).
    var defaultTabTitle: String? { title }

    /// The nearest tab bar controller among this controller's parents (VC-6).
    open var tabBarController: UITabBarController? { nearestParent(UITabBarController.self) }

    /// The nearest navigation controller among this controller's parents (VC-5).
    open var navigationController: UINavigationController? { nearestParent(UINavigationController.self) }

    /// The nearest of this controller's parents that is a `Container`.
    private func nearestParent<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var node = parentStorage
        while let controller = node {
            if let container = controller as? Container { return container }
            node = controller.parentStorage
        }
        return nil
    }

    /// Room a container takes at the edges of this controller's own view (a navigation bar), added
    /// to its safe area like ``additionalSafeAreaInsets`` (VC-5).
    var containerSafeAreaInsets: UIEdgeInsets { .zero }

    // MARK: Appearance (VC-2)

    /// Called before the view comes on screen (VC-2); overrides call super.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called once the view is on screen, after the layout pass that placed it (VC-2); overrides call super.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view leaves the screen (VC-2); overrides call super.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called once the view has left the screen (VC-2); overrides call super.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether this controller's children hear their appearance callbacks when it does (VC-2);
    /// true by default. A container that returns false calls
    /// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()`` on them itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Containment (VC-3)

    /// The controllers this one contains, in the order they were added.
    open var children: [UIViewController] { childrenStorage }

    /// The controller this one is a child of.
    open var parent: UIViewController? { parentStorage }

    /// Makes `childController` a child of this one (VC-3): it is first taken from any parent it
    /// had, then hears `willMove(toParent:)` with this controller. Adding its view and calling its
    /// `didMove(toParent:)` are the caller's, as in UIKit.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parentStorage !== self else { return }
        if childController.parentStorage != nil { childController.removeFromParent() }
        childController.movingToParent = true
        childController.willMove(toParent: self)
        childController.parentStorage = self
        childrenStorage.append(childController)
    }

    /// Takes this controller out of its parent (VC-3), and then tells it with
    /// `didMove(toParent: nil)`. Calling `willMove(toParent: nil)` before, and removing the view,
    /// are the caller's, as in UIKit.
    open func removeFromParent() {
        guard let parent = parentStorage else { return }
        parent.childrenStorage.removeAll { $0 === self }
        parentStorage = nil
        didMove(toParent: nil)
        movingFromParent = false
    }

    /// Takes out the children not in `kept`, as a container does (VC-3): each hears
    /// `willMove(toParent: nil)`, its view leaves, and it leaves the parent.
    func removeChildren(except kept: [UIViewController]) {
        for child in childrenStorage where !kept.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
    }

    /// Called before the controller is added to or removed from a parent (VC-3): by
    /// `addChild(_:)` when added; by the container before `removeFromParent()`. Overrides call super.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil, parentStorage != nil { movingFromParent = true }
    }

    /// Called after the controller was added to or removed from a parent (VC-3): by the
    /// container when added; by `removeFromParent()`. Overrides call super.
    open func didMove(toParent parent: UIViewController?) {
        if parent != nil { movingToParent = false }
    }

    /// Whether the controller is on its way into a parent: true from `addChild(_:)` until its
    /// `didMove(toParent:)`, so that its `viewWillAppear`/`viewDidAppear` can tell (VC-3).
    open var isMovingToParent: Bool { movingToParent }

    /// Whether the controller is on its way out of its parent: true from
    /// `willMove(toParent: nil)` until `removeFromParent()` (VC-3).
    open var isMovingFromParent: Bool { movingFromParent }

    /// The superview of the root view (RSP-1), or, for a presented controller, the controller that
    /// presented it (VC-4); nil while the view is not in a hierarchy.
    open override var next: UIResponder? {
        if let presenter = presentingStorage { return presenter }
        return loadedView?.superview
    }

    // MARK: Editing (LST-15)

    /// Whether the controller's view is in editing mode; setting it calls
    /// ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }
    private var editingFlag = false

    /// Enters or leaves editing mode; the ``editButtonItem`` reads "Done" while editing and "Edit"
    /// otherwise. Overrides call super (a table view controller's puts its table in editing mode).
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingFlag = editing
        editButtonStorage?.title = editing ? "Done" : "Edit"
        editButtonStorage?.style = editing ? .done : .plain
    }

    /// The items a navigation controller's toolbar shows while this controller is on top (BAR-1).
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.toolbarItemsChanged(of: self) }
    }
    /// Sets ``toolbarItems``; the animation is not drawn (BAR-1).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
    /// Whether a tab bar controller's bar leaves while this controller is pushed on a navigation
    /// stack in it, and stays away for later pushes; false by default (BAR-3).
    open var hidesBottomBarWhenPushed = false

    /// A bar button item that toggles editing mode, made on first use, as UIKit's.
    open var editButtonItem: UIBarButtonItem {
        if let editButtonStorage { return editButtonStorage }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", image: nil, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            setEditing(!isEditing, animated: true)
        })
        item.style = isEditing ? .done : .plain
        editButtonStorage = item
        return item
    }
    private var editButtonStorage: UIBarButtonItem?

    // MARK: Showing (VC-14)

    /// Shows `vc` where this controller's container shows content: pushed by the nearest
    /// navigation controller above it, else presented modally (VC-14).
    open func show(_ vc: UIViewController, sender: Any?) {
        if let container = showingContainer(detail: false) {
            container.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as the detail: in the secondary column of the nearest split view controller
    /// above this one, else as ``show(_:sender:)`` would (VC-14).
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let container = showingContainer(detail: true) {
            container.showDetailViewController(vc, sender: sender)
        } else {
            show(vc, sender: sender)
        }
    }

    /// The nearest parent (or, through presentations, presenter's parent) that handles showing:
    /// a navigation controller for `show`, a split view controller for either. UIKit finds it
    /// with `targetViewController(forAction:sender:)`.
    private func showingContainer(detail: Bool) -> UIViewController? {
        var node = parent ?? presentingViewController
        while let controller = node {
            if controller is UISplitViewController { return controller }
            if !detail, controller is UINavigationController { return controller }
            node = controller.parent ?? controller.presentingViewController
        }
        return nil
    }

    // MARK: The status bar (VC-15)

    /// The style this controller wants for the status bar when it decides it: `.default`
    /// (dark content on a light interface) unless overridden (VC-15).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// Whether this controller wants the status bar hidden; false unless overridden (VC-15).
    open var prefersStatusBarHidden: Bool { false }

    /// A child that decides the status bar's style instead of this controller; nil by default (VC-15).
    open var childForStatusBarStyle: UIViewController? { nil }

    /// A child that decides whether the status bar is hidden instead of this controller (VC-15).
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Whether a controller presented other than full screen decides the status bar; false (VC-15).
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Tells the system that the answers above changed; the scene's status bar manager reads
    /// them again now (VC-15).
    open func setNeedsStatusBarAppearanceUpdate() {
        viewIfLoaded?.window?.windowScene?.statusBarManager?.update()
    }

    // MARK: Presentation (VC-4)

    /// How the controller is shown when presented; `.automatic` by default, a page sheet here (VC-4).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Whether a `.currentContext` or `.overCurrentContext` presentation from this controller or
    /// one of its children covers this controller's view (and this controller presents it); false
    /// by default, when such a presentation covers the window's root (VC-12).
    open var definesPresentationContext = false

    /// Whether the controller refuses to be dismissed interactively (a sheet dragged down); false
    /// by default (VC-4).
    open var isModalInPresentation = false

    /// Presents `viewControllerToPresent` over this controller (VC-4): its view in a container
    /// above the window's views, as `modalPresentationStyle` says, the transition on the
    /// application clock, `completion` after it. UIKit refuses, with a message, a presentation
    /// from a controller whose view is not in a window or that already presents one; so does
    /// OpenTouch, and nothing changes.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresentation(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented, or, when it presented none, this controller
    /// itself from its presenter (VC-4); controllers presented above it go at once.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    override var responderWindow: UIWindow? { loadedView?.window }

    /// Insets added to the safe area of the controller's view, for content the app draws over
    /// its edges (a custom bar); the views below lay out again (SCR-10).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            UIViewController.controllersAddingSafeArea += (additionalSafeAreaInsets != .zero ? 1 : 0) - (oldValue != .zero ? 1 : 0)
            // The view hears it when laid out, and its subviews after it (LAY-10).
            guard additionalSafeAreaInsets != oldValue, let view = loadedView else { return }
            view.setNeedsLayout()
        }
    }

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (LAY-10); true
    /// by default. A root view given no margins then has exactly the minimum.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { loadedView?.marginsMayHaveChanged() }
    }

    /// The least margins of the root view (LAY-10): 16 points at the leading and trailing edges
    /// where the width is compact (a phone), 20 where it is regular, none at the top and bottom
    /// (chosen: the values UIKit reports on those devices, which Apple does not document).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The band above the view's safe area (the status and navigation bars), for constraints
    /// written before the safe area existed (LAY-13). Loads the view.
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead")
    open var topLayoutGuide: UILayoutSupport { view.layoutSupportGuide(.topLayoutSupport) }

    /// The band below the view's safe area (the tab bar, toolbar or home indicator) (LAY-13).
    /// Loads the view.
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead")
    open var bottomLayoutGuide: UILayoutSupport { view.layoutSupportGuide(.bottomLayoutSupport) }

    /// Called after the root view's safe area changed, before the view's own callback (LAY-10).
    open func viewSafeAreaInsetsDidChange() {}

    /// Called after the root view's layout margins changed, before the view's own callback (LAY-10).
    open func viewLayoutMarginsDidChange() {}

    /// How many controllers have additional safe-area insets (that are alive or were not reset):
    /// with none, and a screen without insets, no view has a safe area to work out.
    static var controllersAddingSafeArea = 0

    // MARK: Layout (LAY-4)

    /// Updates the view's constraints before layout; overrides add or change constraints and
    /// call super, whose default updates the view's own (`updateConstraints()`).
    open func updateViewConstraints() {
        loadedView?.updateConstraints()
    }

    /// Called before the view lays out its subviews (before constraints place them).
    open func viewWillLayoutSubviews() {}

    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Traits (TRT-2)

    /// The light or dark appearance for this controller's view and everything below it (TRT-2).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { styleOverride }
        set {
            guard newValue != styleOverride else { return }
            if newValue != .unspecified { TraitValues.styleOverridesSet = true }
            let old = loadedView?.traitValues
            styleOverride = newValue
            if let old, let view = loadedView { view.notifyTraitChange(from: old, to: view.traitValues) }
        }
    }
    private var styleOverride = UIUserInterfaceStyle.unspecified

    /// The traits in effect for the controller: its view's (TRT-2).
    open var traitCollection: UITraitCollection {
        if let loadedView { return loadedView.traitCollection }
        var values = TraitValues.defaultScreen
        if overrideUserInterfaceStyle != .unspecified { values.userInterfaceStyle = overrideUserInterfaceStyle }
        return UITraitCollection(values: values)
    }

    /// Called after the traits in effect for the controller's view changed, before the view hears of it (TRT-2).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The controller's view is about to take `size` (a rotation, TST-9). By default tells the
    /// child controllers and the presented one; an override that calls `super` keeps that.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        // A presented controller hears it through its presentation controller (TRN-3).
        if let presented = presentedViewController {
            if let presentation = presented.presentationControllerStorage { presentation.viewWillTransition(to: size, with: coordinator) } else { presented.viewWillTransition(to: size, with: coordinator) }
        }
    }

    // MARK: Appearance (VC-2); helpers in UIViewController+Appearance.swift

    /// Starts a change of appearance by hand, for a container whose
    /// ``shouldAutomaticallyForwardAppearanceMethods`` is false: `viewWillAppear` when
    /// `isAppearing`, else `viewWillDisappear` (VC-2).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            viewWillAppear(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            viewWillDisappear(animated)
        }
    }

    /// Ends the change begun by ``beginAppearanceTransition(_:animated:)``: `viewDidAppear` or
    /// `viewDidDisappear` (VC-2).
    open func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(false)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(false)
            movingFromParent = false
        case .appeared, .disappeared:
            break
        }
    }

    // MARK: Presentation (VC-5); helpers in UIViewController+Presentation.swift

    /// The controller this one presented, if any, or the one presented over the context it is
    /// in (a navigation controller's child sees what its navigation controller presents) (VC-4, VC-12).
    open var presentedViewController: UIViewController? {
        var node: UIViewController? = self
        while let controller = node {
            if let presented = controller.presentedStorage { return presented }
            node = controller.parentStorage
        }
        return nil
    }

    /// The controller that presented this one, or that presented its nearest presented ancestor (VC-4).
    open var presentingViewController: UIViewController? {
        var node: UIViewController? = self
        while let controller = node {
            if let presenter = controller.presentingStorage { return presenter }
            node = controller.parentStorage
        }
        return nil
    }

    /// Supplies the animators, interaction controllers and (for `.custom`) the presentation
    /// controller of this controller's presentation and dismissal (TRN-1); weak, as in UIKit.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    /// The coordinator of the presentation or dismissal this controller (or its parent) takes
    /// part in, while it runs; nil otherwise (TRN-5).
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        transitionCoordinatorStorage ?? parentStorage?.transitionCoordinator
    }

    /// The object that shows this controller when it is presented (VC-8), made when first asked
    /// for, so that it can be set up before `present`: a `UISheetPresentationController` for the
    /// sheet styles (VC-10).
    open var presentationController: UIPresentationController? {
        if let presentationControllerStorage, (presentationControllerStorage is UISheetPresentationController) == presentsAsSheet {
            return presentationControllerStorage
        }
        let made = presentsAsSheet ? UISheetPresentationController(presented: self)
            : modalPresentationStyle == .popover ? UIPopoverPresentationController(presented: self) : UIPresentationController(presented: self)
        presentationControllerStorage = made
        return made
    }

    /// The popover's presentation controller, when this controller is presented `.popover` (VC-17).
    open var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationController as? UIPopoverPresentationController : nil
    }

    /// The sheet's presentation controller, when this controller is presented as a sheet (VC-10).
    open var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// Whether the controller is being presented: true from `present` until its transition ends (VC-4).
    open var isBeingPresented: Bool { beingPresented }

    /// Whether the controller is being dismissed: true from `dismiss` until its transition ends (VC-4).
    open var isBeingDismissed: Bool { beingDismissed }
}
