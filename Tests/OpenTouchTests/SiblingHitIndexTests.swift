import Foundation
import PropertyBased
import Testing
@testable import OpenTouch

/// A view that claims points up to 30 pt outside its bounds (HIT-8).
@MainActor
private final class Enlarged: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -30, dy: -30).contains(point)
    }
}

/// A view that lets touches through to what is behind it (HIT-8).
@MainActor
private final class PassThrough: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

@Suite("HIT-2 HIT-8 the sibling index never changes what hitTest returns")
@MainActor
struct SiblingHitIndexTests {
    /// HIT-2 by hand: every subview asked, front to back.
    private func linearHitTest(_ parent: UIView, _ point: CGPoint) -> UIView? {
        guard parent.hitTestRefusal == nil, parent.point(inside: point, with: nil) else { return nil }
        for subview in parent.subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: parent), with: nil) { return hit }
        }
        return parent
    }

    @Test("HIT-2 HIT-8 random siblings, overrides among them, random points: the same answer as asking every subview")
    func sameAnswers() async {
        await propertyCheck(count: 60, input: Gen<UInt64>.value()) { seed in
            checkSameAnswers(seed: seed)
        }
    }

    /// One random case of ``sameAnswers()``: a random parent, then 100 random changes.
    private func checkSameAnswers(seed: UInt64) {
        do {
            var rng = Xoshiro(seed: seed)
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
            for _ in 0..<Int.random(in: 64...300, using: &rng) {
                let frame = CGRect(x: CGFloat.random(in: -50...950, using: &rng), y: CGFloat.random(in: -50...950, using: &rng),
                                   width: CGFloat.random(in: 0...200, using: &rng), height: CGFloat.random(in: 0...200, using: &rng))
                let view: UIView
                switch Int.random(in: 0..<10, using: &rng) {
                case 0: view = Enlarged(frame: frame)
                case 1: view = PassThrough(frame: frame)
                case 2: view = UIButton(frame: frame)
                case 3: view = UIScrollView(frame: frame)
                default: view = UIView(frame: frame)
                }
                if Int.random(in: 0..<5, using: &rng) == 0 {
                    view.transform = CGAffineTransform(rotationAngle: CGFloat.random(in: -3...3, using: &rng))
                }
                view.isHidden = Int.random(in: 0..<12, using: &rng) == 0
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    view.addSubview(UIView(frame: CGRect(x: -20, y: -20, width: 60, height: 60)))  // sticks out (HIT-4)
                }
                parent.addSubview(view)
            }
            #expect(parent.hitTest(.at(1, 1), with: nil) != nil)
            #expect(parent.siblingHitIndex != nil, "the index is in use")
            for _ in 0..<300 {
                let point = CGPoint(x: CGFloat.random(in: -10...1010, using: &rng).rounded(), y: CGFloat.random(in: -10...1010, using: &rng))
                #expect(parent.hitTest(point, with: nil) === linearHitTest(parent, point), "at \(point)")
            }
            // Moving, resizing, turning, reordering, inserting and removing subviews, one at a time
            // and checked after each: the grid follows every change and keeps the answers right.
            var detached: [UIView] = []
            for step in 0..<100 {
                let subviews = parent.subviews
                let view = subviews.randomElement(using: &rng)!
                switch Int.random(in: 0..<9, using: &rng) {
                case 0: view.center = CGPoint(x: CGFloat.random(in: -100...1100, using: &rng), y: CGFloat.random(in: -100...1100, using: &rng))
                case 1: view.bounds.size = CGSize(width: CGFloat.random(in: 0...300, using: &rng), height: CGFloat.random(in: 0...300, using: &rng))
                case 2: view.transform = CGAffineTransform(rotationAngle: CGFloat.random(in: -3...3, using: &rng))
                case 3: parent.bringSubviewToFront(view)
                case 4: parent.sendSubviewToBack(view)
                case 5:
                    view.removeFromSuperview()
                    detached.append(view)
                case 6:
                    if let back = detached.popLast() {
                        parent.insertSubview(back, at: Int.random(in: 0...parent.subviews.count, using: &rng))
                    }
                case 7: parent.insertSubview(view, belowSubview: subviews.randomElement(using: &rng)!)
                default: parent.insertSubview(view, aboveSubview: subviews.randomElement(using: &rng)!)
                }
                // The grid agrees with the subviews after every change, not only where a point lands.
                #expect(parent.siblingHitIndex?.inconsistencies(with: parent.subviews) ?? [] == [], "after step \(step)")
                for _ in 0..<3 {
                    let point = CGPoint(x: CGFloat.random(in: -10...1010, using: &rng), y: CGFloat.random(in: -10...1010, using: &rng))
                    #expect(parent.hitTest(point, with: nil) === linearHitTest(parent, point), "after step \(step), at \(point)")
                }
            }
        }
    }

    @Test("HIT-2 a grid rebuilt after it gave up starts every subview's slot afresh (the case swift-property-based found)")
    func rebuiltGridForgetsOldSlots() {
        checkSameAnswers(seed: 16_683_278_897_305_524_715)
    }

    @Test("HIT-2 setting a sibling's geometry to the value it has, scrolling it, or moving it keeps the grid, and the answers follow")
    func unchangedGeometryKeepsTheGrid() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        for index in 0..<100 {
            parent.addSubview(UIView(frame: CGRect(x: CGFloat(index % 10) * 100, y: CGFloat(index / 10) * 100, width: 90, height: 90)))
        }
        let probe = parent.subviews[55]
        #expect(parent.hitTest(.at(555, 555), with: nil) === probe)
        #expect(parent.siblingHitIndex != nil)
        let (frame, center, transform) = (probe.frame, probe.center, probe.transform)
        probe.frame = frame
        probe.center = center
        probe.transform = transform
        probe.bounds.origin = CGPoint(x: 5, y: 5)   // scrolls its content; its frame stays
        #expect(parent.siblingHitIndex != nil)
        let grid = parent.siblingHitIndex
        probe.center.x += 1
        #expect(parent.siblingHitIndex === grid, "moved in place, not rebuilt")
        #expect(parent.hitTest(.at(556, 555), with: nil) === probe)
        probe.center = CGPoint(x: 50, y: 950)   // into another cell, over a sibling
        parent.bringSubviewToFront(probe)
        #expect(parent.siblingHitIndex === grid)
        #expect(parent.hitTest(.at(50, 950), with: nil) === probe)
        #expect(parent.hitTest(.at(555, 555), with: nil) === parent, "nothing where it was")
    }

    @Test("HIT-2 a view dragged in small steps across many cells, frame set each step: the grid's answers match asking every subview")
    func dragAcrossCells() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        for index in 0..<400 {
            parent.addSubview(UIView(frame: CGRect(x: CGFloat(index % 20) * 50, y: CGFloat(index / 20) * 50, width: 40, height: 40)))
        }
        let dragged = parent.subviews[210]
        parent.bringSubviewToFront(dragged)
        _ = parent.hitTest(.at(5, 5), with: nil)
        let grid = parent.siblingHitIndex
        #expect(grid != nil)
        var rng = Xoshiro(seed: 11)
        for step in 0..<300 {
            // 3 pt a step, diagonally, back and forth inside the parent; every third step through
            // frame (center and size together).
            let direction: CGFloat = (step / 100) % 2 == 0 ? 1 : -1
            if step % 3 == 0 {
                dragged.frame = dragged.frame.offsetBy(dx: 3 * direction, dy: 2 * direction)
            } else {
                dragged.center = CGPoint(x: dragged.center.x + 3 * direction, y: dragged.center.y + 2 * direction)
            }
            for _ in 0..<4 {
                let point = CGPoint(x: CGFloat.random(in: 0..<1000, using: &rng), y: CGFloat.random(in: 0..<1000, using: &rng))
                #expect(parent.hitTest(point, with: nil) === linearHitTest(parent, point), "step \(step) at \(point)")
            }
            let inside = dragged.center
            #expect(parent.hitTest(inside, with: nil) === dragged, "step \(step): the dragged view is found where it is")
        }
        #expect(parent.siblingHitIndex === grid, "followed, never rebuilt")
    }
}
