import Foundation

/// One stored element of a ``CGPath``: the points are final, in the path's own space.
///
/// Arcs, ellipses and rounded corners are stored as cubic curves of at most a quarter turn each,
/// as Core Graphics stores them, so ``CGPath/applyWithBlock(_:)`` reports what it would.
enum PathElement: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(control: CGPoint, to: CGPoint)
    case cubic(control1: CGPoint, control2: CGPoint, to: CGPoint)
    case close

    /// The same element with every point transformed.
    func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .quad(let c, let p): .quad(control: c.applying(t), to: p.applying(t))
        case .cubic(let c1, let c2, let p): .cubic(control1: c1.applying(t), control2: c2.applying(t), to: p.applying(t))
        case .close: .close
        }
    }

    /// The end point, nil for a close (whose end is the subpath's start).
    var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): p
        case .close: nil
        }
    }
}
