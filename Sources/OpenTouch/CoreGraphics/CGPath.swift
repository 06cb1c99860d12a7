import Foundation

/// An immutable shape of lines and curves, with Core Graphics' API: what a shaped hit area
/// tests touches against (`path.contains(point, using: .evenOdd)`), what a shape layer draws.
///
/// Foundation on Linux has no Core Graphics; this one keeps the path's elements and answers
/// the geometric questions touch code asks: containment by either fill rule (DRW-1), the bounding
/// boxes, and the area a stroke would cover. Nothing is rasterised.
///
/// ```swift
/// let star = CGMutablePath()
/// star.addLines(between: points)
/// star.closeSubpath()
/// star.contains(touchPoint, using: .evenOdd)
/// ```
public class CGPath: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The elements, in path space; only ``CGMutablePath`` changes them.
    var elements: [PathElement]

    init(elements: [PathElement]) {
        self.elements = elements
    }

    /// A closed rectangle, optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed ellipse inscribed in `rect`, optionally transformed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed rectangle with elliptical corners, optionally transformed.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    // MARK: Copies

    /// An immutable copy.
    public func copy() -> CGPath? {
        CGPath(elements: elements)
    }

    /// A copy with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(elements: elements)
    }

    /// A mutable copy with every point transformed.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(elements: elements.map { $0.applying(t) })
    }

    /// The area a stroke of this path would cover, as a path to fill with the nonzero rule:
    /// `copy(strokingWithWidth: 44, …).contains(point)` tells whether a touch is on a line (DRW-1).
    ///
    /// The outline is made of overlapping pieces (one per flattened segment, join and cap), not one
    /// merged contour as Core Graphics returns; what it contains and its bounds agree.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let outline = PathStroker.outline(of: elements, width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        return CGPath(elements: transform.isIdentity ? outline : outline.map { $0.applying(transform) })
    }

    // MARK: Questions

    /// Whether the filled path covers `point` by `rule`, after `transform` is applied to the
    /// point (DRW-1). Open subpaths count as closed, as when filled.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        PathGeometry.contains(point.applying(transform), in: elements, evenOdd: rule == .evenOdd)
    }

    /// The smallest box holding every point of the path, curves' control points included;
    /// `.null` for an empty path.
    public var boundingBox: CGRect { PathGeometry.controlBox(elements) }

    /// The smallest box holding the path itself, without control points; `.null` when empty.
    public var boundingBoxOfPath: CGRect { PathGeometry.tightBox(elements) }

    /// The point the next element would start from; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p): current = p; start = p
            case .close: current = start
            default: current = element.endPoint!
            }
        }
        return current
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Whether the path is exactly one axis-aligned rectangle; writes it into `rect` if so.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var points: [CGPoint] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p) where index == 0: points.append(p)
            case .line(let p) where index > 0: points.append(p)
            case .close where index == elements.count - 1: break
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        let xs = Set(points.map(\.x)), ys = Set(points.map(\.y))
        guard xs.count == 2, ys.count == 2 else { return false }
        for index in 0..<4 {
            let a = points[index], b = points[(index + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return false }
        }
        rect?.pointee = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return true
    }

    /// Calls `block` with each element in order; its points are valid during the call only.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in elements {
            let type: CGPathElementType
            switch element {
            case .move(let p): type = .moveToPoint; points[0] = p
            case .line(let p): type = .addLineToPoint; points[0] = p
            case .quad(let c, let p): type = .addQuadCurveToPoint; points[0] = c; points[1] = p
            case .cubic(let c1, let c2, let p): type = .addCurveToPoint; points[0] = c1; points[1] = c2; points[2] = p
            case .close: type = .closeSubpath
            }
            var value = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &value) { block($0) }
        }
    }

    // MARK: Equality

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || lhs.elements == rhs.elements
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }

    public var description: String {
        "CGPath(\(elements.count) elements, box \(boundingBox))"
    }
}
