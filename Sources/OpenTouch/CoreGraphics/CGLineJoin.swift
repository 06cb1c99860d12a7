import Foundation

/// How the corners of a stroked path are drawn; raw values are Core Graphics'.
public enum CGLineJoin: Int32, Sendable {
    /// The outer edges meet at a point, unless the miter limit turns it into a bevel.
    case miter
    /// A circular arc round the corner.
    case round
    /// The corner is cut off square.
    case bevel
}
