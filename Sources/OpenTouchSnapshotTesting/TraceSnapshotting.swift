import OpenTouch
import SnapshotTesting

extension Snapshotting where Value == TouchTrace, Format == String {
    /// A trace as its timeline: one decision a line, time, finger, topic, subject, action and
    /// reason, so that a snapshot pins down a whole delivery and a change reads as a line diff.
    ///
    /// ```swift
    /// assertSnapshot(of: trace, as: .timeline)
    /// ```
    public static var timeline: Snapshotting {
        SimplySnapshotting.lines.pullback { trace in MainActor.assumeIsolated { trace.timeline } }
    }

    /// A trace as the lanes of each touch sequence (``TraceTimeline``): who got each touch, and
    /// when each recognizer and control changed, one lane a line.
    public static var lanes: Snapshotting {
        SimplySnapshotting.lines.pullback { trace in
            MainActor.assumeIsolated { TraceTimeline(events: trace.events).sequences.map(\.description).joined(separator: "\n\n") }
        }
    }
}

extension Snapshotting where Value == TraceTimeline.Sequence, Format == String {
    /// One touch sequence as its lanes, one lane a line.
    public static var lanes: Snapshotting {
        SimplySnapshotting.lines.pullback(\.description)
    }
}
