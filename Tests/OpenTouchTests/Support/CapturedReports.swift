import Foundation
@testable import OpenTouch

/// The reports ``Diagnostics`` makes while `body` runs, kept from the console.
@MainActor
func capturedReports(_ body: () -> Void) -> [Diagnostics.Report] {
    var reports: [Diagnostics.Report] = []
    let saved = Diagnostics.handler
    Diagnostics.handler = { reports.append($0) }
    defer { Diagnostics.handler = saved }
    body()
    return reports
}
