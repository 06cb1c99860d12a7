import Foundation
import Testing
@testable import OpenTouch

@Suite("GR-17: touch types, stylus input")
@MainActor
struct TouchTypeTests {
    @Test("GR-17 a stylus touch carries its type, force and angles; a finger is direct, upright, with no azimuth")
    func stylusDetails() throws {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let pen = scene.screen.stylusDown(at: .at(100, 100), force: 2, altitudeAngle: .pi / 4, azimuthAngle: 0)
        let touch = try #require(pen.touch)
        #expect(touch.type == .pencil && touch.force == 2 && touch.maximumPossibleForce == 25.0 / 6.0)
        #expect(abs(touch.altitudeAngle - .pi / 4) < 1e-9)
        #expect(abs(touch.azimuthAngle(in: nil)) < 1e-9)
        #expect(abs(touch.azimuthAngle(in: view) + .pi / 2) < 1e-9, "pointing along the window's x axis is -π/2 in a view turned a quarter clockwise")
        pen.move(to: .at(110, 100), force: 3, altitudeAngle: 0.3)
        #expect(touch.force == 3 && abs(touch.altitudeAngle - 0.3) < 1e-9)
        #expect(throws: TouchInputError.forceOutOfRange(finger: pen.id, force: 5, maximum: 25.0 / 6.0)) {
            try scene.screen.send([TouchSample(finger: pen.id, phase: .move, location: .at(120, 100), force: 5)])
        }
        pen.lift()
        let finger = scene.screen.touchDown(at: .at(50, 50))
        #expect(finger.touch?.type == .direct && finger.touch?.altitudeAngle == .pi / 2)
        #expect(finger.touch?.azimuthUnitVector(in: nil) == CGVector(dx: 1 as CGFloat, dy: 0 as CGFloat))
        finger.lift()
    }

    @Test("GR-17 bad stylus angles are refused, naming what was wrong, and nothing is delivered")
    func badAngles() {
        let scene = Scene()
        scene.view("view", scene.window.bounds)
        #expect(throws: TouchInputError.invalidStylusAngle(finger: 7, name: "altitude", value: 2)) {
            try scene.screen.send([TouchSample(finger: 7, phase: .down, location: .at(10, 10), type: .pencil, altitudeAngle: 2)])
        }
        #expect(scene.log.take().isEmpty)
        #expect(scene.screen.fingersDown.isEmpty)
    }

    @Test("GR-17 a recognizer whose allowedTouchTypes leave out the stylus never sees it; the view still does")
    func allowedTouchTypes() {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        let fingersOnly = ScriptedRecognizer("fingers", log: scene.log)
        fingersOnly.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        fingersOnly.onEnded = .failed
        view.addGestureRecognizer(fingersOnly)
        #expect(fingersOnly.allowedTouchTypes == [0])
        let pen = scene.screen.stylusDown(at: .at(10, 10))
        pen.lift()
        #expect(scene.log.take() == ["view began 1", "view ended 1"])
        scene.screen.tap(at: .at(10, 10))
        #expect(scene.log.take() == ["fingers touchesBegan 1", "view began 1", "fingers touchesEnded 1", "view ended 1", "fingers reset"])
    }

    @Test("GR-17 requiresExclusiveTouchType: a recognizer tracking a finger does not take a stylus; without it, it takes both")
    func exclusiveTouchType() {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        view.isMultipleTouchEnabled = true
        let recognizer = ScriptedRecognizer("mixed", log: scene.log)
        view.addGestureRecognizer(recognizer)
        let finger = scene.screen.touchDown(at: .at(10, 10))
        let pen = scene.screen.stylusDown(at: .at(50, 50))
        #expect(recognizer.numberOfTouches == 1)
        pen.lift()
        finger.lift()
        _ = scene.log.take()
        recognizer.requiresExclusiveTouchType = false
        let second = scene.screen.touchDown(at: .at(10, 10))
        let secondPen = scene.screen.stylusDown(at: .at(50, 50))
        #expect(recognizer.numberOfTouches == 2)
        secondPen.lift()
        second.lift()
    }

    @Test("TCH-5 Finger.lift carries a final force into the ended phase")
    func liftForce() {
        let scene = Scene()
        let view = ForceRecordingView(frame: scene.window.bounds)
        scene.window.addSubview(view)
        let finger = scene.screen.touchDown(at: .at(10, 10), force: 1)
        finger.lift(force: 0.5)
        #expect(view.forces == ["began 1.0", "ended 0.5"])
    }
}

@MainActor
private final class ForceRecordingView: UIView {
    var forces: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { forces.append("began \(touches.first!.force)") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { forces.append("ended \(touches.first!.force)") }
}
