import Foundation

extension UIView {
    /// Options of `animateKeyframes`; raw values are UIKit's. The calculation modes are kept:
    /// each keyframe runs linearly over its share of the time [chosen].
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews inside the animation, so that they move with it in UIKit; kept, with no effect here (not yet).
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// The animated views take touches while the animation runs (HIT-10); without it they take none.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen rather than the model value; kept, with no effect here (not yet): animations here always add up from the model values (ANI-2).
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation without end; kept, with no effect here (not yet).
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs the animation back after each forward run; kept, with no effect here (not yet).
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Uses this animation's duration inside an enclosing one; kept, with no effect here (not yet).
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Uses none of an enclosing animation's options; kept, with no effect here (not yet).
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Keyframes joined in straight lines: how every keyframe animation runs here [chosen].
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each keyframe's value held until the next; kept, with no effect here (not yet).
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// An even pace over all keyframes; kept, with no effect here (not yet).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes; kept, with no effect here (not yet).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at an even pace; kept, with no effect here (not yet).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Replaces what `view` shows with what `animations` change, with a transition (a flip, a
    /// curl, a cross-dissolve) over `duration` (ANI-7). The changes take effect at once, without
    /// animating each property, as in UIKit, where a snapshot covers them; for the transition's
    /// time the view ignores touches unless `options` has `.allowUserInteraction` (HIT-10), and
    /// `completion` runs at its end.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        let animation = ViewAnimation(allowsUserInteraction: options.contains(.allowUserInteraction), completion: completion)
        performWithoutAnimation { animations?() }
        animation.hold(view)
        let application = view.window?.application ?? UIApplication.mostRecentlyDriven
        animation.start(on: application.clock, delay: 0, duration: duration, curve: TimingCurve(options: options))
    }

    /// Replaces `fromView` with `toView` with a transition over `duration` (ANI-7): `toView` takes
    /// `fromView`'s place in its superview and `fromView` leaves it, or, with
    /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown. `toView` ignores
    /// touches for the transition's time unless `options` allow them (HIT-10).
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  completion: (@MainActor (Bool) -> Void)? = nil) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let parent = fromView.superview {
            parent.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        let animation = ViewAnimation(allowsUserInteraction: options.contains(.allowUserInteraction), completion: completion)
        animation.hold(toView)
        let application = toView.window?.application ?? UIApplication.mostRecentlyDriven
        animation.start(on: application.clock, delay: 0, duration: duration, curve: TimingCurve(options: options))
    }

    /// An animation in keyframes (ANI-7): inside `animations`, each
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` animates its changes
    /// over its share of `duration` (after `delay`), so changes of one property in successive
    /// keyframes pass through each value in turn. The views changed ignore touches for the whole
    /// time unless `options` allow them (HIT-10); `completion` runs at the end.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
                                        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        let whole = ViewAnimation(allowsUserInteraction: options.contains(.allowUserInteraction), completion: completion)
        let outer = KeyframeContext()
        let saved = KeyframeContext.current
        KeyframeContext.current = outer
        whole.record { animations() }
        KeyframeContext.current = saved
        for keyframe in outer.keyframes {
            for view in keyframe.animation.views { whole.hold(view) }
        }
        let application = whole.application ?? UIApplication.mostRecentlyDriven
        for keyframe in outer.keyframes {
            keyframe.animation.start(on: application.clock, delay: delay + duration * keyframe.start,
                                     duration: duration * keyframe.length, curve: .linear)
        }
        whole.start(on: application.clock, delay: delay, duration: duration, curve: .linear)
    }

    /// One keyframe of the enclosing `animateKeyframes` block (ANI-7): its changes run from
    /// `frameStartTime` for `frameDuration`, both shares (0...1) of the whole duration. Called
    /// outside such a block, the changes are made at once, unanimated.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping @MainActor () -> Void) {
        guard let context = KeyframeContext.current else {
            performWithoutAnimation { animations() }
            return
        }
        let keyframe = ViewAnimation(allowsUserInteraction: true, completion: nil)
        keyframe.record { animations() }
        let start = min(1, max(0, frameStartTime))
        context.keyframes.append((keyframe, start, min(1 - start, max(0, frameDuration))))
    }
}

/// The `animateKeyframes` block running now and the keyframes it added, with their shares of
/// its time.
@MainActor
final class KeyframeContext {
    static var current: KeyframeContext?
    var keyframes: [(animation: ViewAnimation, start: Double, length: Double)] = []
}
