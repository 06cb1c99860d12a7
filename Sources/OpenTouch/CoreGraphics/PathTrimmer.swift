import Foundation

/// The part of a path between two fractions of its length, as a shape layer's `strokeStart`
/// and `strokeEnd` show it: curves flattened, each subpath's share of the length kept in order.
enum PathTrimmer {
    static func trim(_ elements: [PathElement], from start: CGFloat, to end: CGFloat) -> [PathElement] {
        let polylines = PathGeometry.polygons(elements).map { polygon -> [CGPoint] in
            polygon.closed && polygon.points.count > 1 ? polygon.points + [polygon.points[0]] : polygon.points
        }
        let lengths = polylines.map { line in zip(line, line.dropFirst()).reduce(CGFloat(0)) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) } }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return [] }
        let from = start * total, to = end * total
        var result: [PathElement] = []
        var walked: CGFloat = 0
        for line in polylines {
            var started = false
            for (a, b) in zip(line, line.dropFirst()) {
                let length = hypot(b.x - a.x, b.y - a.y)
                defer { walked += length }
                let segmentStart = walked, segmentEnd = walked + length
                guard length > 0, segmentEnd > from, segmentStart < to else { continue }
                func point(at distance: CGFloat) -> CGPoint {
                    let t = (distance - segmentStart) / length
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !started {
                    result.append(.move(point(at: max(from, segmentStart))))
                    started = true
                }
                result.append(.line(point(at: min(to, segmentEnd))))
            }
        }
        return result
    }
}
