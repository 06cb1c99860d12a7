import Foundation

/// Which kind of timing a ``UITimingCurveProvider`` gives (ANI-3).
public enum UITimingCurveType: Int, Sendable {
    /// A named `UIView.AnimationCurve`.
    case builtin = 0
    /// A cubic Bézier of two control points.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// Both a cubic curve and a spring: the spring paces the position, the cubic the rest
    /// [OpenTouch animates positions only, so the spring is used].
    case composed = 3
}

/// The timing of a property animator or a transition (ANI-3): a cubic curve, a spring, or both.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSCoding, NSCopying {
    /// The kind of timing.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for the builtin, cubic and composed kinds.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for the spring and composed kinds.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The curve an animation of `duration` seconds follows with these parameters.
    func curve(duration: TimeInterval) -> TimingCurve {
        if let spring = springTimingParameters, timingCurveType == .spring || timingCurveType == .composed {
            return spring.curve(duration: duration)
        }
        if let cubic = cubicTimingParameters { return cubic.curve }
        return .easeInOut
    }

    /// How long an animator with these parameters takes when asked for `duration`: a spring
    /// given by its mass, stiffness and damping takes the time it needs to settle, as in UIKit.
    func effectiveDuration(_ duration: TimeInterval) -> TimeInterval {
        guard let spring = springTimingParameters, timingCurveType == .spring || timingCurveType == .composed,
              let own = spring.ownDuration else { return duration }
        return own
    }
}
