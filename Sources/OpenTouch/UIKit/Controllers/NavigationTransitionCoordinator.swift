import Foundation

/// The coordinator of a navigation controller's own animated push or pop and of its back swipe
/// (VC-13, TRN-5): what the controllers find in `transitionCoordinator` from `viewWillAppear`
/// and `viewWillDisappear` until the transition ends.
///
/// Animations added alongside run with the transition: over its duration for a push or pop; for
/// the back swipe, held on a paused property animator that the finger scrubs, then run on to the
/// end when the swipe pops, or back to the start when it is undone, so that what they changed
/// returns as the views do. When the finger lifts, the interaction handlers hear it
/// (`isCancelled` when the swipe is undone); the completions run when the transition has ended,
/// after the appearance calls, as a presentation's do (TRN-5).
@MainActor
final class NavigationTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let initiallyInteractive: Bool
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    private(set) var percentComplete: CGFloat = 0
    var isAnimated: Bool { true }
    var isInterruptible: Bool { false }
    var transitionDuration: TimeInterval { UINavigationController.transitionDuration }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }

    private weak var from: UIViewController?
    private weak var to: UIViewController?
    private var waiting: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// The back swipe's alongside animations, scrubbed by the finger.
    private var scrubber: UIViewPropertyAnimator?
    private var running = false
    private var ended = false

    init(container: UIView, from: UIViewController?, to: UIViewController?, interactive: Bool) {
        containerView = container
        self.from = from
        self.to = to
        isInteractive = interactive
        initiallyInteractive = interactive
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? from?.viewIfLoaded : key == .to ? to?.viewIfLoaded : nil
    }

    // MARK: Running

    /// The appearance calls have begun: the animations added in them start with the transition.
    func run() {
        running = true
        let blocks = waiting
        waiting = []
        guard !blocks.isEmpty else { return }
        if isInteractive {
            let animator = UIViewPropertyAnimator(duration: transitionDuration, curve: .linear) { for block in blocks { block(self) } }
            animator.pauseAnimation()
            scrubber = animator
        } else {
            UIView.animate(withDuration: transitionDuration) { for block in blocks { block(self) } }
        }
    }

    /// The finger has moved the back swipe `progress` of the way.
    func follow(_ progress: CGFloat) {
        percentComplete = progress
        scrubber?.fractionComplete = progress
    }

    /// The finger lifted: the swipe runs on to its end over `remaining` seconds, or back.
    func letGo(cancelled: Bool, remaining: TimeInterval) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
        guard let scrubber else { return }
        scrubber.isReversed = cancelled
        let factor = remaining / max(transitionDuration, .ulpOfOne)
        scrubber.continueAnimation(withTimingParameters: nil, durationFactor: CGFloat(max(factor, 0.001)))
    }

    /// The transition has ended: what the alongside animations changed is at its end (or back
    /// at its start), then the completions run.
    func end() {
        guard !ended else { return }
        ended = true
        percentComplete = isCancelled ? 0 : 1
        if let scrubber, scrubber.state == .active {
            scrubber.stopAnimation(false)
            scrubber.finishAnimation(at: isCancelled ? .start : .end)
        }
        scrubber = nil
        let blocks = completions
        completions = []
        for completion in blocks { completion(self) }
    }

    // MARK: UIViewControllerTransitionCoordinator

    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !ended else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if !running {
            waiting.append(animation)
        } else if let scrubber {
            scrubber.addAnimations { animation(self) }
        } else {
            // Added once the transition runs: over what is left of it.
            UIView.animate(withDuration: transitionDuration * Double(1 - percentComplete)) { animation(self) }
        }
        return true
    }

    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        if isInteractive { interactionHandlers.append(handler) }
    }
}
