import Foundation
import Testing
@testable import OpenTouch
import OpenTouchScenes

/// A card that slides up from the bottom into the lower half of the screen, over a dimming view
/// that dismisses it when tapped; its animator and presentation controller log every call.
@MainActor
private final class CardPresentation: UIPresentationController {
    let log: CallbackLog
    let dimming = UIView()
    var taps = 0

    init(presented: UIViewController, presenting: UIViewController?, log: CallbackLog) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        log.append("presentationTransitionWillBegin")
        dimming.frame = containerView?.bounds ?? .zero
        dimming.alpha = 0
        dimming.accessibilityIdentifier = "dimming"
        dimming.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(CardPresentation.dimmingTapped)))
        containerView?.addSubview(dimming)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimming] _ in dimming.alpha = 1 },
                                                               completion: { [log] context in log.append("alongside completion, cancelled \(context.isCancelled)") })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { log.append("presentationTransitionDidEnd \(completed)") }
    override func dismissalTransitionWillBegin() { log.append("dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log.append("dismissalTransitionDidEnd \(completed)") }
    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    func dimmingTapped(_ tap: UITapGestureRecognizer) {
        taps += 1
        presentedViewController.dismiss(animated: true)
    }
}

@MainActor
private final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let log: CallbackLog
    /// What the animator completes with; nil: as the context says (not cancelled).
    var completeWith: Bool?

    init(presenting: Bool, log: CallbackLog) {
        self.presenting = presenting
        self.log = log
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        log.append("transitionDuration")
        return 0.4
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        log.append("animateTransition, animated \(context.isAnimated), interactive \(context.isInteractive)")
        let container = context.containerView
        if presenting {
            let card = context.view(forKey: .to)!, presented = context.viewController(forKey: .to)!
            let end = context.finalFrame(for: presented)
            card.frame = end.offsetBy(dx: 0, dy: end.height)
            container.addSubview(card)
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear) { card.frame = end } completion: { _ in
                context.completeTransition(self.completeWith ?? !context.transitionWasCancelled)
            }
        } else {
            let card = context.view(forKey: .from)!
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear) { card.frame.origin.y = container.bounds.height } completion: { _ in
                context.completeTransition(self.completeWith ?? !context.transitionWasCancelled)
            }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { log.append("animationEnded \(transitionCompleted)") }
}

@MainActor
private final class CardDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let log: CallbackLog
    var presentation: CardPresentation?
    let presenter: SlideAnimator, dismisser: SlideAnimator
    var dismissalInteraction: UIPercentDrivenInteractiveTransition?

    init(log: CallbackLog) {
        self.log = log
        presenter = SlideAnimator(presenting: true, log: log)
        dismisser = SlideAnimator(presenting: false, log: log)
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        log.append("presentationController(forPresented:)")
        let made = CardPresentation(presented: presented, presenting: presenting, log: log)
        presentation = made
        return made
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.append("animationController(forPresented:)")
        return presenter
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.append("animationController(forDismissed:)")
        return dismisser
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        log.append("interactionControllerForDismissal")
        return dismissalInteraction
    }
}

@Suite("Custom and interactive transitions: transitioning delegates, animators, presentation controllers, percent-driven interaction (TRN-1..6)")
@MainActor
struct CustomTransitionTests {
    private func scene(log: CallbackLog) -> (LifecycleController, LifecycleController, CardDelegate, TouchScreen) {
        let root = LifecycleController("root", log: log)
        let screen = phoneScreen(root: root)
        let card = LifecycleController("card", log: log)
        let delegate = CardDelegate(log: log)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        _ = card.view
        _ = log.take()
        return (root, card, delegate, screen)
    }

    @Test("TRN-1 TRN-2 TRN-3 TRN-5 a custom presentation: the delegate's objects in order, the animator's frames on the way, the end only at completeTransition, the dimming view takes taps")
    func customPresentation() {
        let log = CallbackLog()
        let (root, card, delegate, screen) = scene(log: log)
        let start = screen.now
        root.present(card, animated: true) { log.append("present completion") }
        #expect(log.take() == ["presentationController(forPresented:)", "animationController(forPresented:)",
                               "presentationTransitionWillBegin", "card viewWillAppear",
                               "transitionDuration", "animateTransition, animated true, interactive false"])
        #expect(card.isBeingPresented && root.presentedViewController === card && card.presentationController === delegate.presentation)
        // The card rests in the lower half; halfway through, it is drawn halfway up.
        #expect(card.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        screen.advance(by: start + 0.2 - screen.now)
        #expect(abs(card.view.layer.presentation()!.position.y - (633 + 211)) < 1e-6)
        #expect(abs(delegate.presentation!.dimming.layer.presentation()!.opacity - 0.5) < 0.01, "the alongside animation runs with it")
        #expect(log.take().filter { !$0.contains("Layout") }.isEmpty)
        screen.advance(by: 0.21)
        #expect(log.take().filter { !$0.contains("Layout") } == ["card viewDidAppear", "presentationTransitionDidEnd true", "alongside completion, cancelled false",
                                                                  "animationEnded true", "present completion"])
        #expect(!card.isBeingPresented && root.view.window != nil, "the presenter's view stays: shouldRemovePresentersView is false")
        // A tap above the card lands on the dimming view, which dismisses it with the dismissal animator.
        screen.tap(at: CGPoint(x: 195, y: 200))
        #expect(delegate.presentation!.taps == 1)
        #expect(log.take() == ["animationController(forDismissed:)", "interactionControllerForDismissal", "dismissalTransitionWillBegin",
                               "card viewWillDisappear", "transitionDuration", "animateTransition, animated true, interactive false"])
        screen.advance(by: 0.41)
        #expect(log.take().filter { !$0.contains("Layout") } == ["card viewDidDisappear", "dismissalTransitionDidEnd true", "animationEnded true"])
        #expect(root.presentedViewController == nil && card.view.window == nil)
    }

    @Test("TRN-2 completeTransition(false) leaves everything as it was: nothing presented, the container gone, the appearance calls undone, no completion")
    func presentationCompletedWithFalse() {
        let log = CallbackLog()
        let (root, card, delegate, screen) = scene(log: log)
        delegate.presenter.completeWith = false
        root.present(card, animated: true) { log.append("present completion") }
        _ = log.take()
        screen.advance(by: 0.41)
        #expect(log.take().filter { !$0.contains("Layout") } == ["card viewWillDisappear", "card viewDidDisappear", "presentationTransitionDidEnd false",
                                                                  "alongside completion, cancelled true", "animationEnded false"])
        #expect(root.presentedViewController == nil && card.presentingViewController == nil && card.view.window == nil)
        #expect(root.view.window?.subviews.count == 1, "only the root's view is left in the window")
        screen.tap(at: CGPoint(x: 195, y: 200))
        #expect(delegate.presentation!.taps == 0)
    }

    @Test("TRN-4 TRN-5 a pan drives the dismissal through UIPercentDrivenInteractiveTransition: let go early it springs back and stays presented; let go late it is dismissed")
    func interactiveDismissal() {
        let log = CallbackLog()
        let (root, card, delegate, screen) = scene(log: log)
        root.present(card, animated: true)
        screen.advance(by: 0.41)
        _ = log.take()
        var interactionChanges: [String] = []

        // The card's pan: down by its height dismisses it.
        @MainActor final class Pan: NSObject {
            let card: UIViewController, delegate: CardDelegate
            var onBegin: () -> Void = {}
            init(card: UIViewController, delegate: CardDelegate) { self.card = card; self.delegate = delegate }
            func panned(_ pan: UIPanGestureRecognizer) {
                let share = pan.translation(in: card.view.superview).y / card.view.bounds.height
                switch pan.state {
                case .began:
                    delegate.dismissalInteraction = UIPercentDrivenInteractiveTransition()
                    card.dismiss(animated: true)
                    onBegin()
                case .changed: delegate.dismissalInteraction?.update(share)
                case .ended: if share > 0.5 { delegate.dismissalInteraction?.finish() } else { delegate.dismissalInteraction?.cancel() }
                default: break
                }
            }
        }
        let handler = Pan(card: card, delegate: delegate)
        handler.onBegin = { card.transitionCoordinator?.notifyWhenInteractionChanges { interactionChanges.append("interaction ended, cancelled \($0.isCancelled)") } }
        card.view.addGestureRecognizer(UIPanGestureRecognizer(target: handler, action: Selector(Pan.panned)))

        // Down a quarter of its height, then let go: it goes back.
        screen.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 605.5), duration: 0.2, steps: 4)
        #expect(log.take() == ["animationController(forDismissed:)", "interactionControllerForDismissal", "dismissalTransitionWillBegin",
                               "card viewWillDisappear", "transitionDuration", "animateTransition, animated true, interactive true"])
        #expect(interactionChanges == ["interaction ended, cancelled true"])
        #expect(card.isBeingDismissed)
        screen.advance(by: 0.5)
        #expect(log.take() == ["card viewWillAppear", "card viewDidAppear", "dismissalTransitionDidEnd false", "animationEnded false"])
        #expect(root.presentedViewController === card && !card.isBeingDismissed && card.view.frame.minY == 422, "back where it rests")

        // Down three quarters: dismissed.
        screen.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 816.5), duration: 0.2, steps: 4)
        let midway = card.view.layer.presentation()!.frame.minY
        #expect(abs(midway - (422 + 316.5)) < 1, "the card follows the finger: \(midway)")
        _ = log.take()
        screen.advance(by: 0.5)
        #expect(log.take() == ["card viewDidDisappear", "dismissalTransitionDidEnd true", "animationEnded true"])
        #expect(root.presentedViewController == nil && interactionChanges.last == "interaction ended, cancelled false")
    }

    @MainActor private final class SlideOver: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
        let log: CallbackLog
        var interaction: UIPercentDrivenInteractiveTransition?
        init(log: CallbackLog) { self.log = log }
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            log.append("animationControllerFor \(operation == .push ? "push" : "pop")")
            return self
        }
        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            interaction
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            log.append("didShow \((viewController as? LifecycleController)?.name ?? "?")")
        }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            let to = context.view(forKey: .to)!, from = context.view(forKey: .from)!
            let width = context.containerView.bounds.width
            let pushing = context.viewController(forKey: .to)!.parent != nil && context.initialFrame(for: context.viewController(forKey: .from)!) != .zero
            _ = pushing
            to.frame = context.finalFrame(for: context.viewController(forKey: .to)!).offsetBy(dx: width, dy: 0)
            context.containerView.addSubview(to)
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear) {
                to.frame.origin.x = 0
                from.frame.origin.x = -width / 3
            } completion: { _ in
                from.frame.origin.x = 0
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    @Test("TRN-6 a navigation delegate's animator runs the push; a pan drives the pop through its interaction controller, cancelled then finished")
    func navigationTransitions() {
        let log = CallbackLog()
        let list = LifecycleController("list", log: log), detail = LifecycleController("detail", log: log)
        let navigation = UINavigationController(rootViewController: list)
        let animator = SlideOver(log: log)
        navigation.delegate = animator
        let screen = phoneScreen(root: navigation)
        _ = log.take()
        navigation.pushViewController(detail, animated: true)
        #expect(log.take().filter { !$0.contains("Layout") && !$0.contains("load") && !$0.contains("Load") } ==
                ["detail willMove(toParent: UINavigationController)", "animationControllerFor push", "list viewWillDisappear", "detail viewWillAppear (moving to parent)"])
        #expect(detail.view.superview === navigation.view && detail.view.layer.presentation()!.frame.minX == 390,
                "the animator put it in the container, drawn off to the right")
        screen.advance(by: 0.31)
        #expect(log.take().filter { !$0.contains("Layout") } == ["list viewDidDisappear", "detail viewDidAppear (moving to parent)",
                                                                  "detail didMove(toParent: UINavigationController)", "didShow detail"])
        #expect(detail.view.superview === navigation.view && navigation.viewControllers.count == 2 && list.view.window == nil)

        @MainActor final class Pan: NSObject {
            let navigation: UINavigationController, animator: SlideOver
            init(_ navigation: UINavigationController, _ animator: SlideOver) { self.navigation = navigation; self.animator = animator }
            func panned(_ pan: UIPanGestureRecognizer) {
                let share = pan.translation(in: navigation.view).x / navigation.view.bounds.width
                switch pan.state {
                case .began:
                    animator.interaction = UIPercentDrivenInteractiveTransition()
                    navigation.popViewController(animated: true)
                case .changed: animator.interaction?.update(share)
                case .ended:
                    if share > 0.5 { animator.interaction?.finish() } else { animator.interaction?.cancel() }
                    animator.interaction = nil
                default: break
                }
            }
        }
        let handler = Pan(navigation, animator)
        detail.view.addGestureRecognizer(UIPanGestureRecognizer(target: handler, action: Selector(Pan.panned)))
        screen.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 180, y: 400), duration: 0.2, steps: 4)
        #expect(log.take().filter { !$0.contains("Layout") } == ["detail willMove(toParent: nil)", "animationControllerFor pop",
                                                                  "detail viewWillDisappear (moving from parent)", "list viewWillAppear"])
        screen.advance(by: 0.4)
        #expect(log.take().filter { !$0.contains("Layout") } == ["detail viewWillAppear", "list viewWillDisappear", "detail viewDidAppear", "list viewDidDisappear", "didShow detail"])
        #expect(navigation.topViewController === detail && navigation.viewControllers.count == 2 && detail.view.superview === navigation.view)
        screen.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 330, y: 400), duration: 0.2, steps: 4)
        screen.advance(by: 0.4)
        #expect(log.take().filter { !$0.contains("Layout") } == ["detail willMove(toParent: nil)", "animationControllerFor pop",
                                                                  "detail viewWillDisappear (moving from parent)", "list viewWillAppear",
                                                                  "detail viewDidDisappear (moving from parent)", "list viewDidAppear",
                                                                  "detail didMove(toParent: nil)", "didShow list"])
        #expect(navigation.viewControllers.count == 1 && detail.parent == nil)
        _ = handler
    }

    @Test("TRN-4 the card-transition scene: let go early the card springs back, late it is dismissed; the timeline shows the transition beside the pan's lane")
    func cardTransitionScene() throws {
        let scene = CardTransitionScene()
        let screen = TouchScreen(window: scene.window)
        let trace = screen.startTracing()
        scene.play(on: screen)
        #expect(scene.log == ["opened", "sprang back", "dismissed"])
        #expect(scene.home.presentedViewController == nil && scene.card.view.window == nil)
        let timeline = TraceTimeline(events: trace.events)
        let drags = timeline.sequences.filter { $0.lanes.contains { $0.kind == .recognizer && $0.name == "card pan" } }
        #expect(drags.count == 2)
        for (drag, ending) in zip(drags, ["runs back, cancelled", "runs on to its end"]) {
            let pan = try #require(drag.lanes.firstIndex { $0.name == "card pan" })
            let transition = try #require(drag.lanes.firstIndex { $0.name == "CardController#1" })
            let labels = drag.lanes[transition].marks.map(\.label)
            #expect(labels.first?.hasPrefix("is dismissed") == true && labels.contains { $0.hasPrefix("transition follows the finger") }
                    && labels.contains("transition let go: \(ending)"), "\(labels)")
            #expect(transition > pan, "the transition's lane comes after the pan's")
        }
    }

    /// An animator that runs on a property animator of its own, which an interaction scrubs.
    @MainActor private final class Interruptible: NSObject, UIViewControllerAnimatedTransitioning {
        let log: CallbackLog
        private var animator: UIViewPropertyAnimator?
        init(log: CallbackLog) { self.log = log }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func interruptibleAnimator(using context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
            if let animator { return animator }
            log.append("interruptibleAnimator made")
            let card = context.view(forKey: .from)!, height = context.containerView.bounds.height
            let made = UIViewPropertyAnimator(duration: 0.4, curve: .linear) { card.frame.origin.y = height }
            made.addCompletion { [log] position in
                log.append("animator ended at \(position == .end ? "end" : "start")")
                context.completeTransition(!context.transitionWasCancelled)
            }
            animator = made
            return made
        }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            interruptibleAnimator(using: context).startAnimation()
        }
        func animationEnded(_ transitionCompleted: Bool) {
            animator = nil
            log.append("animationEnded \(transitionCompleted)")
        }
    }

    @Test("TRN-4 a percent-driven interaction scrubs the animator's interruptible animator, pauses a transition that starts running, and finishes at its completion speed")
    func interruptibleAnimatorDriven() {
        let log = CallbackLog()
        let (root, card, delegate, screen) = scene(log: log)
        root.present(card, animated: true)
        screen.advance(by: 0.41)
        _ = log.take()
        final class Dismisser: NSObject, UIViewControllerTransitioningDelegate {
            let animator: UIViewControllerAnimatedTransitioning, interaction: UIPercentDrivenInteractiveTransition
            init(_ animator: UIViewControllerAnimatedTransitioning, _ interaction: UIPercentDrivenInteractiveTransition) {
                self.animator = animator
                self.interaction = interaction
            }
            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
            func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { interaction }
        }
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        interaction.completionSpeed = 2
        let dismisser = Dismisser(Interruptible(log: log), interaction)
        card.transitioningDelegate = dismisser
        let start = screen.now
        card.dismiss(animated: true)
        #expect(log.take().filter { !$0.contains("Layout") } == ["dismissalTransitionWillBegin", "card viewWillDisappear", "interruptibleAnimator made"])
        #expect(card.transitionCoordinator?.isInteractive == false, "it starts running: wantsInteractiveStart is false")
        screen.advance(by: start + 0.1 - screen.now)
        interaction.pause()
        #expect(abs(interaction.percentComplete - 0.25) < 1e-6 && card.transitionCoordinator?.isInteractive == true)
        interaction.update(0.5)
        #expect(abs(card.view.layer.presentation()!.frame.minY - (422 + 211)) < 1e-6, "half the way down")
        let released = screen.now
        interaction.finish()
        // Half the transition is left: 0.2 s at normal speed, 0.1 s at twice the speed.
        screen.advance(by: released + 0.09 - screen.now)
        #expect(log.take().filter { !$0.contains("Layout") }.isEmpty)
        screen.advance(by: 0.02)
        #expect(log.take().filter { !$0.contains("Layout") } == ["animator ended at end", "card viewDidDisappear", "dismissalTransitionDidEnd true", "animationEnded true"])
        #expect(root.presentedViewController == nil)
        _ = delegate
    }
}
