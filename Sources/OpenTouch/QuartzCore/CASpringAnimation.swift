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
        let omega = 2 * CGFloat.pi / CGFloat(max(perceptualDuration, 0.01))
        stiffness = omega * omega
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        damping = 2 * ratio * omega
        duration = settlingDuration
    }

    /// The time the spring takes to come to rest: until its displacement stays within 0.1% of
    /// the distance [chosen threshold; Apple does not document its own].
    open var settlingDuration: CFTimeInterval {
        let m = max(mass, 1e-6), k = max(stiffness, 1e-6), c = max(damping, 0)
        let omega = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        // Simulate x'' = -(k x + c v)/m from x = 1 (the whole distance left), v = -initialVelocity.
        var x: CGFloat = 1, v = -initialVelocity, t: CGFloat = 0, lastOutside: CGFloat = 0
        let step: CGFloat = 1.0 / 1000
        while t < 60 {
            let a = -(k * x + c * v) / m
            v += a * step
            x += v * step
            t += step
            if abs(x) > 0.001 { lastOutside = t }
            // Once the envelope itself is inside, nothing can leave again.
            if zeta > 0, t > lastOutside + 0.1, exp(-zeta * omega * t) * (1 + abs(initialVelocity) / omega) < 0.001 { break }
        }
        return CFTimeInterval(lastOutside)
    }
}
