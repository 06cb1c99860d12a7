import Foundation
import Testing
@testable import OpenTouch

/// A five-pointed star drawn in one stroke: its middle pentagon is wound twice.
private func pentagram(center c: CGPoint, radius r: CGFloat) -> CGMutablePath {
    let path = CGMutablePath()
    let points = (0..<5).map { i -> CGPoint in
        let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
        return CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
    }
    path.addLines(between: points)
    path.closeSubpath()
    return path
}

/// A view whose layer is a shape layer, and whose hit area is the layer's path by its fill rule.
@MainActor
private final class ShapedView: RecordingView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var shape: CAShapeLayer { layer as! CAShapeLayer }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        shape.path?.contains(point, using: shape.fillRule == .evenOdd ? .evenOdd : .winding) ?? false
    }
}

@Suite("DRW-1 paths: fill rules, bounds, arcs and stroke outlines")
@MainActor
struct PathTests {
    @Test("DRW-1 a pentagram covers its middle by the winding rule and not by even-odd; its points by both")
    func fillRules() {
        let star = pentagram(center: .at(100, 100), radius: 80)
        #expect(star.contains(.at(100, 100)))
        #expect(!star.contains(.at(100, 100), using: .evenOdd))
        #expect(star.contains(.at(100, 35), using: .evenOdd), "the top point is covered once")
        #expect(star.contains(.at(100, 35)))
        #expect(!star.contains(.at(10, 10)))
        // The transform is applied to the point before the test.
        #expect(star.contains(.at(0, 0), transform: CGAffineTransform(translationX: 100, y: 100)))
    }

    @Test("DRW-1 a shape layer's path decides a hit area: even-odd leaves the hole of a ring to the view behind, winding does not")
    func shapeLayerHitArea() {
        let scene = Scene()
        let ring = ShapedView("ring", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log)
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 200, height: 200))
        path.addEllipse(in: CGRect(x: 50, y: 50, width: 100, height: 100))
        ring.shape.path = path
        ring.shape.fillRule = .evenOdd
        scene.window.addSubview(ring)

        scene.screen.tap(at: .at(100, 20))    // on the ring
        scene.screen.tap(at: .at(100, 100))   // in the hole
        scene.screen.tap(at: .at(5, 5))       // in the bounds' corner, outside the ring
        #expect(scene.log.take() == ["ring began 1", "ring ended 1", "window began 1", "window ended 1",
                                     "window began 1", "window ended 1"])

        ring.shape.fillRule = .nonZero
        scene.screen.tap(at: .at(100, 100))
        #expect(scene.log.take() == ["ring began 1", "ring ended 1"], "both circles wind the same way: the hole is covered")
    }

    @Test("DRW-1 an ellipse is a move, four quarter curves and a close; boundingBox holds the control points, boundingBoxOfPath does not")
    func ellipseElements() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
        var types: [CGPathElementType] = []
        path.applyWithBlock { types.append($0.pointee.type) }
        #expect(types == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 50))

        let bump = CGMutablePath()
        bump.move(to: .at(0, 0))
        bump.addQuadCurve(to: .at(100, 0), control: .at(50, 100))
        #expect(bump.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        let tight = bump.boundingBoxOfPath
        #expect(abs(tight.height - 50) < 1e-9, "the curve's peak is halfway to its control point")
        #expect(bump.currentPoint == .at(100, 0))
    }

    @Test("DRW-1 UIBezierPath's clockwise is the screen's: a quarter from 0 to π/2 clockwise stays in the lower right")
    func clockwiseOnScreen() {
        let quarter = UIBezierPath(arcCenter: .at(0, 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let box = quarter.bounds
        #expect(abs(box.minX) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.maxX - 10) < 1e-9 && abs(box.maxY - 10) < 1e-9)
        let rest = UIBezierPath(arcCenter: .at(0, 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(rest.bounds.minX + 10) < 1e-9 && abs(rest.bounds.minY + 10) < 1e-9, "the other three quarters")
        // The same arc built on CGMutablePath takes Core Graphics' sense, the opposite.
        let cg = CGMutablePath()
        cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(cg == quarter.cgPath)
    }

    @Test("DRW-1 a stroke's outline answers whether a touch is on a line: within half the width, caps past the ends")
    func strokeOutline() {
        let line = CGMutablePath()
        line.move(to: .at(0, 0))
        line.addLine(to: .at(100, 0))
        line.addLine(to: .at(100, 100))
        let butt = line.copy(strokingWithWidth: 20, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(butt.contains(.at(50, 9)) && butt.contains(.at(50, -9)))
        #expect(!butt.contains(.at(50, 11)))
        #expect(!butt.contains(.at(-5, 0)), "a butt cap stops at the end")
        #expect(butt.contains(.at(108, -8)), "the miter fills the outer corner")
        let round = line.copy(strokingWithWidth: 20, lineCap: .round, lineJoin: .round, miterLimit: 10)
        #expect(round.contains(.at(-7, 0)) && !round.contains(.at(-7, 8)), "a round cap is a half circle")
        #expect(abs(round.boundingBoxOfPath.minX + 10) < 1e-9 && abs(round.boundingBoxOfPath.maxY - 110) < 1e-9)
    }

    @Test("DRW-1 a line or curve with no current point is ignored, as Core Graphics ignores it (and logs it)")
    func noCurrentPoint() {
        let path = UIBezierPath()
        path.addLine(to: .at(10, 10))
        path.addCurve(to: .at(20, 20), controlPoint1: .at(0, 5), controlPoint2: .at(5, 0))
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
        path.move(to: .at(1, 1))
        path.addLine(to: .at(10, 10))
        #expect(path.bounds == CGRect(x: 1, y: 1, width: 9, height: 9))
    }

    @Test("DRW-1 reversing() walks each subpath backwards: the same area, the other winding")
    func reversing() {
        let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let reversed = square.reversing()
        #expect(reversed.bounds == square.bounds)
        #expect(reversed.contains(.at(5, 5)))
        var first: CGPoint?
        reversed.cgPath.applyWithBlock { element in if first == nil { first = element.pointee.points[0] } }
        #expect(first == .at(0, 10), "it starts where the square's last line ended")
        // A square and its reverse cancel out under the winding rule.
        let both = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        both.append(reversed)
        #expect(!both.contains(.at(5, 5)))
    }
}
