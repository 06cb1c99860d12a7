import Foundation

/// Presenting and dismissing controllers (VC-4).
///
/// A presented controller's view goes into a container view above everything else in the
/// presenter's window: the container covers the window and takes the touches that miss the
/// presented view, as the dimmed area around a sheet does. A transition takes its time on the
/// application clock (``PresentationMetrics/transitionDuration`` when animated, the next turn of
/// the clock when not), and while it runs neither the container nor the presenter's view takes
/// touches. The appearance calls come at its start and its end, and the completion after them.
extension UIViewController {
    /// The controller this one presented, if any (VC-4).
    public var presentedViewController: UIViewController? { presentedStorage }

    /// The controller that presented this one, or that presented its nearest presented ancestor (VC-4).
    public var presentingViewController: UIViewController? {
        var node: UIViewController? = self
        while let controller = node {
            if let presenter = controller.presentingStorage { return presenter }
            node = controller.parentStorage
        }
        return nil
    }

    /// The object that shows this controller when it is presented (VC-8), made when first asked
    /// for, so that it can be set up before `present`: a `UISheetPresentationController` for the
    /// sheet styles (VC-10).
    public var presentationController: UIPresentationController? {
        if let presentationControllerStorage, (presentationControllerStorage is UISheetPresentationController) == presentsAsSheet {
            return presentationControllerStorage
        }
        let made = presentsAsSheet ? UISheetPresentationController(presented: self) : UIPresentationController(presented: self)
        presentationControllerStorage = made
        return made
    }

    /// The sheet's presentation controller, when this controller is presented as a sheet (VC-10).
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// Whether `modalPresentationStyle` shows a sheet (a form sheet is one on a compact width, and
    /// is given a sheet controller too).
    var presentsAsSheet: Bool { [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) }

    /// Whether the controller is being presented: true from `present` until its transition ends (VC-4).
    public var isBeingPresented: Bool { beingPresented }

    /// Whether the controller is being dismissed: true from `dismiss` until its transition ends (VC-4).
    public var isBeingDismissed: Bool { beingDismissed }

    /// The work of `present(_:animated:completion:)`.
    func performPresentation(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        let presented = viewControllerToPresent
        guard let window = viewIfLoaded?.window else {
            Diagnostics.report(.invalidArgument, "Attempt to present \(presented) on \(self) whose view is not in the window hierarchy. (VC-4)")
            return
        }
        guard presentedStorage == nil else {
            Diagnostics.report(.invalidArgument, "Attempt to present \(presented) on \(self) which is already presenting \(presentedStorage!). (VC-4)")
            return
        }
        guard presented.presentingStorage == nil, presented.parentStorage == nil, presented !== self else {
            Diagnostics.report(.invalidArgument, "Application tried to present modally a view controller \(presented) that is already presented or is a child. (VC-4)")
            return
        }
        let style = presented.resolvedPresentationStyle(in: window)
        trace?.recordController(self, "presents \(type(of: presented)) as \(style)\(flag ? ", animated" : "")",
                                reason: "present(_:animated:completion:); its views take no touches until the transition ends (VC-4)")
        presentedStorage = presented
        presented.presentingStorage = self
        presented.beingPresented = true
        let presentation = presented.presentationController!
        presentation.presentingStorage = self

        let container = PresentationContainerView(frame: window.bounds)
        container.isUserInteractionEnabled = false
        presented.presentationContainer = container
        let view: UIView = presented.view
        view.frame = style == .pageSheet || style == .formSheet ? presentation.sheetFrame(in: window) : container.bounds
        container.addSubview(view)
        // VC-8: a sheet follows a finger dragging it down.
        if style == .pageSheet || style == .formSheet { presentation.installSheetDrag(on: view) }
        let presenterView = topPresentingView
        presenterView?.isUserInteractionEnabled = false
        let coversPresenter = style == .fullScreen
        if coversPresenter { presentingRoot.beginAppearanceTransition(false, animated: flag) }
        presented.transitionHoldsAppearance = true
        presented.beginAppearanceTransition(true, animated: flag)
        window.addSubview(container)
        window.applicationClock.schedule(after: flag ? PresentationMetrics.transitionDuration : 0, label: "presentation of \(type(of: presented))") { [weak self, weak presented] in
            guard let self, let presented, presented.presentingStorage === self else { return }
            presented.transitionHoldsAppearance = false
            presented.beingPresented = false
            container.isUserInteractionEnabled = true
            if coversPresenter {
                // The presenter's view leaves the window under a full-screen presentation, as in UIKit.
                let root = self.presentingRoot
                root.withAppearanceHeld { root.viewIfLoaded?.removeFromSuperview() }
                root.endAppearanceTransition()
            }
            presented.endAppearanceTransition()
            self.trace?.recordController(presented, "presented", reason: "the transition ended; it takes touches (VC-4)")
            completion?()
        }
    }

    /// The work of `dismiss(animated:completion:)`.
    func performDismissal(animated flag: Bool, completion: (() -> Void)?) {
        let presenter: UIViewController, presented: UIViewController
        if let child = presentedStorage {
            (presenter, presented) = (self, child)
        } else if let up = presentingViewController, let child = up.presentedStorage {
            (presenter, presented) = (up, child)
        } else {
            return
        }
        guard !presented.beingDismissed, let container = presented.presentationContainer, let window = container.window else { return }
        // Those presented above go first, at once.
        if let above = presented.presentedStorage { presented.removePresentation(of: above) }
        presented.beingDismissed = true
        presenter.trace?.recordController(presented, "is dismissed\(flag ? ", animated" : "")", reason: "dismiss(animated:completion:) (VC-4)")
        container.isUserInteractionEnabled = false
        let coversPresenter = presenter.presentingRoot.viewIfLoaded?.window == nil
        if coversPresenter, let root = presenter.presentingRoot.viewIfLoaded, let host = presenter.hostWindow ?? Optional(window) {
            // Back under the container, where it was.
            let rootController = presenter.presentingRoot
            rootController.transitionHoldsAppearance = true
            rootController.beginAppearanceTransition(true, animated: flag)
            host.insertSubview(root, belowSubview: container)
        }
        presented.beginAppearanceTransition(false, animated: flag)
        window.applicationClock.schedule(after: flag ? PresentationMetrics.transitionDuration : 0, label: "dismissal of \(type(of: presented))") { [weak presenter, weak presented] in
            guard let presenter, let presented, presenter.presentedStorage === presented else { return }
            presented.withAppearanceHeld { container.removeFromSuperview() }
            presenter.finishDismissal(of: presented)
            presented.endAppearanceTransition()
            if coversPresenter {
                presenter.presentingRoot.transitionHoldsAppearance = false
                presenter.presentingRoot.endAppearanceTransition()
            }
            completion?()
        }
    }

    /// `.automatic` resolves to a page sheet (iOS 13 and later); a form sheet is one on a compact width.
    func resolvedPresentationStyle(in window: UIWindow) -> UIModalPresentationStyle {
        switch modalPresentationStyle {
        case .automatic, .pageSheet: return .pageSheet
        case .formSheet: return window.traitCollection.horizontalSizeClass == .regular ? .formSheet : .pageSheet
        case .overFullScreen, .overCurrentContext: return .overFullScreen
        default: return .fullScreen
        }
    }

    /// The controller whose view a presentation covers: the root of this one's containment.
    var presentingRoot: UIViewController {
        var node = self
        while let up = node.parentStorage { node = up }
        return node
    }

    /// The view that stops taking touches while this controller's presentation runs: the
    /// container it sits in when presented itself, else its root's view.
    var topPresentingView: UIView? {
        presentingRoot.presentationContainer ?? presentingRoot.viewIfLoaded
    }

    /// The window the presenter's root view was in (while it is out of it, its container's).
    var hostWindow: UIWindow? {
        presentingRoot.viewIfLoaded?.window ?? presentedStorage?.presentationContainer?.window
    }

    /// Takes a presentation down at once, with its appearance calls (for those above a dismissed one).
    func removePresentation(of presented: UIViewController) {
        if let above = presented.presentedStorage { presented.removePresentation(of: above) }
        presented.presentationContainer?.removeFromSuperview()
        finishDismissal(of: presented)
    }

    /// The bookkeeping after a presented controller left.
    func finishDismissal(of presented: UIViewController) {
        presentedStorage = nil
        presented.presentingStorage = nil
        presented.presentationContainer = nil
        if let drag = presented.presentationControllerStorage?.sheetDrag { drag.view?.removeGestureRecognizer(drag) }
        presented.presentationControllerStorage?.presentingStorage = nil
        presented.beingDismissed = false
        presented.beingPresented = false
        topPresentingView?.isUserInteractionEnabled = true
    }
}

/// The view that holds a presented controller's view in the window (UIKit's transition view):
/// it covers the window, so that touches around a sheet land on it and go no further (VC-4).
final class PresentationContainerView: UIView {}
