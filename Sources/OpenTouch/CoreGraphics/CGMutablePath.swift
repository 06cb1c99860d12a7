import Foundation

/// A path that is built element by element, with Core Graphics' builders. Every builder takes
/// an optional transform, applied to the points it adds.
///
/// ```swift
/// let ring = CGMutablePath()
/// ring.addEllipse(in: outer)
/// ring.addEllipse(in: inner)
/// ring.contains(point, using: .evenOdd)   // true only between the two circles
/// ```
public class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() {
        super.init(elements: [])
    }

    override init(elements: [PathElement]) {
        super.init(elements: elements)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    /// A straight line from the current point; on an empty path it starts one at `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint("addLine(to:)") else { return }
        elements.append(.line(point.applying(transform)))
    }

    /// A subpath through `points`, lines joining them in order.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { elements.append(.line(point.applying(transform))) }
    }

    /// A closed rectangle as its own subpath: from the minimum corner along the x axis first.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(between: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)], transform: transform)
        closeSubpath()
    }

    /// Each rectangle as its own closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`: four quarter curves, starting at the right middle.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        // An ellipse is a unit circle scaled; the transform follows.
        let scale = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
        var added: [PathElement] = []
        PathGeometry.appendArc(to: &added, center: .zero, radius: 1, start: 0, end: 2 * .pi, increasing: true,
                               transform: scale.concatenating(transform))
        elements += added
        closeSubpath()
    }

    /// A closed rectangle whose corners are quarter ellipses of the given width and height.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let w = max(0, min(cornerWidth, r.width / 2)), h = max(0, min(cornerHeight, r.height / 2))
        guard w > 0, h > 0 else { addRect(r, transform: transform); return }
        // Each corner is a quarter of a unit circle scaled to w × h about its center.
        func corner(_ cx: CGFloat, _ cy: CGFloat, from start: CGFloat) {
            var added: [PathElement] = [.move(.zero)]
            let scale = CGAffineTransform(a: w, b: 0, c: 0, d: h, tx: cx, ty: cy)
            PathGeometry.appendArc(to: &added, center: .zero, radius: 1, start: start, end: start + .pi / 2,
                                   increasing: true, transform: scale.concatenating(transform))
            // Drop the placeholder move; keep the line to the arc's start and the curve.
            elements += added.dropFirst()
        }
        move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
        elements.append(.line(CGPoint(x: r.maxX - w, y: r.minY).applying(transform)))
        corner(r.maxX - w, r.minY + h, from: -.pi / 2)
        elements.append(.line(CGPoint(x: r.maxX, y: r.maxY - h).applying(transform)))
        corner(r.maxX - w, r.maxY - h, from: 0)
        elements.append(.line(CGPoint(x: r.minX + w, y: r.maxY).applying(transform)))
        corner(r.minX + w, r.maxY - h, from: .pi / 2)
        elements.append(.line(CGPoint(x: r.minX, y: r.minY + h).applying(transform)))
        corner(r.minX + w, r.minY + h, from: .pi)
        closeSubpath()
    }

    /// An arc of a circle, joined to the current point by a line. Angles are in radians;
    /// `clockwise` is Core Graphics' sense in its y-up space, so on a y-down UIKit screen
    /// `clockwise: false` turns clockwise (the opposite of ``UIBezierPath``'s argument).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        PathGeometry.appendArc(to: &elements, center: center, radius: radius, start: startAngle, end: endAngle,
                               increasing: !clockwise, transform: transform)
    }

    /// An arc of `delta` radians from `startAngle` (positive: increasing angles).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        PathGeometry.appendArc(to: &elements, center: center, radius: radius, start: startAngle,
                               end: startAngle + delta, increasing: delta >= 0, transform: transform)
    }

    /// A corner rounded with `radius`, tangent to the line from the current point to
    /// `tangent1End` and to the line from there to `tangent2End`; a straight line to
    /// `tangent1End` when the three points are in a line or the radius is zero.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        // Work in path space: undo the transform on the current point.
        guard hasCurrentPoint("addArc(tangent1End:tangent2End:radius:)") else { return }
        let p0 = currentPoint.applying(transform.inverted())
        let p1 = tangent1End, p2 = tangent2End
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-9 * l1 * l2 else {
            addLine(to: p1, transform: transform)
            return
        }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
        let t2 = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / bl * centerDistance, y: p1.y + bisector.y / bl * centerDistance)
        let start = atan2(t1.y - center.y, t1.x - center.x), end = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = end - start
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        PathGeometry.appendArc(to: &elements, center: center, radius: radius, start: start, end: start + sweep,
                               increasing: sweep >= 0, transform: transform)
    }

    /// A quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint("addQuadCurve(to:control:)") else { return }
        elements.append(.quad(control: control.applying(transform), to: end.applying(transform)))
    }

    /// A cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint("addCurve(to:control1:control2:)") else { return }
        elements.append(.cubic(control1: control1.applying(transform), control2: control2.applying(transform),
                               to: end.applying(transform)))
    }

    /// Appends the elements of `path`, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += transform.isIdentity ? path.elements : path.elements.map { $0.applying(transform) }
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard !elements.isEmpty, elements.last != .close else { return }
        elements.append(.close)
    }

    /// Whether there is a current point; Core Graphics ignores a line or curve without one and
    /// logs "no current point" to the console, and so does this (a path may be built on any
    /// thread, so it writes to standard error rather than through the main actor's ``Diagnostics``).
    private func hasCurrentPoint(_ function: String) -> Bool {
        guard elements.isEmpty else { return true }
        FileHandle.standardError.write(Data("OpenTouch: invalidArgument: CGMutablePath.\(function): no current point; the element is ignored, as in Core Graphics\n".utf8))
        return false
    }

    /// Removes every element (``UIBezierPath/removeAllPoints()``).
    func removeAll() {
        elements.removeAll()
    }
}
