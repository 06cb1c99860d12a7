import Foundation
import Testing
@testable import OpenTouch

/// A view that records each `point(inside:)` question it is asked.
@MainActor
private final class AskedView: UIView {
    let name: String
    let log: CallbackLog

    init(_ name: String, frame: CGRect, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let inside = super.point(inside: point, with: event)
        log.append("\(name) point(inside: \(Int(point.x)),\(Int(point.y))) \(inside)")
        return inside
    }
}

/// A button whose touch target reaches 20 pt beyond its bounds.
@MainActor
private final class GenerousButton: RecordingView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

/// An overlay that lets touches through to what is behind it, except on its own subviews.
@MainActor
private final class PassThroughOverlay: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

@Suite("HIT: hit-testing")
@MainActor
struct HitTestingTests {
    @Test("HIT-1 hidden, interaction-off and transparent views are skipped without point(inside:), with their subtrees")
    func skippedViews() {
        let log = CallbackLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        let back = AskedView("back", frame: window.bounds, log: log)
        let front = AskedView("front", frame: window.bounds, log: log)
        let inner = AskedView("inner", frame: window.bounds, log: log)
        window.addSubview(back)
        window.addSubview(front)
        front.addSubview(inner)
        let point = CGPoint(x: 10, y: 10)

        #expect(window.hitTest(point, with: nil) === inner)
        #expect(log.take() == ["front point(inside: 10,10) true", "inner point(inside: 10,10) true"])

        for (change, undo) in [
            ({ front.isHidden = true }, { front.isHidden = false }),
            ({ front.isUserInteractionEnabled = false }, { front.isUserInteractionEnabled = true }),
            ({ front.alpha = 0.0099 }, { front.alpha = 1 }),
        ] as [(() -> Void, () -> Void)] {
            change()
            #expect(window.hitTest(point, with: nil) === back)
            #expect(log.take() == ["back point(inside: 10,10) true"], "front and inner are never asked")
            undo()
        }
    }

    @Test("HIT-1 alpha is compared as UIKit's 32-bit float: 0.01 is not hittable, just above is")
    func alphaBoundary() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0.01
        #expect(view.hitTest(.at(1, 1), with: nil) == nil)
        view.alpha = 0.0100001
        #expect(view.hitTest(.at(1, 1), with: nil) === view)
        view.alpha = 0
        #expect(view.hitTest(.at(1, 1), with: nil) == nil)
    }

    @Test("HIT-2 subviews are asked front to back and the first answer wins; otherwise the view itself")
    func frontToBack() {
        let log = CallbackLog()
        let root = AskedView("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let low = AskedView("low", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        let high = AskedView("high", frame: CGRect(x: 25, y: 25, width: 50, height: 50), log: log)
        root.addSubview(low)
        root.addSubview(high)

        #expect(root.hitTest(.at(30, 30), with: nil) === high)
        #expect(log.take() == ["root point(inside: 30,30) true", "high point(inside: 5,5) true"])
        #expect(root.hitTest(.at(10, 10), with: nil) === low)
        #expect(log.take() == ["root point(inside: 10,10) true", "high point(inside: -15,-15) false", "low point(inside: 10,10) true"])
        #expect(root.hitTest(.at(90, 10), with: nil) === root)
        #expect(log.take() == ["root point(inside: 90,10) true", "high point(inside: 65,-15) false", "low point(inside: 90,10) false"])
        #expect(root.hitTest(.at(200, 10), with: nil) == nil)
        #expect(log.take() == ["root point(inside: 200,10) false"])
    }

    @Test("HIT-3 the right and bottom edges are outside")
    func edges() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.point(inside: .at(99, 99), with: nil))
        #expect(view.point(inside: .at(0, 0), with: nil))
        #expect(!view.point(inside: .at(100, 100), with: nil))
        #expect(!view.point(inside: .at(99.5, 100), with: nil))
        #expect(!view.point(inside: .at(-0.001, 50), with: nil))
    }

    @Test("HIT-4 a subview sticking out of its parent is not hit outside the parent, clipping or not")
    func clipsToBoundsIgnored() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let overhang = UIView(frame: CGRect(x: 25, y: 25, width: 100, height: 100))
        root.addSubview(parent)
        parent.addSubview(overhang)
        for clips in [false, true] {
            parent.clipsToBounds = clips
            #expect(root.hitTest(.at(40, 40), with: nil) === overhang)
            #expect(root.hitTest(.at(100, 100), with: nil) === root)
        }
    }

    @Test("HIT-5 rotation, scale and bounds origin count when hit-testing")
    func transformsCount() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let bar = UIView(frame: CGRect(x: 150, y: 190, width: 100, height: 20))  // horizontal bar
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)                 // now vertical
        root.addSubview(bar)
        #expect(root.hitTest(.at(200, 160), with: nil) === bar)
        #expect(root.hitTest(.at(160, 200), with: nil) === root)

        let small = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        small.transform = CGAffineTransform(scaleX: 4, y: 4)  // covers -15...25
        root.addSubview(small)
        #expect(root.hitTest(.at(20, 20), with: nil) === small)

        let scroller = UIView(frame: CGRect(x: 300, y: 0, width: 100, height: 100))
        let content = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        scroller.addSubview(content)
        root.addSubview(scroller)
        #expect(root.hitTest(.at(350, 50), with: nil) === scroller)
        scroller.bounds.origin = .at(0, 100)
        #expect(root.hitTest(.at(350, 50), with: nil) === content)
    }

    @Test("HIT-7 a touch keeps its hit-test view for its whole life, wherever the finger goes")
    func hitTestOncePerTouch() {
        let scene = Scene()
        let left = scene.view("left", CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.view("right", CGRect(x: 100, y: 0, width: 100, height: 100))
        let finger = scene.screen.touchDown(at: .at(50, 50))
        finger.move(to: .at(150, 50))
        left.removeFromSuperview()
        #expect(scene.log.take() == ["left began 1", "left moved 1", "left cancelled 1"],
                "the move over the right view still went to the left one")
    }

    @Test("HIT-8 overrides of point(inside:) and hitTest are honoured by touch delivery")
    func overridesHonoured() {
        let scene = Scene()
        let under = scene.view("under", CGRect(x: 0, y: 0, width: 400, height: 400))
        let button = GenerousButton("button", frame: CGRect(x: 100, y: 100, width: 40, height: 40), log: scene.log)
        under.addSubview(button)
        let overlay = PassThroughOverlay(frame: scene.window.bounds)
        scene.view("badge", CGRect(x: 300, y: 300, width: 50, height: 50), in: overlay)
        scene.window.addSubview(overlay)

        scene.screen.tap(at: .at(90, 90))  // 10 pt outside the button's bounds
        #expect(scene.screen.window.hitTest(.at(90, 90), with: nil) === button)
        scene.screen.tap(at: .at(50, 50))
        scene.screen.tap(at: .at(310, 310))
        #expect(scene.log.take() == [
            "button began 1", "button ended 1",
            "under began 1", "under ended 1",
            "badge began 1", "badge ended 1",
        ], "the enlarged button took the first tap; the overlay let the second through and kept the third")
    }
}
