import Foundation
import Testing
@testable import OpenTouch

@Suite("HIT-5 view geometry: frame, bounds, center, transform and conversions")
@MainActor
struct ViewGeometryTests {
    @Test("frame, bounds and center agree without a transform")
    func frameBoundsCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == .at(60, 45))
        view.center = .at(0, 0)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        view.bounds.size = CGSize(width: 10, height: 10)
        #expect(view.frame == CGRect(x: -5, y: -5, width: 10, height: 10))
        view.bounds.origin = .at(30, 30)
        #expect(view.frame == CGRect(x: -5, y: -5, width: 10, height: 10), "scrolling the bounds does not move the frame")
    }

    @Test("LYR-2 the frame a view already has runs no setter; a new one sets center and bounds once; in an animation block both run")
    func sameFrame() {
        final class SetterLog: UIView {
            var sets: [String] = []
            override var center: CGPoint { didSet { sets.append("center") } }
            override var bounds: CGRect { didSet { sets.append("bounds") } }
        }
        let view = SetterLog(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.sets.removeAll()
        view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(view.sets.isEmpty)
        view.frame = CGRect(x: 10, y: 20, width: 90, height: 50)
        #expect(view.sets == ["center", "bounds"])
        #expect(view.frame == CGRect(x: 10, y: 20, width: 90, height: 50))
        view.sets.removeAll()
        UIView.animate(withDuration: 0.3) { view.frame = CGRect(x: 10, y: 20, width: 90, height: 50) }
        #expect(view.sets == ["center", "bounds"])
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        view.sets.removeAll()
        view.frame = view.frame
        #expect(view.sets.isEmpty, "a transformed view whose frame is set to its own keeps its center")
    }

    @Test("the frame of a transformed view is the bounding box around the center")
    func transformedFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(view.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.center == .at(5, 5))
        #expect(view.bounds.size == CGSize(width: 100, height: 50), "[chosen] a transformed view keeps its bounds when its frame is set")
    }

    @Test("a negative frame size is standardized")
    func standardizedFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: -10, height: 20))
        #expect(view.frame == CGRect(x: 0, y: 10, width: 10, height: 20))
    }

    @Test("points convert through bounds origin, transform and center of every view on the path")
    func conversionsThroughTransforms() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let outer = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        outer.transform = CGAffineTransform(scaleX: 2, y: 2)
        let inner = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        inner.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let scrolled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrolled.bounds.origin = .at(0, 30)
        window.addSubview(outer)
        outer.addSubview(inner)
        window.addSubview(scrolled)

        // outer's center (200,200) is its bounds' middle (100,100) scaled by 2 around it.
        #expect(isClose(outer.convert(CGPoint(x: 100, y: 100), to: window), .at(200, 200)))
        #expect(isClose(outer.convert(CGPoint(x: 110, y: 100), to: nil), .at(220, 200)))
        // inner's middle is at outer's (100,100); a step right in inner is a step down in outer.
        #expect(isClose(inner.convert(CGPoint(x: 60, y: 50), to: outer), .at(100, 110)))
        #expect(isClose(inner.convert(CGPoint(x: 60, y: 50), to: window), .at(200, 220)))
        #expect(isClose(window.convert(CGPoint(x: 200, y: 220), to: inner), .at(60, 50)))
        #expect(isClose(inner.convert(CGPoint(x: 200, y: 220), from: nil), .at(60, 50)))
        // Bounds origin shifts content: the point (0,30) of `scrolled` shows at its top left.
        #expect(isClose(scrolled.convert(CGPoint(x: 0, y: 30), to: window), .at(0, 0)))
        // Between siblings' subtrees, through the common ancestor.
        #expect(isClose(inner.convert(CGPoint(x: 60, y: 50), to: scrolled), .at(200, 250)))
        #expect(isClose(scrolled.convert(CGPoint(x: 200, y: 250), to: inner), .at(60, 50)))
    }

    @Test("rectangles convert as the bounding box of their corners")
    func rectConversion() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)
        parent.addSubview(child)
        #expect(isClose(child.convert(child.bounds, to: parent), CGRect(x: 15, y: 5, width: 10, height: 20)))
        #expect(isClose(child.convert(CGRect(x: 15, y: 5, width: 10, height: 20), from: parent), child.bounds))
    }

    @Test("views of different windows convert through screen space")
    func acrossWindows() {
        let left = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIWindow(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        left.addSubview(a)
        right.addSubview(b)
        #expect(isClose(a.convert(CGPoint(x: 0, y: 0), to: b), .at(-100, 0)))
        #expect(isClose(b.convert(CGPoint(x: 0, y: 0), to: a), .at(100, 0)))
    }

    @Test("a view in no window converts to nil as the root of its tree")
    func noWindow() {
        let root = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 10, height: 10))
        root.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: nil) == .at(10, 20))
        #expect(child.convert(CGPoint(x: 10, y: 20), from: nil) == .zero)
    }
}
