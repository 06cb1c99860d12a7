import Foundation

/// The record of every decision the event system made while tracing was on (OpenTouch's own).
///
/// Start it with ``TouchScreen/startTracing()``. Read it as a human timeline (``timeline``), as
/// JSON for tools (``jsonData()``), or query ``events`` in a test:
///
/// ```swift
/// let trace = screen.startTracing()
/// screen.drag(from: buttonCenter, to: far, duration: 0.3, steps: 6)
/// #expect(trace.events.contains { $0.subject == "UIButton#1" && $0.action == "touchesCancelled"
///                                 && $0.reason?.contains("UIScrollView pan") == true })
/// ```
///
/// Tracing costs one pointer check per decision when it is off.
@preconcurrency @MainActor
public final class TouchTrace {
    /// Every decision so far, in order.
    public private(set) var events: [TraceEvent] = []

    private unowned let clock: ApplicationClock
    private var names: [ObjectIdentifier: (object: WeakReference<AnyObject>, given: String?, name: String)] = [:]
    private var takenNames: Set<String> = []
    private var counters: [String: Int] = [:]

    /// How many applications are tracing now. While none is, code far from an application (a
    /// recognizer's state change) skips looking its trace up: one load instead of several. An
    /// application that goes away while tracing stays counted; checks then take the longer way.
    static var applicationsTracing = 0

    /// The view whose hit-test verdict was recorded last; tells a silent override apart.
    weak var lastHitTestSubject: UIView?

    init(clock: ApplicationClock) {
        self.clock = clock
    }

    /// The decisions as lines of text, one per decision.
    public var timeline: String {
        events.map(\.description).joined(separator: "\n")
    }

    /// The decisions as a JSON array, keys sorted, for tools.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(events)
    }

    /// Forgets the decisions recorded so far; names already given are kept.
    public func removeAll() {
        events.removeAll()
    }

    /// Adds a line of the app's own to the timeline, such as "picked 😂".
    public func note(_ subject: String, _ text: String) {
        record(.note, subject, text)
    }

    /// The decisions about `subject`.
    public func events(about subject: String) -> [TraceEvent] {
        events.filter { $0.subject == subject }
    }

    /// The name this trace has given `view`, or nil while the trace has not named it yet.
    ///
    /// Unlike naming a view, asking never numbers one, so a viewer that labels views by their
    /// trace names (the playground) does not change the names later decisions get.
    public func existingName(of view: UIView) -> String? {
        guard let known = names[ObjectIdentifier(view)], known.object.object === view else { return nil }
        return known.name
    }

    // MARK: Recording

    func record(_ topic: TraceEvent.Topic, _ subject: String, _ action: String, reason: String? = nil, finger: Int? = nil) {
        events.append(TraceEvent(time: (clock.now * 1_000_000).rounded() / 1_000_000, finger: finger, topic: topic,
                                 subject: subject, action: action, reason: reason))
    }

    /// A stable name: the view's `accessibilityIdentifier`, else its type and order of appearance.
    func name(of view: UIView) -> String {
        name(of: view as AnyObject, given: view.accessibilityIdentifier, type: "\(type(of: view))")
    }

    /// A stable name: the recognizer's `name`, else its type and order of appearance.
    func name(of recognizer: UIGestureRecognizer) -> String {
        name(of: recognizer as AnyObject, given: recognizer.name, type: "\(type(of: recognizer))")
    }

    /// Names are given once per object; a given name that another object already has gets the
    /// next free "#n", so that every subject in a trace is one object.
    private func name(of object: AnyObject, given: String?, type: String) -> String {
        let key = ObjectIdentifier(object)
        if let known = names[key], known.object.object === object, given == nil || known.given == given { return known.name }
        var name: String
        if let given, !takenNames.contains(given) {
            name = given
        } else {
            let base = given ?? type
            repeat {
                let number = (counters[base] ?? (given == nil ? 0 : 1)) + 1
                counters[base] = number
                name = "\(base)#\(number)"
            } while takenNames.contains(name)
        }
        takenNames.insert(name)
        names[key] = (WeakReference(object: object), given, name)
        return name
    }

}
