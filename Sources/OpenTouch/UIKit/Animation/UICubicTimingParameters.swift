import Foundation

/// A cubic Bézier timing curve through two control points, or one of UIKit's named curves (ANI-3).
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The named curve, when made from one; `.easeInOut` for a curve of control points.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point, in unit coordinates.
    public let controlPoint1: CGPoint
    /// The second control point, in unit coordinates.
    public let controlPoint2: CGPoint
    private let kind: UITimingCurveType

    /// The default curve, ease in and out.
    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of UIKit's named curves, with Core Animation's control points.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points: (CGPoint, CGPoint) = switch curve {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        (controlPoint1, controlPoint2) = points
        kind = .builtin
        super.init()
    }

    /// A curve through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        kind = .cubic
        super.init()
    }

    /// Parameters decoded from an archive made by ``encode(with:)``.
    nonisolated public required init?(coder: NSCoder) {
        animationCurve = UIView.AnimationCurve(rawValue: coder.decodeInteger(forKey: "curve")) ?? .easeInOut
        controlPoint1 = CGPoint(x: coder.decodeDouble(forKey: "c1x"), y: coder.decodeDouble(forKey: "c1y"))
        controlPoint2 = CGPoint(x: coder.decodeDouble(forKey: "c2x"), y: coder.decodeDouble(forKey: "c2y"))
        kind = UITimingCurveType(rawValue: coder.decodeInteger(forKey: "kind")) ?? .cubic
        super.init()
    }

    /// Archives the parameters.
    nonisolated open func encode(with coder: NSCoder) {
        coder.encode(animationCurve.rawValue, forKey: "curve")
        coder.encode(Double(controlPoint1.x), forKey: "c1x")
        coder.encode(Double(controlPoint1.y), forKey: "c1y")
        coder.encode(Double(controlPoint2.x), forKey: "c2x")
        coder.encode(Double(controlPoint2.y), forKey: "c2y")
        coder.encode(kind.rawValue, forKey: "kind")
    }

    /// The parameters are immutable: a copy is the same object, as for Foundation's value classes.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The kind of curve: cubic (or built in).
    open var timingCurveType: UITimingCurveType { kind }
    /// These parameters.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None: a cubic curve has no spring.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve these parameters describe.
    var curve: TimingCurve {
        TimingCurve(shape: .cubic(CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                                                        Float(controlPoint2.x), Float(controlPoint2.y))))
    }
}
