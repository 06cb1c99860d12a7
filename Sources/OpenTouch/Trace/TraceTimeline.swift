import Foundation

/// A trace grouped for drawing: touch sequences, each with one lane per finger, recognizer, view
/// and control, and marks placed on the application clock (OpenTouch's own).
///
/// A touch sequence starts when a finger goes down while no other finger is down and no
/// recognizer is between being offered a touch and its reset (GR-5), and keeps everything that
/// happens until the next such start: a double tap is one sequence, and a timer firing after the
/// last lift (a tap failing once the double-tap window closes, GR-10) shows in the sequence it ends.
///
/// ```swift
/// let scene = TapOrDoubleTapScene()                 // OpenTouchScenes
/// let screen = TouchScreen(window: scene.window)
/// let trace = screen.startTracing()
/// scene.play(on: screen)
/// let doubleTap = TraceTimeline(events: trace.events).sequences.last!   // two fingers, one sequence
/// doubleTap.lane(.recognizer, "singleTap")?.marks.map(\.style).filter { $0 != .info }
/// // [.possible, .waiting, .waiting, .failed, .reset]
/// ```
///
/// Each mark keeps the indexes of the trace events behind it (``Mark/events``), so a viewer can
/// show the lines that explain it. The playground and `opentouch demo --html` draw this value.
public struct TraceTimeline: Codable, Sendable, Equatable {
    /// What a lane follows.
    public enum LaneKind: String, Codable, Sendable, CaseIterable {
        /// A finger's input: down, moves (with force), lift or cancel.
        case finger
        /// A gesture recognizer's state (GR rules).
        case recognizer
        /// The touch callbacks a view heard, held back, replayed or lost (TCH, GR-11..14).
        case view
        /// The events a control sent (CTL rules).
        case control
        /// A table's or collection view's highlights, selections and swipes (LST rules).
        case list
        /// Anything else the trace names: the app's notes, timers of its own.
        case other
    }

    /// How a mark is drawn: the state entered, the callback heard, the event sent.
    public enum Style: String, Codable, Sendable, CaseIterable {
        /// Offered a touch, not decided yet (GR-1, GR-2).
        case possible
        /// A continuous recognizer began (GR-3).
        case began
        /// A continuous recognizer changed (GR-3).
        case changed
        /// Recognized: a discrete recognizer's only state, a continuous one's last (GR-3).
        case ended
        /// Failed, with the reason (GR-4, GR-9, GR-10).
        case failed
        /// Cancelled after it began (GR-4).
        case cancelled
        /// Ready to recognize, held by a recognizer it requires to fail (GR-10).
        case waiting
        /// Back to possible after its sequence (GR-5).
        case reset
        /// A view's `touchesBegan` (TCH-1).
        case touchBegan
        /// A view's `touchesMoved` (TCH-1).
        case touchMoved
        /// A view's `touchesEnded` (TCH-1).
        case touchEnded
        /// A view's `touchesCancelled` (GR-11, TCH-9); for a finger, a cancel from the input.
        case touchCancelled
        /// A phase a recognizer held back (GR-12, GR-13).
        case held
        /// A held phase delivered once nothing held it (GR-12, GR-13).
        case replayed
        /// Held phases dropped: the view never hears of the touch (GR-11).
        case dropped
        /// Never delivered to the view for the touch's whole life (TCH-7, TCH-8).
        case withheld
        /// The view took the touch at hit-testing (HIT rules).
        case hit
        /// An event a control sent (CTL-6).
        case controlEvent
        /// A list highlighted, unhighlighted, selected or deselected an element, or opened or
        /// closed a row's swipe actions (LST rules).
        case listEvent
        /// A finger touched down.
        case down
        /// A finger moved, with its force if the input had one.
        case move
        /// A finger lifted.
        case up
        /// Anything worth a line without a state of its own: a delegate's answer, a timer, a note.
        case info
    }

    /// One thing that happened in a lane.
    public struct Mark: Codable, Sendable, Equatable {
        /// Seconds on the application clock.
        public var time: TimeInterval
        /// How it is drawn.
        public var style: Style
        /// A short name: the state, the callback or the control event.
        public var label: String
        /// Why, as the trace gives it.
        public var reason: String?
        /// The finger's force, for finger marks that carry one.
        public var force: Double?
        /// The indexes, in the trace's events, of the lines behind this mark.
        public var events: [Int]
    }

    /// One finger, recognizer, view or control in one sequence.
    public struct Lane: Codable, Sendable, Equatable {
        /// What the lane follows.
        public var kind: LaneKind
        /// The trace's name for it (`singleTap`, `UIView#3`, `finger 2`).
        public var name: String
        /// Its marks, in time order.
        public var marks: [Mark]
    }

    /// Everything from a first finger down to the next first finger down.
    public struct Sequence: Codable, Sendable, Equatable {
        /// The time of its first event.
        public var start: TimeInterval
        /// The time of its last event.
        public var end: TimeInterval
        /// Fingers first, then recognizers, views, controls and the rest, each in order of appearance.
        public var lanes: [Lane]

        /// The lane of `kind` called `name`, if the sequence has one.
        public func lane(_ kind: LaneKind, _ name: String) -> Lane? {
            lanes.first { $0.kind == kind && $0.name == name }
        }
    }

    /// The sequences, in time order.
    public var sequences: [Sequence]

    /// Groups `events` (a trace's ``TouchTrace/events``, from the first) into sequences and lanes.
    public init(events: [TraceEvent]) {
        var builder = Builder()
        for (index, event) in events.enumerated() { builder.add(event, at: index) }
        sequences = builder.sequences
    }

    /// Folds events into sequences one at a time, so that a live viewer pays only for what is new.
    ///
    /// A builder made with a `capacity` keeps that many sequences, the latest, so that a viewer
    /// left open does not grow; older ones are dropped as new ones start and counted in
    /// ``droppedSequenceCount``.
    public struct Builder: Sendable {
        /// The sequences held; the last one may still grow.
        public private(set) var sequences: [Sequence] = []
        /// The most sequences held at once.
        public let capacity: Int
        /// How many of the oldest sequences were dropped at the capacity.
        public private(set) var droppedSequenceCount = 0
        private var fingersDown: Set<Int> = []
        private var recognizerNames: Set<String> = []
        /// Recognizers offered a touch and not reset yet: a finger going down while one is still
        /// live (a double tap's second tap) continues its sequence.
        private var liveRecognizers: Set<String> = []

        /// The most marks in one sequence; past it the sequence goes on in a new one.
        public let marksPerSequence: Int
        private var marksInSequence = 0

        /// An empty timeline that keeps at most `capacity` sequences of at most `marksPerSequence`
        /// marks each (MEM-1). Fingers that never all lift (a minute of dragging) would otherwise
        /// make one sequence that grows with the session: it is cut, and goes on in the next.
        public init(capacity: Int = .max, marksPerSequence: Int = .max) {
            precondition(capacity > 0 && marksPerSequence > 0,
                         "a timeline's capacity and marks per sequence must be positive, got \(capacity) and \(marksPerSequence)")
            self.capacity = capacity
            self.marksPerSequence = marksPerSequence
        }

        /// Adds the event numbered `index` in the trace (its place in ``TouchTrace/events`` plus
        /// ``TouchTrace/droppedEventCount``: marks point at events by these numbers).
        public mutating func add(_ event: TraceEvent, at index: Int) {
            if event.topic == .recognizer { recognizerNames.insert(event.subject) }
            var placed = Self.place(event, recognizerNames: recognizerNames)
            // A recognizer already live that is offered one more touch (a double tap's second
            // finger) stays in its state: the offer is a line, not a new state.
            if placed.kind == .recognizer, placed.mark.style == .possible, liveRecognizers.contains(placed.name) {
                placed.mark.style = .info
                placed.mark.label = event.action
            }
            if event.topic == .input, let finger = event.finger {
                switch placed.mark.style {
                case .down:
                    // Setup before the first finger (a scroll view turned on) opens the first sequence.
                    let current = sequences.last
                    if current == nil || (fingersDown.isEmpty && liveRecognizers.isEmpty && current!.lanes.contains { $0.kind == .finger }) {
                        startSequence(at: event.time)
                    }
                    fingersDown.insert(finger)
                case .up: fingersDown.remove(finger)
                case .touchCancelled: fingersDown.remove(finger)
                default: break
                }
            } else if event.topic == .input, event.action.hasPrefix("cancels every touch") {
                fingersDown.removeAll()
            }
            if placed.kind == .recognizer {
                switch placed.mark.style {
                case .possible, .waiting, .began, .changed: liveRecognizers.insert(placed.name)
                case .reset: liveRecognizers.remove(placed.name)
                default: break
                }
            }
            if sequences.isEmpty || marksInSequence >= marksPerSequence { startSequence(at: event.time) }
            marksInSequence += 1
            var mark = placed.mark
            mark.events = [index]
            sequences[sequences.count - 1].add(mark, to: placed.kind, placed.name)
        }

        private mutating func startSequence(at time: TimeInterval) {
            if sequences.count >= capacity {
                sequences.removeFirst()
                droppedSequenceCount += 1
            }
            marksInSequence = 0
            sequences.append(Sequence(start: time, end: time, lanes: []))
        }

        /// The lane and the mark of one event. The action texts are the trace's own, written in
        /// `TouchTrace+Decisions.swift` and its callers; the timeline tests read every scene's
        /// trace through here and fail on any event left unread.
        static func place(_ event: TraceEvent, recognizerNames: Set<String>) -> (kind: LaneKind, name: String, mark: Mark) {
            let action = event.action
            func mark(_ style: Style, _ label: String, force: Double? = nil) -> Mark {
                Mark(time: event.time, style: style, label: label, reason: event.reason, force: force, events: [])
            }
            switch event.topic {
            case .input:
                let force = action.range(of: "force ").flatMap { Double(action[$0.upperBound...]) }
                if action.hasPrefix("down at") { return (.finger, event.subject, mark(.down, "down", force: force)) }
                if action.hasPrefix("moved to") { return (.finger, event.subject, mark(.move, "move", force: force)) }
                if action.hasPrefix("lifted at") { return (.finger, event.subject, mark(.up, "up")) }
                if action.hasPrefix("cancelled") { return (.finger, event.subject, mark(.touchCancelled, "cancelled")) }
                return (.finger, event.subject, mark(.info, action))
            case .recognizer:
                if action.hasPrefix("→ "), let style = Style(rawValue: String(action.dropFirst(2))) {
                    return (.recognizer, event.subject, mark(style, style.rawValue))
                }
                if action.hasPrefix("waits to become ") { return (.recognizer, event.subject, mark(.waiting, "waiting")) }
                if action == "reset" { return (.recognizer, event.subject, mark(.reset, "reset")) }
                if action == "offered the touch" { return (.recognizer, event.subject, mark(.possible, "possible")) }
                return (.recognizer, event.subject, mark(.info, action))
            case .delivery:
                let replayed = event.reason?.hasPrefix("replayed") == true
                switch action {
                case "touchesBegan": return (.view, event.subject, mark(replayed ? .replayed : .touchBegan, action))
                case "touchesMoved": return (.view, event.subject, mark(replayed ? .replayed : .touchMoved, action))
                case "touchesEnded": return (.view, event.subject, mark(replayed ? .replayed : .touchEnded, action))
                case "touchesCancelled": return (.view, event.subject, mark(.touchCancelled, action))
                default: break
                }
                if action.hasSuffix(" held back") { return (.view, event.subject, mark(.held, action)) }
                if action.hasPrefix("never hears") { return (.view, event.subject, mark(.dropped, "dropped")) }
                if action.hasPrefix("withheld") { return (.view, event.subject, mark(.withheld, "withheld")) }
                return (.view, event.subject, mark(.info, action))
            case .control:
                if action.hasPrefix("sends ") { return (.control, event.subject, mark(.controlEvent, String(action.dropFirst(6)))) }
                // A segmented control's choice is the control's own event (CTL-13).
                if action.hasPrefix("selects segment ") { return (.control, event.subject, mark(.controlEvent, "select " + action.dropFirst(8))) }
                return (.control, event.subject, mark(.info, action))
            case .hitTest:
                if action == "takes the touch" { return (.view, event.subject, mark(.hit, "hit-test")) }
                return (.view, event.subject, mark(.info, action))
            case .scroll:
                return (.view, event.subject, mark(.info, action))
            case .list:
                // "highlights row [0, 3]" is drawn as "highlight [0, 3]".
                for (verb, label) in [("highlights ", "highlight"), ("unhighlights ", "unhighlight"), ("selects ", "select"),
                                      ("deselects ", "deselect"), ("opens ", "open"), ("closes ", "close"), ("runs ", "run")]
                where action.hasPrefix(verb) {
                    let rest = action.dropFirst(verb.count)
                    let what = rest.firstIndex(of: "[").map { String(rest[$0...]) } ?? String(rest)
                    return (.list, event.subject, mark(.listEvent, "\(label) \(what)"))
                }
                return (.list, event.subject, mark(.info, action))
            case .timer:
                // A recognizer's timer is labelled "<name> timer": it belongs in that recognizer's lane.
                if event.subject.hasSuffix(" timer"), recognizerNames.contains(String(event.subject.dropLast(6))) {
                    return (.recognizer, String(event.subject.dropLast(6)), mark(.info, "timer \(action)"))
                }
                return (.other, event.subject, mark(.info, action))
            case .note, .layout, .controller, .menu, .drag:
                return (.other, event.subject, mark(.info, action))
            }
        }
    }
}

extension TraceTimeline.Sequence {
    /// Adds `mark` to its lane. A note or scroll decision about a subject that has a lane of its
    /// own joins that lane, so that "picked 😂" sits beside the view that picked it.
    fileprivate mutating func add(_ mark: TraceTimeline.Mark, to kind: TraceTimeline.LaneKind, _ name: String) {
        end = max(end, mark.time)
        let index: Int
        if kind == .other, let existing = lanes.firstIndex(where: { $0.name == name }) {
            index = existing
        } else if let existing = lanes.firstIndex(where: { $0.kind == kind && $0.name == name }) {
            index = existing
        } else {
            let order = TraceTimeline.LaneKind.allCases
            let position = lanes.firstIndex { order.firstIndex(of: $0.kind)! > order.firstIndex(of: kind)! } ?? lanes.count
            lanes.insert(TraceTimeline.Lane(kind: kind, name: name, marks: []), at: position)
            index = position
        }
        lanes[index].marks.append(mark)
    }
}
