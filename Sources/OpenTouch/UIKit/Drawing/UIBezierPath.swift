import Foundation

/// A path of lines, arcs and curves with its drawing attributes, as UIKit's: custom hit areas
/// (`path.contains(point)` in `point(inside:with:)`), shape layers' paths, and `draw(_:)` code
/// that fills and strokes (DRW-1, DRW-2).
///
/// The geometry is a ``CGMutablePath`` (``cgPath``); ``fill()``, ``stroke()`` and ``addClip()``
/// draw into ``UIGraphicsGetCurrentContext()`` with the path's line attributes, where the drawing
/// is recorded. Angles turn clockwise on a y-down screen when `clockwise` is true, as in UIKit.
///
/// ```swift
/// override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
///     UIBezierPath(ovalIn: bounds).contains(point)
/// }
/// ```
open class UIBezierPath: NSObject {
    private var storage: CGMutablePath

    /// The path's geometry; setting it replaces every element.
    open var cgPath: CGPath {
        get { storage.copy()! }
        set { storage = newValue.mutableCopy()! }
    }

    /// Whether filling and ``contains(_:)`` use the even-odd rule; false (nonzero winding) by default.
    open var usesEvenOddFillRule = false
    /// The stroke width; 1 by default. It plays no part in ``contains(_:)``, as in UIKit.
    open var lineWidth: CGFloat = 1
    /// How open ends look when stroked; butt by default.
    open var lineCapStyle: CGLineCap = .butt
    /// How corners look when stroked; miter by default.
    open var lineJoinStyle: CGLineJoin = .miter
    /// How long a mitered corner may grow, in line widths, before it is beveled; 10 by default.
    open var miterLimit: CGFloat = 10
    /// Accepted for code that sets it; OpenTouch flattens curves to its own tolerance.
    open var flatness: CGFloat = 0.6
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() {
        storage = CGMutablePath()
        super.init()
    }

    /// A path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        storage = cgPath.mutableCopy()!
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        storage.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        storage.addEllipse(in: rect)
    }

    /// A rectangle with every corner rounded by `cornerRadius`, clamped to half the shorter side.
    ///
    /// UIKit draws these corners as continuous curves; OpenTouch uses circular quarter arcs, which
    /// differ from them by under 3% of the radius near each corner [chosen].
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded by quarter ellipses of `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        storage.addRect(rect, rounding: RectCorners(rawValue: corners.rawValue), radii: cornerRadii)
    }

    /// An open arc of a circle; angles in radians, clockwise on a y-down screen when `clockwise`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path decoded from an archive: OpenTouch has none, so an empty path.
    public required init?(coder: NSCoder) {
        storage = CGMutablePath()
        super.init()
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { storage.move(to: point) }

    /// A straight line from the current point; ignored without one, as in UIKit.
    open func addLine(to point: CGPoint) { storage.addLine(to: point) }

    /// A quadratic Bézier curve from the current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        storage.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// A cubic Bézier curve from the current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        storage.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// An arc; a line joins the current point to the arc's start, as in UIKit. `clockwise` is
    /// the screen's sense (y down): the opposite of ``CGMutablePath``'s argument.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        storage.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a line back to its start.
    open func close() { storage.closeSubpath() }

    /// Appends the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { storage.addPath(bezierPath.storage) }

    /// Removes every element.
    open func removeAllPoints() { storage.removeAll() }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        storage = CGMutablePath(elements: storage.elements.map { $0.applying(transform) })
    }

    /// The same shape traced the other way: each subpath reversed, the subpaths in reverse order.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.copyAttributes(from: self)
        reversed.storage = CGMutablePath(elements: UIBezierPath.reversed(storage.elements))
        return reversed
    }

    private static func reversed(_ elements: [PathElement]) -> [PathElement] {
        // Split into subpaths, each a start point, its segments and whether it is closed.
        var subpaths: [(start: CGPoint, segments: [PathElement], closed: Bool)] = []
        for element in elements {
            switch element {
            case .move(let p):
                subpaths.append((p, [], false))
            case .close:
                if !subpaths.isEmpty { subpaths[subpaths.count - 1].closed = true }
            default:
                if subpaths.isEmpty || subpaths[subpaths.count - 1].closed {
                    subpaths.append((subpaths.last.map(\.start) ?? .zero, [], false))
                }
                subpaths[subpaths.count - 1].segments.append(element)
            }
        }
        var result: [PathElement] = []
        for subpath in subpaths.reversed() {
            // Start where the subpath ended, walk its segments backwards, swapping control points.
            let points = [subpath.start] + subpath.segments.map { $0.endPoint! }
            result.append(.move(points.last!))
            for (index, segment) in subpath.segments.enumerated().reversed() {
                let from = points[index]
                switch segment {
                case .line: result.append(.line(from))
                case .quad(let c, _): result.append(.quad(control: c, to: from))
                case .cubic(let c1, let c2, _): result.append(.cubic(control1: c2, control2: c1, to: from))
                default: break
                }
            }
            if subpath.closed { result.append(.close) }
        }
        return result
    }

    private func copyAttributes(from other: UIBezierPath) {
        usesEvenOddFillRule = other.usesEvenOddFillRule
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }

    /// Sets the dash pattern: `count` lengths from `pattern`, starting `phase` into it.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        dashPhase = phase
    }

    /// Reads the dash pattern back: its lengths into `pattern` (when not nil), its count and phase.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (index, length) in dashPattern.enumerated() { pattern[index] = length } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Geometry

    /// The last point of the path; `.zero` for an empty path, as in UIKit.
    open var currentPoint: CGPoint { storage.currentPoint }

    /// Whether the path has no elements.
    open var isEmpty: Bool { storage.isEmpty }

    /// The smallest rectangle holding the path, control points excluded; `.null` when empty.
    open var bounds: CGRect { storage.boundingBoxOfPath }

    /// Whether `point` is inside the filled area, by ``usesEvenOddFillRule`` (DRW-1); open
    /// subpaths count as closed, as when filled.
    open func contains(_ point: CGPoint) -> Bool {
        storage.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Drawing (DRW-2)

    /// Fills the path with the current fill color into the current context; nothing without one.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(storage)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Strokes the path with the current stroke color and the path's line attributes.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        applyLineAttributes(to: context)
        context.addPath(storage)
        context.strokePath()
        context.restoreGState()
    }

    /// Fills with a blend mode and alpha, for this fill only.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        UIGraphicsGetCurrentContext()?.withBlendMode(blendMode, alpha: alpha) { fill() }
    }

    /// Strokes with a blend mode and alpha, for this stroke only.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        UIGraphicsGetCurrentContext()?.withBlendMode(blendMode, alpha: alpha) { stroke() }
    }

    /// Intersects the current context's clip with the path's filled area.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(storage)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func applyLineAttributes(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        if !dashPattern.isEmpty { context.setLineDash(phase: dashPhase, lengths: dashPattern) }
    }
}
