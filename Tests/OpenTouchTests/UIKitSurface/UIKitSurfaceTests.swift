import Foundation
import Testing
@testable import OpenTouch

/// A view that logs its layout and lays out one child.
@MainActor
private final class LayoutLoggingView: UIView {
    let name: String
    let log: CallbackLog
    let child = UIView()

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
        addSubview(child)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        log.append("\(name) layoutSubviews \(Int(bounds.width))")
        child.frame = bounds.insetBy(dx: 10, dy: 10)
    }
}

/// A view whose layout marks it for layout again, forever.
@MainActor
private final class RestlessView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        layouts += 1
        setNeedsLayout()
    }
}

@Suite("The UIKit surface touch code reaches for")
@MainActor
struct UIKitSurfaceTests {
    @Test("HIT-11 layoutSubviews runs once when a view enters a window, again before the next event after setNeedsLayout or a size change, parents first")
    func layoutPass() {
        let scene = Scene()
        let outer = LayoutLoggingView("outer", log: scene.log)
        let inner = LayoutLoggingView("inner", log: scene.log)
        outer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        inner.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        outer.addSubview(inner)
        scene.window.addSubview(outer)
        #expect(scene.log.take().isEmpty, "nothing until the pass")
        scene.screen.tap(at: .at(390, 390))
        #expect(scene.log.take() == ["outer layoutSubviews 200", "inner layoutSubviews 100", "window began 1", "window ended 1"],
                "laid out before the touch is hit-tested and delivered")
        #expect(inner.child.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
        inner.setNeedsLayout()
        outer.frame.size = CGSize(width: 300, height: 300)
        scene.screen.advance(by: 0.01)
        #expect(scene.log.take() == ["outer layoutSubviews 300", "inner layoutSubviews 100"], "parents first, once each")
        inner.frame.size = CGSize(width: 50, height: 50)
        inner.layoutIfNeeded()
        #expect(scene.log.take() == ["inner layoutSubviews 50"])
        scene.screen.advance(by: 0.01)
        #expect(scene.log.take().isEmpty, "laid out already")
    }

    @Test("HIT-11 a layoutSubviews that always marks the view again is stopped after 100 rounds and reported; the next pass goes on")
    func layoutLoopReported() {
        let scene = Scene()
        let restless = RestlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.window.addSubview(restless)
        let reports = collectingDiagnostics { scene.screen.runLayoutPass() }
        #expect(restless.layouts == 100)
        #expect(reports.map(\.kind) == [.layoutDidNotSettle])
        _ = collectingDiagnostics { scene.screen.runLayoutPass() }
        #expect(restless.layouts == 200)
    }

    @Test("HIT-11 the pass runs before hit-testing: a subview placed by layoutSubviews is hit where layout put it")
    func layoutBeforeHitTest() {
        let scene = Scene()
        let container = LayoutLoggingView("container", log: scene.log)
        container.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        scene.window.addSubview(container)
        var taps = 0
        let button = UIButton(frame: .zero)
        container.child.addSubview(button)
        button.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        scene.screen.tap(at: .at(20, 20))   // the child is moved to (10, 10) by the pass first
        #expect(taps == 1)
        #expect(button.convert(CGPoint.zero, to: nil) == .at(10, 10))
    }

    @Test("HIT-1 image views and labels take no touches until interaction is turned on; a button's title label passes them to the button")
    func contentViewsIgnoreTouches() {
        let scene = Scene()
        let back = scene.view("back", scene.window.bounds)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.text = "Hello"
        let image = UIImageView(image: UIImage(size: CGSize(width: 60, height: 60)))
        image.frame.origin = CGPoint(x: 200, y: 0)
        back.addSubview(label)
        back.addSubview(image)
        #expect(!label.isUserInteractionEnabled && !image.isUserInteractionEnabled)
        #expect(scene.window.hitTest(.at(10, 10), with: nil) === back)
        #expect(scene.window.hitTest(.at(210, 10), with: nil) === back)
        image.isUserInteractionEnabled = true
        #expect(scene.window.hitTest(.at(210, 10), with: nil) === image)
        #expect(image.intrinsicContentSize == CGSize(width: 60, height: 60))

        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 100, width: 120, height: 44)
        button.setTitle("Buy", for: .normal)
        button.setTitle("Buying", for: .highlighted)
        back.addSubview(button)
        let title = button.titleLabel!
        #expect(title.text == "Buy")
        title.frame = button.bounds
        #expect(scene.window.hitTest(.at(20, 120), with: nil) === button)
        let finger = scene.screen.touchDown(at: .at(20, 120))
        #expect(title.text == "Buying", "the label follows the button's state")
        finger.lift()
        #expect(title.text == "Buy")
    }

    @Test("HIT-8 a custom hit area from UIBezierPath: an oval, a rounded rectangle, the even-odd rule")
    func bezierPaths() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(oval.contains(.at(50, 25)) && !oval.contains(.at(3, 3)) && oval.contains(.at(95, 25)))
        #expect(isClose(oval.bounds, CGRect(x: 0, y: 0, width: 100, height: 50), tolerance: 0.5))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 30)
        #expect(!rounded.contains(.at(2, 2)) && rounded.contains(.at(15, 50)) && rounded.contains(.at(50, 2)))
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(ring.contains(.at(50, 50)), "nonzero winding: both ovals turn the same way")
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(.at(50, 50)) && ring.contains(.at(10, 50)))
        let triangle = UIBezierPath()
        triangle.move(to: .at(0, 0))
        triangle.addLine(to: .at(100, 0))
        triangle.addLine(to: .at(0, 100))
        triangle.close()
        #expect(triangle.contains(.at(10, 10)) && !triangle.contains(.at(90, 90)))
        #expect(triangle.currentPoint == .at(0, 0), "after close, the subpath's start")
        triangle.apply(CGAffineTransform(translationX: 100, y: 0))
        #expect(triangle.contains(.at(110, 10)))
        #expect(UIBezierPath().bounds.isNull)
    }

    @Test("HIT-5 a view's layer is its geometry: frame, bounds, position, opacity and clipping read and write the view")
    func layerGeometry() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.frame == view.frame && view.layer.position == view.center && view.layer.bounds == view.bounds)
        view.layer.position = CGPoint(x: 100, y: 100)
        #expect(view.center == CGPoint(x: 100, y: 100))
        view.layer.opacity = 0.005
        #expect(view.hitTest(.at(1, 1), with: nil) == nil, "opacity is alpha (HIT-1)")
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.layer.borderColor = UIColor.red.cgColor
        view.layer.cornerRadius = 4
        #expect(view.layer.borderColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1) && view.layer.cornerRadius == 4)
        view.backgroundColor = .blue
        #expect(view.layer.backgroundColor.map(UIColor.init(cgColor:)) == .blue)
        let loose = CALayer()
        loose.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(loose.position == CGPoint(x: 10, y: 5) && loose.contains(.at(19, 9)))
    }

    @Test("HIT-11 CACurrentMediaTime, setNeedsDisplay and tintColor as UIKit code uses them")
    func everydayViewAPI() {
        let scene = Scene()
        let start = CACurrentMediaTime()
        scene.screen.advance(by: 0.25)
        #expect(CACurrentMediaTime() - start == 0.25, "the application clock")
        let view = scene.view("view", scene.window.bounds)
        let child = UIView(frame: .zero)
        view.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        view.tintColor = .systemRed
        #expect(child.tintColor == .systemRed, "inherited")
        view.setNeedsDisplay()
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(view.displayRequestCount == 2)
        #expect(view.isKind(of: UIView.self) && !view.isMember(of: UIView.self) && view.isMember(of: RecordingView.self))
        #expect(CGRect(x: 0, y: 0, width: 100, height: 100).inset(by: UIEdgeInsets(top: 10, left: -5, bottom: 0, right: 5))
                == CGRect(x: -5, y: 10, width: 100, height: 90))
        #expect(CGVector(dx: 3, dy: 4) == CGVector(dx: 3.0, dy: 4.0))
        let orange = UIColor(hue: 30.0 / 360, saturation: 1, brightness: 1, alpha: 1)
        #expect(orange == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844) && UIScreen.main.scale == 3)
        #expect(scene.window.screen === UIScreen.main && scene.window.windowScene === scene.screen.windowScene)
        #expect(scene.screen.windowScene.windows.contains { $0 === scene.window })
    }
}
