import Foundation

#if !canImport(Darwin)  // Apple's Core Graphics has it; on Linux the `CoreGraphics` module is OpenTouch's own
/// A two-dimensional vector, as Core Graphics has it (Foundation on Linux lacks it): swipe and
/// fling code keeps velocities and offsets in it.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// A vector of the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector of the given components, as doubles.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector of the given components, as integers.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The zero vector.
    public init() {
        self.init(dx: 0 as CGFloat, dy: 0 as CGFloat)
    }

    /// The zero vector: (0, 0).
    public static let zero = CGVector()

    /// The components as "(dx, dy)".
    public var description: String { "(\(dx), \(dy))" }
}
#endif
