import Foundation
import Testing
@testable import OpenTouch

/// One view filling a 400×400 window, with `recognizer` on it logging its actions as "r state".
@MainActor
private func setUp<R: UIGestureRecognizer>(_ recognizer: R) -> (Scene, R) {
    let scene = Scene()
    let view = scene.view("view", scene.window.bounds)
    view.isMultipleTouchEnabled = true
    logActions(of: recognizer, as: "r", into: scene.log)
    view.addGestureRecognizer(recognizer)
    return (scene, recognizer)
}

/// The recognizer's actions only, without the view's callbacks.
@MainActor
private func actions(_ scene: Scene) -> [String] {
    scene.log.take().filter { $0.hasPrefix("r ") }
}

@Suite("Recognizer parameters, each threshold just below and just above")
@MainActor
struct RecognizerParameterTests {
    // MARK: Tap

    @Test("Tap: movement up to 45 pt is a tap, beyond fails")
    func tapMovement() {
        for (distance, expected) in [(44.9, ["r ended"]), (45.1, [])] as [(CGFloat, [String])] {
            let (scene, _) = setUp(UITapGestureRecognizer())
            let finger = scene.screen.touchDown(at: .at(100, 100))
            finger.move(to: .at(100 + distance, 100))
            finger.lift()
            #expect(actions(scene) == expected, "moved \(distance)")
        }
    }

    @Test("Tap: a tap of 0.74 s recognizes, one of 0.76 s fails")
    func tapDuration() {
        for (hold, expected) in [(0.74, ["r ended"]), (0.76, [])] as [(TimeInterval, [String])] {
            let (scene, _) = setUp(UITapGestureRecognizer())
            scene.screen.longPress(at: .at(100, 100), duration: hold)
            #expect(actions(scene) == expected, "held \(hold)")
        }
    }

    @Test("Tap: a double tap needs the second tap within 0.35 s of the first lift, and within 45 pt")
    func tapInterval() {
        for (gap, offset, expected) in [(0.34, 0.0, ["r ended"]), (0.36, 0.0, []), (0.1, 44.0, ["r ended"]), (0.1, 46.0, [])]
            as [(TimeInterval, CGFloat, [String])] {
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 2
            let (scene, _) = setUp(tap)
            scene.screen.tap(at: .at(100, 100))
            scene.screen.advance(by: gap)
            scene.screen.tap(at: .at(100 + offset, 100))
            #expect(actions(scene) == expected, "gap \(gap), offset \(offset)")
        }
    }

    @Test("Tap: numberOfTouchesRequired counts the fingers of each tap; location is the first tap's centroid")
    func tapTouches() {
        for fingers in 1...3 {
            let tap = UITapGestureRecognizer()
            tap.numberOfTouchesRequired = 2
            let (scene, recognizer) = setUp(tap)
            var where_: CGPoint?
            recognizer.addAction { r in where_ = r.location(in: nil) }
            scene.screen.tap(at: .at(100, 100), fingers: fingers)
            #expect(actions(scene) == (fingers == 2 ? ["r ended"] : []), "\(fingers) fingers")
            if fingers == 2 { #expect(where_ == .at(100, 100)) }
        }
    }

    // MARK: Long press

    @Test("LongPress: begins at 0.5 s, changes on movement, ends on lift")
    func longPressTiming() {
        let (scene, press) = setUp(UILongPressGestureRecognizer())
        let finger = scene.screen.touchDown(at: .at(100, 100))
        scene.screen.advance(by: 0.49)
        #expect(press.state == .possible)
        scene.screen.advance(by: 0.01)
        #expect(press.state == .began)
        finger.move(to: .at(200, 100))
        finger.lift()
        #expect(actions(scene) == ["r began", "r changed", "r ended"])
    }

    @Test("LongPress: lifting early or moving more than 10 pt before it begins fails it")
    func longPressFailures() {
        for (move, expected) in [(9.9, ["r began", "r ended"]), (10.1, [])] as [(CGFloat, [String])] {
            let (scene, _) = setUp(UILongPressGestureRecognizer())
            let finger = scene.screen.touchDown(at: .at(100, 100))
            finger.move(to: .at(100, 100 + move))
            scene.screen.advance(by: 0.6)
            finger.lift()
            #expect(actions(scene) == expected, "moved \(move)")
        }
        let (scene, _) = setUp(UILongPressGestureRecognizer())
        scene.screen.longPress(at: .at(100, 100), duration: 0.4)
        #expect(actions(scene).isEmpty)
    }

    @Test("LongPress: two fingers required, and one tap before the press")
    func longPressTouchesAndTaps() throws {
        let twoFingers = UILongPressGestureRecognizer()
        twoFingers.numberOfTouchesRequired = 2
        let (scene, _) = setUp(twoFingers)
        scene.screen.longPress(at: .at(100, 100), duration: 1)
        #expect(actions(scene).isEmpty, "one finger is not enough")
        try scene.screen.send([TouchSample(finger: 1, phase: .down, location: .at(100, 100)),
                               TouchSample(finger: 2, phase: .down, location: .at(150, 100))])
        scene.screen.advance(by: 0.5)
        try scene.screen.send([TouchSample(finger: 1, phase: .up, location: .at(100, 100)),
                               TouchSample(finger: 2, phase: .up, location: .at(150, 100))])
        #expect(actions(scene) == ["r began", "r ended"])

        let tapThenPress = UILongPressGestureRecognizer()
        tapThenPress.numberOfTapsRequired = 1
        let (second, _) = setUp(tapThenPress)
        second.screen.longPress(at: .at(100, 100), duration: 0.6)
        #expect(actions(second).isEmpty, "a press without the tap first")
        second.screen.advance(by: 1)
        second.screen.tap(at: .at(100, 100))
        second.screen.advance(by: 0.1)
        second.screen.longPress(at: .at(100, 100), duration: 0.6)
        #expect(actions(second) == ["r began", "r ended"])
    }

    // MARK: Pan

    @Test("Pan: begins once the centroid has moved 10 pt; translation at began holds the whole movement")
    func panThreshold() {
        for (distance, begins) in [(9.9, false), (10.0, true)] as [(CGFloat, Bool)] {
            let (scene, pan) = setUp(UIPanGestureRecognizer())
            var atBegan: CGPoint?
            pan.addAction { r in if r.state == .began { atBegan = (r as! UIPanGestureRecognizer).translation(in: nil) } }
            let finger = scene.screen.touchDown(at: .at(100, 100))
            finger.move(to: .at(100 + distance * 0.6, 100 + distance * 0.8))
            #expect(pan.state == (begins ? .began : .possible), "moved \(distance)")
            if begins { #expect(isClose(atBegan!, .at(6, 8))) }
            finger.lift()
        }
    }

    @Test("Pan: setTranslation re-bases, velocity is in points per second, both convert into a view")
    func panTranslationAndVelocity() {
        let (scene, pan) = setUp(UIPanGestureRecognizer())
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        scaled.isUserInteractionEnabled = false  // only a coordinate space here
        scene.window.addSubview(scaled)
        let finger = scene.screen.touchDown(at: .at(100, 100))
        scene.screen.advance(by: 0.05)
        finger.move(to: .at(120, 100))
        #expect(pan.translation(in: nil) == .at(20, 0))
        #expect(pan.translation(in: scaled) == .at(10, 0))
        #expect(isClose(pan.velocity(in: nil), .at(400, 0)))
        pan.setTranslation(.at(1, 1), in: scaled)
        #expect(pan.translation(in: scaled) == .at(1, 1) && pan.velocity(in: nil) == .zero)
        scene.screen.advance(by: 0.05)
        finger.move(to: .at(130, 100))
        #expect(isClose(pan.translation(in: nil), .at(12, 2)))
        #expect(isClose(pan.velocity(in: nil), .at(200, 0)))
        finger.lift()
        #expect(actions(scene) == ["r began", "r changed", "r ended"])
    }

    @Test("GR-20 Pan: minimumNumberOfTouches holds it back; a finger past maximumNumberOfTouches before it began fails it")
    func panTouchCounts() throws {
        let twoFinger = UIPanGestureRecognizer()
        twoFinger.minimumNumberOfTouches = 2
        let (scene, _) = setUp(twoFinger)
        scene.screen.drag(from: .at(100, 100), to: .at(200, 100), duration: 0.1, steps: 2)
        #expect(actions(scene).isEmpty)
        try scene.screen.send([TouchSample(finger: 1, phase: .down, location: .at(100, 100)),
                               TouchSample(finger: 2, phase: .down, location: .at(150, 100))])
        try scene.screen.send([TouchSample(finger: 1, phase: .move, location: .at(120, 100)),
                               TouchSample(finger: 2, phase: .move, location: .at(170, 100))])
        try scene.screen.send([TouchSample(finger: 1, phase: .up, location: .at(120, 100))])
        #expect(actions(scene) == ["r began", "r ended"], "ends when fewer than the minimum remain")

        let oneFinger = UIPanGestureRecognizer()
        oneFinger.maximumNumberOfTouches = 1
        let (second, pan) = setUp(oneFinger)
        let first = second.screen.touchDown(at: .at(100, 100))
        second.screen.touchDown(at: .at(200, 100))
        first.move(to: .at(150, 100))
        #expect(actions(second).isEmpty && pan.state == .possible && pan.numberOfTouches == 0,
                "failed with the second finger, reset after that event, and out of this touch sequence (GR-5)")
    }

    @Test("GR-14 an edge pan ignores every finger beyond the first: numberOfTouches stays 1 and the translation follows the first finger only")
    func edgePanIgnoresSecondFinger() throws {
        let edgePan = UIScreenEdgePanGestureRecognizer()
        edgePan.edges = .left
        let (scene, _) = setUp(edgePan)
        try scene.screen.send([TouchSample(finger: 1, phase: .down, location: .at(5, 100))])
        scene.screen.advance(by: 0.02)
        try scene.screen.send([TouchSample(finger: 1, phase: .move, location: .at(45, 100))])
        #expect(edgePan.state == .began && edgePan.numberOfTouches == 1)
        try scene.screen.send([TouchSample(finger: 1, phase: .stationary, location: .at(45, 100)),
                               TouchSample(finger: 2, phase: .down, location: .at(200, 300))])
        scene.screen.advance(by: 0.02)
        try scene.screen.send([TouchSample(finger: 1, phase: .move, location: .at(65, 100)),
                               TouchSample(finger: 2, phase: .move, location: .at(300, 300))])
        #expect(edgePan.numberOfTouches == 1 && edgePan.translation(in: nil).x == 60 && edgePan.location(in: nil) == .at(65, 100))
        #expect(actions(scene) == ["r began", "r changed"])
    }

    @Test("ScreenEdgePan: starts only within 20 pt of one of its edges")
    func screenEdge() {
        for (x, begins) in [(20.0, true), (20.5, false), (385.0, false)] as [(CGFloat, Bool)] {
            let edgePan = UIScreenEdgePanGestureRecognizer()
            edgePan.edges = .left
            let (scene, recognizer) = setUp(edgePan)
            let finger = scene.screen.touchDown(at: .at(x, 200))
            finger.move(to: .at(x + 50, 200))
            #expect(recognizer.state == (begins ? .began : .possible), "x = \(x)")
            finger.lift()
        }
        let right = UIScreenEdgePanGestureRecognizer()
        right.edges = [.right, .bottom]
        let (scene, recognizer) = setUp(right)
        let finger = scene.screen.touchDown(at: .at(385, 200))
        finger.move(to: .at(300, 200))
        #expect(recognizer.state == .began)
    }

    // MARK: Swipe

    @Test("Swipe: 50 pt along the direction within 0.5 s, with less movement across")
    func swipe() {
        let cases: [(CGPoint, TimeInterval, [String])] = [
            (.at(150, 100), 0.2, ["r ended"]),  // 50 right
            (.at(149, 100), 0.2, []),           // 49 right
            (.at(150, 100), 0.6, []),           // too slow
            (.at(150, 160), 0.2, []),           // more across than along
            (.at(50, 100), 0.2, []),            // the wrong way
        ]
        for (end, duration, expected) in cases {
            let (scene, _) = setUp(UISwipeGestureRecognizer())
            scene.screen.drag(from: .at(100, 100), to: end, duration: duration, steps: 5)
            #expect(actions(scene) == expected, "to \(end) in \(duration)")
        }
        let vertical = UISwipeGestureRecognizer()
        vertical.direction = [.up, .down]
        let (scene, _) = setUp(vertical)
        scene.screen.drag(from: .at(100, 100), to: .at(110, 40), duration: 0.2, steps: 4)
        #expect(actions(scene) == ["r ended"])
    }

    @Test("GR-18 a swipe's location is where it began, when its action runs")
    func swipeLocation() {
        var locations: [CGPoint] = []
        let swipe = UISwipeGestureRecognizer { recognizer in locations.append(recognizer.location(in: nil)) }
        let (scene, _) = setUp(swipe)
        scene.screen.drag(from: .at(100, 100), to: .at(180, 104), duration: 0.2, steps: 4)
        #expect(locations == [.at(100, 100)])
    }

    @Test("Swipe: numberOfTouchesRequired fingers must swipe")
    func twoFingerSwipe() throws {
        let swipe = UISwipeGestureRecognizer()
        swipe.numberOfTouchesRequired = 2
        let (scene, _) = setUp(swipe)
        scene.screen.drag(from: .at(100, 100), to: .at(200, 100), duration: 0.2, steps: 4)
        #expect(actions(scene).isEmpty)
        try scene.screen.send([TouchSample(finger: 1, phase: .down, location: .at(100, 100)),
                               TouchSample(finger: 2, phase: .down, location: .at(100, 150))])
        scene.screen.advance(by: 0.1)
        try scene.screen.send([TouchSample(finger: 1, phase: .move, location: .at(160, 100)),
                               TouchSample(finger: 2, phase: .move, location: .at(160, 150))])
        #expect(actions(scene) == ["r ended"])
    }

    // MARK: Pinch and rotation

    @Test("Pinch: begins when the distance has changed by 10 pt; scale and velocity")
    func pinch() {
        for (to, begins) in [(109.9, false), (110.0, true), (90.0, true)] as [(CGFloat, Bool)] {
            let (scene, pinch) = setUp(UIPinchGestureRecognizer())
            scene.screen.pinch(center: .at(200, 200), from: 100, to: to, duration: 0.1, steps: 1)
            #expect(actions(scene) == (begins ? ["r began", "r ended"] : []), "to \(to)")
            _ = pinch
        }
        let (scene, pinch) = setUp(UIPinchGestureRecognizer())
        var readings: [String] = []
        pinch.addAction { r in
            let p = r as! UIPinchGestureRecognizer
            readings.append(String(format: "%@ %.2f %.2f", "\(p.state)", p.scale, p.velocity))
        }
        scene.screen.pinch(center: .at(200, 200), from: 100, to: 200, duration: 1, steps: 2)
        #expect(readings == ["began 1.50 1.00", "changed 2.00 1.00", "ended 2.00 1.00"])
    }

    @Test("Rotation: begins after 0.05 rad; rotation is clockwise positive")
    func rotation() {
        for (angle, begins) in [(0.049, false), (0.051, true), (-0.051, true)] as [(CGFloat, Bool)] {
            let (scene, _) = setUp(UIRotationGestureRecognizer())
            scene.screen.rotate(center: .at(200, 200), radius: 50, by: angle, duration: 0.1, steps: 1)
            #expect(actions(scene) == (begins ? ["r began", "r ended"] : []), "angle \(angle)")
        }
        let (scene, rotation) = setUp(UIRotationGestureRecognizer())
        var readings: [String] = []
        rotation.addAction { r in
            let g = r as! UIRotationGestureRecognizer
            readings.append(String(format: "%@ %.3f %.3f", "\(g.state)", g.rotation, g.velocity))
        }
        scene.screen.rotate(center: .at(200, 200), radius: 50, by: .pi / 2, duration: 1, steps: 2)
        #expect(readings == ["began 0.785 1.571", "changed 1.571 1.571", "ended 1.571 1.571"])
    }

    // MARK: Force press

    @Test("ForcePress: begins when the force reaches half the maximum, reports it, and never without force")
    func forcePress() {
        let maximum = 400.0 / 60.0
        for (force, begins) in [(maximum / 2 - 0.01, false), (maximum / 2, true)] as [(CGFloat, Bool)] {
            let (scene, press) = setUp(ForcePressGestureRecognizer())
            let finger = scene.screen.touchDown(at: .at(100, 100), force: 1)
            finger.move(to: .at(100, 100), force: force)
            #expect(press.state == (begins ? .began : .possible), "force \(force)")
            #expect(press.force == force && press.maximumPossibleForce == maximum)
            finger.lift()
        }
        let (scene, press) = setUp(ForcePressGestureRecognizer())
        let finger = scene.screen.touchDown(at: .at(100, 100))
        finger.move(to: .at(101, 100))
        #expect(press.state == .possible)
        finger.lift()
        #expect(actions(scene).isEmpty)
    }
}
