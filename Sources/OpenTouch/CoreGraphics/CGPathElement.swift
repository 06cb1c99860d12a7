import Foundation

/// The kind of one element of a path, as ``CGPath/applyWithBlock(_:)`` reports it.
public enum CGPathElementType: Int32, Sendable {
    /// One point: the start of a subpath.
    case moveToPoint
    /// One point: the end of a straight line.
    case addLineToPoint
    /// Two points: the control point, then the end.
    case addQuadCurveToPoint
    /// Three points: two control points, then the end.
    case addCurveToPoint
    /// No points: a line back to the subpath's start.
    case closeSubpath
}

/// One element of a path, with its points, as Core Graphics hands it to an applier.
///
/// `points` is valid only during the call that receives the element, as in Core Graphics.
public struct CGPathElement {
    /// What the element does: move, line, quadratic or cubic curve, or close.
    public var type: CGPathElementType
    /// The element's points: one for a move or line, two for a quadratic curve, three for a cubic, none for a close.
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element of `type` with `points`.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}
