import Foundation
import Synchronization

/// The record of every decision the event system made while tracing was on (OpenTouch's own).
///
/// Start it with ``TouchScreen/startTracing(capacity:)``. Read it as a human timeline (``timeline``), as
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
///
/// A trace holds at most ``capacity`` events (MEM-1), so that a host left running (a playground, a long
/// soak) does not grow: once full, the oldest quarter is dropped and counted in
/// ``droppedEventCount``. Event number `n` of the whole run is `events[n - droppedEventCount]`
/// while it is held.
@preconcurrency @MainActor
public final class TouchTrace {
    /// The capacity of a trace that ``TouchScreen/startTracing(capacity:)`` is not given one:
    /// 100,000 events, about 15 MB, some minutes of several fingers moving at 240 Hz.
    public static let defaultCapacity = 100_000

    /// The decisions held, oldest first: every one since tracing started, less the dropped ones.
    public private(set) var events: [TraceEvent] = []

    /// The most events held at once.
    public let capacity: Int

    /// How many of the oldest events are no longer held: dropped at the capacity or by ``removeAll()``.
    public private(set) var droppedEventCount = 0

    /// How many events were recorded since tracing started, held or dropped.
    public var recordedEventCount: Int { droppedEventCount + events.count }

    private unowned let clock: ApplicationClock
    /// The name given to each object named so far. Entries of objects that are gone are swept out
    /// each time the table doubles; their names stay issued (see `isIssued`).
    private var names: [ObjectIdentifier: (object: WeakReference<AnyObject>, given: String?, name: String)] = [:]
    private var namesSweepAt = 256
    /// Given names issued as they are ("photo"); numbered names are known from `counters`.
    private var bareNames: Set<String> = []
    /// Per base name, the highest number issued ("UIView" → 3 after "UIView#3").
    private var counters: [String: Int] = [:]

    /// The view whose hit-test verdict was recorded last; tells a silent override apart.
    weak var lastHitTestSubject: UIView?

    init(clock: ApplicationClock, capacity: Int) {
        precondition(capacity > 0, "a trace's capacity must be positive, got \(capacity)")
        self.clock = clock
        self.capacity = capacity
    }

    deinit {
        TouchTrace.liveEventCount.wrappingAdd(-events.count, ordering: .relaxed)
    }

    /// How many events all live traces hold (``LiveObjects``).
    nonisolated static let liveEventCount = Atomic<Int>(0)

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

    /// Forgets the decisions recorded so far (they count as dropped); names already given are kept.
    public func removeAll() {
        drop(events.count)
    }

    private func drop(_ count: Int) {
        events.removeFirst(count)
        droppedEventCount += count
        TouchTrace.liveEventCount.wrappingAdd(-count, ordering: .relaxed)
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

    /// The object this trace named `name`, while it lives.
    func object(named name: String) -> AnyObject? {
        names.values.first { $0.name == name }?.object.object
    }

    // MARK: Recording

    func record(_ topic: TraceEvent.Topic, _ subject: String, _ action: String, reason: String? = nil, finger: Int? = nil) {
        // A quarter at a time, so that dropping (which moves what is left) costs O(1) an event.
        if events.count >= capacity { drop(max(1, capacity / 4)) }
        TouchTrace.liveEventCount.wrappingAdd(1, ordering: .relaxed)
        events.append(TraceEvent(time: (clock.now * 1_000_000).rounded() / 1_000_000, finger: finger, topic: topic,
                                 subject: subject, action: action, reason: reason))
    }

    /// A stable name: the view's `accessibilityIdentifier`, else its type and order of appearance.
    func name(of view: UIView) -> String {
        name(of: view as AnyObject, given: view.accessibilityIdentifier, type: "\(type(of: view))")
    }

    /// A stable name for a controller or another object: its type and order of appearance.
    func controllerName(_ object: AnyObject) -> String {
        name(of: object, given: nil, type: "\(type(of: object))")
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
        if let given, !isIssued(given) {
            name = given
            bareNames.insert(given)
        } else {
            let base = given ?? type
            repeat {
                let number = (counters[base] ?? (given == nil ? 0 : 1)) + 1
                counters[base] = number
                name = "\(base)#\(number)"
            } while bareNames.contains(name)
        }
        if names.count >= namesSweepAt {
            names = names.filter { $0.value.object.object != nil }
            namesSweepAt = max(256, names.count * 2)
        }
        names[key] = (WeakReference(object: object), given, name)
        return name
    }

    /// Whether `name` was given to some object already: as it is, or as a number a counter issued.
    /// Numbered names are not kept one by one, so that the table does not grow with every view a
    /// long session makes.
    private func isIssued(_ name: String) -> Bool {
        if bareNames.contains(name) { return true }
        guard let hash = name.lastIndex(of: "#"), let number = Int(name[name.index(after: hash)...]), number > 0 else { return false }
        return number <= counters[String(name[..<hash]), default: 0]
    }

}
