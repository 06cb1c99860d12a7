import IssueReporting
import OpenTouch

/// Checks that a verb's touch went to `view` (or a view inside it) and that it did something
/// there; otherwise records an issue at the caller's line that says why not (TST-2, TST-3).
///
/// ```swift
/// expectTouch(screen.tap(buy), reaches: buy)
/// ```
@MainActor
@discardableResult
public func expectTouch(_ outcome: TouchOutcome, reaches view: UIView,
                        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    let hit = outcome.touches.first?.view
    guard let hit, hit === view || hit.isDescendant(of: view) else {
        let went = hit.map { "`\($0.accessibilityIdentifier ?? "\(type(of: $0))")`" } ?? "no view"
        reportIssue("expected the touch to reach `\(view.accessibilityIdentifier ?? "\(type(of: view))")`, but it went to \(went): \(outcome)",
                    fileID: fileID, filePath: filePath, line: line, column: column)
        return false
    }
    if outcome.target === view, let explanation = outcome.explanation {
        reportIssue(explanation, fileID: fileID, filePath: filePath, line: line, column: column)
        return false
    }
    return true
}
