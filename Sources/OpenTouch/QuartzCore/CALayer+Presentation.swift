import Foundation

/// The values on screen while animations run (ANI-2): what ``CALayer/presentation()`` copies.
extension CALayer {
    /// Moves `copy`'s values to where this layer's animations have them at `time`.
    func applyAnimations(to copy: CALayer, at time: TimeInterval) {
        owningView?.presentOwnAnimations(in: copy, at: time)
        for running in runningAnimations where !running.isFinished {
            guard let basic = running.animation as? CABasicAnimation, let keyPath = basic.keyPath,
                  Self.presentedKeyPaths.contains(keyPath), let property = Self.keyedProperties[keyPath],
                  time >= running.begin else { continue }
            // A missing end is the model value, as in Core Animation; no colour is clear.
            guard let model = AnimatedValue(any: property.get(self)) ?? (keyPath == "backgroundColor" ? .color(0, 0, 0, 0) : nil) else { continue }
            let from = AnimatedValue(any: basic.fromValue) ?? model, to = AnimatedValue(any: basic.toValue) ?? model
            let fraction = running.cycleFraction(at: time)
            let paced: Double = if let spring = basic as? CASpringAnimation {
                spring.motion.progress(at: fraction * running.cycleDuration)
            } else {
                (basic.timingFunction ?? CAMediaTimingFunction(name: .linear)).progress(at: fraction)
            }
            property.set(copy, AnimatedValue.between(from, to, fraction: CGFloat(paced)).layerValue)
        }
    }

    /// The key paths whose in-flight values the presentation copy shows [chosen: the
    /// geometry, opacity and colour; other key paths keep their model values].
    static let presentedKeyPaths: Set<String> = ["position", "bounds", "opacity", "transform", "backgroundColor"]
}

extension AnimatedValue {
    /// The value of a layer property or an animation's end, as code passes it: a point, a
    /// rectangle, a number, a 3D transform (its affine part) or a colour.
    init?(any value: Any?) {
        switch value {
        case let point as CGPoint: self = .point(point)
        case let rect as CGRect: self = .rect(rect)
        case let transform as CATransform3D: self = .transform(CATransform3DGetAffineTransform(transform))
        case let color as CGColor: self = .color(color)
        default:
            guard let number = CALayer.number(value) else { return nil }
            self = .scalar(number)
        }
    }

    /// The value in the type the layer's property takes.
    var layerValue: Any? {
        switch self {
        case .point(let p): p
        case .rect(let r): r
        case .transform(let t): CATransform3DMakeAffineTransform(t)
        case .scalar(let s): s
        case .color: cgColor
        }
    }
}

extension LayerAnimation {
    /// How long one cycle lasts.
    var cycleDuration: TimeInterval {
        animation.duration > 0 ? animation.duration : CATransaction.defaultAnimationDuration
    }

    /// How far through its current cycle the animation is at `time`, played back on the way
    /// back of an autoreversing one.
    func cycleFraction(at time: TimeInterval) -> Double {
        let speed = Double(animation.speed == 0 ? 1 : abs(animation.speed))
        let local = max(0, (time - begin) * speed + animation.timeOffset)
        let cycle = cycleDuration
        let span = animation.autoreverses ? 2 * cycle : cycle
        var phase = local.truncatingRemainder(dividingBy: span)
        if time >= end, end.isFinite { phase = animation.autoreverses ? 0 : cycle }
        let forward = phase <= cycle ? phase : span - phase
        return min(1, forward / cycle)
    }
}
