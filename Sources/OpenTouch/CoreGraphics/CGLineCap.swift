import Foundation

/// How the ends of an open stroked subpath are drawn; raw values are Core Graphics'.
public enum CGLineCap: Int32, Sendable {
    /// The stroke stops at the end point.
    case butt
    /// A half circle of the line width's diameter past the end.
    case round
    /// A half square past the end.
    case square
}
