import Foundation

#if !canImport(Darwin)  // Apple's Core Graphics has it; on Linux the `CoreGraphics` module is OpenTouch's own
/// A two-dimensional vector, as Core Graphics has it (Foundation on Linux lacks it): swipe and
/// fling code keeps velocities and offsets in it.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public init() {
        self.init(dx: 0 as CGFloat, dy: 0 as CGFloat)
    }

    public static let zero = CGVector()

    public var description: String { "(\(dx), \(dy))" }
}
#endif
