import Foundation

/// Where in a test a verb was called, so that a miss is reported on that line (OpenTouch's own).
public struct TouchSourceLocation: Sendable, CustomStringConvertible {
    /// The file, as `#fileID` names it.
    public let fileID: StaticString
    /// The file's path, as `#filePath` gives it.
    public let filePath: StaticString
    /// The line.
    public let line: UInt
    /// The column.
    public let column: UInt

    /// A location from the caller's `#fileID`, `#filePath`, `#line` and `#column`.
    public init(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    public var description: String { "\(fileID):\(line)" }
}

/// Reports what a verb on a view missed, or what `settle(timeout:)`
/// left pending, as a test issue (OpenTouch's own).
///
/// The core library depends on Foundation alone, so it reports through this protocol; the
/// `OpenTouchTesting` product provides a reporter that records issues in Swift Testing and in
/// XCTest alike, found at run time whenever that product is linked, with nothing to set up.
@MainActor
public protocol TouchIssueReporter {
    /// A reporter; made once, when the first miss is reported.
    init()
    /// Records `message` as a failure at `location`.
    func report(_ message: String, at location: TouchSourceLocation)
}

extension TouchScreen {
    /// The reporter misses and timeouts go to: the `OpenTouchTesting` product's when it is linked,
    /// else none (the outcome still carries the explanation). Set it to report elsewhere.
    public static var issueReporter: TouchIssueReporter? = linkedIssueReporter()

    /// The name the `OpenTouchTesting` product's reporter is found by (a class: the runtime finds
    /// classes by their module-qualified name).
    static let linkedReporterTypeName = "OpenTouchTesting.IssueReportingTouchReporter"

    private static func linkedIssueReporter() -> TouchIssueReporter? {
        (_typeByName(linkedReporterTypeName) as? TouchIssueReporter.Type)?.init()
    }

    /// Reports `message` at `location` through ``issueReporter``, if there is one.
    func report(_ message: String, at location: TouchSourceLocation) {
        Self.issueReporter?.report(message, at: location)
    }
}
