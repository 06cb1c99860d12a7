import Foundation

/// A damped spring carrying an animation from its start (0) to its end (1), in closed form
/// (ANI-3): the motion of `UISpringTimingParameters`, spring `UIView` animations and
/// `CASpringAnimation`.
struct SpringMotion: Equatable {
    /// The undamped angular frequency, in radians a second.
    let omega: Double
    /// The damping ratio: below 1 it overshoots, 1 is critical, above 1 it creeps.
    let zeta: Double
    /// The speed at the start, in distances a second (1 covers the whole distance in a second).
    let velocity: Double

    init(omega: Double, zeta: Double, velocity: Double) {
        self.omega = max(omega, 1e-6)
        self.zeta = max(zeta, 0)
        self.velocity = velocity
    }

    /// A mass on a spring with a damper, as Core Animation's springs are described.
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        let m = max(mass, 1e-6), k = max(stiffness, 1e-6)
        self.init(omega: (k / m).squareRoot(), zeta: max(damping, 0) / (2 * (k * m).squareRoot()), velocity: initialVelocity)
    }

    /// A spring of damping ratio `ratio` that comes to rest in `duration` seconds, the way
    /// UIKit fits a damping ratio to an animation's duration [chosen: its envelope is within
    /// 0.1% of the distance at the end; Apple does not document its fit].
    init(dampingRatio ratio: Double, settlingIn duration: Double, initialVelocity: Double) {
        let zeta = min(max(ratio, 0.01), 1)
        let time = max(duration, 1e-3)
        // e^(-ζωT) = 0.001 below critical; (1 + ωT)e^(-ωT) = 0.001 at it.
        let omega = zeta < 1 ? log(1000) / (zeta * time) : 9.233 / time
        self.init(omega: omega, zeta: zeta, velocity: initialVelocity)
    }

    /// A spring of iOS 17's perceptual duration and bounce (-1...1): stiffness (2π / duration)²
    /// and a damping ratio of 1 - bounce (or 1 / (1 + bounce) below zero).
    init(perceptualDuration duration: Double, bounce: Double, initialVelocity: Double) {
        let omega = 2 * Double.pi / max(duration, 0.01)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(omega: omega, zeta: ratio, velocity: initialVelocity)
    }

    /// How far along the spring is `t` seconds after it starts: 0 at the start, 1 at rest;
    /// beyond 1 while it overshoots.
    func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        let w = omega, z = zeta, v = velocity
        let left: Double
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            left = exp(-z * w * t) * (cos(wd * t) + (z * w - v) / wd * sin(wd * t))
        } else if z == 1 {
            left = exp(-w * t) * (1 + (w - v) * t)
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w * (z - root), r2 = -w * (z + root)
            let a = (-v - r2) / (r1 - r2)
            left = a * exp(r1 * t) + (1 - a) * exp(r2 * t)
        }
        return 1 - left
    }

    /// The time the spring takes to come to rest: until it stays within 0.1% of the distance
    /// [chosen threshold; Apple does not document its own].
    var settlingDuration: Double {
        var lastOutside = 0.0, t = 0.0
        let step = 1.0 / 1000
        while t < 60 {
            t += step
            if abs(1 - progress(at: t)) > 0.001 { lastOutside = t }
            // Once the envelope itself is inside, nothing can leave again.
            if t > lastOutside + 0.1, exp(-min(zeta, 1) * omega * t) * (1 + abs(velocity) / omega) * (1 + omega * t) < 0.001 { break }
        }
        return lastOutside
    }
}
