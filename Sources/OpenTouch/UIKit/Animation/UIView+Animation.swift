import Foundation

extension UIView {
    /// Options of `UIView.animate`; raw values are UIKit's. ``allowUserInteraction`` lets the
    /// animated views take touches (HIT-10) and the curves pace the in-flight values (ANI-3);
    /// the rest are kept for code that passes them.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews inside the animation, so that they move with it in UIKit; kept, with no effect here (not yet).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// The animated views take touches while the animation runs (HIT-10); without it they take none.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen rather than the model value; kept, with no effect here (not yet): animations here always add up from the model values (ANI-2).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation without end; kept, with no effect here (not yet).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs the animation back after each forward run; kept, with no effect here (not yet).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses this animation's duration inside an enclosing one; kept, with no effect here (not yet).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses this animation's curve inside an enclosing one; kept, with no effect here (not yet).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws the view's content as it animates; kept, with no effect here (not yet).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// In `transition(from:to:…)`, hides the view going and shows the one coming instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Uses none of an enclosing animation's options; kept, with no effect here (not yet).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Slow at both ends (the default curve, ANI-3).
        public static let curveEaseInOut = AnimationOptions([])
        /// Slow at the start (ANI-3).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end (ANI-3).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// An even pace (ANI-3).
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// A transition that flips the view about its vertical axis from the left; kept, with no effect here (not yet): every transition is timed the same, without the flip.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip from the right; kept, with no effect here (not yet).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curling up; kept, with no effect here (not yet).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curling down; kept, with no effect here (not yet).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A dissolve from the old content to the new; kept, with no effect here (not yet).
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A flip from the top; kept, with no effect here (not yet).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A flip from the bottom; kept, with no effect here (not yet).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// Asks for 60 frames a second; kept, with no effect here (not yet): nothing is drawn.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// Asks for 30 frames a second; kept, with no effect here (not yet).
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// Animates the changes `animations` makes, on the application clock (HIT-10).
    ///
    /// As in UIKit, the block runs at once and the views' values are the new ones from then on;
    /// OpenTouch draws no frames in between, and `layer.presentation()` gives the values on
    /// the way, along the options' curve (ANI-1..3). Until the animation ends, after `delay + duration`
    /// seconds, the views it changed ignore touches (hit-testing skips them, HIT-10) unless
    /// `options` has ``AnimationOptions/allowUserInteraction``. `completion` runs once: with
    /// `true` when the time is up, `false` if the animation was interrupted with
    /// `layer.removeAllAnimations()`. A block that changes nothing animatable completes at the
    /// next turn of the clock.
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.3, delay: 0, options: [.allowUserInteraction]) {
    ///     card.center.y -= 100
    /// } completion: { finished in
    ///     if finished { card.isHidden = true }
    /// }
    /// ```
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, options: options, curve: TimingCurve(options: options), animations: animations, completion: completion)
    }

    /// Records `animations` and runs them on the clock of the application of the views they change.
    static func run(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, curve: TimingCurve,
                    animations: @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?) {
        let animation = ViewAnimation(allowsUserInteraction: options.contains(.allowUserInteraction), completion: completion)
        animation.plannedDuration = duration
        animation.plannedCurve = curve
        animation.record { animations() }
        if ViewAnimation.takeIfCollecting(animation) { return }
        let application = animation.application ?? UIApplication.mostRecentlyDriven
        animation.start(on: application.clock, delay: delay, duration: duration, curve: curve)
    }

    /// Animates with no delay and no options; see ``animate(withDuration:delay:options:animations:completion:)``.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates with no delay, no options and no completion.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring animation described by its perceived duration and bounce (iOS 17, ANI-3): it
    /// lasts until the spring settles, and blocks touches like
    /// ``animate(withDuration:delay:options:animations:completion:)``.
    public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
                               delay: TimeInterval = 0, options: AnimationOptions = [],
                               animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        let motion = SpringMotion(perceptualDuration: duration, bounce: Double(bounce), initialVelocity: Double(velocity))
        let settling = motion.settlingDuration
        run(duration: settling, delay: delay, options: options, curve: TimingCurve(shape: .spring(motion, duration: settling)),
            animations: animations, completion: completion)
    }

    /// A spring animation of `duration` seconds (ANI-3): `dampingRatio` 1 comes to rest without
    /// overshooting, smaller values bounce; `velocity` 1 is the whole distance in a second.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                               animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        let motion = SpringMotion(dampingRatio: Double(dampingRatio), settlingIn: duration, initialVelocity: Double(velocity))
        run(duration: duration, delay: delay, options: options, curve: TimingCurve(shape: .spring(motion, duration: duration)),
            animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` so that its changes are not part of the enclosing animation.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: @MainActor () -> Void) {
        let outer = ViewAnimation.recording
        ViewAnimation.recording = nil
        actionsWithoutAnimation()
        ViewAnimation.recording = outer
    }
}
