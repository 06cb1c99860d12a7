import Foundation
import Testing
@testable import OpenTouch

@Suite("TouchScreen: validated frames, isolation and whole gestures")
@MainActor
struct TouchScreenTests {
    @Test("every malformed frame throws a TouchInputError naming the finger and delivers nothing")
    func rejectedFrames() throws {
        let scene = Scene()
        scene.view("view", scene.window.bounds).isMultipleTouchEnabled = true
        let screen = scene.screen
        try screen.send([TouchSample(finger: 1, phase: .down, location: .at(10, 10))])
        _ = scene.log.take()
        let before = screen.touch(forFinger: 1)!.location(in: nil)

        let cases: [([TouchSample], TouchInputError)] = [
            ([TouchSample(finger: 2, phase: .move, location: .at(1, 1))], .unknownFinger(2)),
            ([TouchSample(finger: 2, phase: .up, location: .at(1, 1))], .unknownFinger(2)),
            ([TouchSample(finger: 2, phase: .stationary, location: .at(1, 1))], .unknownFinger(2)),
            ([TouchSample(finger: 1, phase: .move, location: .at(5, 5)),
              TouchSample(finger: 1, phase: .up, location: .at(5, 5))], .repeatedFinger(1)),
            ([TouchSample(finger: 1, phase: .down, location: .at(5, 5))], .fingerAlreadyDown(1)),
            ([TouchSample(finger: 1, phase: .move, location: .at(-.infinity, 5))],
             .nonFiniteLocation(finger: 1, location: .at(-.infinity, 5))),
            ([TouchSample(finger: 1, phase: .move, location: .at(5, 5), coalesced: [.at(.infinity, 0)])],
             .nonFiniteLocation(finger: 1, location: .at(.infinity, 0))),
            ([TouchSample(finger: 1, phase: .move, location: .at(5, 5), force: 7)],
             .forceOutOfRange(finger: 1, force: 7, maximum: 400.0 / 60.0)),
            ([TouchSample(finger: 1, phase: .move, location: .at(5, 5), force: -0.1)],
             .forceOutOfRange(finger: 1, force: -0.1, maximum: 400.0 / 60.0)),
            ([TouchSample(finger: 1, phase: .move, location: .at(5, 5), majorRadius: -1)],
             .invalidMajorRadius(finger: 1, radius: -1)),
            ((2...12).map { TouchSample(finger: $0, phase: .down, location: .at(CGFloat($0), 1)) },
             .tooManyFingers(count: 12, limit: 11)),
        ]
        for (frame, expected) in cases {
            // A good sample first: a half-delivered frame would show up as a move of finger 1.
            var mixed = frame
            if !frame.contains(where: { $0.finger == 1 }) {
                mixed.insert(TouchSample(finger: 1, phase: .move, location: .at(99, 99)), at: 0)
            }
            #expect(throws: expected) { try screen.send(mixed) }
        }
        #expect(scene.log.take().isEmpty)
        #expect(screen.touch(forFinger: 1)?.location(in: nil) == before)
        #expect(screen.fingersDown == [1])

        // NaN is neither in range nor finite (and never equal to itself, so match by case).
        for sample in [TouchSample(finger: 1, phase: .move, location: .at(5, 5), force: .nan),
                       TouchSample(finger: 1, phase: .move, location: .at(.nan, 5))] {
            let error = #expect(throws: TouchInputError.self) { try screen.send([sample]) }
            switch error {
            case .forceOutOfRange(finger: 1, _, _)?, .nonFiniteLocation(finger: 1, _)?: break
            default: Issue.record("unexpected \(String(describing: error))")
            }
        }
        // Lifting frees the number: eleven fresh fingers fit again.
        try screen.send([TouchSample(finger: 1, phase: .up, location: .at(10, 10))])
        try screen.send((1...11).map { TouchSample(finger: $0, phase: .down, location: .at(CGFloat($0), 1)) })
        #expect(screen.fingersDown.count == 11)
    }

    @Test("error messages name the finger and the problem")
    func errorMessages() {
        #expect(TouchInputError.unknownFinger(3).description == "finger 3 is not down: only a finger that went down can move, be stationary, lift or be cancelled")
        #expect(TouchInputError.tooManyFingers(count: 12, limit: 11).localizedDescription == "the frame would put 12 fingers down; this screen supports at most 11")
        #expect(TouchInputError.forceOutOfRange(finger: 2, force: 9, maximum: 6.5).description == "finger 2 has force 9.0, outside 0...6.5")
    }

    @Test("a frame sent from inside a touch callback is refused")
    func reentrantSend() {
        final class Sender: UIView {
            var screen: TouchScreen?
            var error: Error?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                do { try screen?.send([TouchSample(finger: 50, phase: .down, location: .zero)]) } catch { self.error = error }
            }
        }
        let scene = Scene()
        let sender = Sender(frame: scene.window.bounds)
        sender.screen = scene.screen
        scene.window.addSubview(sender)
        scene.screen.touchDown(at: .at(5, 5))
        #expect(sender.error as? TouchInputError == .sentDuringDelivery)
        #expect(scene.screen.fingersDown.count == 1)
    }

    @Test("a screen's limit can be set; an empty frame does nothing")
    func limits() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let screen = TouchScreen(window: window, maximumTouchCount: 1)
        try screen.send([])
        screen.touchDown(at: .zero)
        #expect(throws: TouchInputError.tooManyFingers(count: 2, limit: 1)) {
            try screen.send([TouchSample(finger: 7, phase: .down, location: .zero)])
        }
    }

    @Test("screens are isolated: their own application, clock, key window and touches")
    func isolation() {
        let first = Scene(), second = Scene()
        #expect(first.screen.application !== second.screen.application)
        #expect(first.window.isKeyWindow && second.window.isKeyWindow)
        #expect(first.screen.application.windows == [first.window])
        first.screen.advance(by: 5)
        #expect(first.screen.now == 5 && second.screen.now == 0)
        first.view("view", first.window.bounds)
        second.view("view", second.window.bounds)
        first.screen.touchDown(at: .at(1, 1))
        second.screen.tap(at: .at(1, 1))
        #expect(first.log.take() == ["view began 1"])
        #expect(second.log.take() == ["view began 1", "view ended 1"])
    }

    @Test("the window may be shown before or after it is handed to a screen")
    func eitherOrder() {
        let before = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        before.makeKeyAndVisible()
        #expect(UIApplication.shared.keyWindow === before)
        let early = TouchScreen(window: before)
        #expect(before.isKeyWindow && early.application.keyWindow === before && before.next === early.application)
        #expect(UIApplication.shared.keyWindow !== before, "the window left the default application")

        let after = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let late = TouchScreen(window: after)
        #expect(!after.isKeyWindow && late.application.windows.isEmpty)
        after.makeKeyAndVisible()
        #expect(after.isKeyWindow && late.application.windows == [after])

        for screen in [early, late] {
            let view = UIView(frame: screen.window.bounds)
            screen.window.addSubview(view)
            let finger = screen.touchDown(at: .at(1, 1))
            #expect(finger.touch?.view === view)
        }
    }

    @Test("making another window key tells both windows")
    func keyWindowChange() {
        final class KeyWatcher: UIWindow {
            var log: [String] = []
            override func becomeKey() { log.append("becomeKey") }
            override func resignKey() { log.append("resignKey") }
        }
        let a = KeyWatcher(frame: .zero), b = KeyWatcher(frame: .zero)
        let screen = TouchScreen(window: a)
        a.makeKeyAndVisible()
        let application = screen.application
        _ = TouchScreen(window: b, application: application)  // a second window of the same application
        b.makeKey()
        #expect(a.log == ["becomeKey", "resignKey"] && b.log == ["becomeKey"])
        #expect(application.keyWindow === b && application.windows == [a, b])
    }

    @Test("tap, drag, long press, pinch and rotate advance the clock and deliver whole gestures")
    func conveniences() {
        final class Tracer: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches) }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches) }
            private func note(_ phase: String, _ touches: Set<UITouch>) {
                let points = touches.map { $0.location(in: nil) }.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
                    .map { String(format: "%.0f,%.0f", $0.x, $0.y) }.joined(separator: " ")
                log.append(String(format: "%.2f", touches.first!.timestamp) + " \(phase) \(points)")
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        let tracer = Tracer(frame: window.bounds)
        tracer.isMultipleTouchEnabled = true
        window.addSubview(tracer)

        screen.tap(at: .at(100, 100), taps: 2, fingers: 2)
        #expect(tracer.log == ["0.00 began 90,100 110,100", "0.05 ended 90,100 110,100",
                               "0.15 began 90,100 110,100", "0.20 ended 90,100 110,100"])
        tracer.log.removeAll()
        screen.drag(from: .at(0, 0), to: .at(20, 40), duration: 0.2, steps: 2)
        #expect(tracer.log == ["0.20 began 0,0", "0.30 moved 10,20", "0.40 moved 20,40", "0.40 ended 20,40"])
        tracer.log.removeAll()
        screen.longPress(at: .at(5, 5), duration: 0.6)
        #expect(tracer.log == ["0.40 began 5,5", "1.00 ended 5,5"])
        tracer.log.removeAll()
        screen.pinch(center: .at(200, 200), from: 100, to: 200, duration: 1, steps: 1)
        #expect(tracer.log == ["1.00 began 150,200 250,200", "2.00 moved 100,200 300,200", "2.00 ended 100,200 300,200"])
        tracer.log.removeAll()
        screen.rotate(center: .at(200, 200), radius: 50, by: .pi / 2, duration: 0.5, steps: 1)
        #expect(tracer.log == ["2.00 began 150,200 250,200", "2.50 moved 200,150 200,250", "2.50 ended 200,150 200,250"])
        #expect(screen.now == 2.5)
    }

    @Test("a finger handle lifts where the finger is, and dropping a handle leaves the finger down")
    func fingerHandles() {
        let scene = Scene()
        scene.view("view", scene.window.bounds)
        do {
            let finger = scene.screen.touchDown(at: .at(10, 10))
            finger.move(to: .at(30, 40))
            #expect(finger.currentLocation == .at(30, 40))
        }
        #expect(scene.screen.fingersDown.count == 1)
        let id = scene.screen.fingersDown[0]
        Finger(id: id, screen: scene.screen).lift()
        #expect(scene.log.take() == ["view began 1", "view moved 1", "view ended 1"])
        #expect(scene.screen.fingersDown.isEmpty)
    }
}
