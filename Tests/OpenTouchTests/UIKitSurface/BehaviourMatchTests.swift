import Foundation
import Testing
@testable import OpenTouch

@Suite("GR-18..20, CTL-10: behaviour real UIKit code relies on")
@MainActor
struct BehaviourMatchTests {
    @Test("GR-19 without require(toFail:), a double tap fires the single tap and then the double tap; the single tap does not prevent it")
    func tapCountsDoNotPrevent() {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        var actions: [String] = []
        let single = UITapGestureRecognizer { _ in actions.append("single") }
        let double = UITapGestureRecognizer { _ in actions.append("double") }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        scene.screen.tap(at: .at(100, 100), taps: 2)
        #expect(actions == ["single", "double"])
        #expect(double.canPrevent(single) && !single.canPrevent(double), "the double tap may still prevent the single one")
    }

    @Test("GR-18 a double tap reports the first tap's location")
    func multiTapLocation() {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        var locations: [CGPoint] = []
        let double = UITapGestureRecognizer { locations.append($0.location(in: view)) }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        scene.screen.tap(at: .at(100, 100))
        scene.screen.advance(by: 0.1)
        scene.screen.tap(at: .at(110, 104))
        #expect(locations == [.at(100, 100)])
    }

    @Test("GR-18 a double tap's location(ofTouch:in:) is where that finger went down in the first tap, like location(in:)")
    func multiTapTouchLocation() {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        var reported: [String] = []
        let double = UITapGestureRecognizer { tap in
            reported.append("\(tap.state) touches \(tap.numberOfTouches) at \(tap.location(ofTouch: 0, in: view)) centroid \(tap.location(in: view))")
        }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        scene.screen.tap(at: .at(100, 100))
        scene.screen.advance(by: 0.1)
        scene.screen.tap(at: .at(110, 104))
        #expect(reported == ["ended touches 1 at CGPoint(x: 100.0, y: 100.0) centroid CGPoint(x: 100.0, y: 100.0)"])
    }

    @Test("GR-20 a second finger before the pan began fails a one-finger pan; after it began, the pan goes on and the view gets the extra finger")
    func panMaximumTouches() {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        view.isMultipleTouchEnabled = true
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        pan.maximumNumberOfTouches = 1
        view.addGestureRecognizer(pan)
        let first = scene.screen.touchDown(at: .at(100, 100))
        let second = scene.screen.touchDown(at: .at(200, 200))
        first.move(to: .at(150, 100))
        #expect(states.isEmpty && pan.state == .possible, "failed and reset once the second finger's event was delivered")
        first.lift()
        second.lift()
        _ = scene.log.take()

        let mover = scene.screen.touchDown(at: .at(100, 100))
        mover.move(to: .at(150, 100))
        #expect(states == [.began])
        let late = scene.screen.touchDown(at: .at(200, 200))
        mover.move(to: .at(160, 100))
        #expect(pan.numberOfTouches == 1)
        #expect(states == [.began, .changed])
        late.lift()
        mover.lift()
        #expect(states == [.began, .changed, .ended])
        #expect(scene.log.take() == ["view began 1", "view cancelled 1", "view began 1", "view ended 1"],
                "the first finger's view touch is cancelled when the pan begins (GR-11); the ignored late finger reaches the view (GR-14)")
    }

    @Test("CTL-10 slider limits: a minimum above the maximum raises it, a maximum below the minimum lowers it, the value stays inside")
    func sliderLimits() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        slider.value = 0.5
        slider.minimumValue = 2
        #expect(slider.maximumValue == 2 && slider.value == 2)
        slider.maximumValue = 10
        slider.value = 7
        slider.maximumValue = -1
        #expect(slider.minimumValue == -1 && slider.value == -1)
        slider.maximumValue = 1
        slider.value = 5
        #expect(slider.value == 1)
    }
}
