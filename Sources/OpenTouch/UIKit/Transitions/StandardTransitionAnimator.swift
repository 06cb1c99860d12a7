import Foundation

/// UIKit's own animator for presentations and dismissals without a custom one (VC-4): the
/// transition takes ``PresentationMetrics/transitionDuration`` on the application clock when
/// animated, the next turn of the clock when not. The views take their places at once, as
/// every animation here does; the time is what the transition keeps.
@MainActor
final class StandardTransitionAnimator: UIViewControllerAnimatedTransitioning {
    private let duration: TimeInterval
    private let clock: ApplicationClock
    private let label: String

    init(animated: Bool, clock: ApplicationClock, label: String) {
        duration = animated ? PresentationMetrics.transitionDuration : 0
        self.clock = clock
        self.label = label
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        clock.schedule(after: duration, label: label) { [weak transitionContext] in
            transitionContext?.completeTransition(true)
        }
    }
}
