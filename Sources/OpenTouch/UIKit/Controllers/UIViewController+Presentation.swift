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
    /// Whether `modalPresentationStyle` shows a sheet (a form sheet is one on a compact width, and
    /// is given a sheet controller too).
    var presentsAsSheet: Bool { [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) }

    /// The work of `present(_:animated:completion:)`.
    func performPresentation(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        let presented = viewControllerToPresent
        guard let window = viewIfLoaded?.window else {
            Diagnostics.report(.invalidArgument, "Attempt to present \(presented) on \(self) whose view is not in the window hierarchy. (VC-4)")
            return
        }
        guard presented.presentingStorage == nil, presented.parentStorage == nil, presented !== self else {
            Diagnostics.report(.invalidArgument, "Application tried to present modally a view controller \(presented) that is already presented or is a child. (VC-4)")
            return
        }
        let context = presentationContext(for: presented.modalPresentationStyle)
        guard context.presentedStorage == nil, let contextView = context.topPresentingView, let host = contextView.superview else {
            let current = context.presentedStorage.map { "\($0)" } ?? "nothing"
            Diagnostics.report(.invalidArgument, "Attempt to present \(presented) on \(self) which is already presenting \(current). (VC-4)")
            return
        }
        let style = presented.resolvedPresentationStyle(in: window, context: context)
        trace?.recordController(self, "presents \(type(of: presented)) as \(style)\(flag ? ", animated" : "")\(style == .currentContext || style == .overCurrentContext ? " over \(type(of: context)), which defines the context (VC-12)" : "")",
                                reason: "present(_:animated:completion:); its views take no touches until the transition ends (VC-4)")
        context.presentedStorage = presented
        presented.presentingStorage = context
        presented.beingPresented = true
        let presentation = presented.presentationController!
        presentation.presentingStorage = context

        // Over the whole window, or over the context's view only (VC-12).
        let container = PresentationContainerView(frame: host === window ? window.bounds : contextView.frame)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.isUserInteractionEnabled = false
        container.presentation = presentation
        presented.presentationContainer = container
        let view: UIView = presented.view
        view.frame = style == .pageSheet || style == .formSheet ? presentation.sheetFrame(in: window) : container.bounds
        container.addSubview(view)
        // VC-8: a sheet follows a finger dragging it down.
        if style == .pageSheet || style == .formSheet { presentation.installSheetDrag(on: view) }
        contextView.isUserInteractionEnabled = false
        let coversPresenter = style == .fullScreen || style == .currentContext
        let covered = coversPresenter ? context.appearanceSubtree : []
        for controller in covered { controller.beginAppearanceTransition(false, animated: flag) }
        presented.transitionHoldsAppearance = true
        presented.beginAppearanceTransition(true, animated: flag)
        if host === window { window.addSubview(container) } else { host.insertSubview(container, aboveSubview: contextView) }
        window.applicationClock.schedule(after: flag ? PresentationMetrics.transitionDuration : 0, label: "presentation of \(type(of: presented))") { [weak context, weak presented] in
            guard let context, let presented, presented.presentingStorage === context else { return }
            presented.transitionHoldsAppearance = false
            presented.beingPresented = false
            container.isUserInteractionEnabled = true
            // The presenter takes touches again once the transition is over; the container over
            // it stops them, except around an undimmed sheet (VC-10).
            contextView.isUserInteractionEnabled = true
            // The covered view leaves the window, as in UIKit; its controllers finish disappearing.
            for controller in covered { controller.transitionHoldsAppearance = true }
            if coversPresenter { context.viewIfLoaded?.removeFromSuperview() }
            for controller in covered {
                controller.transitionHoldsAppearance = false
                controller.endAppearanceTransition()
            }
            presented.endAppearanceTransition()
            context.trace?.recordController(presented, "presented", reason: "the transition ended; it takes touches (VC-4)")
            completion?()
        }
    }

    /// The container of a presentation over this controller as a context that is not the root
    /// of its containment (VC-12), which a container moves with this controller's view.
    var contextPresentationContainer: UIView? {
        guard parentStorage != nil, let presented = presentedStorage,
              [.currentContext, .overCurrentContext].contains(presented.modalPresentationStyle) else { return nil }
        return presented.presentationContainer
    }

    /// The controller a presentation of `style` from this one covers, and that becomes its
    /// presenter (VC-12): for the current-context styles, the nearest of this controller and its
    /// parents that `definesPresentationContext`; otherwise, or when none does, the root of this
    /// controller's containment.
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        guard style == .currentContext || style == .overCurrentContext else { return presentingRoot }
        var node: UIViewController? = self
        while let controller = node {
            if controller.definesPresentationContext { return controller }
            node = controller.parentStorage
        }
        return presentingRoot
    }

    /// The work of `dismiss(animated:completion:)`.
    func performDismissal(animated flag: Bool, completion: (() -> Void)?) {
        let presenter: UIViewController, presented: UIViewController
        if let child = presentedViewController, let up = child.presentingStorage {
            (presenter, presented) = (up, child)
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
        // Neither takes touches while the transition runs (VC-4); `finishDismissal` gives them back.
        presenter.topPresentingView?.isUserInteractionEnabled = false
        let coversPresenter = presenter.viewIfLoaded?.superview == nil
        let uncovered = coversPresenter ? presenter.appearanceSubtree : []
        if coversPresenter, let presenterView = presenter.viewIfLoaded, let host = container.superview {
            // Back where it was: in its own container when presented itself, else under this one.
            for controller in uncovered {
                controller.transitionHoldsAppearance = true
                controller.beginAppearanceTransition(true, animated: flag)
            }
            if let own = presenter.presentationContainer { own.addSubview(presenterView) } else { host.insertSubview(presenterView, belowSubview: container) }
        }
        presented.beginAppearanceTransition(false, animated: flag)
        window.applicationClock.schedule(after: flag ? PresentationMetrics.transitionDuration : 0, label: "dismissal of \(type(of: presented))") { [weak presenter, weak presented] in
            guard let presenter, let presented, presenter.presentedStorage === presented else { return }
            presented.withAppearanceHeld { container.removeFromSuperview() }
            presenter.finishDismissal(of: presented)
            presented.endAppearanceTransition()
            for controller in uncovered {
                controller.transitionHoldsAppearance = false
                controller.endAppearanceTransition()
            }
            completion?()
        }
    }

    /// `.automatic` resolves to a page sheet (iOS 13 and later); a form sheet is one on a compact
    /// width; the current-context styles over the window's whole content are the full-screen ones.
    func resolvedPresentationStyle(in window: UIWindow, context: UIViewController) -> UIModalPresentationStyle {
        let overWindow = context.topPresentingView?.superview === window
        switch modalPresentationStyle {
        case .automatic, .pageSheet: return .pageSheet
        case .formSheet: return window.traitCollection.horizontalSizeClass == .regular ? .formSheet : .pageSheet
        case .overFullScreen: return .overFullScreen
        case .overCurrentContext: return overWindow ? .overFullScreen : .overCurrentContext
        case .currentContext: return overWindow ? .fullScreen : .currentContext
        default: return .fullScreen
        }
    }

    /// The controller whose view a presentation covers: the root of this one's containment.
    var presentingRoot: UIViewController {
        var node = self
        while let up = node.parentStorage { node = up }
        return node
    }

    /// The view a presentation from this controller, as its context, covers and stops taking
    /// touches while it runs: the container it sits in when presented itself, else its view.
    var topPresentingView: UIView? {
        presentationContainer ?? viewIfLoaded
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
/// it covers the window, so that touches around a sheet land on it and go no further (VC-4),
/// except around a sheet resting at a detent that leaves the presenter undimmed (VC-10).
final class PresentationContainerView: UIView {
    /// The presentation whose views this container holds; weak, as the presented controller
    /// holds both.
    weak var presentation: UIPresentationController?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit === self, presentation?.letsTouchesThroughToPresenter == true { return nil }
        return hit
    }
}
