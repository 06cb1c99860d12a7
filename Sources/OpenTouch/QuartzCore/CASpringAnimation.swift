import Foundation

/// An animation paced by a damped spring. Its ``settlingDuration`` is computed from the spring,
/// as Core Animation's is, so code that sets `duration = spring.settlingDuration` times right.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
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
