import Foundation

/// An animation paced by a damped spring. Its ``settlingDuration`` is computed from the spring,
/// as Core Animation's is, so code that sets `duration = spring.settlingDuration` times right.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring; 1 by default. A heavier mass swings slower and further (ANI-3).
    open var mass: CGFloat = 1
    /// The spring's stiffness; 100 by default. A stiffer spring swings faster (ANI-3).
    open var stiffness: CGFloat = 100
    /// The damping; 10 by default. More damping settles sooner, with less overshoot (ANI-3).
    open var damping: CGFloat = 10
    /// The speed at the start, in distances a second: 1 covers the whole distance in a second (ANI-3).
    open var initialVelocity: CGFloat = 0

    /// A spring that settles in about `perceptualDuration` seconds with `bounce` (-1...1), as
    /// iOS 17's initializer: stiffness (2π / duration)², damping from the bounce.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let spring = SpringMotion(perceptualDuration: perceptualDuration, bounce: Double(bounce), initialVelocity: 0)
        stiffness = CGFloat(spring.omega * spring.omega)
        damping = CGFloat(2 * spring.zeta * spring.omega)
        duration = settlingDuration
    }

    /// The time the spring takes to come to rest: until its displacement stays within 0.1% of
    /// the distance [chosen threshold; Apple does not document its own].
    open var settlingDuration: CFTimeInterval {
        motion.settlingDuration
    }

    /// The spring's motion, from its mass, stiffness, damping and initial velocity.
    var motion: SpringMotion {
        SpringMotion(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(initialVelocity))
    }
}
