import Foundation

/// Where an animator is in its life (ANI-4): raw values as UIKit's.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations are not on the views.
    case inactive = 0
    /// Started, running or paused.
    case active = 1
    /// Stopped with `stopAnimation(false)`; `finishAnimation(at:)` ends it.
    case stopped = 2
}

/// An object that runs animations that can be started, paused, scrubbed, reversed and stopped
/// (ANI-4). ``UIViewPropertyAnimator`` is UIKit's.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// Whether the animations are inactive, active (running or paused), or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running, not paused.
    var isRunning: Bool { get }
    /// Whether the animations run back toward their start.
    var isReversed: Bool { get set }
    /// How far the animations are, 0 to 1; setting it while paused scrubs them.
    var fractionComplete: CGFloat { get set }
    /// Starts, or resumes, the animations now.
    func startAnimation()
    /// Starts the animations after `delay` seconds on the application clock.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are; with `withoutFinishing` false, ``finishAnimation(at:)`` must follow.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends stopped animations at the end, the start, or where they are, and runs the completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator to which animations and completions can be added, and whose timing can be
/// changed as it goes on (ANI-4).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that run from now to the end.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start `delayFactor` of the way through what is left.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block run when the animations end, with where they ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing and `durationFactor` of the original duration left.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
