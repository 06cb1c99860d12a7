import Foundation

/// A spring timing (ANI-3): a damping ratio fitted to the animation's duration, or a physical
/// spring (mass, stiffness, damping) that takes the time it needs, with an initial velocity.
///
/// The velocity is a vector because UIKit lets each axis of a position start at its own speed;
/// OpenTouch paces every property with one spring and uses the vector's length, signed by its
/// x, or its y when x is 0 [chosen].
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity, in distances a second (1 covers the whole distance in a second).
    public let initialVelocity: CGVector
    private enum Spring { case ratio(Double), physical(mass: Double, stiffness: Double, damping: Double), perceptual(duration: Double, bounce: Double) }
    private let spring: Spring

    /// A critically damped spring (damping ratio 1).
    public override convenience init() {
        self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring of `ratio` (1 does not overshoot; smaller values bounce) over the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring of `ratio` starting at `velocity`, over the animator's duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        spring = .ratio(Double(ratio))
        initialVelocity = velocity
        super.init()
    }

    /// A physical spring; the animator then lasts as long as the spring takes to settle.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        spring = .physical(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        initialVelocity = velocity
        super.init()
    }

    /// A spring of iOS 17's perceptual duration and bounce; the animator lasts until it settles.
    public init(duration: TimeInterval, bounce: CGFloat = 0, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        spring = .perceptual(duration: duration, bounce: Double(bounce))
        initialVelocity = velocity
        super.init()
    }

    /// Parameters decoded from an archive made by ``encode(with:)``.
    nonisolated public required init?(coder: NSCoder) {
        initialVelocity = CGVector(dx: coder.decodeDouble(forKey: "vx"), dy: coder.decodeDouble(forKey: "vy"))
        spring = .ratio(coder.containsValue(forKey: "ratio") ? coder.decodeDouble(forKey: "ratio") : 1)
        super.init()
    }

    /// Archives the parameters.
    nonisolated open func encode(with coder: NSCoder) {
        coder.encode(Double(initialVelocity.dx), forKey: "vx")
        coder.encode(Double(initialVelocity.dy), forKey: "vy")
        if case .ratio(let ratio) = spring { coder.encode(ratio, forKey: "ratio") }
    }

    /// The parameters are immutable: a copy is the same object.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The kind of curve: spring.
    open var timingCurveType: UITimingCurveType { .spring }
    /// None: a spring has no cubic curve.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// These parameters.
    open var springTimingParameters: UISpringTimingParameters? { self }

    private var speed: Double {
        let v = initialVelocity, length = Double((v.dx * v.dx + v.dy * v.dy).squareRoot())
        return (v.dx != 0 ? v.dx : v.dy) < 0 ? -length : length
    }

    /// The spring's motion over an animation of `duration` seconds.
    func motion(duration: TimeInterval) -> SpringMotion {
        switch spring {
        case .ratio(let ratio): SpringMotion(dampingRatio: ratio, settlingIn: duration, initialVelocity: speed)
        case .physical(let m, let k, let c): SpringMotion(mass: m, stiffness: k, damping: c, initialVelocity: speed)
        case .perceptual(let d, let bounce): SpringMotion(perceptualDuration: d, bounce: bounce, initialVelocity: speed)
        }
    }

    /// The time of its own, for the springs that set it; nil for a damping ratio, which takes the animator's.
    var ownDuration: TimeInterval? {
        if case .ratio = spring { return nil }
        return motion(duration: 1).settlingDuration
    }

    /// The curve over an animation of `duration` seconds.
    func curve(duration: TimeInterval) -> TimingCurve {
        TimingCurve(shape: .spring(motion(duration: duration), duration: duration))
    }
}
