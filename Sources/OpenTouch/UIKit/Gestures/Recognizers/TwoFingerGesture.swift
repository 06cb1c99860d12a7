import Foundation

/// The geometry of a two-finger gesture (pinch, rotation): the first two touches of a
/// recognizer, their distance and angle, and a rate from successive samples.
@MainActor
struct TwoFingerGesture {
    private var lastSample: (time: TimeInterval, value: CGFloat)?
    private(set) var ratePerSecond: CGFloat = 0

    static func pair(of recognizer: UIGestureRecognizer) -> (CGPoint, CGPoint)? {
        let touches = recognizer.trackedTouches
        guard touches.count >= 2 else { return nil }
        return (touches[0].windowLocation, touches[1].windowLocation)
    }

    static func distance(_ pair: (CGPoint, CGPoint)) -> CGFloat {
        hypot(pair.1.x - pair.0.x, pair.1.y - pair.0.y)
    }

    /// Clockwise positive on a y-down screen.
    static func angle(_ pair: (CGPoint, CGPoint)) -> CGFloat {
        atan2(pair.1.y - pair.0.y, pair.1.x - pair.0.x)
    }

    /// Records `value` at `time` and updates ``ratePerSecond`` (per second); samples at the same time keep the rate.
    mutating func record(_ value: CGFloat, at time: TimeInterval) {
        if let last = lastSample, time > last.time {
            ratePerSecond = (value - last.value) / CGFloat(time - last.time)
        }
        lastSample = (time, value)
    }

    mutating func reset() {
        lastSample = nil
        ratePerSecond = 0
    }

    /// Fingers past the first two go back to the view.
    static func ignoreExtraTouches(of recognizer: UIGestureRecognizer, among touches: Set<UITouch>, event: UIEvent) {
        for touch in recognizer.trackedTouches.reversed() where touches.contains(touch) && recognizer.trackedTouches.count > 2 {
            recognizer.ignore(touch, for: event)
        }
    }
}
