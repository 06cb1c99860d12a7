import Foundation

/// An interaction controller that scrubs a transition's animations to a share of their time
/// (TRN-4): `update(_:)` from a pan's translation moves the animated views to that share,
/// `finish()` and `cancel()` run the rest forward or back from there, at ``completionSpeed``
/// along ``completionCurve`` (or ``timingCurve``), and `pause()` takes hold again.
///
/// It drives the animator's interruptible animator when it has one; otherwise the animations its
/// `animateTransition(using:)` makes (and those added alongside) are collected and driven
/// together. A cancelled transition's views go back to where they were before the animations
/// [chosen: UIKit reverses the animations; whether it also restores the model values of
/// `UIView.animate` blocks is not documented, and restoring them is what the user sees].
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How fast the rest runs once `finish()` or `cancel()` is called, as a multiple of normal speed.
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest once `finish()` or `cancel()` is called.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing of the rest, instead of ``completionCurve`` when set.
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts driven (true), or animates until `pause()`.
    open var wantsInteractiveStart = true
    /// How far along the transition is, from 0 to 1.
    open private(set) var percentComplete: CGFloat = 0

    private weak var context: UIViewControllerContextTransitioning?
    private var driver: UIViewImplicitlyAnimating?
    private var transitionDuration: TimeInterval = 0

    public override init() {
        super.init()
    }

    /// The transition's duration, as its animator gives it.
    open var duration: CGFloat { CGFloat(transitionDuration) }

    /// Sets the transition's animations up, paused at the start (or running, without
    /// ``wantsInteractiveStart``).
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        let own = transitionContext as? TransitionContext
        let animator = own?.animator
        transitionDuration = own?.transitionDuration ?? 0
        // Asked once: an animator may make a new one each time it is asked.
        if let interruptible = animator?.interruptibleAnimator(using: transitionContext), !(interruptible is NoInterruptibleAnimator) {
            driver = interruptible
            interruptible.pauseAnimation()
        } else {
            let collector = UIViewPropertyAnimator(duration: transitionDuration, curve: .linear)
            collector.pauseAnimation()
            let made = ViewAnimation.collect {
                if let context = transitionContext as? TransitionContext { context.startAnimations() } else { animator?.animateTransition(using: transitionContext) }
            }
            for animation in made { collector.adopt(animation) }
            driver = collector
        }
        if percentComplete > 0 { driver?.fractionComplete = percentComplete }
        if !wantsInteractiveStart { driver?.startAnimation() }
    }

    /// Moves the transition to `percentComplete` (0...1).
    open func update(_ percentComplete: CGFloat) {
        let share = min(1, max(0, percentComplete))
        self.percentComplete = share
        guard let driver else { return }
        if driver.isRunning { driver.pauseAnimation() }
        driver.fractionComplete = share
        context?.updateInteractiveTransition(share)
    }

    /// Takes hold of a transition that runs, where it is.
    open func pause() {
        guard let driver else { return }
        driver.pauseAnimation()
        percentComplete = driver.fractionComplete
        context?.pauseInteractiveTransition()
    }

    /// Runs the rest of the transition to its end.
    open func finish() {
        context?.finishInteractiveTransition()
        release(reversed: false)
    }

    /// Runs the transition back to its start; the animator then completes it with `false`.
    open func cancel() {
        context?.cancelInteractiveTransition()
        release(reversed: true)
    }

    private func release(reversed: Bool) {
        guard let driver else { return }
        let share = Double(driver.fractionComplete)
        let left = reversed ? share : 1 - share
        driver.isReversed = reversed
        let parameters = timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
        let factor = CGFloat(left) / max(completionSpeed, 0.01)
        driver.continueAnimation(withTimingParameters: parameters, durationFactor: factor)
    }
}
