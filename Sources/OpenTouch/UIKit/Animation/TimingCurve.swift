import Foundation

/// How far an animation of a given duration has moved at a share of its time (ANI-3): a cubic
/// Bézier (UIKit's named curves, `UICubicTimingParameters`) or a spring.
struct TimingCurve {
    enum Shape {
        case cubic(CAMediaTimingFunction)
        /// A spring, and the animation's duration it is spread over.
        case spring(SpringMotion, duration: Double)
    }

    let shape: Shape

    static let linear = TimingCurve(shape: .cubic(CAMediaTimingFunction(name: .linear)))
    static let easeInOut = TimingCurve(shape: .cubic(CAMediaTimingFunction(name: .easeInEaseOut)))

    /// The curve of a `UIView.AnimationCurve`.
    init(_ curve: UIView.AnimationCurve) {
        let name: CAMediaTimingFunctionName = switch curve {
        case .easeInOut: .easeInEaseOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
        shape = .cubic(CAMediaTimingFunction(name: name))
    }

    init(shape: Shape) {
        self.shape = shape
    }

    /// The curve `UIView.animate`'s options choose (their `curve…` bits).
    init(options: UIView.AnimationOptions) {
        self.init(UIView.AnimationCurve(options: options))
    }

    /// The progress at `fraction` (0...1) of the time: 0 at the start, 1 at the end; a spring
    /// may pass 1 on the way.
    func progress(at fraction: Double) -> Double {
        let f = min(1, max(0, fraction))
        switch shape {
        case .cubic(let function):
            return function.progress(at: f)
        case .spring(let motion, let duration):
            return f >= 1 ? 1 : motion.progress(at: f * duration)
        }
    }
}
