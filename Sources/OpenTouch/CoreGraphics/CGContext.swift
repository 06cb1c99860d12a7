import Foundation

/// A drawing destination with Core Graphics' API that records instead of rasterising (DRW-2).
///
/// Everything Core Graphics code does to a context works: the path under construction, fills and
/// strokes by either rule, clips, transforms, the graphics state stack, images, gradients. Each
/// drawing call appends a ``Drawing/Operation`` to ``drawing``, with the path already moved by
/// the current transform into the context's own space and the state in force. A context comes
/// from ``UIGraphicsGetCurrentContext()`` inside `draw(_:)`, from an image renderer, or from the
/// bitmap initializer.
///
/// [chosen] The context's space is UIKit's: origin top left, y down, one unit a point. UIKit's
/// real contexts start with a transform that scales to pixels and flips y; OpenTouch's start with
/// the identity, so paths come out in the view's own coordinates.
public final class CGContext {
    /// The width and height in pixels, for a bitmap context; the drawing's size otherwise.
    public let width: Int
    /// The height in pixels, for a bitmap context; the drawing's height otherwise.
    public let height: Int
    /// What has been drawn so far (OpenTouch's own).
    public private(set) var drawing: Drawing
    private var state = Drawing.State()
    private var savedStates: [Drawing.State] = []
    /// The path being built, already in the context's space.
    private var currentPath = CGMutablePath()

    /// A recording context `size` points large, `scale` pixels a point.
    init(size: CGSize, scale: CGFloat = 1) {
        drawing = Drawing(size: size)
        width = Int((size.width * scale).rounded(.up))
        height = Int((size.height * scale).rounded(.up))
    }

    /// A bitmap context `width` × `height` pixels; nil for a negative or zero size, as in Core
    /// Graphics. `data` is never written: OpenTouch records, see ``makeImage()``.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard width > 0, height > 0, bitsPerComponent > 0 else { return nil }
        self.init(size: CGSize(width: width, height: height))
    }

    /// An image of what has been drawn so far, carrying the drawing.
    public func makeImage() -> CGImage? {
        CGImage(width: width, height: height, drawing: drawing)
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state.
    public func saveGState() {
        savedStates.append(state)
    }

    /// Pops the graphics state saved last; with none saved, nothing happens (Core Graphics logs it).
    public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
    }

    /// The current transform, from user space to the context's space.
    public var ctm: CGAffineTransform { state.ctm }

    /// The transform from user space to the context's (device) space: ``ctm``.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    /// Moves user space by (x, y): later drawing lands that far off.
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    /// Scales user space by (x, y).
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    /// Turns user space by `angle` radians, clockwise on UIKit's y-down screen for a positive angle.
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Applies `transform` before the current one, as Core Graphics does.
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
    }

    /// The color that fills paths from now on.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// The fill color, from RGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// The fill color, as a gray.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    /// The color that strokes paths from now on.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// The stroke color, from RGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// The stroke color, as a gray.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }
    /// The width of strokes, in user-space units.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    /// How open ends of strokes look.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// How corners of strokes look.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// How long a mitered corner may grow, in line widths, before it is beveled.
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    /// The dash pattern of strokes (`lengths` of dashes and gaps) and how far into it they start; empty lengths for a solid line.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.lineDashPhase = phase
        state.lineDashLengths = lengths
    }
    /// The opacity of everything drawn from now on, clamped to 0...1.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(1, max(0, alpha)) }
    /// How what is drawn combines with what is there.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    /// Whether edges are smoothed; recorded in the state.
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }
    /// Whether antialiasing may be turned on at all; recorded as ``setShouldAntialias(_:)``.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) { if !allowsAntialiasing { state.shouldAntialias = false } }
    /// Curve flatness plays no part in a recording; accepted and ignored.
    public func setFlatness(_ flatness: CGFloat) {}
    /// How images are resampled when drawn at another size; recorded in the state.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// A shadow under what is drawn next; a nil color turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        state.shadow = color.map { Drawing.State.Shadow(offset: offset, blur: blur, color: $0) }
    }

    /// A shadow in black at a third opacity, Core Graphics' default shadow color.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        state.shadow = Drawing.State.Shadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    // MARK: The current path

    /// Starts a new, empty current path.
    public func beginPath() { currentPath = CGMutablePath() }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.ctm) }
    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.ctm) }
    /// A subpath of straight lines through `points`.
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: state.ctm) }
    /// A closed rectangle.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }
    /// A closed rectangle for each of `rects`.
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.ctm) }
    /// A closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }
    /// An arc of a circle, joined to the current point by a line; `clockwise` in Core Graphics' y-up sense.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: state.ctm)
    }
    /// A corner rounded with `radius` between the lines to `tangent1End` and on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }
    /// A quadratic curve to `end`, pulled toward `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }
    /// A cubic curve to `end`, pulled toward `control1` and `control2`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }
    /// Closes the current subpath with a line back to its start.
    public func closePath() { currentPath.closeSubpath() }
    /// Appends `path`, given in user space.
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: state.ctm) }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// The current path's last point, in user space.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(state.ctm.inverted()) }
    /// The current path's tight bounds, in user space.
    public var boundingBoxOfPath: CGRect { currentPath.boundingBoxOfPath.applying(state.ctm.inverted()) }
    /// A copy of the current path, in user space; nil when it is empty.
    public var path: CGPath? {
        currentPath.isEmpty ? nil : currentPath.copy(using: [state.ctm.inverted()])
    }

    /// Replaces the current path with the outline of its stroke in the current line style.
    public func replacePathWithStrokedPath() {
        let outline = currentPath.copy(strokingWithWidth: state.lineWidth * deviceScale, lineCap: state.lineCap,
                                       lineJoin: state.lineJoin, miterLimit: state.miterLimit)
        currentPath = CGMutablePath(elements: outline.elements)
    }

    // MARK: Drawing the path

    /// Fills the current path by `rule` and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        record(.fill(takePath(), rule))
    }

    /// Fills the current path by the even-odd rule and clears it.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path and clears it.
    public func strokePath() {
        record(.stroke(takePath()))
    }

    /// Fills, strokes or both, as `mode` says, and clears the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        let path = takePath()
        if let rule = mode.fillRule { record(.fill(path, rule)) }
        if mode.strokes { record(.stroke(path)) }
    }

    /// Fills `rect` with the fill color; the current path is untouched.
    public func fill(_ rect: CGRect) { record(.fill(devicePath { $0.addRect(rect, transform: state.ctm) }, .winding)) }
    /// Fills each of `rects`.
    public func fill(_ rects: [CGRect]) { record(.fill(devicePath { $0.addRects(rects, transform: state.ctm) }, .winding)) }
    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) { record(.fill(devicePath { $0.addEllipse(in: rect, transform: state.ctm) }, .winding)) }
    /// Strokes `rect`'s outline with the stroke state.
    public func stroke(_ rect: CGRect) { record(.stroke(devicePath { $0.addRect(rect, transform: state.ctm) })) }
    /// Strokes `rect`'s outline at `width`, leaving the line width as it was.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        state.lineWidth = width
        stroke(rect)
        restoreGState()
    }
    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) { record(.stroke(devicePath { $0.addEllipse(in: rect, transform: state.ctm) })) }
    /// Strokes pairs of points as separate segments.
    public func strokeLineSegments(between points: [CGPoint]) {
        record(.stroke(devicePath { path in
            stride(from: 0, to: points.count - 1, by: 2).forEach { i in
                path.move(to: points[i], transform: state.ctm)
                path.addLine(to: points[i + 1], transform: state.ctm)
            }
        }))
    }

    /// Clears `rect` to transparent.
    public func clear(_ rect: CGRect) {
        record(.clear(rect.applying(state.ctm)))
    }

    // MARK: Clipping

    /// Intersects the clip with the current path by `rule`, and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        state.clip.append(Drawing.State.Clip(path: takePath(), rule: rule))
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) {
        state.clip.append(Drawing.State.Clip(path: devicePath { $0.addRect(rect, transform: state.ctm) }, rule: .winding))
    }

    /// Intersects the clip with the area `rects` cover.
    public func clip(to rects: [CGRect]) {
        state.clip.append(Drawing.State.Clip(path: devicePath { $0.addRects(rects, transform: state.ctm) }, rule: .winding))
    }

    /// Removes every clip; Core Graphics' `CGContextResetClip`.
    public func resetClip() { state.clip.removeAll() }

    /// The bounds of the clip in user space: the whole context when nothing clips.
    public var boundingBoxOfClipPath: CGRect {
        var box = CGRect(origin: .zero, size: drawing.size)
        for region in state.clip { box = box.intersection(region.path.boundingBoxOfPath) }
        return box.isNull ? .zero : box.applying(state.ctm.inverted())
    }

    // MARK: Images and gradients

    /// Draws `image` into `rect`; tiling is recorded as one draw.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let drawn = Drawing.Operation.Image(size: CGSize(width: image.width, height: image.height), name: image.sourceName, drawing: image.drawing)
        record(.image(drawn, in: rect.applying(state.ctm)))
    }

    /// Records an image with its point size, name and drawing (``UIImage/draw(in:)``).
    func draw(_ image: Drawing.Operation.Image, in rect: CGRect) {
        record(.image(image, in: rect.applying(state.ctm)))
    }

    /// Records text laid out in `rect` (user space) with a font name and size.
    func drawText(_ text: String, in rect: CGRect, font: String?, size: CGFloat?) {
        record(.text(text, in: rect.applying(state.ctm), font: font, size: size))
    }

    /// Records `gradient` along the line from `start` to `end`.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        record(.linearGradient(gradient, start: start.applying(state.ctm), end: end.applying(state.ctm)))
    }

    /// Records `gradient` from the start circle to the end circle.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let scale = deviceScale
        record(.radialGradient(gradient, startCenter: startCenter.applying(state.ctm), startRadius: startRadius * scale,
                               endCenter: endCenter.applying(state.ctm), endRadius: endRadius * scale))
    }

    /// Runs `body` with a blend mode (and an alpha) in force, then restores the state: the
    /// `…(with:alpha:)` and `…(blendMode:)` forms of UIKit's drawing calls.
    func withBlendMode(_ mode: CGBlendMode, alpha: CGFloat? = nil, _ body: () -> Void) {
        saveGState()
        setBlendMode(mode)
        if let alpha { setAlpha(alpha) }
        body()
        restoreGState()
    }

    /// The alpha of the graphics state, for layers that multiply their opacity into it.
    var currentAlpha: CGFloat { state.alpha }

    /// Records `drawing`'s operations again as if drawn here now: their paths placed by
    /// `placement` and the current transform, their clips inside the current clip, their alpha
    /// times the current alpha (``CALayer/render(in:)`` of a layer's recorded content).
    func replay(_ drawing: Drawing, placedBy placement: CGAffineTransform) {
        let t = placement.concatenating(state.ctm)
        for operation in drawing.operations {
            var replayed = operation.state
            replayed.ctm = operation.state.ctm.concatenating(t)
            replayed.clip = state.clip + operation.state.clip.map { Drawing.State.Clip(path: $0.path.copy(using: [t])!, rule: $0.rule) }
            replayed.alpha = operation.state.alpha * state.alpha
            let kind: Drawing.Operation.Kind
            switch operation.kind {
            case .fill(let path, let rule): kind = .fill(path.copy(using: [t])!, rule)
            case .stroke(let path): kind = .stroke(path.copy(using: [t])!)
            case .clear(let rect): kind = .clear(rect.applying(t))
            case .image(let image, let rect): kind = .image(image, in: rect.applying(t))
            case .text(let text, let rect, let font, let size): kind = .text(text, in: rect.applying(t), font: font, size: size)
            case .linearGradient(let g, let s, let e): kind = .linearGradient(g, start: s.applying(t), end: e.applying(t))
            case .radialGradient(let g, let c1, let r1, let c2, let r2):
                kind = .radialGradient(g, startCenter: c1.applying(t), startRadius: r1, endCenter: c2.applying(t), endRadius: r2)
            }
            self.drawing.append(Drawing.Operation(kind: kind, state: replayed))
        }
        self.drawing.droppedOperationCount += drawing.droppedOperationCount
    }

    /// Nothing is buffered; accepted for code that calls it.
    public func flush() {}

    // MARK: Recording

    private func record(_ kind: Drawing.Operation.Kind) {
        drawing.append(Drawing.Operation(kind: kind, state: state))
    }

    /// Takes the current path for drawing: Core Graphics empties it after each draw.
    private func takePath() -> CGPath {
        let path = CGPath(elements: currentPath.elements)
        currentPath = CGMutablePath()
        return path
    }

    private func devicePath(_ build: (CGMutablePath) -> Void) -> CGPath {
        let path = CGMutablePath()
        build(path)
        return path
    }

    /// How much the transform scales lengths, on average over the two axes.
    private var deviceScale: CGFloat {
        let t = state.ctm
        return (hypot(t.a, t.b) + hypot(t.c, t.d)) / 2
    }
}
