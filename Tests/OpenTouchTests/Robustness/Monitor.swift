import Foundation
@testable import OpenTouch

/// Checks the promises of the event system against a trace, frame after frame: what each view
/// heard of each touch, what each recognizer went through, and what its actions saw.
@MainActor
final class Monitor {
    private(set) var violations: [String] = []
    private var scanned = 0
    /// Per "view/finger": the phases the view heard directly.
    private var heard: [String: [String]] = [:]
    private var withheld: Set<String> = []
    /// Per "view/finger": held and not yet resolved.
    private var held: Set<String> = []
    /// Per recognizer: its states since its last reset.
    private var states: [String: [String]] = [:]

    func violation(_ text: String) {
        if violations.count < 20 { violations.append(text) }
    }

    /// Reads the trace events recorded since the last call.
    func scan(_ trace: TouchTrace) {
        let events = trace.events
        while scanned < events.count {
            check(events[scanned])
            scanned += 1
        }
    }

    private func check(_ event: TraceEvent) {
        let key = "\(event.subject)/\(event.finger.map(String.init) ?? "-")"
        switch (event.topic, event.action) {
        case (.delivery, let action) where action.hasPrefix("touches"):
            if withheld.contains(key) { violation("\(key) heard \(action) of a touch withheld from it (TCH-7, TCH-8)") }
            var list = heard[key, default: []]
            if let last = list.last, last == "touchesEnded" || last == "touchesCancelled" {
                violation("\(key) heard \(action) after \(last)")
            }
            if list.isEmpty && action != "touchesBegan" { violation("\(key) heard \(action) before touchesBegan") }
            if !list.isEmpty && action == "touchesBegan" { violation("\(key) heard touchesBegan twice") }
            list.append(action)
            heard[key] = list
            if action == "touchesEnded" || action == "touchesCancelled" { held.remove(key) }
        case (.delivery, "withheld for the touch's whole life"):
            withheld.insert(key)
        case (.delivery, let action) where action.hasSuffix("held back"):
            held.insert(key)
        case (.delivery, let action) where action.hasPrefix("never hears of the touch"):
            held.remove(key)
        case (.recognizer, let action) where action.hasPrefix("→ "):
            let state = String(action.dropFirst(2))
            let list = states[event.subject, default: []]
            if !isLegal(after: list.last ?? "possible", state) {
                violation("\(event.subject) went \(list.last ?? "possible") → \(state) (GR-3, GR-5): \(list)")
            }
            states[event.subject] = list + [state]
        case (.recognizer, "reset"):
            if let last = states[event.subject]?.last, !["ended", "cancelled", "failed"].contains(last) {
                violation("\(event.subject) was reset while \(last)")
            }
            states[event.subject] = []
        default:
            break
        }
    }

    private func isLegal(after old: String, _ new: String) -> Bool {
        switch (old, new) {
        case ("possible", "began"), ("possible", "ended"), ("possible", "failed"): true
        case ("began", "changed"), ("began", "ended"), ("began", "cancelled"): true
        case ("changed", "changed"), ("changed", "ended"), ("changed", "cancelled"): true
        default: false
        }
    }

    /// GR-4: an action is sent in began, changed, ended or cancelled, never otherwise.
    func action(of recognizer: UIGestureRecognizer) {
        if recognizer.state == .possible || recognizer.state == .failed {
            violation("\(recognizer.debugName) sent an action while \(recognizer.state) (GR-4)")
        }
    }

    /// At the end: every touch a view began reached it ended or cancelled; nothing is held;
    /// every recognizer's last state was followed by its reset.
    func checkQuiescence() {
        for (key, list) in heard where list.last != "touchesEnded" && list.last != "touchesCancelled" {
            violation("\(key) began a touch that never ended nor was cancelled: \(list)")
        }
        for key in held { violation("\(key) still has phases held back") }
        for (name, list) in states where !list.isEmpty {
            violation("\(name) was left in \(list.last!) without a reset")
        }
    }
}
