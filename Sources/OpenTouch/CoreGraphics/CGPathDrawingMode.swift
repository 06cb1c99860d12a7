import Foundation

/// What ``CGContext/drawPath(using:)`` does with the current path; raw values are Core Graphics'.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill
    case eoFill
    case stroke
    case fillStroke
    case eoFillStroke

    /// Whether the mode fills, and with which rule.
    var fillRule: CGPathFillRule? {
        switch self {
        case .fill, .fillStroke: .winding
        case .eoFill, .eoFillStroke: .evenOdd
        case .stroke: nil
        }
    }

    /// Whether the mode strokes.
    var strokes: Bool { self == .stroke || self == .fillStroke || self == .eoFillStroke }
}
