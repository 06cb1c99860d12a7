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
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator to which animations and completions can be added, and whose timing can be
/// changed as it goes on (ANI-4).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
