import Foundation

/// How the appearance callbacks are driven (VC-2).
///
/// "On screen" is: in a window that is not hidden. A controller's root view entering such a window
/// or leaving it drives the calls, parents before children, so that a container's children hear
/// them with it (UIKit's automatic forwarding), unless their parent forwards them itself. When the
/// view is added to or removed from a window that is showing, both calls come at once, as UIKit
/// forwards them from the view's window change. When a window is shown, or given a root
/// controller, `viewWillAppear` comes at once and `viewDidAppear` after the window's next layout
/// pass, once the views are where layout puts them (chosen: UIKit's end of the turn).
extension UIViewController {
    /// Runs `body` (a view move) without the view's window change ending this controller's
    /// appearance change: a transition ends it itself.
    func withAppearanceHeld(_ body: () -> Void) {
        transitionHoldsAppearance = true
        body()
        transitionHoldsAppearance = false
    }

    /// This controller, and the children at any depth whose views are inside its view and who
    /// hear appearance calls through it; parents first (VC-2). A presentation that covers a
    /// controller's view begins and ends the change for all of them.
    var appearanceSubtree: [UIViewController] {
        var result = [self]
        guard shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return result }
        for child in childrenStorage where child.viewIfLoaded?.isDescendant(of: view) == true { result += child.appearanceSubtree }
        // What is presented over this controller as a context moves with it (VC-12).
        if contextPresentationContainer != nil, let presented = presentedStorage { result += presented.appearanceSubtree }
        return result
    }

    /// Whether the appearance calls reach this controller by themselves: unless its parent forwards them.
    var hearsAppearanceAutomatically: Bool {
        parentStorage?.shouldAutomaticallyForwardAppearanceMethods ?? true
    }

    /// The root view is about to move from `old` to `new` (windows, or none).
    func rootViewWillMove(from old: UIWindow?, to new: UIWindow?) {
        guard hearsAppearanceAutomatically else { return }
        let wasShowing = old.map { !$0.isHidden } ?? false, willShow = new.map { !$0.isHidden } ?? false
        if !wasShowing, willShow { beginAppearanceTransition(true, animated: false) }
        if wasShowing, !willShow { beginAppearanceTransition(false, animated: false) }
    }

    /// The root view moved: the change ends now, or after the window's next layout pass while
    /// the window is being shown or given its root.
    func rootViewDidMoveToWindow() {
        guard hearsAppearanceAutomatically, !transitionHoldsAppearance, appearance == .appearing || appearance == .disappearing else { return }
        if appearance == .appearing, let window = viewIfLoaded?.window, window.defersAppearance {
            window.appearAfterLayout(self)
        } else {
            endAppearanceTransition()
        }
    }
}

extension UIWindow {
    /// The window is being shown or hidden: the controllers of its views hear it, parents first;
    /// those appearing finish after the next layout pass (VC-2).
    func visibilityWillChange(showing: Bool) {
        var controllers: [UIViewController] = []
        func collect(_ view: UIView) {
            if let controller = view.viewController, controller.hearsAppearanceAutomatically { controllers.append(controller) }
            for subview in view.subviews { collect(subview) }
        }
        collect(self)
        for controller in controllers { controller.beginAppearanceTransition(showing, animated: false) }
        if showing {
            for controller in controllers { appearAfterLayout(controller) }
            setNeedsLayout()
        } else {
            for controller in controllers { controller.endAppearanceTransition() }
        }
    }

    /// `controller` hears `viewDidAppear` once the next layout pass is done.
    func appearAfterLayout(_ controller: UIViewController) {
        pendingAppearances.append(WeakReference(object: controller))
        setNeedsLayout()
    }

    /// After a layout pass: the controllers waiting to appear do, in the order they began.
    func finishAppearances() {
        guard !pendingAppearances.isEmpty else { return }
        let waiting = pendingAppearances
        pendingAppearances = []
        for entry in waiting {
            guard let controller = entry.object, controller.appearance == .appearing else { continue }
            controller.endAppearanceTransition()
        }
    }
}
