import IssueReporting
import OpenTouch

/// Reports what ``TouchScreen``'s verbs missed, and what `settle(timeout:)` left pending, as
/// test issues at the caller's line: in Swift Testing and in XCTest alike, through pointfreeco's
/// IssueReporting (TST-3, TST-4).
///
/// Nothing to set up: when this product is linked, ``TouchScreen/issueReporter`` finds this
/// type by its name at run time, so the core library keeps to Foundation alone.
public final class IssueReportingTouchReporter: TouchIssueReporter {
    public init() {}

    public func report(_ message: String, at location: TouchSourceLocation) {
        reportIssue(message, fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
    }
}
