import Foundation

/// Where OpenTouch reports programming errors that UIKit reports too (OpenTouch's own).
///
/// An illegal recognizer state transition (GR-3) or a cycle of failure requirements (GR-15) is
/// reported here and then ignored or resolved, so that the event system's state stays sound.
/// By default each report is written to standard error, prefixed with "OpenTouch:". Tests and
/// hosts may install their own handler, for instance to collect reports or to stop on them.
///
/// ```swift
/// Diagnostics.handler = { report in reports.append(report) }
/// ```
@preconcurrency @MainActor
public enum Diagnostics {
    /// One programming error: what kind, and a sentence naming the objects involved.
    public struct Report: Hashable, Sendable, CustomStringConvertible {
        /// The kinds of problems reported.
        public enum Kind: String, Hashable, Sendable {
            /// A recognizer's state was set along a transition GR-3 forbids, or an animator was
            /// asked for what its state does not allow (ANI-4).
            case illegalStateTransition
            /// Recognizers require each other to fail (GR-15).
            case failureRequirementCycle
            /// An API was used in a way UIKit rejects (adding a view to itself, say).
            case invalidArgument
            /// `layoutSubviews` kept marking views for layout, pass after pass (HIT-11).
            case layoutDidNotSettle
            /// Required layout constraints contradict each other; one was broken (LAY-6).
            case unsatisfiableConstraints
            /// A storyboard or nib holds something that has no effect here: an attribute or element
            /// OpenTouch does not apply, or a custom class it cannot find (NIB-1, NIB-2).
            case documentNotApplied
        }

        /// What kind of mistake it is.
        public let kind: Kind
        /// What was wrong, in words, with the rule where there is one.
        public let message: String

        public var description: String { "OpenTouch: \(kind.rawValue): \(message)" }
    }

    /// Receives every report; the default writes it to standard error.
    public static var handler: @MainActor (Report) -> Void = { report in
        FileHandle.standardError.write(Data((report.description + "\n").utf8))
    }

    static func report(_ kind: Report.Kind, _ message: String) {
        handler(Report(kind: kind, message: message))
    }
}
