import Foundation

/// One presentation's or dismissal's transition (TRN-2, TRN-4): the context its animator and
/// interaction controller are handed, and the coordinator its controllers see.
///
/// It starts the animator (or hands itself to the interaction controller), runs the animations
/// added alongside, hears the interaction's progress, and ends when the animator calls
/// ``completeTransition(_:)``: then the transition's own ending (`finish`), the coordinator's
/// completions, the animator's `animationEnded(_:)`, and last `afterward` (the caller's completion).
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let animator: UIViewControllerAnimatedTransitioning
    let interaction: UIViewControllerInteractiveTransitioning?
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private let frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]
    /// The transition's own ending, with whether it completed.
    private let finish: (Bool) -> Void
    /// The caller's completion, once everything else has heard.
    private let afterward: (TransitionContext, Bool) -> Void

    private(set) var isInteractive = false
    private(set) var initiallyInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    private(set) var isCompleted = false
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var started = false

    /// The controller the trace names the transition after: the presented one, or the one pushed or popped.
    private weak var subject: UIViewController?

    init(container: UIView, animated: Bool, style: UIModalPresentationStyle, subject: UIViewController, animator: UIViewControllerAnimatedTransitioning,
         interaction: UIViewControllerInteractiveTransitioning?,
         controllers: [UITransitionContextViewControllerKey: UIViewController], views: [UITransitionContextViewKey: UIView],
         frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)],
         finish: @escaping (Bool) -> Void, afterward: @escaping (TransitionContext, Bool) -> Void) {
        containerView = container
        self.subject = subject
        isAnimated = animated
        presentationStyle = style
        self.animator = animator
        self.interaction = interaction
        self.controllers = controllers
        self.views = views
        self.frames = frames
        self.finish = finish
        self.afterward = afterward
    }

    // MARK: Running

    /// Starts the transition: the interaction controller takes it when there is one (TRN-4),
    /// else the animator animates it, with the alongside animations in the same time.
    func begin() {
        // UIKit asks the duration first: it is the coordinator's.
        duration = animator.transitionDuration(using: self)
        started = true
        if let interaction {
            isInteractive = interaction.wantsInteractiveStart
            initiallyInteractive = isInteractive
            interaction.startInteractiveTransition(self)
        } else {
            startAnimations()
        }
    }

    /// The animator animates, and the animations added alongside run over the same duration
    /// (TRN-2). An interaction controller that scrubs the animations calls this while it
    /// collects them, so that it scrubs those alongside too.
    func startAnimations() {
        animator.animateTransition(using: self)
        runAlongside()
    }

    private func runAlongside() {
        let blocks = alongside
        alongside = []
        guard !blocks.isEmpty else { return }
        if isAnimated {
            UIView.animate(withDuration: transitionDuration) { for block in blocks { block(self) } }
        } else {
            for block in blocks { block(self) }
        }
    }

    // MARK: UIViewControllerContextTransitioning

    var targetTransform: CGAffineTransform { .identity }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = min(1, max(0, percentComplete))
        record(String(format: "transition follows the finger: %.0f%%", Double(self.percentComplete) * 100), "the interaction controller's update (TRN-4)")
    }

    /// A line in the trace of the container's application, on the subject's lane.
    private func record(_ action: String, _ reason: String) {
        guard let trace = containerView.window?.application?.trace, let subject else { return }
        trace.recordController(subject, action, reason: reason)
    }

    func finishInteractiveTransition() {
        endInteraction(cancelled: false)
    }

    func cancelInteractiveTransition() {
        endInteraction(cancelled: true)
    }

    func pauseInteractiveTransition() {
        isInteractive = true
    }

    private func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = cancelled
        record(cancelled ? "transition let go: runs back, cancelled" : "transition let go: runs on to its end",
               cancelled ? "cancelInteractiveTransition (TRN-4)" : "finishInteractiveTransition (TRN-4)")
        let handlers = interactionHandlers
        for handler in handlers { handler(self) }
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else {
            Diagnostics.report(.invalidArgument, "completeTransition(_:) was called again on the transition of \(controllers[.to].map { "\(type(of: $0))" } ?? "?"); only the first call counts (TRN-2)")
            return
        }
        isCompleted = true
        if didComplete { percentComplete = 1 } else { transitionWasCancelled = true }
        finish(didComplete)
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(self) }
        animator.animationEnded(didComplete)
        afterward(self, didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }

    func initialFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.initial ?? .zero }

    func finalFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.final ?? .zero }

    // MARK: UIViewControllerTransitionCoordinator

    var isCancelled: Bool { transitionWasCancelled }
    var isInterruptible: Bool { !(animator.interruptibleAnimator(using: self) is NoInterruptibleAnimator) }
    /// The animator's answer, asked once as the transition begins.
    private var duration: TimeInterval?
    var transitionDuration: TimeInterval { duration ?? animator.transitionDuration(using: self) }
    var completionVelocity: CGFloat { interaction?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { interaction?.completionCurve ?? .easeInOut }

    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !isCompleted else { return false }
        if let completion { completions.append(completion) }
        if let animation {
            if started {
                // Added once the transition runs: over what is left of it.
                if isAnimated {
                    UIView.animate(withDuration: transitionDuration * Double(1 - percentComplete)) { animation(self) }
                } else {
                    animation(self)
                }
            } else {
                alongside.append(animation)
            }
        }
        return isAnimated
    }

    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }
}
