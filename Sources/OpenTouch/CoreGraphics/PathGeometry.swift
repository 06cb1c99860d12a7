import Foundation

/// The geometry behind ``CGPath``'s questions: flattening curves into polygons, point
/// containment by either fill rule, tight bounds, and the outline of a stroke.
///
/// Curves are flattened to within ``PathGeometry/tolerance`` points [chosen: 0.05 pt, a tenth of
/// a pixel at 2x], enough that a hit test never differs from the curve by a visible amount.
enum PathGeometry {
    static let tolerance: CGFloat = 0.05

    /// The subpaths as polygons (curves flattened), each with whether it was closed.
    static func polygons(_ elements: [PathElement]) -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var current: [CGPoint] = []
        var start = CGPoint.zero
        func flush(closed: Bool) {
            if !current.isEmpty { result.append((current, closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                flush(closed: false)
                current = [p]
                start = p
            case .line(let p):
                if current.isEmpty { current = [start] }
                current.append(p)
            case .quad(let c, let p):
                if current.isEmpty { current = [start] }
                flattenQuad(from: current.last!, c, p, into: &current)
            case .cubic(let c1, let c2, let p):
                if current.isEmpty { current = [start] }
                flattenCubic(from: current.last!, c1, c2, p, into: &current)
            case .close:
                flush(closed: true)
                // A close leaves the current point at the subpath's start; a following line starts there.
            }
        }
        flush(closed: false)
        return result
    }

    static func flattenQuad(from p0: CGPoint, _ c: CGPoint, _ p: CGPoint, into points: inout [CGPoint]) {
        let dd = hypot(p0.x - 2 * c.x + p.x, p0.y - 2 * c.y + p.y)
        let n = segments(forSecondDifference: dd / 4)
        for step in 1...n {
            let t = CGFloat(step) / CGFloat(n), u = 1 - t
            points.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                  y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
        }
    }

    static func flattenCubic(from p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p: CGPoint, into points: inout [CGPoint]) {
        let dd = max(hypot(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y),
                     hypot(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y))
        let n = segments(forSecondDifference: dd * 3 / 4)
        for step in 1...n {
            let t = CGFloat(step) / CGFloat(n)
            points.append(cubicPoint(p0, c1, c2, p, t))
        }
    }

    /// Segments so that a chord is within the tolerance of its curve: the error of n chords is
    /// at most `bound / n²` for the bound given (the curve's scaled second difference).
    private static func segments(forSecondDifference bound: CGFloat) -> Int {
        guard bound.isFinite, bound > 0 else { return 1 }
        return min(1_000, max(1, Int((bound / tolerance).squareRoot().rounded(.up))))
    }

    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y)
    }

    /// Whether `point` is inside the filled area; every subpath counts as closed, as when filled.
    static func contains(_ point: CGPoint, in elements: [PathElement], evenOdd: Bool) -> Bool {
        var winding = 0
        for polygon in polygons(elements) where polygon.points.count > 2 {
            let points = polygon.points
            var a = points[points.count - 1]
            for b in points {
                defer { a = b }
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                guard x > point.x else { continue }
                winding += b.y > a.y ? 1 : -1
            }
        }
        return evenOdd ? winding & 1 == 1 : winding != 0
    }

    /// The box of every point, control points included (``CGPath/boundingBox``).
    static func controlBox(_ elements: [PathElement]) -> CGRect {
        var box = BoxBuilder()
        for element in elements {
            switch element {
            case .move(let p), .line(let p): box.add(p)
            case .quad(let c, let p): box.add(c); box.add(p)
            case .cubic(let c1, let c2, let p): box.add(c1); box.add(c2); box.add(p)
            case .close: break
            }
        }
        return box.rect
    }

    /// The tight box of the path's points and curves' extremes (``CGPath/boundingBoxOfPath``).
    static func tightBox(_ elements: [PathElement]) -> CGRect {
        var box = BoxBuilder()
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                box.add(p); current = p; start = p
            case .line(let p):
                box.add(p); current = p
            case .quad(let c, let p):
                // Elevate to a cubic: the same curve, one extreme-finding routine.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                addCubicExtremes(current, c1, c2, p, to: &box)
                current = p
            case .cubic(let c1, let c2, let p):
                addCubicExtremes(current, c1, c2, p, to: &box)
                current = p
            case .close:
                current = start
            }
        }
        return box.rect
    }

    private static func addCubicExtremes(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p: CGPoint, to box: inout BoxBuilder) {
        box.add(p)
        for t in cubicExtremeParameters(p0.x, c1.x, c2.x, p.x) + cubicExtremeParameters(p0.y, c1.y, c2.y, p.y) {
            box.add(cubicPoint(p0, c1, c2, p, t))
        }
    }

    /// Where the derivative of one coordinate of a cubic is zero, strictly inside (0, 1).
    private static func cubicExtremeParameters(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        // B'(t)/3 = qa t² + qb t + qc
        let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
        var roots: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { roots = [-qc / qb] }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let s = discriminant.squareRoot()
                roots = [(-qb + s) / (2 * qa), (-qb - s) / (2 * qa)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    struct BoxBuilder {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        mutating func add(_ p: CGPoint) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        var rect: CGRect {
            minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }

    // MARK: Arcs as curves

    /// Appends an arc from `start` to `end` radians (increasing when `increasing`), as cubic
    /// curves of at most a quarter turn; a line (or a move, on an empty path) reaches its start.
    static func appendArc(to elements: inout [PathElement], center: CGPoint, radius: CGFloat,
                          start: CGFloat, end: CGFloat, increasing: Bool, transform t: CGAffineTransform) {
        var sweep = end - start
        let full = 2 * CGFloat.pi
        if increasing {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full); if sweep < 0 { sweep += full } }
            if sweep > full { sweep = full }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full); if sweep > 0 { sweep -= full } }
            if sweep < -full { sweep = -full }
        }
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let first = point(start).applying(t)
        // Core Graphics joins the arc to the current point with a line; an empty path starts at it.
        elements.append(elements.isEmpty ? .move(first) : .line(first))
        let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        // The control distance of a cubic that best matches an arc of `step` radians.
        let k = 4 / 3 * tan(step / 4)
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = point(angle), p3 = point(next)
            let c1 = CGPoint(x: p0.x - k * radius * sin(angle), y: p0.y + k * radius * cos(angle))
            let c2 = CGPoint(x: p3.x + k * radius * sin(next), y: p3.y - k * radius * cos(next))
            elements.append(.cubic(control1: c1.applying(t), control2: c2.applying(t), to: p3.applying(t)))
            angle = next
        }
    }
}
