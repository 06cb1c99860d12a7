import Foundation

/// A shape made of lines, arcs and curves: the geometry of UIKit's path, for custom hit areas
/// (`path.contains(point)` in `point(inside:with:)`) and shaped controls.
///
/// OpenTouch does not rasterise, so there is no `fill()` or `stroke()` drawing; the path keeps
/// its elements, answers ``contains(_:)`` with the fill rule, and reports its ``bounds``.
/// Curves and arcs are flattened into short segments for those two answers (within 0.1 pt
/// [chosen]).
///
/// ```swift
/// override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
///     UIBezierPath(ovalIn: bounds).contains(point)
/// }
/// ```
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    /// One element of the path, in the order added.
    enum Element {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(CGPoint, control: CGPoint)
        case curve(CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    private(set) var elements: [Element] = []

    /// Whether ``contains(_:)`` uses the even-odd rule instead of the nonzero winding rule; false by default.
    open var usesEvenOddFillRule = false
    /// The stroke width hosts may draw with; it plays no part in ``contains(_:)``, as in UIKit.
    open var lineWidth: CGFloat = 1

    /// An empty path.
    public override init() {
        super.init()
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        close()
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let r = rect.standardized
        appendEllipse(center: CGPoint(x: r.midX, y: r.midY), radiusX: r.width / 2, radiusY: r.height / 2)
    }

    /// A rectangle with corners rounded by `cornerRadius`, clamped to half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = rect.standardized
        let radius = max(0, min(cornerRadius, r.width / 2, r.height / 2))
        move(to: CGPoint(x: r.minX + radius, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - radius, y: r.minY))
        addArc(withCenter: CGPoint(x: r.maxX - radius, y: r.minY + radius), radius: radius, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - radius))
        addArc(withCenter: CGPoint(x: r.maxX - radius, y: r.maxY - radius), radius: radius, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        addLine(to: CGPoint(x: r.minX + radius, y: r.maxY))
        addArc(withCenter: CGPoint(x: r.minX + radius, y: r.maxY - radius), radius: radius, startAngle: .pi / 2, endAngle: .pi, clockwise: true)
        addLine(to: CGPoint(x: r.minX, y: r.minY + radius))
        addArc(withCenter: CGPoint(x: r.minX + radius, y: r.minY + radius), radius: radius, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: true)
        close()
    }

    /// An open arc of a circle; angles in radians, clockwise on a y-down screen as in UIKit.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        elements.append(.move(point))
    }

    /// A straight line from the current point.
    open func addLine(to point: CGPoint) {
        elements.append(.line(point))
    }

    /// A quadratic Bézier curve from the current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        elements.append(.quadCurve(endPoint, control: controlPoint))
    }

    /// A cubic Bézier curve from the current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        elements.append(.curve(endPoint, control1: controlPoint1, control2: controlPoint2))
    }

    /// An arc; a line joins the current point to the arc's start, as in UIKit.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        var sweep = endAngle - startAngle
        if clockwise, sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) + 2 * .pi }
        if !clockwise, sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) - 2 * .pi }
        let steps = max(1, Int((abs(sweep) * max(radius, 1) / 2).squareRoot().rounded(.up) * 4))
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        for step in 1...steps {
            let angle = startAngle + sweep * CGFloat(step) / CGFloat(steps)
            addLine(to: CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
        }
    }

    /// Closes the current subpath with a line back to its start.
    open func close() {
        elements.append(.close)
    }

    /// Appends the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) {
        elements += bezierPath.elements
    }

    /// Removes every element.
    open func removeAllPoints() {
        elements.removeAll()
    }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        elements = elements.map { element in
            switch element {
            case .move(let p): .move(p.applying(transform))
            case .line(let p): .line(p.applying(transform))
            case .quadCurve(let p, let c): .quadCurve(p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2): .curve(p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .close: .close
            }
        }
    }

    private func appendEllipse(center: CGPoint, radiusX: CGFloat, radiusY: CGFloat) {
        let steps = max(16, Int((max(radiusX, radiusY) * 2).squareRoot() * 4))
        move(to: CGPoint(x: center.x + radiusX, y: center.y))
        for step in 1..<steps {
            let angle = 2 * CGFloat.pi * CGFloat(step) / CGFloat(steps)
            addLine(to: CGPoint(x: center.x + radiusX * cos(angle), y: center.y + radiusY * sin(angle)))
        }
        close()
    }

    // MARK: Geometry

    /// The last point added, nil for an empty path.
    open var currentPoint: CGPoint? {
        var current: CGPoint?
        var subpathStart: CGPoint?
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                current = p
            case .close:
                current = subpathStart
            }
        }
        return current
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point of the path (control points of curves
    /// excluded, as `CGPath`'s bounding box of the path).
    open var bounds: CGRect {
        let points = polygons().joined()
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in points {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` is inside the filled area, by ``usesEvenOddFillRule``; open subpaths count
    /// as closed by a straight line, as when UIKit fills them.
    open func contains(_ point: CGPoint) -> Bool {
        var winding = 0, crossings = 0
        for polygon in polygons() where polygon.count > 2 {
            for (index, a) in polygon.enumerated() {
                let b = polygon[(index + 1) % polygon.count]
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                guard x > point.x else { continue }
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return usesEvenOddFillRule ? crossings % 2 == 1 : winding != 0
    }

    /// The subpaths as polygons, curves flattened.
    private func polygons() -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        func flush() { if !current.isEmpty { result.append(current) }; current = [] }
        for element in elements {
            switch element {
            case .move(let p):
                flush(); current = [p]
            case .line(let p):
                current.append(p)
            case .quadCurve(let p, let c):
                let start = current.last ?? p
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    current.append(CGPoint(x: u * u * start.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * start.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let start = current.last ?? p
                for step in 1...24 {
                    let t = CGFloat(step) / 24, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * p.x,
                                           y: a * start.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close:
                let start = current.first
                flush()
                if let start { current = [start] }
            }
        }
        flush()
        return result.filter { $0.count > 1 || result.count == 1 }
    }
}
