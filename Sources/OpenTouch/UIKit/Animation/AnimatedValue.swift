import Foundation

/// A view property that UIKit animates (ANI-1): what an animation block changed.
enum AnimatedProperty: Hashable {
    case bounds, center, transform, alpha, backgroundColor
}

/// The value of an ``AnimatedProperty``, with the arithmetic the in-flight values need: an
/// animation adds `(from - to) × (1 - progress)` to the model value, as UIKit's additive
/// animations do, so that animations of one property started one after another add up (ANI-2).
enum AnimatedValue: Equatable {
    case rect(CGRect)
    case point(CGPoint)
    /// Interpolated component by component [chosen: UIKit decomposes the matrix; for the moves,
    /// scales and small turns of touch code the two agree].
    case transform(CGAffineTransform)
    case scalar(CGFloat)
    /// Red, green, blue and alpha; no colour is clear black.
    case color(CGFloat, CGFloat, CGFloat, CGFloat)

    /// A colour's components, as animations read them.
    static func color(_ color: UIColor?) -> AnimatedValue {
        guard let color else { return .color(0, 0, 0, 0) }
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return .color(r, g, b, a)
    }

    private var components: [CGFloat] {
        switch self {
        case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height]
        case .point(let p): [p.x, p.y]
        case .transform(let t): [t.a, t.b, t.c, t.d, t.tx, t.ty]
        case .scalar(let s): [s]
        case .color(let r, let g, let b, let a): [r, g, b, a]
        }
    }

    private func with(_ c: [CGFloat]) -> AnimatedValue {
        switch self {
        case .rect: .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .point: .point(CGPoint(x: c[0], y: c[1]))
        case .transform: .transform(CGAffineTransform(a: c[0], b: c[1], c: c[2], d: c[3], tx: c[4], ty: c[5]))
        case .scalar: .scalar(c[0])
        case .color: .color(c[0], c[1], c[2], c[3])
        }
    }

    /// This value plus `weight × (from - to)`: a value of the same kind; a mismatched kind adds nothing.
    func adding(from: AnimatedValue, to: AnimatedValue, weight: CGFloat) -> AnimatedValue {
        let base = components, a = from.components, b = to.components
        guard base.count == a.count, a.count == b.count else { return self }
        return with(zip(base, zip(a, b)).map { $0 + weight * ($1.0 - $1.1) })
    }

    /// The value `fraction` of the way from `from` to `to`.
    static func between(_ from: AnimatedValue, _ to: AnimatedValue, fraction: CGFloat) -> AnimatedValue {
        to.adding(from: from, to: to, weight: 1 - fraction)
    }

    var rect: CGRect? { if case .rect(let r) = self { r } else { nil } }
    var point: CGPoint? { if case .point(let p) = self { p } else { nil } }
    var affine: CGAffineTransform? { if case .transform(let t) = self { t } else { nil } }
    var scalar: CGFloat? { if case .scalar(let s) = self { s } else { nil } }
    var uiColor: UIColor? {
        guard case .color(let r, let g, let b, let a) = self else { return nil }
        return UIColor(red: r, green: g, blue: b, alpha: a)
    }
}

extension UIView {
    /// The model value of `property`, as code set it.
    func modelValue(of property: AnimatedProperty) -> AnimatedValue {
        switch property {
        case .bounds: .rect(bounds)
        case .center: .point(center)
        case .transform: .transform(transform)
        case .alpha: .scalar(alpha)
        case .backgroundColor: .color(backgroundColor)
        }
    }

    /// Sets `property` outside any animation: an animator that stops where it is leaves its
    /// views there (ANI-5).
    func setModelValue(_ value: AnimatedValue, of property: AnimatedProperty) {
        UIView.performWithoutAnimation {
            switch property {
            case .bounds: if let r = value.rect { bounds = r }
            case .center: if let p = value.point { center = p }
            case .transform: if let t = value.affine { transform = t }
            case .alpha: if let s = value.scalar { alpha = s }
            case .backgroundColor: backgroundColor = value.uiColor
            }
        }
    }

    /// What is on screen now for `property`: the model value moved back by every running
    /// animation's share still to go (ANI-2).
    func presentationValue(of property: AnimatedProperty, at time: TimeInterval) -> AnimatedValue {
        var value = modelValue(of: property)
        for animation in runningAnimations {
            for track in animation.tracks where track.view.object === self && track.property == property {
                value = value.adding(from: track.from, to: track.to, weight: 1 - animation.progress(at: time))
            }
        }
        return value
    }
}

@_spi(Drawing) extension UIView {
    /// Whether an animation of the view's values runs: a host that draws the views reads
    /// `layer.presentation()` for those only (ANI-2).
    public var hasRunningAnimations: Bool { runningAnimations.contains { !$0.isDone } }
}
