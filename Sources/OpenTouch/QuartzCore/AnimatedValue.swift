import Foundation

/// An animated value (a view's animated property, a layer's animated key), with the arithmetic
/// the in-flight values need: an animation adds `(from - to) × (1 - progress)` to the model
/// value, as UIKit's additive animations do, so that animations of one property started one
/// after another add up (ANI-2).
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
    static func color(_ color: CGColor?) -> AnimatedValue {
        guard let color else { return .color(0, 0, 0, 0) }
        let c = color.rgba
        return .color(c.red, c.green, c.blue, c.alpha)
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
    var cgColor: CGColor? {
        guard case .color(let r, let g, let b, let a) = self else { return nil }
        return CGColor(red: r, green: g, blue: b, alpha: a)
    }
}

