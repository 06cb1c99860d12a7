import Foundation

extension UIView {
    /// Options of `UIView.animate`; raw values are UIKit's. ``allowUserInteraction`` lets the
    /// animated views take touches (HIT-10) and the curves pace the in-flight values (ANI-3);
    /// the rest are kept for code that passes them.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
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
