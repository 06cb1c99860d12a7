import Foundation

/// A stack of controllers, the top one's view shown under a navigation bar (VC-5).
///
/// Pushing makes a controller a child and slides its view in; popping takes the top one out. A
/// transition takes ``transitionDuration`` on the application clock when animated (the next turn
/// of the clock when not), during which the navigation controller's view takes no touches; the
/// controllers hear their appearance calls at its start and end, and the delegate `willShow` and
/// `didShow`. The bar's back button pops, and so does a pan from the leading edge
/// (``interactivePopGestureRecognizer``).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// How long an animated push or pop takes (chosen: about UIKit's, which Apple does not document).
    public static let transitionDuration: TimeInterval = 0.35

    /// The bar at the top of the view.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// The toolbar along the bottom, showing the top controller's `toolbarItems` unless
    /// ``isToolbarHidden`` (BAR-1).
    public let toolbar = UIToolbar(frame: .zero)

    /// Whether a tap on the content hides the bars, and the next shows them; false by default (BAR-4).
    open var hidesBarsOnTap = false {
        didSet { installBarHidingRecognizers() }
    }
    /// Whether a swipe up hides the bars and a swipe down shows them; false by default (BAR-4).
    open var hidesBarsOnSwipe = false {
        didSet { installBarHidingRecognizers() }
    }
    /// Whether the bars hide when the keyboard comes up for a text input in this controller's
    /// content; false by default (BAR-8).
    open var hidesBarsWhenKeyboardAppears = false
    /// Whether the bars hide while the height is compact (a phone in landscape) and come back
    /// when it is regular again; false by default (BAR-8).
    open var hidesBarsWhenVerticallyCompact = false {
        didSet { followVerticalSizeClass() }
    }

    /// Follows the vertical size class for ``hidesBarsWhenVerticallyCompact`` (BAR-8).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass { followVerticalSizeClass() }
    }
    /// The tap that hides and shows the bars, on the view while ``hidesBarsOnTap`` (BAR-4).
    public let barHideOnTapGestureRecognizer = UITapGestureRecognizer()
    /// The pan that hides and shows the bars, on the view while ``hidesBarsOnSwipe`` (BAR-4).
    public let barHideOnSwipeGestureRecognizer = UIPanGestureRecognizer()
    /// Whether the toolbar was showing when the bars were hidden by a tap or swipe.
    var toolbarHiddenWithBars = false
    /// Hears the controllers being shown.
    open weak var delegate: UINavigationControllerDelegate?
    /// The pan from the leading edge that pops the top controller (VC-5); other recognizers may
    /// require it to fail.
    public private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?

    private var stack: [UIViewController] = []
    private var barHidden = false
    private var toolbarHidden = true
    /// Whether a push or pop is under way; another waits for none (UIKit refuses it silently).
    private(set) var isTransitioning = false

    /// A navigation controller whose stack is `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        toolbar.managedByNavigationController = true
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        toolbar.managedByNavigationController = true
    }

    /// A navigation controller from a storyboard or nib; its root comes from the storyboard's
    /// relationship segue (NIB-3, VC-5).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        toolbar.managedByNavigationController = true
    }

    // MARK: The stack

    /// The controllers, the root first and the top last.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is on screen: what the top one presented, else the top one.
    open var visibleViewController: UIViewController? {
        var node = topViewController?.presentedViewController ?? topViewController
        while let presented = node?.presentedViewController { node = presented }
        return node
    }

    /// Replaces the stack at once; the new top is shown, the others' views are not in the window.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let oldTop = stack.last
        // VC-5: animated and on screen, a new top comes as a push does, with its appearance calls
        // in a push's order; the controllers that leave go once it has come.
        if animated, isViewLoaded, !isTransitioning, let oldTop, let newTop = viewControllers.last, newTop !== oldTop {
            let leaving = stack.filter { old in !viewControllers.contains { $0 === old } }
            let added = viewControllers.filter { $0.parent !== self }
            for controller in added { addChild(controller) }
            stack = viewControllers
            transition(from: oldTop, to: newTop, animated: true) { [weak self] in
                guard let self else { return }
                for controller in leaving where controller.parent === self {
                    controller.willMove(toParent: nil)
                    controller.removeFromParent()
                }
                for controller in added { controller.didMove(toParent: self) }
            }
            return
        }
        removeChildren(except: viewControllers)
        for controller in viewControllers where controller.parent !== self { addChild(controller) }
        stack = viewControllers
        if let top = stack.last, top !== oldTop {
            oldTop?.viewIfLoaded?.removeFromSuperview()
            if isViewLoaded { install(top) }
        }
        for controller in viewControllers { controller.didMove(toParent: self) }
        updateBar()
    }

    /// Pushes `viewController` on top (VC-5).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !isTransitioning, !stack.contains(where: { $0 === viewController }) else { return }
        let old = stack.last
        addChild(viewController)
        stack.append(viewController)
        guard isViewLoaded else {
            viewController.didMove(toParent: self)
            updateBar()
            return
        }
        transition(from: old, to: viewController, animated: animated) { [weak self] in
            guard let self else { return }
            viewController.didMove(toParent: self)
        }
    }

    /// Pops the top controller, unless it is the root, and returns it (VC-5).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard !isTransitioning, stack.count > 1 else { return nil }
        let popped = stack.removeLast()
        popped.willMove(toParent: nil)
        guard isViewLoaded else {
            popped.removeFromParent()
            updateBar()
            return popped
        }
        // A controller given to another parent while it left (a More list's lent one) stays there.
        transition(from: popped, to: stack.last, animated: animated) { [weak self] in if popped.parent === self { popped.removeFromParent() } }
        return popped
    }

    /// Pops every controller above the root, and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// An unwind segue passing through: pops to the controller of the stack that is or holds
    /// `subsequentVC` (NIB-8).
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard let target = viewControllers.first(where: { $0 === subsequentVC || subsequentVC.isDescendant(of: $0) }),
              target !== topViewController else { return }
        popToViewController(target, animated: true)
    }

    /// Pops the controllers above `viewController`, and returns them; the ones between go at once.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard !isTransitioning, let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else { return nil }
        let popped = Array(stack[(index + 1)...])
        for controller in popped.dropLast() {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        stack.removeSubrange((index + 1)..<(stack.count - 1))
        popViewController(animated: animated)
        return popped
    }

    // MARK: The bar

    /// Whether the bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Shows or hides the bar; the views below move at once (the animation is not drawn).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        navigationBar.isHidden = hidden
        viewIfLoaded?.setNeedsLayout()
    }

    override var containerSafeAreaInsets: UIEdgeInsets {
        UIEdgeInsets(top: barHidden ? 0 : navigationBar.height, left: 0, bottom: toolbarHidden ? 0 : UIToolbar.standardHeight, right: 0)
    }

    /// VC-6: a navigation controller's tab takes its own title, else its root controller's.
    override var defaultTabTitle: String? { title ?? stack.first?.title }

    /// Whether the toolbar is hidden; true by default (BAR-1).
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Shows or hides the toolbar; the content's safe area follows at once (BAR-1).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        placeToolbar()
        viewIfLoaded?.setNeedsLayout()
    }

    /// The toolbar is in the view only while it shows, as UIKit adds it when first shown.
    private func placeToolbar() {
        guard let view = viewIfLoaded else { return }
        if toolbarHidden { toolbar.removeFromSuperview() } else if toolbar.superview !== view { view.insertSubview(toolbar, aboveSubview: navigationBar) }
    }

    // MARK: The view

    /// Pushes `vc`: a navigation controller shows content by pushing it (VC-14).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    open override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        self.view = view
        navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
        view.addSubview(navigationBar)
        placeToolbar()
        installBarHidingRecognizers()
        let pop = UIScreenEdgePanGestureRecognizer()
        pop.edges = .left
        pop.name = "interactive pop"
        // VC-13: as iOS prints it, the back swipe holds the touches it may take until it fails.
        pop.delaysTouchesBegan = true
        pop.addTarget(self, action: Selector(UINavigationController.interactivePop))
        view.addGestureRecognizer(pop)
        interactivePopGestureRecognizer = pop
        if UIViewController.controllersAddingSafeArea == 0 { UIViewController.controllersAddingSafeArea = 1 }
        if let top = stack.last { install(top) }
        updateBar()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let view = viewIfLoaded else { return }
        let height = navigationBar.height
        let top = view.safeAreaInsets.top - (barHidden ? 0 : height)
        navigationBar.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: height)
        // BAR-1: the toolbar runs from the safe area's bottom edge over the home indicator.
        toolbar.frame = CGRect(x: 0, y: view.bounds.height - view.safeAreaInsets.bottom, width: view.bounds.width, height: view.safeAreaInsets.bottom)
        if !isTransitioning, let top = stack.last?.viewIfLoaded, top.superview === view { top.frame = view.bounds }
        followContentScrolling()
    }

    /// Puts `controller`'s view under the bar, filling the view.
    private func install(_ controller: UIViewController) {
        guard let view = viewIfLoaded else { return }
        let child: UIView = controller.view
        child.frame = view.bounds
        view.insertSubview(child, belowSubview: navigationBar)
    }

    private func updateBar() {
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        toolbar.setItems(stack.last?.toolbarItems, animated: false)
        tabBarController?.bottomBarMayHaveChanged()
    }

    /// BAR-3: whether a controller pushed on the stack (not the root) hides the tab bar.
    var hidesBottomBar: Bool { stack.dropFirst().contains { $0.hidesBottomBarWhenPushed } }

    /// `controller`'s toolbar items changed: the toolbar shows them while it is on top (BAR-1).
    func toolbarItemsChanged(of controller: UIViewController) {
        if controller === stack.last { toolbar.setItems(controller.toolbarItems, animated: false) }
    }

    /// A push or pop: `to` comes on screen, `from` leaves it, over the transition's time.
    // `final`: a subclass in another file (UIImagePickerController) must not find these private
    // methods in its vtable, which the linker cannot resolve.
    private final func transition(from: UIViewController?, to: UIViewController?, animated: Bool, then finish: @escaping @MainActor () -> Void) {
        // TRN-6: the delegate's animator, when it gives one, runs an animated push or pop.
        let operation: Operation = from.map { old in stack.contains { $0 === old } } ?? true ? .push : .pop
        if animated, let from, let to, let delegate,
           let animator = delegate.navigationController(self, animationControllerFor: operation, from: from, to: to) {
            customTransition(operation, from: from, to: to, animator: animator,
                             interaction: delegate.navigationController(self, interactionControllerFor: animator), then: finish)
            return
        }
        let coordinator = animated ? coordinate(from: from, to: to, interactive: false) : nil
        guard let showing = beginTransition(from: from, to: to, animated: animated, how: animated ? ", animated" : "") else {
            if let coordinator { endCoordinating(coordinator, from: from, to: to) }
            return
        }
        coordinator?.run()
        schedule(after: animated ? Self.transitionDuration : 0) { [weak self] in
            self?.endTransition(from: from, to: to, showing: showing, animated: animated, then: finish)
            if let coordinator { self?.endCoordinating(coordinator, from: from, to: to) }
        }
    }

    /// The coordinator of a push, pop or back swipe of the navigation controller's own (TRN-5):
    /// `from`, `to` and the navigation controller find it until the transition ends.
    private func coordinate(from: UIViewController?, to: UIViewController?, interactive: Bool) -> NavigationTransitionCoordinator? {
        guard let view = viewIfLoaded else { return nil }
        let coordinator = NavigationTransitionCoordinator(container: view, from: from, to: to, interactive: interactive)
        for controller in [from, to] { controller?.transitionCoordinatorStorage = coordinator }
        transitionCoordinatorStorage = coordinator
        return coordinator
    }

    /// The transition has ended: the coordinator's completions run, then it is gone.
    private func endCoordinating(_ coordinator: NavigationTransitionCoordinator, from: UIViewController?, to: UIViewController?) {
        coordinator.end()
        for controller in [from, to, self] where controller?.transitionCoordinatorStorage === coordinator {
            controller?.transitionCoordinatorStorage = nil
        }
    }

    /// The start of a push or pop: the delegate's `willShow`, the appearance calls begun, `to`'s
    /// view under the bar and touches held. Returns whether the view is on screen (nil: not loaded).
    private func beginTransition(from: UIViewController?, to: UIViewController?, animated: Bool, how: String, installs: Bool = true) -> Bool? {
        guard let view = viewIfLoaded else { return nil }
        let showing = view.window.map { !$0.isHidden } ?? false
        isTransitioning = true
        view.isUserInteractionEnabled = false
        if let trace {
            // A push keeps the old top in the stack; a pop has taken it out.
            let action = from.map { old in stack.contains { $0 === old } } ?? true
                ? "pushes \(to.map { "\(type(of: $0))" } ?? "")" : "pops \(from.map { "\(type(of: $0))" } ?? "")"
            trace.recordController(self, action + how, reason: "its view takes no touches until the transition ends (VC-5)")
        }
        to?.loadViewIfNeeded()
        if let to { delegate?.navigationController(self, willShow: to, animated: animated) }
        if showing {
            from?.beginAppearanceTransition(false, animated: animated)
            to?.transitionHoldsAppearance = true
            to?.beginAppearanceTransition(true, animated: animated)
        }
        if installs, let to { install(to) }
        updateBar()
        return showing
    }

    /// A push or pop run by the delegate's animator (TRN-6): its container is the navigation
    /// controller's view, which holds the view going away, and to which the animator adds the
    /// one coming [chosen: UIKit's container is a view of its own under the bar; moving the view
    /// going away into another would take a finger's touch from it, TCH-9]. It ends when the
    /// animator completes it: completed, as a push or pop does, the coming view put back under
    /// the bar; cancelled, the stack and the views as before, with the appearance calls undone.
    private final func customTransition(_ operation: Operation, from: UIViewController, to: UIViewController,
                                  animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning?,
                                  then finish: @escaping @MainActor () -> Void) {
        guard let view = viewIfLoaded else { return }
        let container = view
        var showing = false
        let context = TransitionContext(
            container: container, animated: true, style: .none, subject: operation == .push ? to : from, animator: animator, interaction: interaction,
            controllers: [.from: from, .to: to], views: [.from: from.view, .to: to.view],
            frames: [ObjectIdentifier(from): (view.bounds, .zero), ObjectIdentifier(to): (.zero, view.bounds)],
            finish: { [weak self] completed in
                guard let self else { return }
                if completed {
                    to.withAppearanceHeld { self.install(to) }
                    self.endTransition(from: from, to: to, showing: showing, animated: true, then: finish)
                } else {
                    self.undo(operation, from: from, to: to, showing: showing)
                }
            },
            afterward: { [weak self] transition, _ in
                for controller in [from, to] { controller.letGoOfCoordinator(transition) }
                self?.letGoOfCoordinator(transition)
            })
        for controller in [from, to] { controller.transitionCoordinatorStorage = context }
        transitionCoordinatorStorage = context
        guard let shown = beginTransition(from: from, to: to, animated: true, how: ", animated by \(type(of: animator))\(interaction == nil ? "" : ", interactively")",
                                          installs: false) else { return }
        showing = shown
        context.begin()
    }

    /// A cancelled custom push or pop (TRN-6): the controller that was going away stays on top,
    /// its view back under the bar; the other leaves (a pushed one leaves the stack too).
    private func undo(_ operation: Operation, from: UIViewController, to: UIViewController, showing: Bool) {
        if operation == .pop { stack.append(from) } else { stack.removeAll { $0 === to } }
        if let fromView = from.viewIfLoaded { fromView.frame = view.bounds }
        trace?.recordController(self, "keeps \(type(of: from))", reason: "the animator completed the transition with false (TRN-6)")
        updateBar()
        if showing {
            from.beginAppearanceTransition(true, animated: true)
            to.beginAppearanceTransition(false, animated: true)
        }
        to.withAppearanceHeld { to.viewIfLoaded?.removeFromSuperview() }
        if showing {
            from.endAppearanceTransition()
            to.endAppearanceTransition()
        }
        if operation == .pop {
            // The willMove(toParent: nil) of the start is undone: it stays in the stack.
            from.movingFromParent = false
        } else {
            to.willMove(toParent: nil)
            to.removeFromParent()
        }
        isTransitioning = false
        viewIfLoaded?.isUserInteractionEnabled = true
        delegate?.navigationController(self, didShow: from, animated: true)
    }

    /// The end of a push or pop: `from`'s view leaves, the appearance calls end, touches come
    /// back, then `finish` and the delegate's `didShow`.
    private final func endTransition(from: UIViewController?, to: UIViewController?, showing: Bool, animated: Bool, then finish: @MainActor () -> Void) {
        from?.withAppearanceHeld { from?.viewIfLoaded?.removeFromSuperview() }
        to?.transitionHoldsAppearance = false
        if showing {
            from?.endAppearanceTransition()
            to?.endAppearanceTransition()
        }
        isTransitioning = false
        viewIfLoaded?.isUserInteractionEnabled = true
        if let to, to.viewIfLoaded?.superview === viewIfLoaded { to.view.frame = view.bounds }
        finish()
        if let to { delegate?.navigationController(self, didShow: to, animated: animated) }
    }

    private final func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        (viewIfLoaded?.window?.applicationClock ?? ApplicationClock.inCharge).schedule(after: delay, label: "navigation transition", work)
    }

    // MARK: The back swipe (VC-13)

    /// The pop a finger drives, from the pan's start to its release.
    private var interactivePopState: (from: UIViewController, to: UIViewController, showing: Bool, coordinator: NavigationTransitionCoordinator?)?

    /// How far the controller below sits to the left when the swipe starts, as a fraction of the
    /// width (chosen: 0.3, the parallax iOS shows; Apple does not document it).
    static let parallax: CGFloat = 0.3

    /// The leading-edge pan (VC-13): the pop begins with the pan, the views follow the finger,
    /// and the release finishes or cancels it (chosen: UIKit's thresholds are not documented; a
    /// release past half the width, or moving toward the trailing edge faster than 500 points a
    /// second, pops).
    private func interactivePop(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let view = viewIfLoaded else { return }
        let width = max(view.bounds.width, 1)
        let progress = min(max(recognizer.translation(in: view).x / width, 0), 1)
        switch recognizer.state {
        case .began:
            guard stack.count > 1, !isTransitioning else { return }
            let from = stack.removeLast(), to = stack[stack.count - 1]
            from.willMove(toParent: nil)
            let coordinator = coordinate(from: from, to: to, interactive: true)
            guard let showing = beginTransition(from: from, to: to, animated: true, how: ", following the finger (VC-13)") else { return }
            coordinator?.run()
            interactivePopState = (from, to, showing, coordinator)
            follow(progress)
        case .changed:
            if interactivePopState != nil { follow(progress) }
        case .ended, .cancelled, .failed:
            guard let (from, to, showing, coordinator) = interactivePopState else { return }
            let pops = recognizer.state == .ended && (progress > 0.5 || recognizer.velocity(in: view).x > 500)
            let remaining = Self.transitionDuration * Double(pops ? 1 - progress : progress)
            coordinator?.letGo(cancelled: !pops, remaining: remaining)
            follow(pops ? 1 : 0)
            interactivePopState = nil
            if pops {
                trace?.recordController(self, "pops \(type(of: from))", reason: progress > 0.5 ? "released past half the width (VC-13)" : "released moving fast enough (VC-13)")
                schedule(after: remaining) { [weak self] in
                    self?.endTransition(from: from, to: to, showing: showing, animated: true) { [weak self] in if from.parent === self { from.removeFromParent() } }
                    if let coordinator { self?.endCoordinating(coordinator, from: from, to: to) }
                }
            } else {
                cancelPop(from: from, to: to, showing: showing, coordinator: coordinator, after: remaining)
            }
        default:
            break
        }
    }

    /// The views of an interactive pop, `progress` of the way.
    private func follow(_ progress: CGFloat) {
        guard let (from, to, _, coordinator) = interactivePopState, let view = viewIfLoaded else { return }
        coordinator?.follow(progress)
        let width = view.bounds.width
        from.viewIfLoaded?.frame = view.bounds.offsetBy(dx: width * progress, dy: 0)
        to.viewIfLoaded?.frame = view.bounds.offsetBy(dx: -width * Self.parallax * (1 - progress), dy: 0)
        // BAR-3: a tab bar the popped controller hid comes in with the controller below.
        if from.hidesBottomBarWhenPushed, !hidesBottomBar {
            tabBarController?.bottomBarFollowsPop(offset: -width * Self.parallax * (1 - progress))
        }
    }

    /// A released swipe that does not pop: the top controller goes back on the stack and
    /// reappears, the one below disappears again, over the time it takes to slide back (VC-13).
    private func cancelPop(from: UIViewController, to: UIViewController, showing: Bool, coordinator: NavigationTransitionCoordinator?,
                           after delay: TimeInterval) {
        guard let view = viewIfLoaded else { return }
        stack.append(from)
        from.viewIfLoaded?.frame = view.bounds
        to.viewIfLoaded?.frame = view.bounds
        tabBarController?.bottomBarFollowsPop(offset: 0)
        trace?.recordController(self, "keeps \(type(of: from))", reason: "the swipe was released short and slow, or cancelled (VC-13)")
        updateBar()
        schedule(after: delay) { [weak self] in
            guard let self else { return }
            // VC-13 (measured on iOS): when the views are back, the page below disappears
            // (viewWillDisappear, viewDidDisappear), then the top page appears again.
            if showing { to.beginAppearanceTransition(false, animated: true) }
            to.withAppearanceHeld { to.viewIfLoaded?.removeFromSuperview() }
            to.transitionHoldsAppearance = false
            if showing {
                to.endAppearanceTransition()
                from.beginAppearanceTransition(true, animated: true)
                from.endAppearanceTransition()
            }
            // The willMove(toParent: nil) of the start is undone: it stays in the stack.
            from.movingFromParent = false
            isTransitioning = false
            view.isUserInteractionEnabled = true
            delegate?.navigationController(self, didShow: from, animated: true)
            if let coordinator { endCoordinating(coordinator, from: from, to: to) }
        }
    }
}
