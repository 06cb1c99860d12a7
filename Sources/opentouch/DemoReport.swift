import OpenTouch

/// What `opentouch demo` prints around a scene's timeline: a header naming the scene and what its
/// script does, and a summary of who got each touch and which recognizers won it.
struct DemoReport {
    let sceneName: String
    let sceneSummary: String
    let events: [TraceEvent]

    /// The header: the scene, what the script does, and how to read a line.
    var header: String {
        let fingers = Set(events.compactMap(\.finger)).count
        let duration = events.last.map { String(format: "%.2f", $0.time) } ?? "0"
        return """
        opentouch demo \(sceneName): \(sceneSummary)
        The script puts down \(fingers) \(fingers == 1 ? "finger" : "fingers") over \(duration) s of the application clock. \
        Each line is one decision: time, finger, topic, subject: what happened — why (the rule).

        """
    }

    /// The summary: for each finger, the view hit-testing gave its touch, the recognizers that
    /// recognized on it, the control events it caused, and whether its view lost it.
    var summary: String {
        var lines = ["", "Summary (\(events.count) decisions)"]
        for finger in Set(events.compactMap(\.finger)).sorted() {
            let own = events.filter { $0.finger == finger }
            let view = own.first { $0.topic == .hitTest && $0.action.hasPrefix("takes the touch") }?.subject ?? "no view"
            var won: [String] = []
            for event in own where event.topic == .recognizer && (event.action == "→ began" || event.action == "→ ended") {
                if !won.contains(event.subject) { won.append(event.subject) }
            }
            let lost = own.contains { $0.topic == .delivery && ($0.action == "touchesCancelled" || $0.action.hasPrefix("never hears of the touch")) }
            let heardToTheEnd = own.contains { $0.topic == .delivery && $0.action.hasPrefix("touchesEnded") }
            var parts = ["went to \(view)"]
            parts.append(won.isEmpty ? "no recognizer won it" : "won by \(won.joined(separator: ", "))")
            if lost { parts.append("\(view) lost it") } else if heardToTheEnd { parts.append("\(view) heard it to the end") }
            lines.append("  finger \(finger): " + parts.joined(separator: "; "))
        }
        let sends = events.filter { $0.topic == .control && $0.action.hasPrefix("sends ") }
        var controls: [String] = []
        for event in sends where !controls.contains(event.subject) { controls.append(event.subject) }
        for control in controls {
            let sent = sends.filter { $0.subject == control }.map { String($0.action.dropFirst(6)) }
            lines.append("  \(control) sent \(sent.joined(separator: ", "))")
        }
        return lines.joined(separator: "\n")
    }
}
