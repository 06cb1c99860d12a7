import Foundation
@testable import OpenTouch

/// Watches every callback of a random scene and collects broken promises (issue: robustness).
@MainActor
final class Monitor {
    private(set) var violations: [String] = []
    /// Per view and touch, the phases the view was told about directly (the touch's own view).
    private var phases: [ObjectIdentifier: [ObjectIdentifier: [UITouch.Phase]]] = [:]
    private var viewNames: [ObjectIdentifier: String] = [:]
    /// Per recognizer, the states its actions saw since its last reset.
    private var actionStates: [ObjectIdentifier: [UIGestureRecognizer.State]] = [:]
    /// Every object that left the tree, to check that it goes away.
    private(set) var departed: [WeakObject] = []

    struct WeakObject {
        weak var object: AnyObject?
        let name: String
    }

    func violation(_ text: String) {
        if violations.count < 20 { violations.append(text) }
    }

    // MARK: Views

    func view(_ view: UIView, name: String, got phase: UITouch.Phase, _ touches: Set<UITouch>) {
        viewNames[ObjectIdentifier(view)] = name
        for touch in touches where touch.view === view {
            if case .withheld = touch.viewDelivery { violation("\(name) heard \(phase) of a touch withheld from it (TCH-7, TCH-8)") }
            var list = phases[ObjectIdentifier(view), default: [:]][ObjectIdentifier(touch), default: []]
            if let last = list.last, last == .ended || last == .cancelled {
                violation("\(name) heard \(phase) after \(last) (nothing may follow the end)")
            }
            if list.isEmpty && phase != .began { violation("\(name) heard \(phase) of a touch before began") }
            if !list.isEmpty && phase == .began { violation("\(name) heard began twice for one touch") }
            list.append(phase)
            phases[ObjectIdentifier(view), default: [:]][ObjectIdentifier(touch)] = list
        }
    }

    /// Every touch a view began with must have reached it ended or cancelled, once.
    func checkEveryTouchEnded() {
        for (view, touches) in phases {
            for (_, list) in touches where list.last != .ended && list.last != .cancelled {
                violation("\(viewNames[view] ?? "a view") began a touch that never ended or was cancelled: \(list)")
            }
        }
    }

    // MARK: Recognizers

    func recognizer(_ recognizer: UIGestureRecognizer, touchesBeganIn state: UIGestureRecognizer.State) {
        if state.isTerminal { violation("\(recognizer.debugName) got new touches while \(state), before its reset (GR-5)") }
    }

    func recognizer(_ recognizer: UIGestureRecognizer, sentActionIn state: UIGestureRecognizer.State) {
        let key = ObjectIdentifier(recognizer)
        var seen = actionStates[key, default: []]
        switch state {
        case .possible, .failed:
            violation("\(recognizer.debugName) sent an action in \(state) (GR-4)")
        case .began:
            if !seen.isEmpty { violation("\(recognizer.debugName) began again before its reset: \(seen)") }
        case .changed:
            if seen.last != .began && seen.last != .changed { violation("\(recognizer.debugName) changed after \(seen) (GR-3)") }
        case .ended:
            if let last = seen.last, last != .began && last != .changed { violation("\(recognizer.debugName) ended after \(seen) (GR-3)") }
        case .cancelled:
            if seen.last != .began && seen.last != .changed { violation("\(recognizer.debugName) cancelled after \(seen) (GR-3)") }
        }
        seen.append(state)
        actionStates[key] = seen
    }

    func recognizerDidReset(_ recognizer: UIGestureRecognizer) {
        actionStates[ObjectIdentifier(recognizer)] = []
    }

    // MARK: Departures

    func departed(_ object: AnyObject, name: String) {
        departed.append(WeakObject(object: object, name: name))
    }
}
