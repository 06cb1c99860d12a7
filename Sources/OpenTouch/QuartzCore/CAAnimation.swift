import Foundation

/// An animation that can be added to a layer (LYR-6): its timing, and a delegate told when it
/// starts and stops.
///
/// OpenTouch draws no frames: an added animation is time on the application clock. The layer's
/// model values stay what code set (touch code reads those); the delegate hears
/// `animationDidStart` when the active time begins and `animationDidStop(_:finished:)` when it
/// ends (true) or the animation is removed first (false). The delegate is held strongly, as in
/// Core Animation.
///
/// ```swift
/// let spin = CABasicAnimation(keyPath: "transform.rotation.z")
/// spin.toValue = CGFloat.pi * 2
/// spin.duration = 1
/// spin.delegate = self
/// knob.layer.add(spin, forKey: "spin")
/// ```
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAAction {
    /// Told when the animation starts and stops; held strongly.
    open var delegate: CAAnimationDelegate?
    /// How the animation paces its progress over a cycle; linear when nil.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the layer drops the animation once it finishes; true by default.
    open var isRemovedOnCompletion = true
    /// When the animation begins, in the layer's time (``CACurrentMediaTime()``); 0 means when added.
    open var beginTime: CFTimeInterval = 0
    /// Seconds one cycle lasts; 0 means the transaction's duration (0.25 s by default).
    open var duration: CFTimeInterval = 0
    /// How fast time runs for the animation; 0 stops it (it then never ends).
    open var speed: Float = 1
    /// Seconds into its own time the animation starts, as if it had already run that long.
    open var timeOffset: CFTimeInterval = 0
    /// How many cycles; 0 means one, `.infinity` for ever.
    open var repeatCount: Float = 0
    /// How long to repeat for, instead of ``repeatCount``, when positive.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle plays back after playing forward (doubling its time).
    open var autoreverses = false
    /// What the layer shows before the animation begins and after it ends; stored (OpenTouch presents the model values outside an animation's time).
    open var fillMode: CAMediaTimingFillMode = .removed

    /// An animation with the defaults: no duration (the transaction's), one cycle.
    public required override init() {
        super.init()
    }

    /// A new animation; Core Animation's factory method.
    open class func animation() -> Self { self.init() }

    /// An animation decoded from an archive: OpenTouch has none, so one with the defaults.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Adds the animation to the layer under `event`.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        layer.add(self, forKey: event)
    }

    /// How long the animation runs from its begin time to its end, every repeat and reversal
    /// counted; infinite when it repeats for ever or its speed is zero.
    var activeDuration: TimeInterval {
        let cycle = duration > 0 ? duration : CATransaction.defaultAnimationDuration
        var total: TimeInterval
        if repeatDuration > 0 {
            total = repeatDuration
        } else {
            let count = repeatCount == 0 ? 1 : Double(repeatCount)
            total = cycle * count * (autoreverses ? 2 : 1)
        }
        guard speed != 0 else { return .infinity }
        total /= Double(abs(speed))
        return total
    }
}

/// An animation of one property of a layer, named by key path (`"position"`, `"strokeEnd"`,
/// `"transform.rotation.z"`).
open class CAPropertyAnimation: CAAnimation {
    /// The key path of the property the animation changes, such as `"position"` or `"opacity"`.
    open var keyPath: String?
    /// Whether the animated value adds to the model value; stored.
    open var isAdditive = false
    /// Whether repeats build on the previous cycle's end; stored.
    open var isCumulative = false

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// An animation between two values of a property.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the animation starts at; the model value when nil.
    open var fromValue: Any?
    /// The value the animation ends at; the model value when nil.
    open var toValue: Any?
    /// The change from the start, when `toValue` is not given; stored.
    open var byValue: Any?
}

/// An animation through a list of values (or along a path) at key times.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values the animation passes through, in order.
    open var values: [Any]?
    /// A path a point property follows instead of `values`; stored.
    open var path: CGPath?
    /// When each value is reached, 0 to 1 of the duration; evenly spread when nil.
    open var keyTimes: [NSNumber]?
    /// The pacing of each stretch between two values; stored.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How the animation goes from value to value: linear (the default) or discrete, paced or cubic.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Whether something following a path turns with it; stored.
    open var rotationMode: CAAnimationRotationMode?
}

/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight from value to value, at the key times.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time, with no in-between.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// An even speed over the whole animation; key times are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the values, at the key times.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve through the values at an even speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether an object moving along a keyframe path turns with it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turned to follow the path's direction.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turned to follow the path's direction, facing back.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// Animations that run together in one time: the group's duration bounds them.
open class CAAnimationGroup: CAAnimation {
    /// The animations the group runs, each in the group's time.
    open var animations: [CAAnimation]?
}

/// A transition between two states of a layer, of a type and direction; timed like any animation.
open class CATransition: CAAnimation {
    /// The kind of transition: fade (the default), move in, push or reveal.
    open var type: CATransitionType = .fade
    /// Where a move-in, push or reveal comes from.
    open var subtype: CATransitionSubtype?
    /// How far into the transition it starts, 0 to 1.
    open var startProgress: Float = 0
    /// How far into the transition it ends, 0 to 1.
    open var endProgress: Float = 1
}

/// The kind of a ``CATransition``: fade, move in, push or reveal.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new state fades in over the old.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new state slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new state pushes the old one out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old state slides away, uncovering the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// Where a ``CATransition`` comes from: the right, left, top or bottom.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
