import Foundation
import Testing
@testable import OpenTouch

@Suite("CTL: UIControl tracking, events and targets")
@MainActor
struct ControlTests {
    /// A 100×50 tracking control at (150, 150) in a shown 400×400 window.
    private func makeControl() -> (Scene, TrackingControl) {
        let scene = Scene()
        let control = TrackingControl(frame: CGRect(x: 150, y: 150, width: 100, height: 50))
        control.log = scene.log
        recordEvents(of: control, into: scene.log)
        scene.window.addSubview(control)
        return (scene, control)
    }

    @Test("CTL-1 UIControl.Event raw values are UIKit's")
    func rawValues() {
        typealias E = UIControl.Event
        let expected: [(E, UInt)] = [
            (.touchDown, 1), (.touchDownRepeat, 2), (.touchDragInside, 4), (.touchDragOutside, 8),
            (.touchDragEnter, 16), (.touchDragExit, 32), (.touchUpInside, 64), (.touchUpOutside, 128),
            (.touchCancel, 256), (.valueChanged, 4096), (.primaryActionTriggered, 8192), (.menuActionTriggered, 16384),
            (.editingDidBegin, 1 << 16), (.editingChanged, 1 << 17), (.editingDidEnd, 1 << 18), (.editingDidEndOnExit, 1 << 19),
            (.allTouchEvents, 0x0FFF), (.allEditingEvents, 0x000F0000), (.applicationReserved, 0x0F000000),
            (.systemReserved, 0xF0000000), (.allEvents, 0xFFFFFFFF),
        ]
        for (event, raw) in expected { #expect(event.rawValue == raw, "\(event)") }
        #expect(UIControl.State.highlighted.rawValue == 1 && UIControl.State.disabled.rawValue == 2 && UIControl.State.selected.rawValue == 4)
    }

    @Test("CTL-2..4 a tap: beginTracking, touchDown, endTracking, touchUpInside, with highlight while down")
    func tapSequence() {
        let (scene, control) = makeControl()
        let finger = scene.screen.touchDown(at: .at(200, 175))
        #expect(control.isTracking && control.isHighlighted && control.isTouchInside && control.state == .highlighted)
        finger.lift()
        #expect(scene.log.take() == ["beginTracking", "touchDown", "endTracking", "upInside"])
        #expect(!control.isTracking && !control.isHighlighted && control.state == .normal)
    }

    @Test("CTL-2 a second quick tap also sends touchDownRepeat")
    func touchDownRepeat() {
        let (scene, _) = makeControl()
        scene.screen.tap(at: .at(200, 175), taps: 2)
        #expect(scene.log.take() == ["beginTracking", "touchDown", "endTracking", "upInside",
                                     "beginTracking", "touchDown", "touchDownRepeat", "endTracking", "upInside"])
    }

    @Test("CTL-3 and CTL-4 drag out past the margin and back, then lift outside")
    func dragOutAndBack() {
        let (scene, control) = makeControl()
        let finger = scene.screen.touchDown(at: .at(200, 175))
        finger.move(to: .at(200, 140))   // 10 pt above: still inside the margin
        finger.move(to: .at(200, 70))    // 80 pt above: outside
        #expect(!control.isHighlighted && !control.isTouchInside)
        finger.move(to: .at(200, 60))
        finger.move(to: .at(200, 100))   // back within 70
        #expect(control.isHighlighted)
        finger.move(to: .at(200, 20))
        finger.lift()
        #expect(scene.log.take() == [
            "beginTracking", "touchDown",
            "continueTracking", "dragInside",
            "continueTracking", "dragExit", "dragOutside",
            "continueTracking", "dragOutside",
            "continueTracking", "dragEnter", "dragInside",
            "continueTracking", "dragExit", "dragOutside",
            "endTracking", "upOutside",
        ])
    }

    @Test("CTL-4 a lift whose last location crossed the margin sends enter or exit first")
    func flipOnLift() {
        let (scene, _) = makeControl()
        let finger = scene.screen.touchDown(at: .at(200, 175))
        finger.lift(at: .at(200, 20))
        #expect(scene.log.take() == ["beginTracking", "touchDown", "dragExit", "endTracking", "upOutside"])
    }

    @Test("CTL-4 a cancelled touch: cancelTracking and touchCancel, not highlighted")
    func cancelled() {
        let (scene, control) = makeControl()
        scene.screen.touchDown(at: .at(200, 175))
        scene.screen.cancelAllTouches()
        #expect(scene.log.take() == ["beginTracking", "touchDown", "cancelTracking", "cancel"])
        #expect(!control.isHighlighted && !control.isTracking)
    }

    @Test("CTL-2, CTL-3 beginTracking or continueTracking answering false stops the events")
    func trackingRefused() {
        let (scene, control) = makeControl()
        control.beginsTracking = false
        scene.screen.drag(from: .at(200, 175), to: .at(210, 175), duration: 0.1, steps: 1)
        #expect(scene.log.take() == ["beginTracking"])
        control.beginsTracking = true
        control.continuesTracking = false
        scene.screen.advance(by: 1)  // a fresh tap count
        scene.screen.drag(from: .at(200, 175), to: .at(210, 175), duration: 0.1, steps: 2)
        #expect(scene.log.take() == ["beginTracking", "touchDown", "continueTracking"])
    }

    @Test("CTL-5 the margin on all four sides, just inside and just outside")
    func marginOnEverySide() {
        // Bounds 100×50 at (150,150): with 70 pt the area is x 80..<320, y 80..<270 in the window.
        let cases: [(CGPoint, String)] = [
            (.at(80, 175), "dragInside"), (.at(79.9, 175), "dragOutside"),       // left
            (.at(319.9, 175), "dragInside"), (.at(320, 175), "dragOutside"),     // right
            (.at(200, 80), "dragInside"), (.at(200, 79.9), "dragOutside"),       // top
            (.at(200, 269.9), "dragInside"), (.at(200, 270), "dragOutside"),     // bottom
        ]
        for (point, expected) in cases {
            let (scene, _) = makeControl()
            let finger = scene.screen.touchDown(at: .at(200, 175))
            finger.move(to: point)
            let log = scene.log.take()
            #expect(log.last == expected, "at \(point)")
            finger.lift()
        }
    }

    @Test("CTL-5 each control has its own margin, and point(inside:) counts too")
    func ownMargin() {
        let (scene, control) = makeControl()
        control.trackingMargin = 25
        let finger = scene.screen.touchDown(at: .at(200, 175))
        finger.move(to: .at(200, 125))   // 25 above: inside
        finger.move(to: .at(200, 124.9))
        finger.lift()
        #expect(scene.log.take() == ["beginTracking", "touchDown", "continueTracking", "dragInside",
                                     "continueTracking", "dragExit", "dragOutside", "endTracking", "upOutside"])
    }

    @Test("CTL-6 actions get the sender and the real event of the tracking touch; sendActions(for:) has none")
    func actionsGetTheEvent() {
        @MainActor final class Panel {
            var readings: [String] = []
            func plain() { readings.append("plain") }
            func sender(_ sender: UIControl) { readings.append("sender \(sender.isHighlighted)") }
            func withEvent(_ sender: UIControl, forEvent event: UIEvent) {
                let touch = event.allTouches!.first!
                let point = touch.location(in: sender)
                readings.append("event at \(Int(point.x)),\(Int(point.y))")
            }
            func optionalEvent(_ sender: UIControl, forEvent event: UIEvent?) { readings.append("optional \(event == nil ? "nil" : "event")") }
        }
        let (scene, control) = makeControl()
        let panel = Panel()
        control.addTarget(panel, action: Panel.plain, for: .touchDown)
        control.addTarget(panel, action: Panel.sender, for: .touchDown)
        control.addTarget(panel, action: Panel.withEvent, for: [.touchDown, .touchDragOutside])
        control.addTarget(panel, action: Panel.optionalEvent, for: .touchDown)
        let finger = scene.screen.touchDown(at: .at(160, 160))
        finger.move(to: .at(160, 20))
        #expect(panel.readings == ["plain", "sender true", "event at 10,10", "optional event", "event at 10,-130"])
        panel.readings.removeAll()
        control.sendActions(for: .touchDown)
        #expect(panel.readings == ["plain", "sender false", "optional nil"], "no event: the event-taking method is skipped")
    }

    @Test("CTL-7 a plain UIControl never sends primaryActionTriggered; a button does after touchUpInside")
    func primaryAction() {
        let (scene, _) = makeControl()
        scene.screen.tap(at: .at(200, 175))
        #expect(!scene.log.take().contains("primary"))
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        recordEvents(of: button, into: scene.log)
        scene.window.addSubview(button)
        scene.screen.advance(by: 1)
        scene.screen.tap(at: .at(50, 20))
        #expect(scene.log.take() == ["touchDown", "upInside", "primary"])
    }

    @Test("CTL-9 targets are weak; closures, removal by target, by action and by identifier")
    func targetsAndClosures() {
        @MainActor final class Panel {
            let log: CallbackLog
            init(log: CallbackLog) { self.log = log }
            func tapped() { log.append("tapped") }
            func other(_ sender: UIControl) { log.append("other") }
        }
        let scene = Scene()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(control)
        do {
            let gone = Panel(log: scene.log)
            control.addTarget(gone, action: Panel.tapped, for: .touchUpInside)
        }
        let panel = Panel(log: scene.log)
        control.addTarget(panel, action: Panel.tapped, for: .touchUpInside)
        control.addTarget(panel, action: Panel.other, for: [.touchUpInside, .touchDown])
        let named = UIAction(identifier: UIAction.Identifier("named")) { action in scene.log.append("named from \(action.sender === control)") }
        control.addAction(named, for: .touchUpInside)
        scene.screen.tap(at: .at(50, 50))
        #expect(scene.log.take() == ["other", "tapped", "other", "named from true"])
        #expect(control.allTargets.count == 1 && control.allControlEvents == [.touchUpInside, .touchDown])
        #expect(control.actions(forTarget: panel, forControlEvent: .touchDown) == ["Panel(UIControl)"])

        control.removeTarget(panel, action: Panel.tapped, for: .touchUpInside)
        control.removeAction(identifiedBy: UIAction.Identifier("named"), for: .touchUpInside)
        scene.screen.advance(by: 1)
        scene.screen.tap(at: .at(50, 50))
        #expect(scene.log.take() == ["other", "other"])
        control.removeTarget(nil, action: nil, for: .allEvents)
        scene.screen.advance(by: 1)
        scene.screen.tap(at: .at(50, 50))
        #expect(scene.log.take().isEmpty && control.allControlEvents.isEmpty)
    }

    @Test("CTL-9 a nil target sends the action up the responder chain from the first responder")
    func nilTarget() {
        @MainActor final class Screen: UIView {
            var log: [String] = []
            func save() { log.append("save") }
        }
        let scene = Scene()
        let screenView = Screen(frame: scene.window.bounds)
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        screenView.addSubview(button)
        scene.window.addSubview(screenView)
        button.addTarget(nil as Screen?, action: Screen.save, for: .touchUpInside)
        scene.screen.tap(at: .at(10, 10))
        #expect(screenView.log == ["save"], "no first responder: the search starts at the sender")
    }

    @Test("HIT-6 a disabled control is not hit: the touch goes to what is behind it")
    func disabledNotHit() {
        let scene = Scene()
        let behind = scene.view("behind", scene.window.bounds)
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        behind.addSubview(control)
        #expect(scene.window.hitTest(.at(50, 50), with: nil) === control)
        control.isEnabled = false
        #expect(control.state == .disabled)
        scene.screen.tap(at: .at(50, 50))
        #expect(scene.log.take() == ["behind began 1", "behind ended 1"])
    }
}
