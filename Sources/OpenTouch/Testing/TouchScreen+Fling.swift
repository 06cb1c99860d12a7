import Foundation

/// A fling at a given velocity (OpenTouch's own).
extension TouchScreen {
    /// Moves one finger from `start` at `velocity` (points a second, in the window) for `frames`
    /// frames at ``frameRate``, and lifts it in the last frame: a pan's `velocity(in:)` and a
    /// scroll view's deceleration start at `velocity`.
    ///
    /// A velocity the frames cannot give is refused, with nothing sent: a path that would leave
    /// the screen (ask for fewer frames or start further from the edge), one too short for a pan
    /// to begin (10 points), or fewer than 2 frames. The outcome says why, and the issue reporter
    /// reports it at the caller's line.
    @discardableResult
    public func fling(from start: CGPoint, velocity: CGVector, frames: Int = 6,
                      fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TouchOutcome {
        let location = TouchSourceLocation(fileID, filePath, line, column)
        let seconds = Double(frames) / frameRate
        let end = CGPoint(x: start.x + velocity.dx * seconds, y: start.y + velocity.dy * seconds)
        let distance = hypot(end.x - start.x, end.y - start.y)
        let speed = "(\(Int(velocity.dx)), \(Int(velocity.dy))) points a second"
        if frames < 2 {
            return refuse(nil, "fling(from:velocity:) needs at least 2 frames to give a velocity; it was given \(frames)", at: location)
        }
        if !window.bounds.contains(start) || !window.bounds.contains(end) {
            return refuse(nil, String(format: "a fling at %@ over %d frames at %.0f Hz goes from (%.0f, %.0f) to (%.0f, %.0f), off the %.0f × %.0f screen: ask for fewer frames, or start further from the edge",
                                      speed, frames, frameRate, start.x, start.y, end.x, end.y, window.bounds.width, window.bounds.height), at: location)
        }
        if distance < UIPanGestureRecognizer.threshold {
            return refuse(nil, String(format: "a fling at %@ over %d frames moves %.1f points, under the 10 a pan needs to begin: ask for more frames",
                                      speed, frames, distance), at: location)
        }
        return traced { moveAtConstantVelocity(from: start, velocity: velocity, frames: frames) }.outcome(target: nil, at: start)
    }
}
