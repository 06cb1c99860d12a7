import Foundation
import Testing
@testable import OpenTouch

/// A scroll view that lets drags take even controls' touches.
@MainActor
private final class GreedyScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

@Suite("Buttons inside scroll views, and nested scroll views")
@MainActor
struct ScrollViewContentTests {
    private func buttonInScroller(_ scroller: UIScrollView) -> (Scene, UIButton) {
        let scene = Scene()
        scroller.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        scroller.contentSize = CGSize(width: 900, height: 200)
        scene.window.addSubview(scroller)
        let button = UIButton(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        scroller.addSubview(button)
        recordEvents(of: button, into: scene.log)
        return (scene, button)
    }

    @Test("SCR-1 a button inside a scroll view highlights only after 0.15 s")
    func highlightAfterDelay() {
        let (scene, button) = buttonInScroller(UIScrollView())
        let finger = scene.screen.touchDown(at: .at(150, 100))
        scene.screen.advance(by: 0.14)
        #expect(!button.isHighlighted)
        scene.screen.advance(by: 0.01)
        #expect(button.isHighlighted)
        finger.lift()
        #expect(scene.log.take() == ["touchDown", "upInside", "primary"])
    }

    @Test("SCR-1 a quick drag scrolls and the button never highlights")
    func quickDragNeverHighlights() {
        let scroller = UIScrollView()
        let (scene, button) = buttonInScroller(scroller)
        var everHighlighted = false
        let finger = scene.screen.touchDown(at: .at(150, 100))
        for x in stride(from: 140.0, through: 60.0, by: -20.0) {
            scene.screen.advance(by: 0.02)
            finger.move(to: .at(x, 100))
            everHighlighted = everHighlighted || button.isHighlighted
        }
        finger.lift()
        #expect(!everHighlighted && scene.log.take().isEmpty)
        #expect(scroller.contentOffset.x == 80)
    }

    @Test("SCR-3 a drag after the highlight keeps the button by default (touchesShouldCancel is false for controls)")
    func dragAfterHighlightKeepsButton() {
        let scroller = UIScrollView()
        let (scene, _) = buttonInScroller(scroller)
        let finger = scene.screen.touchDown(at: .at(150, 100))
        scene.screen.advance(by: 0.2)
        finger.move(to: .at(120, 100))
        finger.move(to: .at(60, 100))
        finger.lift()
        #expect(scene.log.take() == ["touchDown", "dragInside", "dragInside", "upInside", "primary"])
        #expect(scroller.contentOffset == .zero)
    }

    @Test("SCR-3 when touchesShouldCancel says yes, the drag cancels the button and scrolls")
    func dragAfterHighlightCancelsButton() {
        let scroller = GreedyScrollView()
        let (scene, button) = buttonInScroller(scroller)
        let finger = scene.screen.touchDown(at: .at(150, 100))
        scene.screen.advance(by: 0.2)
        finger.move(to: .at(120, 100))
        finger.move(to: .at(60, 100))
        finger.lift()
        #expect(scene.log.take() == ["touchDown", "cancel"])
        #expect(!button.isHighlighted && scroller.contentOffset.x == 60)
    }

    @Test("nested scroll views: the direction of the first movement decides who scrolls")
    func nested() {
        let scene = Scene()
        let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        outer.contentSize = CGSize(width: 300, height: 2000)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        inner.contentSize = CGSize(width: 1500, height: 100)
        outer.addSubview(inner)
        scene.window.addSubview(outer)
        scene.screen.runLayoutPass()
        let rest = outer.contentOffset.y   // −47: below the status bar (SCR-10)

        scene.screen.drag(from: .at(200, 150), to: .at(100, 155), duration: 1, steps: 10)  // horizontal
        #expect(inner.contentOffset.x > 0 && outer.contentOffset.y == rest)
        inner.setContentOffset(.zero, animated: false)  // also stops its deceleration
        scene.screen.advance(by: 5)
        scene.screen.drag(from: .at(150, 190), to: .at(155, 110), duration: 1, steps: 10)  // vertical
        #expect(inner.contentOffset.x == 0 && outer.contentOffset.y > rest)
    }
}

@Suite("Delayed touches carry where the finger went down (GR-12)")
@MainActor
struct DelayedBeganLocationTests {
    @Test("GR-12 SCR-1 a quick sideways drag from a slider's thumb in a vertical scroll view: the held touchesBegan arrives where the finger went down, one touchesMoved takes it to where it is, and the slider tracks")
    func sliderInScrollView() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        scrollView.addSubview(slider)
        final class Locations: UIView {
            var heard: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append("began \(touches.first!.location(in: self).x)") }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                let touch = touches.first!
                heard.append("moved \(touch.previousLocation(in: self).x) → \(touch.location(in: self).x)")
            }
        }
        let pad = Locations(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
        scrollView.addSubview(pad)
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let screen = phoneScreen(showing: scrollView)
        let thumbRect = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value)
        let thumb = slider.convert(CGPoint(x: thumbRect.midX, y: thumbRect.midY), to: nil)
        let finger = screen.touchDown(at: thumb)
        for step in 1...4 {
            screen.advance(by: 0.02)
            finger.move(to: CGPoint(x: thumb.x + CGFloat(step) * 40, y: thumb.y))
        }
        screen.advance(by: 0.2)
        finger.lift()
        #expect(slider.value > 0.3 && changes > 0, "the slider tracked from its thumb: \(slider.value)")

        let second = screen.touchDown(at: CGPoint(x: 100, y: 350))
        for step in 1...3 {
            screen.advance(by: 0.02)
            second.move(to: CGPoint(x: 100 + CGFloat(step) * 30, y: 350))
        }
        screen.advance(by: 0.2)
        second.lift()
        #expect(pad.heard == ["began 100.0", "moved 100.0 → 190.0"])
    }
}
