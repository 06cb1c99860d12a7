import Foundation
import Testing
@testable import OpenTouch

/// Records what each callback's event says beside the touches it carries.
@MainActor
private final class EventProbeView: RecordingView {
    var events: [String] = []
    var seenEvents: [ObjectIdentifier] = []
    var touchesSeen: [UITouch] = []

    private func note(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        let all = event?.allTouches ?? []
        let stationary = all.filter { $0.phase == .stationary }.count
        events.append("\(phase) \(touches.count) of \(all.count), \(stationary) stationary")
        if let event { seenEvents.append(ObjectIdentifier(event)) }
        touchesSeen.append(contentsOf: touches)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("began", touches, event)
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("moved", touches, event)
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("ended", touches, event)
        super.touchesEnded(touches, with: event)
    }
}

/// An application that counts the events it is sent, as a UIKit subclass watching `sendEvent` would.
@MainActor
private final class CountingApplication: UIApplication {
    var touchEvents = 0
    override func sendEvent(_ event: UIEvent) {
        if event.type == .touches { touchEvents += 1 }
        super.sendEvent(event)
    }
}

@Suite("TCH: touches and events")
@MainActor
struct TouchDeliveryTests {
    @Test("TCH-1 each callback carries only the touches of its phase; stationary ones only in allTouches")
    func phases() {
        let scene = Scene()
        let probe = EventProbeView("probe", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log)
        probe.isMultipleTouchEnabled = true
        scene.window.addSubview(probe)
        let one = scene.screen.touchDown(at: .at(10, 10))
        let two = scene.screen.touchDown(at: .at(50, 50))
        one.move(to: .at(20, 20))
        try! scene.screen.send([TouchSample(finger: one.id, phase: .stationary, location: .at(20, 20)),
                                TouchSample(finger: two.id, phase: .up, location: .at(50, 50))])
        one.lift()
        #expect(probe.events == [
            "began 1 of 1, 0 stationary",
            "began 1 of 2, 1 stationary",
            "moved 1 of 2, 1 stationary",
            "ended 1 of 2, 1 stationary",
            "ended 1 of 1, 0 stationary",
        ])
        #expect(scene.log.take() == ["probe began 1", "probe began 1", "probe moved 1", "probe ended 1", "probe ended 1"])
    }

    @Test("TCH-1 one frame that begins, moves and ends touches delivers began, moved, ended in that order")
    func phaseOrderInOneFrame() throws {
        let scene = Scene()
        let view = scene.view("view", CGRect(x: 0, y: 0, width: 400, height: 400))
        view.isMultipleTouchEnabled = true
        try scene.screen.send([TouchSample(finger: 1, phase: .down, location: .at(10, 10)),
                               TouchSample(finger: 2, phase: .down, location: .at(20, 10))])
        try scene.screen.send([TouchSample(finger: 2, phase: .up, location: .at(20, 10)),
                               TouchSample(finger: 1, phase: .move, location: .at(30, 10)),
                               TouchSample(finger: 3, phase: .down, location: .at(40, 10))])
        try scene.screen.send([TouchSample(finger: 1, phase: .cancel, location: .at(30, 10)),
                               TouchSample(finger: 3, phase: .up, location: .at(40, 10))])
        #expect(scene.log.take() == [
            "view began 2",
            "view began 1", "view moved 1", "view ended 1",
            "view ended 1", "view cancelled 1",
        ])
    }

    @Test("TCH-2 one UITouch per finger for its life; fingers changing in one frame share one event")
    func oneTouchPerFingerOneEventPerFrame() throws {
        let log = CallbackLog()
        let window = RecordingWindow(log: log)
        window.makeKeyAndVisible()
        let application = CountingApplication()
        let screen = TouchScreen(window: window, application: application)
        let left = EventProbeView("left", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let right = EventProbeView("right", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        window.addSubview(left)
        window.addSubview(right)

        try screen.send([TouchSample(finger: 1, phase: .down, location: .at(10, 10)),
                         TouchSample(finger: 2, phase: .down, location: .at(110, 10))])
        try screen.send([TouchSample(finger: 1, phase: .move, location: .at(150, 10)),
                         TouchSample(finger: 2, phase: .move, location: .at(10, 10))])
        try screen.send([TouchSample(finger: 1, phase: .up, location: .at(150, 10)),
                         TouchSample(finger: 2, phase: .up, location: .at(10, 10))])
        #expect(application.touchEvents == 3)
        #expect(log.take() == ["left began 1", "right began 1", "left moved 1", "right moved 1", "left ended 1", "right ended 1"])
        #expect(Set(left.seenEvents + right.seenEvents).count == 1, "UIKit reuses one touch event")
        #expect(left.touchesSeen.count == 3 && left.touchesSeen.allSatisfy { $0 === left.touchesSeen[0] })
        #expect(right.touchesSeen.allSatisfy { $0 === right.touchesSeen[0] } && left.touchesSeen[0] !== right.touchesSeen[0])
    }

    @Test("TCH-3 location and previousLocation convert through transforms; nil means the window")
    func locations() {
        final class Tracker: UIView {
            var readings: [String] = []
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                let touch = touches.first!
                let now = touch.location(in: self), before = touch.previousLocation(in: self)
                let inWindow = touch.location(in: nil)
                readings.append(String(format: "%.0f,%.0f from %.0f,%.0f; window %.0f,%.0f",
                                       now.x, now.y, before.x, before.y, inWindow.x, inWindow.y))
            }
        }
        let window = UIWindow(frame: CGRect(x: 100, y: 0, width: 400, height: 400))  // shifted on the screen
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        let tracker = Tracker(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        tracker.transform = CGAffineTransform(scaleX: 2, y: 2)  // covers -100...300 in the window
        window.addSubview(tracker)
        let finger = screen.touchDown(at: .at(300, 100))       // window (200,100): tracker (150,100)
        finger.move(to: .at(320, 100))
        finger.move(to: .at(320, 140))
        #expect(tracker.readings == [
            "160,100 from 150,100; window 220,100",
            "160,120 from 160,100; window 220,140",
        ])
        #expect(finger.touch?.location(in: window) == .at(220, 140))
    }

    @Test("TCH-4 tap count continues within 0.35 s and 45 pt of the previous touch's end, else restarts")
    func tapCount() {
        let scene = Scene()
        final class Counter: UIView {
            var counts: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                counts.append(touches.first!.tapCount)
            }
        }
        let counter = Counter(frame: scene.window.bounds)
        scene.window.addSubview(counter)
        let screen = scene.screen

        screen.tap(at: .at(100, 100), taps: 3)             // 1, 2, 3
        screen.advance(by: 0.35)
        screen.tap(at: .at(145, 100))                      // exactly 0.35 s and 45 pt: 4
        screen.advance(by: 0.36)
        screen.tap(at: .at(145, 100))                      // too late: 1
        screen.advance(by: 0.1)
        screen.tap(at: .at(145, 146))                      // too far: 1
        screen.advance(by: 0.1)
        screen.touchDown(at: .at(145, 146)).cancel()       // a cancelled touch is no tap
        screen.advance(by: 0.1)
        screen.tap(at: .at(145, 146))                      // 1
        #expect(counter.counts == [1, 2, 3, 4, 1, 1, 2, 1])
    }

    @Test("TCH-5 timestamp, force and radius; force and its maximum are 0 for input without force")
    func touchProperties() throws {
        let scene = Scene()
        scene.view("view", scene.window.bounds)
        scene.screen.advance(by: 2.5)
        let plain = scene.screen.touchDown(at: .at(10, 10))
        let touch = try #require(plain.touch)
        #expect(touch.timestamp == 2.5)
        #expect(touch.force == 0 && touch.maximumPossibleForce == 0)
        #expect(touch.majorRadius == 20 && touch.majorRadiusTolerance == 5)
        #expect(touch.type == .direct && touch.tapCount == 1 && touch.window === scene.window)
        scene.screen.advance(by: 0.25)
        plain.move(to: .at(12, 10), force: 3)
        #expect(touch.timestamp == 2.75)
        #expect(touch.force == 3 && abs(touch.maximumPossibleForce - 400.0 / 60.0) < 1e-12)
        let pressed = scene.screen.touchDown(at: .at(50, 50), force: 1, majorRadius: 31)
        #expect(pressed.touch?.majorRadius == 31 && pressed.touch?.force == 1)
    }

    @Test("TCH-6 allTouches, touches(for:), coalesced and predicted touches")
    func eventQueries() throws {
        let scene = Scene()
        let a = scene.view("a", CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = scene.view("b", CGRect(x: 100, y: 0, width: 100, height: 100))
        let screen = scene.screen
        let one = screen.touchDown(at: .at(10, 10))
        let two = screen.touchDown(at: .at(110, 10))
        screen.advance(by: 0.3)
        try screen.send([TouchSample(finger: one.id, phase: .move, location: .at(40, 10),
                                     coalesced: [.at(20, 10), .at(30, 10)], predicted: [.at(50, 10)])])
        let event = screen.application.touchDelivery.event
        let touchOne = try #require(one.touch), touchTwo = try #require(two.touch)
        #expect(event.allTouches == [touchOne, touchTwo])
        #expect(event.touches(for: a) == [touchOne] && event.touches(for: b) == [touchTwo])
        #expect(event.touches(for: scene.window) == [touchOne, touchTwo])

        let coalesced = try #require(event.coalescedTouches(for: touchOne))
        #expect(coalesced.map { $0.location(in: nil).x } == [20, 30, 40])
        #expect(coalesced.last === touchOne)
        #expect(zip(coalesced.map(\.timestamp), [0.1, 0.2, 0.3]).allSatisfy { abs($0 - $1) < 1e-9 },
                "coalesced samples are spread evenly since the previous delivery")
        let predicted = try #require(event.predictedTouches(for: touchOne))
        #expect(predicted.count == 1 && predicted[0] !== touchOne && predicted[0].location(in: a) == .at(50, 10))
        #expect(event.coalescedTouches(for: touchTwo).map { $0.count } == 1, "a touch without samples coalesces to itself")
        #expect(event.predictedTouches(for: touchTwo)?.isEmpty == true)

        let stranger = scene.screen.touchDown(at: .at(300, 300)).touch!
        screen.cancelAllTouches()
        #expect(event.coalescedTouches(for: stranger) == nil && event.predictedTouches(for: stranger) == nil,
                "a touch that left the event has neither")
        #expect(event.allTouches?.isEmpty == true)
    }

    @Test("TCH-7 a view without multiple touch gets only its first touch; the others are withheld for life")
    func multipleTouchDisabled() throws {
        let scene = Scene()
        let parent = scene.view("parent", scene.window.bounds)
        let view = scene.view("view", CGRect(x: 0, y: 0, width: 200, height: 200), in: parent, forwards: true)
        let screen = scene.screen
        let first = screen.touchDown(at: .at(10, 10))
        let second = screen.touchDown(at: .at(20, 20))
        second.move(to: .at(30, 30))
        first.lift()
        second.move(to: .at(40, 40))
        let third = screen.touchDown(at: .at(50, 50))
        second.lift()
        third.lift()
        #expect(scene.log.take() == [
            "view began 1", "parent began 1",
            "view ended 1", "parent ended 1",
            "view began 1", "parent began 1",
            "view ended 1", "parent ended 1",
        ], "the second touch reaches neither the view nor its chain; the third begins after the first ended")

        try screen.send([TouchSample(finger: 10, phase: .down, location: .at(10, 10)),
                         TouchSample(finger: 11, phase: .down, location: .at(20, 10))])
        #expect(scene.log.take() == ["view began 1", "parent began 1"], "of two in one frame, only the first")
        try screen.send([TouchSample(finger: 10, phase: .up, location: .at(10, 10)),
                         TouchSample(finger: 11, phase: .up, location: .at(20, 10))])
        #expect(scene.log.take() == ["view ended 1", "parent ended 1"])

        view.isMultipleTouchEnabled = true
        try screen.send([TouchSample(finger: 10, phase: .down, location: .at(10, 10)),
                         TouchSample(finger: 11, phase: .down, location: .at(20, 10))])
        screen.touchDown(at: .at(30, 10))
        #expect(scene.log.take() == ["view began 2", "parent began 2", "view began 1", "parent began 1"])
    }

    @Test("TCH-8 exclusive touch: no touch on an exclusive view while another view tracks one, and the reverse")
    func exclusiveTouch() {
        let scene = Scene()
        let exclusive = scene.view("exclusive", CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        scene.view("normal", CGRect(x: 100, y: 0, width: 100, height: 100))
        scene.view("other", CGRect(x: 200, y: 0, width: 100, height: 100))
        let screen = scene.screen

        let onNormal = screen.touchDown(at: .at(150, 50))
        let blocked = screen.touchDown(at: .at(50, 50))
        blocked.move(to: .at(60, 50))
        onNormal.lift()
        blocked.lift()
        #expect(scene.log.take() == ["normal began 1", "normal ended 1"], "the exclusive view never hears of its touch")

        let onExclusive = screen.touchDown(at: .at(50, 50))
        let alsoBlocked = screen.touchDown(at: .at(250, 50))
        alsoBlocked.lift()
        let secondOnExclusive = screen.touchDown(at: .at(60, 50))
        onExclusive.lift()
        secondOnExclusive.lift()
        #expect(scene.log.take() == ["exclusive began 1", "exclusive ended 1"],
                "while the exclusive view tracks, other views get nothing; its own second touch falls to TCH-7")

        let a = screen.touchDown(at: .at(150, 50))
        let b = screen.touchDown(at: .at(250, 50))
        a.lift()
        b.lift()
        #expect(scene.log.take() == ["normal began 1", "other began 1", "normal ended 1", "other ended 1"],
                "non-exclusive views do not exclude each other")
    }

    @Test("TCH-9 removing a touched view cancels its touch; later samples are ignored, re-adding does not revive it")
    func removedViewCancels() {
        let scene = Scene()
        let container = scene.view("container", scene.window.bounds)
        let card = scene.view("card", CGRect(x: 0, y: 0, width: 100, height: 100), in: container)
        let finger = scene.screen.touchDown(at: .at(50, 50))
        card.removeFromSuperview()
        finger.move(to: .at(60, 60))
        container.addSubview(card)
        finger.move(to: .at(70, 70))
        #expect(finger.touch == nil && scene.screen.fingersDown == [finger.id], "the finger is still down")
        finger.lift()
        #expect(scene.screen.fingersDown.isEmpty)
        scene.screen.tap(at: .at(50, 50))
        #expect(scene.log.take() == ["card began 1", "card cancelled 1", "card began 1", "card ended 1"])
    }

    @Test("TCH-9 removing an ancestor cancels the touches of every view inside it, the ancestor's own included")
    func removedAncestorCancels() {
        let scene = Scene()
        let panel = scene.view("panel", CGRect(x: 0, y: 0, width: 300, height: 300))
        let deep = scene.view("deep", CGRect(x: 0, y: 0, width: 100, height: 100), in: panel)
        deep.isMultipleTouchEnabled = true
        scene.screen.touchDown(at: .at(10, 10))
        scene.screen.touchDown(at: .at(20, 20))
        let onPanel = scene.screen.touchDown(at: .at(200, 200))
        let outside = scene.screen.touchDown(at: .at(350, 350))
        panel.removeFromSuperview()
        onPanel.lift()
        outside.lift()
        #expect(scene.log.take() == [
            "deep began 1", "deep began 1", "panel began 1", "window began 1",
            "deep cancelled 2", "panel cancelled 1",
            "window ended 1",
        ])
    }

    @Test("TCH-9 a view removed by a callback in the middle of a frame gets no later phase of that frame")
    func removedDuringFrame() throws {
        let scene = Scene()
        final class Remover: RecordingView {
            var victim: UIView?
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesMoved(touches, with: event)
                victim?.removeFromSuperview()
            }
        }
        let remover = Remover("remover", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log)
        scene.window.addSubview(remover)
        let victim = scene.view("victim", CGRect(x: 100, y: 0, width: 100, height: 100))
        remover.victim = victim
        try scene.screen.send([TouchSample(finger: 1, phase: .down, location: .at(10, 10)),
                               TouchSample(finger: 2, phase: .down, location: .at(110, 10))])
        try scene.screen.send([TouchSample(finger: 1, phase: .move, location: .at(20, 10)),
                               TouchSample(finger: 2, phase: .move, location: .at(120, 10))])
        try scene.screen.send([TouchSample(finger: 1, phase: .up, location: .at(20, 10)),
                               TouchSample(finger: 2, phase: .up, location: .at(120, 10))])
        #expect(scene.log.take() == [
            "remover began 1", "victim began 1",
            "remover moved 1", "victim cancelled 1",
            "remover ended 1",
        ])
    }

    @Test("TCH-10 cancelling all touches cancels every view's touches and ends none")
    func cancelAll() {
        let scene = Scene()
        scene.view("a", CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.view("b", CGRect(x: 100, y: 0, width: 100, height: 100))
        let one = scene.screen.touchDown(at: .at(10, 10))
        let two = scene.screen.touchDown(at: .at(110, 10))
        scene.screen.cancelAllTouches()
        one.move(to: .at(20, 20))
        one.lift()
        two.lift()
        scene.screen.cancelAllTouches()
        scene.screen.tap(at: .at(10, 10))
        #expect(scene.log.take() == ["a began 1", "b began 1", "a cancelled 1", "b cancelled 1", "a began 1", "a ended 1"])
    }

    @Test("a touch that hits no view reaches nobody, and the window still sees the event")
    func touchOnNothing() {
        let log = CallbackLog()
        let window = RecordingWindow(log: log)  // never shown: hidden windows are not hit (HIT-1)
        let screen = TouchScreen(window: window)
        let view = RecordingView("view", frame: window.bounds, log: log)
        window.addSubview(view)
        let finger = screen.touchDown(at: .at(10, 10))
        #expect(finger.touch?.view == nil)
        finger.lift()
        window.makeKeyAndVisible()
        screen.tap(at: .at(10, 10))
        #expect(log.take() == ["view began 1", "view ended 1"])
    }
}
