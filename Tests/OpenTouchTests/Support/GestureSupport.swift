import Foundation
@testable import OpenTouch

/// A recognizer driven by a script, for testing arbitration and delivery without any real
/// gesture logic: on each phase it moves to the state the test chose, and logs what it got.
@MainActor
class ScriptedRecognizer: UIGestureRecognizer {
    var log: CallbackLog?
    var onBegan: State?
    var onMoved: State?
    var onEnded: State?
    private(set) var resets = 0

    convenience init(_ name: String, log: CallbackLog) {
        self.init()
        self.name = name
        self.log = log
        addAction { [unowned log] recognizer in log.append("\(name) action \(recognizer.state)") }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.append("\(name!) touchesBegan \(touches.count)")
        if let onBegan { state = onBegan }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.append("\(name!) touchesMoved \(touches.count)")
        if let onMoved { state = onMoved }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.append("\(name!) touchesEnded \(touches.count)")
        if let onEnded { state = onEnded }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.append("\(name!) touchesCancelled \(touches.count)")
        state = state == .possible ? .failed : .cancelled
    }

    override func reset() {
        super.reset()
        resets += 1
        log?.append("\(name!) reset")
    }
}

/// Logs a recognizer's actions as "name state" into a shared log.
@MainActor
func logActions(of recognizer: UIGestureRecognizer, as name: String, into log: CallbackLog) {
    recognizer.addAction { [unowned log] r in log.append("\(name) \(r.state)") }
}

/// A delegate whose answers the test sets, and that logs each question.
@MainActor
final class ScriptedDelegate: UIGestureRecognizerDelegate {
    var log: CallbackLog?
    var shouldBegin = true
    var receivesTouch = true
    var receivesEvent = true
    var simultaneousWith: [UIGestureRecognizer] = []
    var requiresFailureOf: [UIGestureRecognizer] = []
    var requiredToFailBy: [UIGestureRecognizer] = []

    init(log: CallbackLog? = nil) {
        self.log = log
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        log?.append("delegate shouldBegin \(gestureRecognizer.name ?? "?")")
        return shouldBegin
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        log?.append("delegate shouldReceive touch \(gestureRecognizer.name ?? "?")")
        return receivesTouch
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        log?.append("delegate shouldReceive event \(gestureRecognizer.name ?? "?")")
        return receivesEvent
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneousWith.contains { $0 === otherGestureRecognizer }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        requiresFailureOf.contains { $0 === otherGestureRecognizer }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        requiredToFailBy.contains { $0 === otherGestureRecognizer }
    }
}

/// Collects the diagnostics reported while `body` runs, instead of printing them.
@MainActor
func collectingDiagnostics(_ body: () -> Void) -> [Diagnostics.Report] {
    var reports: [Diagnostics.Report] = []
    let saved = Diagnostics.handler
    Diagnostics.handler = { reports.append($0) }
    defer { Diagnostics.handler = saved }
    body()
    return reports
}
