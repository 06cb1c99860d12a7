import Foundation

/// One decision of the event system, with its reason (OpenTouch's own).
///
/// Subjects are named the same way on every run (a view's `accessibilityIdentifier`, a
/// recognizer's `name`, or the type and its order of first appearance, `UIView#3`), so that
/// replaying the same input gives the same trace, byte for byte.
public struct TraceEvent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What part of the system decided.
    public enum Topic: String, Hashable, Sendable, Codable, CaseIterable {
        /// Raw input arriving at the screen.
        case input
        /// Hit-testing (HIT rules).
        case hitTest
        /// Recognizers: offers, delegate answers, state changes (GR rules).
        case recognizer
        /// What a view hears of a touch (TCH, GR-11..14).
        case delivery
        /// Control tracking and events (CTL rules).
        case control
        /// Scroll-view decisions (SCR rules).
        case scroll
        /// Table and collection view decisions: highlight, selection, swipe actions (LST rules).
        case list
        /// Timers on the application clock.
        case timer
        /// Frames a layout pass gave views from their constraints, and the changes that moved them (LAY-11).
        case layout
        /// Controllers presented, dismissed, pushed, popped; first responders and the keyboard (VC-9).
        case controller
        /// Context menus shown, chosen from and dismissed (INT-2..4).
        case menu
        /// Drag sessions lifted, moved over drop targets, dropped or cancelled (INT-6, INT-7).
        case drag
        /// What the app did, noted by its own code.
        case note
    }

    /// When, in seconds on the application clock.
    public let time: TimeInterval
    /// The finger the decision is about, if one.
    public let finger: Int?
    /// What part of the system decided.
    public let topic: Topic
    /// Who the decision is about: a view, a recognizer, a finger, a timer.
    public let subject: String
    /// What happened.
    public let action: String
    /// Why, naming the rule where there is one.
    public let reason: String?

    /// A decision, as a trace records it.
    public init(time: TimeInterval, finger: Int?, topic: Topic, subject: String, action: String, reason: String?) {
        self.time = time
        self.finger = finger
        self.topic = topic
        self.subject = subject
        self.action = action
        self.reason = reason
    }

    /// One timeline line: time, the finger (blank when the event is no finger's, so that the
    /// columns line up), topic, subject, action, reason.
    public var description: String {
        // Seven columns whatever the finger: "  [1]  ", "  [10] ", or blank.
        let who = finger.map { "  " + "[\($0)]".padding(toLength: 5, withPad: " ", startingAt: 0) } ?? "       "
        let topicName = topic.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
        let because = reason.map { " — \($0)" } ?? ""
        return String(format: "%8.3f  ", time) + "\(who)\(topicName) \(subject): \(action)\(because)"
    }
}
