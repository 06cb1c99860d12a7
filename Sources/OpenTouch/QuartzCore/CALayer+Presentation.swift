import Foundation

/// The values on screen while animations run (ANI-2): what ``CALayer/presentation()`` copies.
extension CALayer {
    /// Moves `copy`'s values to where this layer's animations have them at `time`.
    func applyAnimations(to copy: CALayer, at time: TimeInterval) {
        if let view = owningView, !view.runningAnimations.isEmpty {
            if let bounds = view.presentationValue(of: .bounds, at: time).rect { copy.bounds = bounds }
            if let center = view.presentationValue(of: .center, at: time).point { copy.position = center }
            if let transform = view.presentationValue(of: .transform, at: time).affine { copy.setAffineTransform(transform) }
            if let alpha = view.presentationValue(of: .alpha, at: time).scalar { copy.opacity = Float(alpha) }
            copy.backgroundColor = view.presentationValue(of: .backgroundColor, at: time).uiColor?.cgColor
        }
        for running in runningAnimations where !running.isFinished {
            guard let basic = running.animation as? CABasicAnimation, let keyPath = basic.keyPath,
                  let property = Self.presentedKeyPaths[keyPath], time >= running.begin else { continue }
            let model = property.read(self)
            // A missing end is the model value, as in Core Animation.
            let from = property.value(basic.fromValue) ?? model, to = property.value(basic.toValue) ?? model
            let fraction = running.cycleFraction(at: time)
            let paced: Double = if let spring = basic as? CASpringAnimation {
                spring.motion.progress(at: fraction * running.cycleDuration)
            } else {
                (basic.timingFunction ?? CAMediaTimingFunction(name: .linear)).progress(at: fraction)
            }
            property.write(copy, AnimatedValue.between(from, to, fraction: CGFloat(paced)))
        }
    }

    /// A key path a basic animation may animate, read and written as an ``AnimatedValue``.
    struct PresentedKeyPath {
        let read: @MainActor (CALayer) -> AnimatedValue
        let write: @MainActor (CALayer, AnimatedValue) -> Void
        let value: (Any?) -> AnimatedValue?
    }

    /// The key paths whose in-flight values the presentation copy shows [chosen: the
    /// geometry, opacity and colour; other key paths keep their model values].
    static let presentedKeyPaths: [String: PresentedKeyPath] = [
        "position": PresentedKeyPath(read: { .point($0.position) }, write: { if let p = $1.point { $0.position = p } },
                                     value: { ($0 as? CGPoint).map(AnimatedValue.point) }),
        "bounds": PresentedKeyPath(read: { .rect($0.bounds) }, write: { if let r = $1.rect { $0.bounds = r } },
                                   value: { ($0 as? CGRect).map(AnimatedValue.rect) }),
        "opacity": PresentedKeyPath(read: { .scalar(CGFloat($0.opacity)) }, write: { if let s = $1.scalar { $0.opacity = Float(s) } },
                                    value: { number($0).map(AnimatedValue.scalar) }),
        "transform": PresentedKeyPath(read: { .transform($0.affineTransform()) }, write: { if let t = $1.affine { $0.setAffineTransform(t) } },
                                      value: { ($0 as? CATransform3D).map { .transform(CATransform3DGetAffineTransform($0)) } }),
        "backgroundColor": PresentedKeyPath(read: { .color($0.backgroundColor.map(UIColor.init(cgColor:))) },
                                            write: { $0.backgroundColor = $1.uiColor?.cgColor },
                                            value: { ($0 as? CGColor).map { .color(UIColor(cgColor: $0)) } }),
    ]
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
