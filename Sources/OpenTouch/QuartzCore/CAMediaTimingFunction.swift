import Foundation

/// The pacing of an animation: a cubic Bézier from (0, 0) to (1, 1), as Core Animation's.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    private let points: (Float, Float, Float, Float)

    /// One of the named curves, with Core Animation's control points.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// A curve through the control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = (c1x, c1y, c2x, c2y)
        super.init()
    }

    /// Writes control point `idx` (0 to 3) into `ptr` as two floats.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let all: [(Float, Float)] = [(0, 0), (points.0, points.1), (points.2, points.3), (1, 1)]
        guard all.indices.contains(idx) else { return }
        ptr[0] = all[idx].0
        ptr[1] = all[idx].1
    }

    /// The paced progress at time fraction `t` (0...1): solves the curve's x for t, returns its y.
    func progress(at t: Double) -> Double {
        let t = min(1, max(0, t))
        let (x1, y1, x2, y2) = (Double(points.0), Double(points.1), Double(points.2), Double(points.3))
        func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
        }
        var low = 0.0, high = 1.0, s = t
        for _ in 0..<40 {
            s = (low + high) / 2
            if bezier(s, x1, x2) < t { low = s } else { high = s }
        }
        return bezier(s, y1, y2)
    }
}

/// The names of Core Animation's standard timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An even pace from start to end.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow at the start, then faster: the curve (0.42, 0), (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Fast at the start, slowing to the end: the curve (0, 0), (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends: the curve (0.42, 0), (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default pacing: the curve (0.25, 0.1), (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// What an animation shows outside its active time; stored (the model value is what touch code reads).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The end value stays once the animation is over.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The start value shows before the animation begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both: the start value before, the end value after.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Neither: the model value outside the animation's time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}
