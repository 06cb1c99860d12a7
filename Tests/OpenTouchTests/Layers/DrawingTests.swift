import Foundation
import Testing
@testable import OpenTouch

/// A view that draws a track and a thumb, and logs each draw and layout.
@MainActor
private final class GaugeView: UIView {
    let log: CallbackLog
    var value: CGFloat = 0.25 { didSet { setNeedsDisplay() } }
    var redrawWhileDrawing = false

    init(frame: CGRect, log: CallbackLog) {
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        log.append("layoutSubviews")
    }

    override func draw(_ rect: CGRect) {
        log.append("draw \(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))x\(Int(rect.height))")
        UIColor.lightGray.setFill()
        UIBezierPath(roundedRect: CGRect(x: 0, y: 8, width: bounds.width, height: 4), cornerRadius: 2).fill()
        let thumb = UIBezierPath(ovalIn: CGRect(x: value * (bounds.width - 20), y: 0, width: 20, height: 20))
        thumb.lineWidth = 2
        UIColor.systemBlue.setStroke()
        thumb.stroke()
        if redrawWhileDrawing { setNeedsDisplay() }
    }
}

/// A view that calls super.draw(_:) after drawing.
@MainActor
private final class PoliteView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIRectFill(bounds)
        super.draw(rect)
    }
}

/// A layer without a view that draws itself.
@MainActor
private final class DotLayer: CALayer {
    var draws = 0
    override func draw(in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(UIColor.green.cgColor)
        ctx.fillEllipse(in: bounds)
    }
}

@Suite("DRW: draw(_:) after layout, recording contexts, images and render(in:)")
@MainActor
struct DrawingTests {
    @Test("DRW-3 draw(_:) runs once after the view appears, after layout, and once after setNeedsDisplay however often it was asked; what it drew can be read")
    func drawOncePerRequest() throws {
        let scene = Scene()
        let gauge = GaugeView(frame: CGRect(x: 10, y: 10, width: 120, height: 20), log: scene.log)
        scene.window.addSubview(gauge)
        #expect(scene.log.take().isEmpty, "nothing until the pass")
        scene.screen.advance(by: 0.01)
        #expect(scene.log.take() == ["layoutSubviews", "draw 0,0 120x20"])
        let drawing = try #require(gauge.drawing)
        #expect(drawing.size == CGSize(width: 120, height: 20))
        #expect(drawing.operations.map(\.isFill) == [true, false])
        let track = drawing.operations[0]
        #expect(track.path?.boundingBoxOfPath == CGRect(x: 0, y: 8, width: 120, height: 4))
        #expect(track.color == UIColor.lightGray.cgColor)
        let thumb = drawing.operations[1]
        #expect(thumb.isStroke && thumb.state.lineWidth == 2 && thumb.color == UIColor.systemBlue.cgColor)
        #expect(thumb.path?.boundingBoxOfPath == CGRect(x: 25, y: 0, width: 20, height: 20))

        gauge.value = 0.5
        gauge.value = 1
        gauge.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        scene.screen.advance(by: 0.01)
        #expect(scene.log.take() == ["draw 0,0 120x20"], "three requests, one draw")
        #expect(gauge.drawing?.operations[1].path?.boundingBoxOfPath.minX == 100, "the new drawing replaced the old")
        scene.screen.advance(by: 0.01)
        #expect(scene.log.take().isEmpty, "never again without a request")
    }

    @Test("DRW-3 setNeedsDisplay inside draw(_:) draws in the next pass, not the same one; a size change redraws only with contentMode .redraw")
    func redrawRequests() {
        let scene = Scene()
        let gauge = GaugeView(frame: CGRect(x: 0, y: 0, width: 100, height: 20), log: scene.log)
        gauge.redrawWhileDrawing = true
        scene.window.addSubview(gauge)
        scene.screen.advance(by: 0.01)
        #expect(scene.log.take() == ["layoutSubviews", "draw 0,0 100x20"])
        gauge.redrawWhileDrawing = false
        scene.screen.advance(by: 0.01)
        #expect(scene.log.take() == ["draw 0,0 100x20"])
        gauge.frame.size.width = 200
        scene.screen.advance(by: 0.01)
        #expect(scene.log.take() == ["layoutSubviews"], "scaleToFill stretches the old drawing")
        gauge.contentMode = .redraw
        gauge.frame.size.width = 150
        scene.screen.advance(by: 0.01)
        #expect(scene.log.take() == ["layoutSubviews", "draw 0,0 150x20"])
    }

    @Test("DRW-3 a view class that does not draw is learned from its first view and never displayed; one that calls super after drawing still draws")
    func classesThatDoNotDraw() throws {
        let scene = Scene()
        let plain = UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let polite = PoliteView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        scene.window.addSubview(plain)
        scene.window.addSubview(polite)
        scene.screen.advance(by: 0.01)
        #expect(plain.drawing == nil)
        #expect(UIView.drawingClasses[ObjectIdentifier(UIButton.self)] == false)
        let second = UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.window.addSubview(second)
        #expect(second.layerStorage == nil, "a class known not to draw gets no layer for it")
        #expect(try #require(polite.drawing).operations.count == 1)
    }

    @Test("DRW-3 a layer without a view draws only when asked, once, after the layout pass")
    func layerDisplay() {
        let scene = Scene()
        let dot = DotLayer()
        dot.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        scene.window.layer.addSublayer(dot)
        scene.screen.advance(by: 0.01)
        #expect(dot.draws == 0)
        dot.setNeedsDisplay()
        dot.setNeedsDisplay()
        #expect(dot.needsDisplay())
        scene.screen.advance(by: 0.01)
        #expect(dot.draws == 1 && !dot.needsDisplay())
        #expect(dot.drawing?.operations.first?.path?.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 8, height: 8))
        dot.needsDisplayOnBoundsChange = true
        dot.bounds.size = CGSize(width: 16, height: 16)
        scene.screen.advance(by: 0.01)
        #expect(dot.draws == 2)
    }

    @Test("DRW-2 the recorded state: transforms place paths, save and restore, clips, dashes and alpha")
    func recordedState() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { context in
            let ctx = context.cgContext
            ctx.saveGState()
            ctx.translateBy(x: 10, y: 20)
            ctx.scaleBy(x: 2, y: 2)
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).addClip()
            ctx.setAlpha(0.5)
            ctx.setLineDash(phase: 0, lengths: [4, 2])
            ctx.stroke(CGRect(x: 1, y: 1, width: 3, height: 3))
            ctx.restoreGState()
            ctx.setFillColor(gray: 0.5, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let drawing = try #require(image.drawing)
        #expect(drawing.operations.count == 2)
        let stroke = drawing.operations[0]
        #expect(stroke.path?.boundingBoxOfPath == CGRect(x: 12, y: 22, width: 6, height: 6))
        #expect(stroke.state.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20))
        #expect(stroke.state.alpha == 0.5 && stroke.state.lineDashLengths == [4, 2])
        #expect(stroke.state.clip.first?.path.boundingBoxOfPath == CGRect(x: 10, y: 20, width: 10, height: 10))
        #expect(stroke.state.clipContains(.at(15, 25)) && !stroke.state.clipContains(.at(25, 25)))
        let fill = drawing.operations[1]
        #expect(fill.state.ctm == .identity && fill.state.clip.isEmpty && fill.state.alpha == 1, "restored")
        #expect(fill.color == CGColor(gray: 0.5, alpha: 1))
        #expect(UIGraphicsGetCurrentContext() == nil, "the renderer's context is current only during its actions")
    }

    @Test("DRW-5 an image context and an image renderer give images that carry their size, scale and drawing")
    func imagesCarryDrawings() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 30, height: 40), false, 0)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 30, height: 40))
        let fromContext = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(fromContext.size == CGSize(width: 30, height: 40) && fromContext.scale == UIScreen.main.scale)
        #expect(fromContext.drawing?.operations.map(\.color) == [UIColor.red.cgColor])
        #expect(fromContext.cgImage?.width == Int(30 * UIScreen.main.scale))

        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 100, y: 100, width: 50, height: 20), format: format)
        let image = renderer.image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 100, y: 100, width: 10, height: 10))
            fromContext.draw(at: CGPoint(x: 110, y: 100))
        }
        #expect(image.size == CGSize(width: 50, height: 20) && image.scale == 2)
        let ops = try #require(image.drawing).operations
        #expect(ops.first?.path?.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 10), "the bounds' origin is the image's top left")
        guard case .image(let drawn, let rect)? = ops.last?.kind else {
            Issue.record("the second operation draws the first image")
            return
        }
        #expect(rect == CGRect(x: 10, y: 0, width: 30, height: 40) && drawn.drawing == fromContext.drawing)
    }

    @Test("DRW-4 render(in:) records a cell's layer tree: background, its own drawing, a label's text, a shape layer trimmed, a border; hidden views left out")
    func renderTree() throws {
        let scene = Scene()
        let cell = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 44))
        cell.backgroundColor = .white
        cell.layer.cornerRadius = 8
        cell.layer.borderWidth = 1
        cell.layer.borderColor = UIColor.separator.cgColor
        let label = UILabel(frame: CGRect(x: 16, y: 12, width: 120, height: 20))
        label.text = "Wi-Fi"
        let badge = PoliteView(frame: CGRect(x: 170, y: 12, width: 20, height: 20))
        let hidden = PoliteView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        hidden.isHidden = true
        let ring = CAShapeLayer()
        let line = CGMutablePath()
        line.move(to: .at(0, 43))
        line.addLine(to: .at(200, 43))
        ring.path = line
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.strokeEnd = 0.5
        [label, badge, hidden].forEach(cell.addSubview)
        cell.layer.addSublayer(ring)
        scene.window.addSubview(cell)
        scene.screen.advance(by: 0.01)

        let snapshot = UIGraphicsImageRenderer(bounds: cell.bounds).image { context in
            cell.layer.render(in: context.cgContext)
        }
        let ops = try #require(snapshot.drawing).operations
        #expect(ops.map(\.description).count == 5)
        #expect(ops[0].isFill && ops[0].color == UIColor.white.cgColor, "the background first")
        guard case .text(let text, let rect, _, let size) = ops[1].kind else {
            Issue.record("the label's text second, got \(ops[1])")
            return
        }
        #expect(text == "Wi-Fi" && rect == CGRect(x: 16, y: 12, width: 120, height: 20) && size == 17)
        #expect(ops[2].path?.boundingBoxOfPath == CGRect(x: 170, y: 12, width: 20, height: 20) && ops[2].color == UIColor.red.cgColor)
        #expect(ops[3].isStroke && ops[3].path?.boundingBoxOfPath == CGRect(x: 0, y: 43, width: 100, height: 0), "trimmed at strokeEnd 0.5")
        #expect(ops[4].isStroke && ops[4].state.lineWidth == 1 && ops[4].color == UIColor.separator.cgColor, "the border on top")
        #expect(ops.allSatisfy { $0.state.clip.isEmpty }, "nothing masks")
        #expect(snapshot.size == CGSize(width: 200, height: 44))
    }

    @Test("DRW-2 strings draw as one text operation each, with their font, rectangle and foreground color")
    func stringDrawing() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100)).image { _ in
            "Hello".draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red])
            NSAttributedString(string: "Hi").draw(in: CGRect(x: 0, y: 50, width: 100, height: 20))
        }
        let ops = try #require(image.drawing).operations
        #expect(ops.count == 2)
        guard case .text(let text, let rect, _, let size) = ops[0].kind, case .text(let plain, let box, let font, let plainSize) = ops[1].kind else {
            Issue.record("two text operations expected, got \(ops)")
            return
        }
        #expect(text == "Hello" && rect == CGRect(x: 10, y: 10, width: 55, height: 24) && size == 20 && ops[0].color == UIColor.red.cgColor)
        #expect(plain == "Hi" && box == CGRect(x: 0, y: 50, width: 100, height: 20) && font == "Helvetica" && plainSize == 12)
        #expect(ops[1].color == UIColor.black.cgColor)
        #expect("Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]) == CGSize(width: 55, height: 24))
    }

    @Test("DRW-4 an image view's image renders as one image operation, even an image made by drawing, in the view's frame")
    func imageViewRenders() throws {
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10)) }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let imageView = UIImageView(image: drawn)
        imageView.frame = CGRect(x: 20, y: 30, width: 40, height: 40)
        AssetCatalog.register(UIImage(size: CGSize(width: 1, height: 1), name: "badge"), named: "badge")
        let named = UIImageView(image: UIImage(named: "badge"))
        named.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        container.addSubview(imageView)
        container.addSubview(named)
        let snapshot = UIGraphicsImageRenderer(bounds: container.bounds).image { container.layer.render(in: $0.cgContext) }
        let ops = try #require(snapshot.drawing).operations
        guard ops.count == 2, case .image(let first, let rect)? = ops.first?.kind, case .image(let second, _) = ops[1].kind else {
            Issue.record("two image operations expected, got \(String(describing: snapshot.drawing?.operations))")
            return
        }
        #expect(rect == CGRect(x: 20, y: 30, width: 40, height: 40) && first.drawing == drawn.drawing)
        #expect(second.name == "badge")
    }

    @Test("LYR-4 gradient and text layers render what they show; fill(with:alpha:) draws with its blend mode and alpha for that fill only")
    func gradientAndTextLayers() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 60, width: 100, height: 30)
        text.string = "42"
        text.fontSize = 24
        root.addSublayer(gradient)
        root.addSublayer(text)
        let image = UIGraphicsImageRenderer(size: root.bounds.size).image { context in
            root.render(in: context.cgContext)
            UIColor.green.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill(with: .multiply, alpha: 0.5)
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
        }
        let ops = try #require(image.drawing).operations
        #expect(ops.count == 4)
        guard case .linearGradient(let g, let start, let end) = ops[0].kind,
              case .text(let string, let rect, _, let size) = ops[1].kind else {
            Issue.record("a gradient, then text, expected: \(ops)")
            return
        }
        #expect(g.colors == [UIColor.red.cgColor, UIColor.blue.cgColor] && g.locations == [0, 1])
        #expect(start == CGPoint(x: 0, y: 25) && end == CGPoint(x: 100, y: 25))
        #expect(ops[0].state.clip.first?.path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(string == "42" && rect == CGRect(x: 0, y: 60, width: 100, height: 30) && size == 24)
        #expect(ops[1].color == CGColor(gray: 1, alpha: 1), "white by default")
        #expect(ops[2].state.blendMode == .multiply && ops[2].state.alpha == 0.5)
        #expect(ops[3].state.blendMode == .normal && ops[3].state.alpha == 1, "for that fill only")
    }

    @Test("MEM-7 a drawing keeps at most 10,000 operations and counts the rest; the next drawing replaces it")
    func boundedDrawing() throws {
        final class Noisy: UIView {
            var count = 10_050
            override func draw(_ rect: CGRect) {
                for _ in 0..<count { UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
            }
        }
        let scene = Scene()
        let noisy = Noisy(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.window.addSubview(noisy)
        scene.screen.advance(by: 0.01)
        let first = try #require(noisy.drawing)
        #expect(first.operations.count == Drawing.maximumOperationCount && first.droppedOperationCount == 50)
        noisy.count = 3
        noisy.setNeedsDisplay()
        scene.screen.advance(by: 0.01)
        #expect(noisy.drawing?.operations.count == 3 && noisy.drawing?.droppedOperationCount == 0)
    }
}
