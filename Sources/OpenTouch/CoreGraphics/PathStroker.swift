import Foundation

/// The area a stroke covers, as a path: what ``CGPath/copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)``
/// returns, used to hit-test a line ("did the touch land on the curve?").
///
/// The outline is a union of pieces, one quadrilateral per flattened segment plus each join and
/// cap, every piece wound the same way, so that the nonzero rule fills exactly the covered area.
/// Core Graphics returns one merged outline instead; containment and bounds agree, the list of
/// elements does not (say so where it matters).
enum PathStroker {
    static func outline(of elements: [PathElement], width: CGFloat, cap: CGLineCap, join: CGLineJoin,
                        miterLimit: CGFloat) -> [PathElement] {
        let half = abs(width) / 2
        guard half > 0 else { return [] }
        var pieces: [[CGPoint]] = []
        for polygon in PathGeometry.polygons(elements) {
            var points = polygon.points
            // Repeated points have no direction; drop them.
            points = points.enumerated().filter { $0.offset == 0 || $0.element != points[$0.offset - 1] }.map(\.element)
            if polygon.closed, points.count > 1, points.first == points.last { points.removeLast() }
            if points.count == 1 {
                // A lone point: a round cap draws a dot, a square cap a square, butt nothing.
                if cap != .butt { pieces.append(capPiece(at: points[0], direction: CGPoint(x: 1, y: 0), half: half, cap: cap, both: true)) }
                continue
            }
            let count = polygon.closed ? points.count : points.count - 1
            for index in 0..<count {
                let a = points[index], b = points[(index + 1) % points.count]
                pieces.append(segmentPiece(a, b, half: half))
            }
            let joins = polygon.closed ? Array(0..<points.count) : Array(1..<max(1, points.count - 1))
            for index in joins {
                let previous = points[(index - 1 + points.count) % points.count]
                let corner = points[index], next = points[(index + 1) % points.count]
                pieces.append(contentsOf: joinPieces(previous, corner, next, half: half, join: join, miterLimit: miterLimit))
            }
            if !polygon.closed, cap != .butt {
                pieces.append(capPiece(at: points[0], direction: unit(points[0] - points[1]), half: half, cap: cap, both: false))
                let n = points.count
                pieces.append(capPiece(at: points[n - 1], direction: unit(points[n - 1] - points[n - 2]), half: half, cap: cap, both: false))
            }
        }
        var result: [PathElement] = []
        for var piece in pieces where piece.count > 2 {
            if signedArea(piece) < 0 { piece.reverse() }
            result.append(.move(piece[0]))
            for p in piece.dropFirst() { result.append(.line(p)) }
            result.append(.close)
        }
        return result
    }

    private static func segmentPiece(_ a: CGPoint, _ b: CGPoint, half: CGFloat) -> [CGPoint] {
        let n = normal(unit(b - a)) * half
        return [a + n, b + n, b - n, a - n]
    }

    private static func joinPieces(_ previous: CGPoint, _ corner: CGPoint, _ next: CGPoint, half: CGFloat,
                                   join: CGLineJoin, miterLimit: CGFloat) -> [[CGPoint]] {
        let d1 = unit(corner - previous), d2 = unit(next - corner)
        switch join {
        case .round:
            return [circle(corner, half)]
        case .bevel, .miter:
            // The outer side of the turn is where the two segments' offsets leave a notch.
            let turn = d1.x * d2.y - d1.y * d2.x
            guard abs(turn) > 1e-9 else { return [] }
            let side: CGFloat = turn > 0 ? -1 : 1
            let p1 = corner + normal(d1) * (half * side), p2 = corner + normal(d2) * (half * side)
            var pieces = [[corner, p1, p2]]
            if join == .miter {
                let cosine = max(-1, min(1, -(d1.x * d2.x + d1.y * d2.y)))
                let theta = acos(cosine)   // the angle between the two segments
                if theta > 1e-9, 1 / sin(theta / 2) <= miterLimit {
                    let bisector = unit((p1 - corner) + (p2 - corner))
                    let tip = corner + bisector * (half / sin(theta / 2))
                    pieces.append([p1, tip, p2, corner])
                }
            }
            return pieces
        }
    }

    private static func capPiece(at p: CGPoint, direction d: CGPoint, half: CGFloat, cap: CGLineCap, both: Bool) -> [CGPoint] {
        switch cap {
        case .round:
            return circle(p, half)
        case .square, .butt:
            let n = normal(d) * half, forward = d * half
            let back = both ? forward * -1 : CGPoint.zero
            return [p + back + n, p + forward + n, p + forward - n, p + back - n]
        }
    }

    private static func circle(_ c: CGPoint, _ r: CGFloat) -> [CGPoint] {
        // Enough sides that the polygon is within the flattening tolerance of the circle, a
        // multiple of four so that the extreme points are corners.
        let sides = CGFloat.pi / acos(max(-1, 1 - PathGeometry.tolerance / max(r, PathGeometry.tolerance)))
        let steps = (Int(sides.rounded(.up)) + 3) / 4 * 4
        let clampedSteps = steps.clamped(to: 12...1024)
        return (0..<clampedSteps).map { i in
            let angle = 2 * CGFloat.pi * CGFloat(i) / CGFloat(clampedSteps)
            return CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
        }
    }

    private static func signedArea(_ points: [CGPoint]) -> CGFloat {
        var area: CGFloat = 0
        var a = points[points.count - 1]
        for b in points { area += a.x * b.y - b.x * a.y; a = b }
        return area / 2
    }

    private static func unit(_ v: CGPoint) -> CGPoint {
        let length = hypot(v.x, v.y)
        return length > 0 ? CGPoint(x: v.x / length, y: v.y / length) : CGPoint(x: 1, y: 0)
    }

    private static func normal(_ d: CGPoint) -> CGPoint { CGPoint(x: -d.y, y: d.x) }
}

private func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
private func * (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }

private extension Int {
    func clamped(to range: ClosedRange<Int>) -> Int { Swift.min(range.upperBound, Swift.max(range.lowerBound, self)) }
}
