import Foundation
import Testing
@testable import OpenTouch

/// A view that records whether its recognizers may begin (GR-8).
@MainActor
private final class ConsultedView: RecordingView {
    var allowsBegin = true
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        log.append("\(name) gestureRecognizerShouldBegin \(gestureRecognizer.name ?? "?")")
        return allowsBegin
    }
}

@Suite("GR-1, 2, 7, 8, 11..14: how recognizers shape touch delivery")
@MainActor
struct GestureDeliveryTests {
    @Test("GR-1 a touch goes to the recognizers of its view and every ancestor, before the view")
    func offeredUpTheChain() {
        let scene = Scene()
        let outer = scene.view("outer", scene.window.bounds)
        let inner = scene.view("inner", CGRect(x: 0, y: 0, width: 100, height: 100), in: outer)
        let onWindow = ScriptedRecognizer("onWindow", log: scene.log)
        let onOuter = ScriptedRecognizer("onOuter", log: scene.log)
        let onInner = ScriptedRecognizer("onInner", log: scene.log)
        let elsewhere = ScriptedRecognizer("elsewhere", log: scene.log)
        scene.window.addGestureRecognizer(onWindow)
        outer.addGestureRecognizer(onOuter)
        inner.addGestureRecognizer(onInner)
        scene.view("sibling", CGRect(x: 200, y: 200, width: 50, height: 50)).addGestureRecognizer(elsewhere)
        let finger = scene.screen.touchDown(at: .at(10, 10))
        #expect(scene.log.take() == ["onInner touchesBegan 1", "onOuter touchesBegan 1", "onWindow touchesBegan 1", "inner began 1"])
        #expect(finger.touch?.gestureRecognizers == [onInner, onOuter, onWindow])
        finger.move(to: .at(12, 10))
        #expect(scene.log.take() == ["onInner touchesMoved 1", "onOuter touchesMoved 1", "onWindow touchesMoved 1", "inner moved 1"])
    }

    @Test("GR-5 GR-14 a touch names its recognizers: one that ignores it leaves at once, a double tap keeps the lifted touch until it resets, and a recognizer kept past its screen holds no touch")
    func touchKeepsItsRecognizers() {
        final class Ignoring: UIGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                for touch in touches { ignore(touch, for: event) }
            }
        }
        weak var lifted: UITouch?
        var kept: UITapGestureRecognizer?
        var keptTouch: UITouch?
        do {
            let scene = Scene()
            let view = scene.view("view", scene.window.bounds)
            let ignoring = Ignoring(target: nil, action: nil)
            let doubleTap = UITapGestureRecognizer()
            doubleTap.numberOfTapsRequired = 2
            view.addGestureRecognizer(ignoring)
            view.addGestureRecognizer(doubleTap)
            let finger = scene.screen.touchDown(at: .at(10, 10))
            let touch = finger.touch
            #expect(touch?.gestureRecognizers == [doubleTap], "the ignoring recognizer let it go in touchesBegan")
            finger.lift()
            #expect(touch?.gestureRecognizers == [doubleTap] && doubleTap.state == .possible,
                    "the double tap holds the lifted touch while it waits for the second tap")
            scene.screen.advance(by: 1)
            #expect(touch?.gestureRecognizers == nil, "the double tap failed and was reset")
            lifted = touch
            let second = scene.screen.touchDown(at: .at(10, 10))
            #expect(second.touch?.gestureRecognizers == [doubleTap] && doubleTap.numberOfTouches == 1)
            kept = doubleTap
            keptTouch = second.touch
        }
        #expect(lifted == nil, "nobody holds a touch that was let go")
        #expect(kept?.numberOfTouches == 0, "the screen went with its touches, the finger still down; the kept recognizer holds none")
        #expect(keptTouch != nil && keptTouch?.gestureRecognizers == nil, "and the kept touch names no recognizer")
    }

    @Test("GR-1 GR-5 GR-14 a touch held by four recognizers names them in order; one letting go and one failing leave from the middle, the rest stay to the end")
    func touchNamesManyRecognizers() {
        final class LettingGo: ScriptedRecognizer {
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
                super.touchesMoved(touches, with: event)
                for touch in touches { ignore(touch, for: event) }
            }
        }
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        let a = ScriptedRecognizer("a", log: scene.log), b = LettingGo("b", log: scene.log)
        let c = ScriptedRecognizer("c", log: scene.log), d = ScriptedRecognizer("d", log: scene.log)
        c.onMoved = .failed
        a.onEnded = .failed
        d.onEnded = .failed
        for recognizer in [a, b, c, d] { view.addGestureRecognizer(recognizer) }
        let finger = scene.screen.touchDown(at: .at(10, 10))
        let touch = finger.touch
        #expect(scene.log.take() == ["a touchesBegan 1", "b touchesBegan 1", "c touchesBegan 1", "d touchesBegan 1", "view began 1"])
        #expect(touch?.gestureRecognizers == [a, b, c, d])
        finger.move(to: .at(20, 10))
        #expect(scene.log.take() == ["a touchesMoved 1", "b touchesMoved 1", "c touchesMoved 1", "d touchesMoved 1", "view moved 1", "c reset"])
        #expect(touch?.gestureRecognizers == [a, d], "b let the touch go (GR-14) and c failed and was reset (GR-5)")
        finger.lift()
        #expect(scene.log.take() == ["a touchesEnded 1", "d touchesEnded 1", "view ended 1", "a reset", "d reset"])
        #expect(touch?.gestureRecognizers == nil && b.state == .possible && b.numberOfTouches == 0)
    }

    @Test("GR-1 a recognizer added while a touch is down does not get that touch")
    func addedLater() {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        let finger = scene.screen.touchDown(at: .at(10, 10))
        let late = ScriptedRecognizer("late", log: scene.log)
        view.addGestureRecognizer(late)
        finger.move(to: .at(20, 10))
        finger.lift()
        #expect(scene.log.take() == ["view began 1", "view moved 1", "view ended 1"])
        scene.screen.tap(at: .at(10, 10))
        #expect(scene.log.take().first == "late touchesBegan 1")
    }

    @Test("GR-2 deeper views' recognizers first, then in the order added; a pan on a child beats one on its parent")
    func order() {
        let scene = Scene()
        let parent = scene.view("parent", scene.window.bounds)
        let child = scene.view("child", CGRect(x: 0, y: 0, width: 200, height: 200), in: parent)
        let parentPan = UIPanGestureRecognizer(), childPan = UIPanGestureRecognizer(), childTap = UITapGestureRecognizer()
        logActions(of: parentPan, as: "parentPan", into: scene.log)
        logActions(of: childPan, as: "childPan", into: scene.log)
        parent.addGestureRecognizer(parentPan)
        child.addGestureRecognizer(childPan)
        child.addGestureRecognizer(childTap)
        let finger = scene.screen.touchDown(at: .at(50, 50))
        #expect(finger.touch?.gestureRecognizers == [childPan, childTap, parentPan])
        finger.move(to: .at(80, 50))
        finger.lift()
        #expect(scene.log.take() == ["child began 1", "child cancelled 1", "childPan began", "childPan ended"])
        #expect(parentPan.state == .possible && childTap.state == .possible, "both failed and were reset")
    }

    @Test("GR-7 shouldReceive event once per event before the touch question; false keeps the touch away")
    func delegateReceiveTiming() {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        let delegate = ScriptedDelegate(log: scene.log)
        let scripted = ScriptedRecognizer("r", log: scene.log)
        scripted.delegate = delegate
        view.addGestureRecognizer(scripted)
        let finger = scene.screen.touchDown(at: .at(10, 10))
        finger.move(to: .at(11, 10))
        #expect(scene.log.take() == [
            "delegate shouldReceive event r", "delegate shouldReceive touch r", "r touchesBegan 1", "view began 1",
            "delegate shouldReceive event r", "r touchesMoved 1", "view moved 1",
        ])
        finger.lift()
        _ = scene.log.take()

        delegate.receivesTouch = false
        scene.screen.drag(from: .at(10, 10), to: .at(20, 10), duration: 0.1, steps: 1)
        #expect(scene.log.take() == [
            "delegate shouldReceive event r", "delegate shouldReceive touch r", "view began 1",
            "view moved 1", "view ended 1",
        ], "the recognizer never sees the touch")

        delegate.receivesTouch = true
        delegate.receivesEvent = false
        scene.screen.tap(at: .at(10, 10))
        #expect(scene.log.take() == ["delegate shouldReceive event r", "view began 1", "view ended 1"])
    }

    @Test("GR-7 gestureRecognizerShouldBegin false makes the recognizer fail instead of beginning")
    func delegateShouldBegin() {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        let delegate = ScriptedDelegate(log: scene.log)
        delegate.shouldBegin = false
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        pan.delegate = delegate
        logActions(of: pan, as: "pan", into: scene.log)
        view.addGestureRecognizer(pan)
        scene.screen.drag(from: .at(10, 10), to: .at(40, 10), duration: 0.2, steps: 2)
        #expect(scene.log.take() == [
            "delegate shouldReceive event pan", "delegate shouldReceive touch pan", "view began 1",
            "delegate shouldReceive event pan", "delegate shouldBegin pan", "view moved 1",
            "view moved 1", "view ended 1",
        ], "once failed, the pan is asked nothing more and no action is sent")
    }

    @Test("GR-8 the touched views are asked before the delegate, not the recognizer's own view; any false fails it")
    func viewsAskedFirst() {
        let scene = Scene()
        let container = ConsultedView("container", frame: scene.window.bounds, log: scene.log)
        scene.window.addSubview(container)
        let photo = ConsultedView("photo", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log)
        container.addSubview(photo)
        let delegate = ScriptedDelegate(log: scene.log)
        let pan = UIPanGestureRecognizer()
        pan.name = "containerPan"
        pan.delegate = delegate
        container.addGestureRecognizer(pan)
        scene.screen.drag(from: .at(10, 10), to: .at(40, 10), duration: 0.1, steps: 1)
        #expect(scene.log.take() == [
            "delegate shouldReceive event containerPan", "delegate shouldReceive touch containerPan", "photo began 1",
            "delegate shouldReceive event containerPan",
            "photo gestureRecognizerShouldBegin containerPan", "delegate shouldBegin containerPan",
            "photo cancelled 1",
            "delegate shouldReceive event containerPan",
        ])
        photo.allowsBegin = false
        scene.screen.drag(from: .at(10, 10), to: .at(40, 10), duration: 0.1, steps: 1)
        #expect(scene.log.take() == [
            "delegate shouldReceive event containerPan", "delegate shouldReceive touch containerPan", "photo began 1",
            "delegate shouldReceive event containerPan", "photo gestureRecognizerShouldBegin containerPan",
            "photo moved 1", "photo ended 1",
        ], "the touched view said no: the delegate's shouldBegin is not asked and the pan fails")
    }

    @Test("GR-11 cancelsTouchesInView: the view is cancelled before the action and hears nothing more")
    func cancelsTouches() {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        let pan = UIPanGestureRecognizer()
        logActions(of: pan, as: "pan", into: scene.log)
        view.addGestureRecognizer(pan)
        scene.screen.drag(from: .at(10, 10), to: .at(40, 10), duration: 0.2, steps: 2)
        #expect(scene.log.take() == ["view began 1", "view cancelled 1", "pan began", "pan changed", "pan ended"])

        pan.cancelsTouchesInView = false
        scene.screen.drag(from: .at(10, 10), to: .at(40, 10), duration: 0.2, steps: 2)
        #expect(scene.log.take() == ["view began 1", "pan began", "view moved 1", "pan changed", "view moved 1", "pan ended", "view ended 1"])
    }

    @Test("GR-12 delaysTouchesBegan: held while possible, replayed in order if it fails, dropped if it recognizes")
    func delaysTouchesBegan() {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        let swipe = UISwipeGestureRecognizer()
        swipe.delaysTouchesBegan = true
        logActions(of: swipe, as: "swipe", into: scene.log)
        view.addGestureRecognizer(swipe)
        let finger = scene.screen.touchDown(at: .at(100, 100))
        scene.screen.advance(by: 0.1)
        finger.move(to: .at(105, 100))
        #expect(scene.log.take().isEmpty, "began and moved are held")
        scene.screen.advance(by: 0.5)  // the swipe times out and fails: replay
        #expect(scene.log.take() == ["view began 1", "view moved 1"])
        finger.move(to: .at(110, 100))
        finger.lift()
        #expect(scene.log.take() == ["view moved 1", "view ended 1"])

        scene.screen.drag(from: .at(100, 100), to: .at(200, 100), duration: 0.2, steps: 4)
        #expect(scene.log.take() == ["swipe ended"], "recognized: the view never hears of the touch")
    }

    @Test("GR-12 a late touchesBegan reads the began phase and the place the touch went down, the held moves end where the finger is; the touch itself is never rewritten")
    func replayedPhasesAreWhatTheViewHears() {
        @MainActor final class Reader: UIView {
            var heard: [String] = []
            var touch: UITouch?
            func read(_ name: String, _ touches: Set<UITouch>) {
                let touch = touches.first!
                self.touch = touch
                let (at, from, input) = (touch.location(in: self), touch.previousLocation(in: self), touch.windowLocation)
                // The touch's own state (the delivery's) stays the input's during the call.
                heard.append("\(name) \(touch.phase) at \(at.x), \(at.y) from \(from.x), \(from.y); input \(input.x), \(input.y)")
            }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { read("began", touches) }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { read("moved", touches) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { read("ended", touches) }
        }
        let scene = Scene()
        let view = Reader(frame: scene.window.bounds)
        scene.window.addSubview(view)
        let swipe = UISwipeGestureRecognizer()
        swipe.delaysTouchesBegan = true
        view.addGestureRecognizer(swipe)
        let finger = scene.screen.touchDown(at: .at(100, 100))
        scene.screen.advance(by: 0.1)
        finger.move(to: .at(105, 100))
        scene.screen.advance(by: 0.5)  // the swipe fails: the held phases are heard now
        // After the late calls the touch answers as the input left it: moved, where the finger is.
        #expect(view.touch?.phase == .moved && view.touch?.location(in: view) == .at(105, 100) && view.touch?.previousLocation(in: view) == .at(100, 100))
        finger.lift()
        #expect(view.heard == ["began began at 100.0, 100.0 from 100.0, 100.0; input 105.0, 100.0",
                               "moved moved at 105.0, 100.0 from 100.0, 100.0; input 105.0, 100.0",
                               "ended ended at 105.0, 100.0 from 105.0, 100.0; input 105.0, 100.0"])
    }

    @Test("GR-13 double tap with the default delaysTouchesEnded: began, began, cancelled, cancelled")
    func doubleTapDefault() {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        logActions(of: doubleTap, as: "doubleTap", into: scene.log)
        view.addGestureRecognizer(doubleTap)
        scene.screen.tap(at: .at(50, 50), taps: 2)
        #expect(scene.log.take() == ["view began 1", "view began 1", "view cancelled 1", "view cancelled 1", "doubleTap ended"])
    }

    @Test("GR-13 double tap with delaysTouchesEnded = false: began, ended, began, cancelled")
    func doubleTapWithoutDelay() {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesEnded = false
        logActions(of: doubleTap, as: "doubleTap", into: scene.log)
        view.addGestureRecognizer(doubleTap)
        scene.screen.tap(at: .at(50, 50), taps: 2)
        #expect(scene.log.take() == ["view began 1", "view ended 1", "view began 1", "view cancelled 1", "doubleTap ended"])
    }

    @Test("GR-13 a held ended phase is delivered as ended when the recognizer fails, on the clock")
    func heldEndedThenFailure() {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        scene.screen.tap(at: .at(50, 50))
        #expect(scene.log.take() == ["view began 1"])
        scene.screen.advance(by: 0.34)
        #expect(scene.log.take().isEmpty)
        scene.screen.advance(by: 0.02)
        #expect(scene.log.take() == ["view ended 1"], "0.35 s after the lift the double tap failed")
    }

    @Test("GR-10 GR-13 a tap that waited for a double tap to fail cancels the held touch when it recognizes on the clock")
    func waitingTapCancelsHeldTouch() {
        // Regression: the waiting tap used to be reset before its own recognition was worked
        // off, so the view never heard the end of the touch at all.
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        logActions(of: single, as: "single", into: scene.log)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        scene.screen.tap(at: .at(10, 10))
        #expect(scene.log.take() == ["view began 1"])
        scene.screen.advance(by: 1)
        #expect(scene.log.take() == ["view cancelled 1", "single ended"])
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test("GR-14 an ignored touch goes back to the view and is never cancelled by that recognizer")
    func ignoredTouch() {
        @MainActor final class Picky: UIGestureRecognizer {
                        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                for touch in touches where touch.location(in: view).x > 100 { ignore(touch, for: event) }
            }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
                if state == .possible { state = .began }
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                if numberOfTouches == touches.count { state = .ended }
            }
        }
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        view.isMultipleTouchEnabled = true
        let picky = Picky()
        picky.delaysTouchesBegan = true
        logActions(of: picky, as: "picky", into: scene.log)
        view.addGestureRecognizer(picky)
        let kept = scene.screen.touchDown(at: .at(50, 50))
        let released = scene.screen.touchDown(at: .at(150, 50))
        #expect(picky.numberOfTouches == 1)
        #expect(scene.log.take() == ["view began 1"], "the ignored touch is not held")
        kept.move(to: .at(60, 50))
        released.move(to: .at(160, 50))
        kept.lift()
        released.lift()
        #expect(scene.log.take() == ["picky began", "view moved 1", "picky ended", "view ended 1"],
                "the kept touch was dropped from the view; the released one never cancelled")
    }

    @Test("TCH-8 a recognizer gets no touch while an exclusive view outside its view is tracking")
    func exclusiveTouchAndRecognizers() {
        let scene = Scene()
        let exclusive = scene.view("exclusive", CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = scene.view("other", CGRect(x: 200, y: 0, width: 100, height: 100))
        let onOther = ScriptedRecognizer("onOther", log: scene.log)
        let onWindow = ScriptedRecognizer("onWindow", log: scene.log)
        other.addGestureRecognizer(onOther)
        scene.window.addGestureRecognizer(onWindow)
        scene.screen.touchDown(at: .at(50, 50))
        scene.screen.touchDown(at: .at(250, 50))
        #expect(scene.log.take() == ["onWindow touchesBegan 1", "exclusive began 1", "onWindow touchesBegan 1"],
                "the window's recognizer contains the exclusive view; the other view's does not")
    }

    @Test("TCH-9 and TCH-10 recognizers holding a cancelled touch get touchesCancelled")
    func cancellationReachesRecognizers() {
        let scene = Scene()
        let view = scene.view("view", CGRect(x: 0, y: 0, width: 100, height: 100))
        let onWindow = ScriptedRecognizer("onWindow", log: scene.log)
        onWindow.cancelsTouchesInView = false
        scene.window.addGestureRecognizer(onWindow)
        scene.screen.touchDown(at: .at(50, 50))
        view.removeFromSuperview()
        #expect(scene.log.take() == ["onWindow touchesBegan 1", "view began 1", "onWindow touchesCancelled 1", "view cancelled 1", "onWindow reset"])
        scene.screen.touchDown(at: .at(300, 300))
        scene.screen.cancelAllTouches()
        #expect(scene.log.take() == ["onWindow touchesBegan 1", "window began 1", "onWindow touchesCancelled 1", "window cancelled 1", "onWindow reset"])
    }
}
