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
    open var path: CGPath? { didSet { if path != oldValue { addImplicitAnimation("path", from: oldValue as Any) } } }
    /// The fill color; opaque black by default, nil for no fill.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { changed("fillColor", oldValue, fillColor) } }
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke color; nil (no stroke) by default.
    open var strokeColor: CGColor? { didSet { changed("strokeColor", oldValue, strokeColor) } }
    open var lineWidth: CGFloat = 1 { didSet { changed("lineWidth", oldValue, lineWidth) } }
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var lineDashPhase: CGFloat = 0 { didSet { changed("lineDashPhase", oldValue, lineDashPhase) } }
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
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A shape layer's line cap.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
    var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// A shape layer's line join.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
    var cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
