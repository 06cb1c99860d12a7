import OpenTouch

/// The reports `body` makes (a misuse UIKit would raise for), caught instead of failing the test.
@MainActor
func reports(during body: () -> Void) -> [Diagnostics.Report] {
    var caught: [Diagnostics.Report] = []
    let previous = Diagnostics.handler
    Diagnostics.handler = { caught.append($0) }
    defer { Diagnostics.handler = previous }
    body()
    return caught
}
