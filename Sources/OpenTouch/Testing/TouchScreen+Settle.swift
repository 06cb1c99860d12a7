import Foundation

/// Waiting for everything to come to rest, frame by frame on the application clock (OpenTouch's own).
extension TouchScreen {
    /// Advances the application clock one frame at a time (at ``frameRate``) until nothing is
    /// pending on it: no timer, animation, deceleration, transition, keyboard movement or
    /// recognizer waiting. Returns whether it came to rest within `timeout` seconds; if not, the
    /// clock stops at the timeout and an issue names what is still pending.
    ///
    /// ```swift
    /// screen.swipe(list, direction: .up)
    /// screen.settle()          // the list has stopped decelerating
    /// ```
    @discardableResult
    public func settle(timeout: TimeInterval = 10,
                       fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
        // Work scheduled while settling is labelled, so that a timeout can name it.
        let started = trace == nil
        if started { _ = startTracing() }
        defer { if started { stopTracing() } }
        runLayoutPass()
        let deadline = now + timeout
        let frame = 1 / frameRate
        while clock.pendingCount > 0 {
            guard now < deadline - 1e-9 else {
                let labels = clock.pendingLabels
                let named = Dictionary(grouping: labels.compactMap { $0 }, by: { $0 }).map { $0.value.count > 1 ? "\($0.key) (×\($0.value.count))" : $0.key }.sorted()
                let unnamed = labels.count - labels.compactMap { $0 }.count
                let list = named + (unnamed > 0 ? ["\(unnamed) scheduled before settling, unnamed"] : [])
                report("settle(timeout: \(timeout)) timed out with \(labels.count) pending on the application clock: \(list.joined(separator: "; "))",
                       at: TouchSourceLocation(fileID, filePath, line, column))
                return false
            }
            advance(by: min(frame, deadline - now))
        }
        return true
    }
}
