import IssueReporting
import OpenTouch
#if canImport(XCTest) && os(Linux)
import XCTest
#endif

/// Reports what ``TouchScreen``'s verbs missed, and what `settle(timeout:)` left pending, as
/// test issues at the caller's line: in Swift Testing and in XCTest alike, through pointfreeco's
/// IssueReporting (TST-3, TST-4).
///
/// Nothing to set up: when this product is linked, ``TouchScreen/issueReporter`` finds this
/// type by its name at run time, so the core library keeps to Foundation alone.
public final class IssueReportingTouchReporter: TouchIssueReporter {
    /// A reporter.
    public init() {}

    /// Records `message` as an issue at `location`, in Swift Testing or XCTest, whichever runs.
    public func report(_ message: String, at location: TouchSourceLocation) {
        #if canImport(XCTest) && os(Linux)
        // IssueReporting adds to every XCTest failure on Linux a warning about tests running in a
        // host application: it looks for XCTest's frames by names that Linux's XCTest does not
        // have. There is no host application here, so an XCTest failure is recorded directly.
        if TestContext.current == .xcTest {
            XCTFail(message, file: location.filePath, line: location.line)
            return
        }
        #endif
        reportIssue(message, fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
    }
}
