import Foundation

/// A layer that shows a gradient over its bounds; ``render(in:)`` records it (LYR-4).
open class CAGradientLayer: CALayer {
    /// The colors (``CGColor`` values), as Core Animation takes them.
    open var colors: [Any]? { didSet { addImplicitAnimation("colors", from: oldValue as Any) } }
    /// Where each color sits, 0 to 1; evenly spread when nil.
    open var locations: [NSNumber]? { didSet { addImplicitAnimation("locations", from: oldValue as Any) } }
    /// Where the gradient starts and ends, in unit coordinates of the bounds.
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { if startPoint != oldValue { addImplicitAnimation("startPoint", from: oldValue) } } }
    /// Where the gradient ends, in unit coordinates of the bounds; the bottom middle by default. Animatable.
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { if endPoint != oldValue { addImplicitAnimation("endPoint", from: oldValue) } } }
    /// The gradient's shape: axial (along a line, the default), radial or conic.
    open var type: CAGradientLayerType = .axial

    /// Records the gradient over the bounds into `ctx`.
    override func drawOwnContent(in ctx: CGContext) {
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty else { return }
        let stops = locations.map { $0.map { CGFloat($0.doubleValue) } }
        let gradient = stops.flatMap { values in
            values.count >= cgColors.count ? values.withUnsafeBufferPointer { CGGradient(colorsSpace: nil, colors: cgColors, locations: $0.baseAddress) } : nil
        } ?? CGGradient(colorsSpace: nil, colors: cgColors, locations: nil)
        guard let gradient else { return }
        let b = bounds
        func point(_ unit: CGPoint) -> CGPoint { CGPoint(x: b.minX + unit.x * b.width, y: b.minY + unit.y * b.height) }
        ctx.saveGState()
        ctx.clip(to: b)
        if type == .radial {
            let center = point(startPoint), edge = point(endPoint)
            ctx.drawRadialGradient(gradient, startCenter: center, startRadius: 0, endCenter: center,
                                   endRadius: hypot(edge.x - center.x, edge.y - center.y), options: [])
        } else {
            ctx.drawLinearGradient(gradient, start: point(startPoint), end: point(endPoint), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        ctx.restoreGState()
    }
}

/// The shape of a gradient layer's gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Outward from the start point to the distance of the end point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point, by angle.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
