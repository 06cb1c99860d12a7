import Foundation

/// A layer that draws a path: filled by a rule and stroked, with the stroke trimmed to
/// ``strokeStart``...``strokeEnd`` (LYR-4). ``render(in:)`` records what it draws.
///
/// Its ``path`` does not change hit-testing: `contains(_:)` is the bounds', as in Core Animation.
/// A shaped hit area asks the path (`shape.path?.contains(point)`), which is what DRW-1 covers.
///
/// ```swift
/// let progress = CAShapeLayer()
/// progress.path = UIBezierPath(arcCenter: c, radius: 40, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true).cgPath
/// progress.fillColor = nil
/// progress.strokeColor = UIColor.systemBlue.cgColor
/// progress.strokeEnd = 0.25
/// ```
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's own space; nil draws nothing. Animatable.
    open var path: CGPath? { didSet { if path != oldValue { addImplicitAnimation("path", from: oldValue as Any) } } }
    /// The fill color; opaque black by default, nil for no fill.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { changed("fillColor", oldValue, fillColor) } }
    /// Which parts of a self-crossing path are inside: nonzero winding (the default) or even-odd.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke color; nil (no stroke) by default.
    open var strokeColor: CGColor? { didSet { changed("strokeColor", oldValue, strokeColor) } }
    /// The stroke's width in points; 1 by default. Animatable.
    open var lineWidth: CGFloat = 1 { didSet { changed("lineWidth", oldValue, lineWidth) } }
    /// How open ends of the stroke look: butt (the default), round or square.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// How corners of the stroke look: miter (the default), round or bevel.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// How long a mitered corner may grow, in line widths, before it is beveled; 10 by default.
    open var miterLimit: CGFloat = 10
    /// How far into the dash pattern the stroke starts, in points. Animatable.
    open var lineDashPhase: CGFloat = 0 { didSet { changed("lineDashPhase", oldValue, lineDashPhase) } }
    /// Lengths of dashes and gaps, in points, repeated along the stroke; nil for a solid line.
    open var lineDashPattern: [NSNumber]?
    /// Where the stroke starts, as a fraction of the path's length; 0 by default.
    open var strokeStart: CGFloat = 0 { didSet { changed("strokeStart", oldValue, strokeStart) } }
    /// Where the stroke ends, as a fraction of the path's length; 1 by default.
    open var strokeEnd: CGFloat = 1 { didSet { changed("strokeEnd", oldValue, strokeEnd) } }

    private func changed<T: Equatable>(_ key: String, _ old: T, _ new: T) {
        if old != new { addImplicitAnimation(key, from: old) }
    }

    /// Records the fill and the trimmed stroke into `ctx`, in the layer's space.
    override func drawOwnContent(in ctx: CGContext) {
        guard let path else { return }
        if let fillColor {
            ctx.setFillColor(fillColor)
            ctx.addPath(path)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        if let strokeColor, lineWidth > 0 {
            let start = min(1, max(0, strokeStart)), end = min(1, max(0, strokeEnd))
            guard end > start else { return }
            ctx.saveGState()
            ctx.setStrokeColor(strokeColor)
            ctx.setLineWidth(lineWidth)
            ctx.setLineCap(lineCap.cgLineCap)
            ctx.setLineJoin(lineJoin.cgLineJoin)
            ctx.setMiterLimit(miterLimit)
            if let lineDashPattern, !lineDashPattern.isEmpty {
                ctx.setLineDash(phase: lineDashPhase, lengths: lineDashPattern.map { CGFloat($0.doubleValue) })
            }
            ctx.addPath(start == 0 && end == 1 ? path : CGPath(elements: PathTrimmer.trim(path.elements, from: start, to: end)))
            ctx.strokePath()
            ctx.restoreGState()
        }
    }
}

/// A shape layer's fill rule.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the path winds around a point a nonzero number of times (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray from a point crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A shape layer's line cap.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square ends, flush with the path's ends (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Round ends, half a line width past the path's ends.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square ends, half a line width past the path's ends.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
    var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// A shape layer's line join.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners, up to the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Round corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Corners cut flat.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
    var cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
