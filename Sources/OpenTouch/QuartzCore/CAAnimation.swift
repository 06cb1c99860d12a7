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
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the layer drops the animation once it finishes; true by default.
    open var isRemovedOnCompletion = true
    /// When the animation begins, in the layer's time (``CACurrentMediaTime()``); 0 means when added.
    open var beginTime: CFTimeInterval = 0
    /// Seconds one cycle lasts; 0 means the transaction's duration (0.25 s by default).
    open var duration: CFTimeInterval = 0
    /// How fast time runs for the animation; 0 stops it (it then never ends).
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    /// How many cycles; 0 means one, `.infinity` for ever.
    open var repeatCount: Float = 0
    /// How long to repeat for, instead of ``repeatCount``, when positive.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle plays back after playing forward (doubling its time).
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    public required override init() {
        super.init()
    }

    /// A new animation; Core Animation's factory method.
    open class func animation() -> Self { self.init() }

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
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// An animation between two values of a property.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

/// An animation through a list of values (or along a path) at key times.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var rotationMode: CAAnimationRotationMode?
}

/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether an object moving along a keyframe path turns with it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// Animations that run together in one time: the group's duration bounds them.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}

/// A transition between two states of a layer, of a type and direction; timed like any animation.
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
}

public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
