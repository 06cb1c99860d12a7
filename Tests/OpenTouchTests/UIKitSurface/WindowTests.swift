import Foundation
import Testing
@testable import OpenTouch

/// A window that watches every event, as touch-inspector windows do, and passes it on.
@MainActor
private final class InspectingWindow: UIWindow {
    var seen: [String] = []

    override func sendEvent(_ event: UIEvent) {
        for touch in event.allTouches ?? [] { seen.append("\(touch.phase)") }
        super.sendEvent(event)
    }
}

/// A window that lets touches through wherever none of its subviews is.
@MainActor
private final class PassThroughWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

@Suite("HIT-9, TCH-11: several windows on one screen")
@MainActor
struct WindowTests {
    @Test("HIT-9 the higher windowLevel is hit first; a hidden window and a pass-through window let touches through")
    func levelsAndHiddenWindows() {
        let scene = Scene()
        scene.view("app", scene.window.bounds)
        let overlay = PassThroughWindow(windowScene: scene.screen.windowScene)
        overlay.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        overlay.windowLevel = .alert
        let banner = RecordingView("banner", frame: CGRect(x: 0, y: 0, width: 400, height: 50), log: scene.log)
        overlay.addSubview(banner)
        overlay.isHidden = false
        #expect(scene.screen.windowsFrontToBack.first === overlay)
        scene.screen.tap(at: .at(200, 20))
        scene.screen.tap(at: .at(200, 200))
        #expect(scene.log.take() == ["banner began 1", "banner ended 1", "app began 1", "app ended 1"],
                "the banner in front; elsewhere the overlay window's hitTest returns nil and the app window takes it")
        overlay.isHidden = true
        scene.screen.tap(at: .at(200, 20))
        #expect(scene.log.take() == ["app began 1", "app ended 1"])
    }

    @Test("TCH-11 a touch stays in its window when the finger moves over another; sendEvent overrides see its every phase")
    func touchStaysInItsWindow() {
        let log = CallbackLog()
        let main = InspectingWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let left = RecordingView("left", frame: CGRect(x: 0, y: 0, width: 200, height: 400), log: log)
        main.addSubview(left)
        main.makeKeyAndVisible()
        let screen = TouchScreen(window: main)
        let side = InspectingWindow(windowScene: screen.windowScene)
        side.frame = CGRect(x: 200, y: 0, width: 200, height: 400)
        side.windowLevel = .normal + 1
        let right = RecordingView("right", frame: CGRect(x: 0, y: 0, width: 200, height: 400), log: log)
        side.addSubview(right)
        side.isHidden = false
        let finger = screen.touchDown(at: .at(100, 100))
        finger.move(to: .at(300, 100))
        #expect(finger.touch?.window === main)
        #expect(finger.touch?.location(in: left) == .at(300, 100), "converted through its own window")
        finger.lift()
        #expect(log.take() == ["left began 1", "left moved 1", "left ended 1"])
        #expect(main.seen == ["began", "moved", "ended"])
        #expect(side.seen.isEmpty)
        screen.tap(at: .at(300, 100))
        #expect(log.take() == ["right began 1", "right ended 1"])
        #expect(side.seen == ["began", "ended"])
    }
}
