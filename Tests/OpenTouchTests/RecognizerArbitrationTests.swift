import Foundation
import Testing
@testable import OpenTouch

/// A recognizer that may not prevent, or be prevented by, others (GR-9 subclass hooks).
@MainActor
private final class Polite: ScriptedRecognizer {
    var preventsOthers = true
    var preventable = true
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { preventsOthers }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { preventable }
}

/// A recognizer that requires, or is required, to fail by subclass override (GR-10).
@MainActor
private final class Dependent: ScriptedRecognizer {
    weak var waitsFor: UIGestureRecognizer?
    weak var blocks: UIGestureRecognizer?
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { otherGestureRecognizer === waitsFor }
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { otherGestureRecognizer === blocks }
}

@Suite("GR-9, GR-10, GR-15: arbitration between recognizers")
@MainActor
struct GestureArbitrationTests {
    /// Two scripted recognizers on one view: `a` (added first) and `b`.
    private func pair(_ scene: Scene, _ a: ScriptedRecognizer = ScriptedRecognizer(), _ b: ScriptedRecognizer = ScriptedRecognizer()) -> (ScriptedRecognizer, ScriptedRecognizer) {
        let view = scene.view("view", scene.window.bounds)
        for (recognizer, name) in [(a, "a"), (b, "b")] {
            recognizer.name = name
            recognizer.log = scene.log
            logActions(of: recognizer, as: name, into: scene.log)
            recognizer.cancelsTouchesInView = false
            view.addGestureRecognizer(recognizer)
        }
        return (a, b)
    }

    @Test("GR-9 when one begins, a possible one sharing its touch fails")
    func possibleOneFails() {
        let scene = Scene()
        let (a, b) = pair(scene)
        b.onBegan = .began
        a.onMoved = .began
        let finger = scene.screen.touchDown(at: .at(10, 10))
        finger.move(to: .at(20, 10))
        #expect(scene.log.take() == [
            "a touchesBegan 1", "b touchesBegan 1", "b began", "view began 1", "a reset",
            "b touchesMoved 1", "view moved 1",
        ], "a failed, got nothing more, and was reset after the event")
        #expect(a.state == .possible && b.state == .began)
    }

    @Test("GR-9 when one begins, an active one sharing its touch is cancelled")
    func activeOneCancelled() {
        let scene = Scene()
        let polite = Polite()
        polite.preventable = false  // so that b's beginning leaves a in play
        let (a, b) = pair(scene, polite)
        b.onBegan = .began
        a.onMoved = .began
        let finger = scene.screen.touchDown(at: .at(10, 10))
        finger.move(to: .at(20, 10))
        #expect(scene.log.take() == [
            "a touchesBegan 1", "b touchesBegan 1", "b began", "view began 1",
            "a touchesMoved 1", "a began", "b cancelled", "view moved 1", "b reset",
        ])
        #expect(a.state == .began)
    }

    @Test("GR-9 the first in order wins when both would recognize on the same event")
    func firstInOrderWins() {
        let scene = Scene()
        let (a, b) = pair(scene)
        a.onMoved = .began
        b.onMoved = .began
        let finger = scene.screen.touchDown(at: .at(10, 10))
        finger.move(to: .at(20, 10))
        #expect(scene.log.take() == [
            "a touchesBegan 1", "b touchesBegan 1", "view began 1",
            "a touchesMoved 1", "a began", "view moved 1", "b reset",
        ], "b failed before it was even given the move")
    }

    @Test("GR-9 either delegate answering true to shouldRecognizeSimultaneouslyWith lets both recognize")
    func simultaneous() {
        for side in ["a", "b"] {
            let scene = Scene()
            let (a, b) = pair(scene)
            a.onMoved = .began
            b.onMoved = .began
            let delegate = ScriptedDelegate()
            if side == "a" {
                delegate.simultaneousWith = [b]
                a.delegate = delegate
            } else {
                delegate.simultaneousWith = [a]
                b.delegate = delegate
            }
            let finger = scene.screen.touchDown(at: .at(10, 10))
            finger.move(to: .at(20, 10))
            #expect(a.state == .began && b.state == .began, "answered by \(side)'s delegate")
        }
    }

    @Test("GR-9 exclusion needs both canPrevent and canBePrevented")
    func preventionHooks() {
        for (prevents, preventable) in [(false, true), (true, false), (true, true)] {
            let scene = Scene()
            let (a, b) = pair(scene, Polite(), Polite())
            (a as! Polite).preventsOthers = prevents
            (b as! Polite).preventable = preventable
            a.onMoved = .began
            b.onMoved = .began
            let finger = scene.screen.touchDown(at: .at(10, 10))
            finger.move(to: .at(20, 10))
            #expect(b.state == (prevents && preventable ? .possible : .began), "canPrevent \(prevents), canBePrevented \(preventable)")
        }
    }

    @Test("GR-9 recognizers that share no touch do not exclude each other")
    func separateTouches() {
        let scene = Scene()
        let left = scene.view("left", CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = scene.view("right", CGRect(x: 100, y: 0, width: 100, height: 100))
        let a = ScriptedRecognizer("a", log: scene.log), b = ScriptedRecognizer("b", log: scene.log)
        a.onMoved = .began
        b.onMoved = .began
        left.addGestureRecognizer(a)
        right.addGestureRecognizer(b)
        let one = scene.screen.touchDown(at: .at(50, 50))
        let two = scene.screen.touchDown(at: .at(150, 50))
        one.move(to: .at(55, 50))
        two.move(to: .at(155, 50))
        #expect(a.state == .began && b.state == .began)
    }

    @Test("GR-10 require(toFail:) waits in possible until the other fails, then recognizes")
    func waitsForFailure() {
        let scene = Scene()
        let (a, b) = pair(scene)
        a.onMoved = .began          // a would win, but must wait for b
        a.require(toFail: b)
        b.onEnded = .failed
        let finger = scene.screen.touchDown(at: .at(10, 10))
        finger.move(to: .at(20, 10))
        #expect(a.state == .possible && b.state == .possible)
        finger.lift()
        #expect(scene.log.take() == [
            "a touchesBegan 1", "b touchesBegan 1", "view began 1",
            "a touchesMoved 1", "b touchesMoved 1", "view moved 1",
            "a touchesEnded 1", "b touchesEnded 1", "a began", "view ended 1",
            "b reset",
        ])
        #expect(a.state == .began)
    }

    @Test("GR-10 when the required recognizer recognizes, the waiting one fails")
    func otherRecognizes() {
        let scene = Scene()
        let (a, b) = pair(scene)
        a.onBegan = .began
        a.require(toFail: b)
        b.onMoved = .began
        let finger = scene.screen.touchDown(at: .at(10, 10))
        finger.move(to: .at(20, 10))
        #expect(scene.log.take() == [
            "a touchesBegan 1", "b touchesBegan 1", "view began 1",
            "a touchesMoved 1", "b touchesMoved 1", "b began", "view moved 1", "a reset",
        ])
    }

    @Test("GR-10 dynamic requirements: either delegate, and either subclass hook")
    func dynamicRequirements() {
        for source in ["waiter's delegate", "required's delegate", "waiter's subclass", "required's subclass"] {
            let scene = Scene()
            let (a, b) = pair(scene, Dependent(), Dependent())
            let delegate = ScriptedDelegate()
            switch source {
            case "waiter's delegate": delegate.requiresFailureOf = [b]; a.delegate = delegate
            case "required's delegate": delegate.requiredToFailBy = [a]; b.delegate = delegate
            case "waiter's subclass": (a as! Dependent).waitsFor = b
            default: (b as! Dependent).blocks = a
            }
            a.onMoved = .began
            b.onEnded = .failed
            let finger = scene.screen.touchDown(at: .at(10, 10))
            finger.move(to: .at(20, 10))
            #expect(a.state == .possible, "\(source): a waits")
            finger.lift()
            #expect(a.state == .began, "\(source): a began once b failed")
        }
    }

    @Test("GR-15 a cycle of failure requirements is reported, naming both, and the earlier recognizer goes first")
    func cycle() {
        let scene = Scene()
        let (a, b) = pair(scene)
        a.require(toFail: b)
        b.require(toFail: a)
        a.onMoved = .began
        b.onMoved = .began
        let reports = collectingDiagnostics {
            let finger = scene.screen.touchDown(at: .at(10, 10))
            finger.move(to: .at(20, 10))
            finger.lift()
        }
        #expect(reports.map(\.description) == [
            "OpenTouch: failureRequirementCycle: ScriptedRecognizer \"a\" and ScriptedRecognizer \"b\" require each other to fail; ScriptedRecognizer \"a\", which got the touch first, does not wait",
        ])
        #expect(scene.log.take().contains("a began"))
        #expect(!scene.log.entries.contains("b began"))
    }
}

@Suite("Explanations: each recognizer says why it last changed state")
@MainActor
struct GestureExplanationTests {
    @Test("GR-9, GR-10, GR-7 and GR-6 explanations name the rule and the other recognizer")
    func explanations() {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        let pan = UIPanGestureRecognizer(), swipe = UISwipeGestureRecognizer(), tap = UITapGestureRecognizer()
        pan.name = "pan"
        tap.require(toFail: pan)
        let lenient = ScriptedDelegate()
        lenient.simultaneousWith = [pan]
        tap.delegate = lenient  // so that only GR-10 can fail the tap
        for recognizer in [pan, swipe, tap] as [UIGestureRecognizer] { view.addGestureRecognizer(recognizer) }
        scene.screen.drag(from: .at(100, 100), to: .at(200, 100), duration: 0.2, steps: 4)
        #expect(pan.explanation == "began: the touched views and its delegate let it")
        #expect(swipe.explanation == "failed: UIPanGestureRecognizer \"pan\" recognized on a touch they share (GR-9)")
        #expect(tap.explanation == "failed: it requires UIPanGestureRecognizer \"pan\" to fail, which recognized instead (GR-10)")

        let delegate = ScriptedDelegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        scene.screen.drag(from: .at(100, 100), to: .at(200, 100), duration: 0.2, steps: 4)
        #expect(pan.explanation == "failed: its delegate answered false to gestureRecognizerShouldBegin (GR-7)")

        pan.delegate = nil
        let finger = scene.screen.touchDown(at: .at(100, 100))
        finger.move(to: .at(150, 100))
        pan.isEnabled = false
        #expect(pan.explanation == "cancelled: it was disabled or removed from its view (GR-6)")
        finger.lift()
    }
}
