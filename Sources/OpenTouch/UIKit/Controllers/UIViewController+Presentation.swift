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
        // TRN-1: the transitioning delegate may supply the presentation controller (for
        // `.custom`), the animator and the interaction controller, asked in that order.
        let delegate = presented.transitioningDelegate
        if presented.modalPresentationStyle == .custom,
           let custom = delegate?.presentationController(forPresented: presented, presenting: context, source: self) {
            presented.presentationControllerStorage = custom
        }
        let popover = presented.presentationController as? UIPopoverPresentationController
        let style = presented.modalPresentationStyle == .custom ? .custom
            : popover?.adaptedStyle(in: window) ?? presented.resolvedPresentationStyle(in: window, context: context)
        // VC-17: UIKit raises when a popover has nowhere to point.
        if style == .popover, popover?.sourceView == nil, popover?.barButtonItem == nil, popover?.sourceItem == nil {
            Diagnostics.report(.invalidArgument, "UIPopoverPresentationController (\(presented)) should have a non-nil sourceView or barButtonItem set before the presentation occurs. (VC-17)")
            return
        }
        let animator = flag ? delegate?.animationController(forPresented: presented, presenting: context, source: self) : nil
        let interaction = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        trace?.recordController(self, "presents \(type(of: presented)) as \(style)\(flag ? ", animated" : "")\(animator.map { " by \(type(of: $0))" } ?? "")\(interaction == nil ? "" : ", interactively")\(style == .currentContext || style == .overCurrentContext ? " over \(type(of: context)), which defines the context (VC-12)" : "")",
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
        let presentedView = presentation.presentedView ?? view
        let restingFrame = switch style {
        case .pageSheet, .formSheet: presentation.sheetFrame(in: window)
        case .custom: presentation.frameOfPresentedViewInContainerView
        case .popover: popover?.prepare(in: container) ?? container.bounds
        default: container.bounds
        }
        // A custom animator adds the presented view to the container itself (TRN-2).
        if animator == nil {
            presentedView.frame = restingFrame
            container.addSubview(presentedView)
        }
        // VC-8: a sheet follows a finger dragging it down.
        if style == .pageSheet || style == .formSheet { presentation.installSheetDrag(on: view) }
        contextView.isUserInteractionEnabled = false
        let coversPresenter = style == .custom ? presentation.shouldRemovePresentersView : style == .fullScreen || style == .currentContext
        let covered = coversPresenter ? context.appearanceSubtree : []
        var landed = false
        let transition = TransitionContext(
            container: container, animated: flag, style: style, subject: presented,
            animator: animator ?? StandardTransitionAnimator(animated: flag, clock: window.applicationClock, label: "presentation of \(type(of: presented))"),
            interaction: interaction,
            controllers: [.from: context, .to: presented],
            views: coversPresenter ? [.to: presentedView, .from: contextView] : [.to: presentedView],
            frames: [ObjectIdentifier(presented): (.zero, restingFrame), ObjectIdentifier(context): (contextView.frame, coversPresenter ? .zero : contextView.frame)],
            finish: { [weak context, weak presented] completed in
                guard let context, let presented, presented.presentingStorage === context else { return }
                landed = true
                if completed {
                    context.endPresentation(of: presented, covered: covered, coversPresenter: coversPresenter, container: container, contextView: contextView)
                } else {
                    context.cancelPresentation(of: presented, covered: covered, container: container)
                }
                presentation.presentationTransitionDidEnd(completed)
            },
            afterward: { [weak context, weak presented] transition, completed in
                presented?.letGoOfCoordinator(transition)
                context?.letGoOfCoordinator(transition)
                if landed, completed { completion?() }
            })
        presented.transitionCoordinatorStorage = transition
        context.transitionCoordinatorStorage = transition
        // The coordinator is there for the presentation controller and the appearance calls.
        presentation.presentationTransitionWillBegin()
        for controller in covered { controller.beginAppearanceTransition(false, animated: flag) }
        presented.transitionHoldsAppearance = true
        presented.beginAppearanceTransition(true, animated: flag)
        if host === window { window.addSubview(container) } else { host.insertSubview(container, aboveSubview: contextView) }

        transition.begin()
    }

    /// A presentation's transition completed (VC-4, TRN-1).
    private func endPresentation(of presented: UIViewController, covered: [UIViewController], coversPresenter: Bool,
                                 container: UIView, contextView: UIView) {
        presented.transitionHoldsAppearance = false
        presented.beingPresented = false
        container.isUserInteractionEnabled = true
        // The presenter takes touches again once the transition is over; the container over
        // it stops them, except around an undimmed sheet (VC-10).
        contextView.isUserInteractionEnabled = true
        // The covered view leaves the window, as in UIKit; its controllers finish disappearing.
        for controller in covered { controller.transitionHoldsAppearance = true }
        if coversPresenter { viewIfLoaded?.removeFromSuperview() }
        for controller in covered {
            controller.transitionHoldsAppearance = false
            controller.endAppearanceTransition()
        }
        presented.endAppearanceTransition()
        trace?.recordController(presented, "presented", reason: "the transition ended; it takes touches (VC-4)")
    }

    /// A presentation's transition was cancelled (TRN-2): everything is as it was before
    /// `present`; the presented controller appeared and disappeared, the covered ones
    /// disappeared and appeared again.
    private func cancelPresentation(of presented: UIViewController, covered: [UIViewController], container: UIView) {
        presented.beginAppearanceTransition(false, animated: true)
        presented.withAppearanceHeld { container.removeFromSuperview() }
        presented.transitionHoldsAppearance = false
        finishDismissal(of: presented)
        presented.endAppearanceTransition()
        for controller in covered {
            controller.beginAppearanceTransition(true, animated: true)
            controller.endAppearanceTransition()
        }
        trace?.recordController(presented, "presentation cancelled", reason: "the animator completed the transition with false (TRN-2)")
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
        let delegate = presented.transitioningDelegate
        let animator = flag ? delegate?.animationController(forDismissed: presented) : nil
        let interaction = animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        // Those presented above go first, at once.
        if let above = presented.presentedStorage { presented.removePresentation(of: above) }
        presented.beingDismissed = true
        presenter.trace?.recordController(presented, "is dismissed\(flag ? ", animated" : "")\(animator.map { " by \(type(of: $0))" } ?? "")\(interaction == nil ? "" : ", interactively")",
                                          reason: "dismiss(animated:completion:) (VC-4)")
        container.isUserInteractionEnabled = false
        // Neither takes touches while the transition runs (VC-4); `finishDismissal` gives them back.
        presenter.topPresentingView?.isUserInteractionEnabled = false
        let coversPresenter = presenter.viewIfLoaded?.superview == nil
        let uncovered = coversPresenter ? presenter.appearanceSubtree : []
        let presentation = presented.presentationController!
        let presentedView = presentation.presentedView ?? presented.view!
        if coversPresenter, let presenterView = presenter.viewIfLoaded, let host = container.superview {
            // Back where it was: in its own container when presented itself, else under this one.
            for controller in uncovered { controller.transitionHoldsAppearance = true }
            if let own = presenter.presentationContainer { own.addSubview(presenterView) } else { host.insertSubview(presenterView, belowSubview: container) }
        }
        let presenterView = presenter.viewIfLoaded
        var landed = false
        let transition = TransitionContext(
            container: container, animated: flag, style: presented.modalPresentationStyle, subject: presented,
            animator: animator ?? StandardTransitionAnimator(animated: flag, clock: window.applicationClock, label: "dismissal of \(type(of: presented))"),
            interaction: interaction,
            controllers: [.from: presented, .to: presenter],
            views: coversPresenter ? [.from: presentedView, .to: presenterView].compactMapValues { $0 } : [.from: presentedView],
            frames: [ObjectIdentifier(presented): (presentedView.frame, .zero),
                     ObjectIdentifier(presenter): (coversPresenter ? .zero : presenterView?.frame ?? .zero, presenterView?.frame ?? .zero)],
            finish: { [weak presenter, weak presented] completed in
                guard let presenter, let presented, presenter.presentedStorage === presented else { return }
                landed = true
                if completed {
                    // TRN-2: an animator that put the presenter's view in the container (as a
                    // full-screen dismissal's animators do) leaves it there; it goes back under
                    // the container, where it was, before the container leaves.
                    if coversPresenter, let presenterView, presenterView.isDescendant(of: container), let host = container.superview {
                        presenter.withAppearanceHeld {
                            if let own = presenter.presentationContainer { own.addSubview(presenterView) } else { host.insertSubview(presenterView, belowSubview: container) }
                        }
                    }
                    presented.withAppearanceHeld { container.removeFromSuperview() }
                    presenter.finishDismissal(of: presented)
                    presented.endAppearanceTransition()
                    for controller in uncovered {
                        controller.transitionHoldsAppearance = false
                        controller.endAppearanceTransition()
                    }
                } else {
                    presenter.cancelDismissal(of: presented, uncovered: uncovered, container: container)
                }
                presentation.dismissalTransitionDidEnd(completed)
            },
            afterward: { [weak presenter, weak presented] transition, completed in
                presented?.letGoOfCoordinator(transition)
                presenter?.letGoOfCoordinator(transition)
                if landed, completed { completion?() }
            })
        presented.transitionCoordinatorStorage = transition
        presenter.transitionCoordinatorStorage = transition
        presentation.dismissalTransitionWillBegin()
        for controller in uncovered { controller.beginAppearanceTransition(true, animated: flag) }
        presented.beginAppearanceTransition(false, animated: flag)
        transition.begin()
    }

    /// A dismissal's transition was cancelled (TRN-2): the presented controller stays, appears
    /// again, and takes touches; a presenter it covered leaves the window again.
    private func cancelDismissal(of presented: UIViewController, uncovered: [UIViewController], container: UIView) {
        presented.beingDismissed = false
        presented.beginAppearanceTransition(true, animated: true)
        presented.endAppearanceTransition()
        for controller in uncovered {
            controller.beginAppearanceTransition(false, animated: true)
        }
        if !uncovered.isEmpty { withAppearanceHeld { viewIfLoaded?.removeFromSuperview() } }
        for controller in uncovered {
            controller.transitionHoldsAppearance = false
            controller.endAppearanceTransition()
        }
        container.isUserInteractionEnabled = true
        topPresentingView?.isUserInteractionEnabled = true
        trace?.recordController(presented, "dismissal cancelled", reason: "the animator completed the transition with false; it stays presented (TRN-2)")
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

    /// The presentation controller hears the container's layout passes where a custom
    /// one sizes its presented view (TRN-3).
    override func layoutSubviews() {
        presentation?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentation?.containerViewDidLayoutSubviews()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit === self, presentation?.letsTouchesThroughToPresenter == true { return nil }
        // VC-17: a passthrough view takes its touches through a popover's container.
        if hit === self, let popover = presentation as? UIPopoverPresentationController, popover.passesThrough(at: point, in: self) { return nil }
        return hit
    }
}
