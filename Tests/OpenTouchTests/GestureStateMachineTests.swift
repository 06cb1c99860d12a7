import Foundation
import Testing
@testable import OpenTouch

/// A recognizer that makes the transitions a test asks for from inside its touch methods.
@MainActor
private final class Stepper: UIGestureRecognizer {
    var steps: [State] = []
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for step in steps { state = step }
    }
}

@Suite("GR-3..6: the recognizer state machine, actions, reset and disabling")
@MainActor
struct GestureStateMachineTests {
    @Test("GR-3 GR-16 the legal transitions, and every other one refused")
    func legalTransitions() {
        typealias S = UIGestureRecognizer.State
        let all: [S] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        let legal: Set<String> = ["possible>began", "possible>ended", "possible>failed",
                                  "began>changed", "began>ended", "began>cancelled", "began>failed",
                                  "changed>changed", "changed>ended", "changed>cancelled", "changed>failed"]
        for old in all {
            for new in all {
                #expect(UIGestureRecognizer.isLegal(from: old, to: new) == legal.contains("\(old)>\(new)"), "\(old) → \(new)")
            }
        }
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    @Test("GR-3 an illegal transition is reported with both states and the name, and ignored")
    func illegalTransitionReported() {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        let stepper = Stepper()
        stepper.name = "stepper"
        stepper.steps = [.began, .possible, .began, .changed]
        logActions(of: stepper, as: "stepper", into: scene.log)
        view.addGestureRecognizer(stepper)
        var reports: [Diagnostics.Report] = []
        reports = collectingDiagnostics {
            let finger = scene.screen.touchDown(at: .at(10, 10))
            finger.move(to: .at(20, 10))
            finger.lift()
        }
        #expect(reports.map(\.kind) == [.illegalStateTransition, .illegalStateTransition])
        #expect(reports.map(\.message) == [
            "Stepper \"stepper\": the state cannot go from began to possible; it stays began",
            "Stepper \"stepper\": the state cannot go from began to began; it stays began",
        ])
        #expect(scene.log.take() == ["view began 1", "view cancelled 1", "stepper began", "stepper changed"],
                "began, then the legal changed, each action seeing its own state; the view is cancelled before the action (GR-11)")
    }

    @Test("GR-16 failing after began: no action for the failure, the view stays cancelled, reset after the event, the next touch starts clean")
    func failedAfterBegan() {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        let stepper = Stepper()
        stepper.steps = [.began, .failed]
        logActions(of: stepper, as: "stepper", into: scene.log)
        view.addGestureRecognizer(stepper)
        let reports = collectingDiagnostics {
            let finger = scene.screen.touchDown(at: .at(10, 10))
            finger.move(to: .at(20, 10))
            #expect(stepper.state == .possible, "failed, then reset once the move was delivered (GR-5)")
            finger.move(to: .at(30, 10))
            finger.lift()
            let second = scene.screen.touchDown(at: .at(10, 10))
            second.move(to: .at(20, 10))
            second.lift()
        }
        #expect(reports.isEmpty, "a legal transition")
        #expect(scene.log.take() == ["view began 1", "view cancelled 1", "stepper began",
                                     "view began 1", "view cancelled 1", "stepper began"],
                "the first touch's later phases go nowhere (GR-5); the second touch begins again")
    }

    @Test("GR-3 a recognizer outside any window still checks transitions and sends actions")
    func withoutWindow() {
        let log = CallbackLog()
        let loose = UIPanGestureRecognizer { r in log.append("pan \(r.state)") }
        let reports = collectingDiagnostics {
            loose.state = .began
            loose.state = .changed
            loose.state = .possible
            loose.state = .ended
        }
        #expect(log.take() == ["pan began", "pan changed", "pan ended"])
        #expect(reports.count == 1)
    }

    @Test("GR-4 actions on began, changed, ended and cancelled, never on failed; every method shape and the closure form")
    func actions() {
        @MainActor final class Target {
            var log: [String] = []
            func plain() { log.append("plain") }
            func withSender(_ sender: UIPanGestureRecognizer) { log.append("sender \(sender.state)") }
        }
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        let target = Target()
        let pan = UIPanGestureRecognizer(target: target, action: Target.withSender)
        pan.addTarget(target, action: Target.plain)
        view.addGestureRecognizer(pan)
        scene.screen.drag(from: .at(10, 10), to: .at(50, 10), duration: 0.2, steps: 2)
        #expect(target.log == ["sender began", "plain", "sender changed", "plain", "sender ended", "plain"])

        target.log.removeAll()
        let finger = scene.screen.touchDown(at: .at(10, 10))
        finger.move(to: .at(30, 10))
        finger.cancel()
        #expect(target.log == ["sender began", "plain", "sender cancelled", "plain"])

        target.log.removeAll()
        scene.screen.tap(at: .at(10, 10))  // the pan fails: no action
        #expect(target.log.isEmpty)
    }

    @Test("GR-4 targets are held weakly; removeTarget removes by target and by method shape")
    func weakTargets() {
        @MainActor final class Target {
            let log: CallbackLog
            init(log: CallbackLog) { self.log = log }
            func fire() { log.append("fired") }
            func other(_ sender: UIGestureRecognizer) { log.append("other") }
        }
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        do {
            let temporary = Target(log: scene.log)
            tap.addTarget(temporary, action: Target.fire)
        }
        scene.screen.tap(at: .at(5, 5))
        #expect(scene.log.take() == ["view began 1", "view cancelled 1"], "the released target got nothing")

        let kept = Target(log: scene.log)
        tap.addTarget(kept, action: Target.fire)
        tap.addTarget(kept, action: Target.other)
        tap.removeTarget(kept, action: Target.fire)
        scene.screen.advance(by: 1)
        scene.screen.tap(at: .at(5, 5))
        #expect(scene.log.take() == ["view began 1", "view cancelled 1", "other"],
                "only the method of the other shape is left; the view's cancel comes before the action (GR-11)")
        tap.removeTarget(kept, action: nil)
        scene.screen.advance(by: 1)
        scene.screen.tap(at: .at(5, 5))
        #expect(!scene.log.take().contains("other"))
    }

    @Test("GR-5 reset comes after the event that ended the gesture; the rest of that sequence is ignored")
    func resetAfterEvent() {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        view.isMultipleTouchEnabled = true
        let scripted = ScriptedRecognizer("r", log: scene.log)
        scripted.onMoved = .ended
        scripted.cancelsTouchesInView = false
        view.addGestureRecognizer(scripted)
        let one = scene.screen.touchDown(at: .at(10, 10))
        let two = scene.screen.touchDown(at: .at(20, 10))
        one.move(to: .at(15, 10))
        #expect(scripted.state == .possible, "reset already happened once the event was delivered")
        two.move(to: .at(25, 10))
        one.lift()
        two.lift()
        #expect(scene.log.take() == [
            "r touchesBegan 1", "view began 1",
            "r touchesBegan 1", "view began 1",
            "r touchesMoved 1", "r action ended", "view moved 1", "r reset",
            "view moved 1", "view ended 1", "view ended 1",
        ])
        scene.screen.tap(at: .at(10, 10))
        #expect(scene.log.take().first == "r touchesBegan 1", "a new touch sequence reaches it again")
    }

    @Test("GR-6 disabling an active recognizer cancels it; a disabled one gets no touches")
    func disabling() {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        logActions(of: pan, as: "pan", into: scene.log)
        view.addGestureRecognizer(pan)
        let finger = scene.screen.touchDown(at: .at(10, 10))
        finger.move(to: .at(30, 10))
        pan.isEnabled = false
        finger.move(to: .at(40, 10))
        finger.lift()
        #expect(scene.log.take() == ["view began 1", "pan began", "view moved 1", "pan cancelled", "view moved 1", "view ended 1"])
        #expect(pan.state == .possible)
        scene.screen.drag(from: .at(10, 10), to: .at(60, 10), duration: 0.1, steps: 2)
        #expect(scene.log.take() == ["view began 1", "view moved 1", "view moved 1", "view ended 1"])
    }

    @Test("GR-6 a recognizer disabled by its own began action is cancelled once")
    func disabledByOwnAction() {
        // Found by RobustnessTests: while the began action ran, the recognizer showed .began to
        // the arena as well, so disabling it there cancelled it a second time.
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        let pan = UIPanGestureRecognizer()
        pan.addAction { recognizer in
            scene.log.append("pan \(recognizer.state)")
            if recognizer.state == .began { recognizer.isEnabled = false }
        }
        view.addGestureRecognizer(pan)
        let trace = scene.screen.startTracing()
        scene.screen.drag(from: .at(10, 10), to: .at(60, 10), duration: 0.2, steps: 4)
        #expect(scene.log.take() == ["view began 1", "view cancelled 1", "pan began", "pan cancelled"])
        #expect(trace.events(about: "UIPanGestureRecognizer#1").map(\.action).filter { $0.hasPrefix("→") } == ["→ began", "→ cancelled"])
    }

    @Test("GR-6 removing an active recognizer from its view cancels it")
    func removing() {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        let pan = UIPanGestureRecognizer()
        logActions(of: pan, as: "pan", into: scene.log)
        view.addGestureRecognizer(pan)
        let finger = scene.screen.touchDown(at: .at(10, 10))
        finger.move(to: .at(30, 10))
        view.removeGestureRecognizer(pan)
        finger.move(to: .at(40, 10))
        finger.lift()
        #expect(scene.log.take() == ["view began 1", "view cancelled 1", "pan began", "pan cancelled"])
        #expect(pan.view == nil && view.gestureRecognizers == nil && pan.state == .possible)
    }

    @Test("the closure form hands the recognizer over with its own type")
    func closureInit() {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        var durations: [TimeInterval] = []
        let press = UILongPressGestureRecognizer { recognizer in durations.append(recognizer.minimumPressDuration) }
        view.addGestureRecognizer(press)
        scene.screen.longPress(at: .at(10, 10), duration: 0.6)
        #expect(durations == [0.5, 0.5])
    }
}
