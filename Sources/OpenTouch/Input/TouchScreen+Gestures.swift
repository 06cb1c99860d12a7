import Foundation

/// Whole gestures in one call. Each advances the application clock as it goes, so timers that
/// fall due in the middle of a gesture (a long press beginning) fire at the right moment.
extension TouchScreen {
    /// [chosen] How long a finger of ``tap(at:taps:fingers:)`` stays down, in seconds.
    public static let tapHoldDuration: TimeInterval = 0.05
    /// [chosen] The pause between two taps of ``tap(at:taps:fingers:)``, in seconds; well inside TCH-4's 0.35 s.
    public static let tapGapDuration: TimeInterval = 0.1
    /// [chosen] How far apart the fingers of a several-finger tap are, in points.
    public static let fingerSpacing: CGFloat = 20

    /// Taps `taps` times with `fingers` fingers around `location`; the fingers of one tap go down
    /// together and lift together. The clock ends at the last lift.
    public func tap(at location: CGPoint, taps: Int = 1, fingers: Int = 1) {
        precondition(taps >= 1 && fingers >= 1, "tap(at:taps:fingers:) needs at least one tap and one finger")
        let points = (0..<fingers).map { index in
            CGPoint(x: location.x + (CGFloat(index) - CGFloat(fingers - 1) / 2) * Self.fingerSpacing, y: location.y)
        }
        for tap in 0..<taps {
            if tap > 0 { advance(by: Self.tapGapDuration) }
            let ids = points.map { _ in nextFreeFinger() }
            sendChecked(zip(ids, points).map { TouchSample(finger: $0, phase: .down, location: $1) })
            advance(by: Self.tapHoldDuration)
            sendChecked(zip(ids, points).map { TouchSample(finger: $0, phase: .up, location: $1) })
        }
    }

    /// Puts a finger down at `start`, moves it to `end` in `steps` even steps over `duration`
    /// seconds, and lifts it there.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.5, steps: Int = 10) {
        precondition(steps >= 1 && duration >= 0, "drag(from:to:duration:steps:) needs at least one step and a duration of at least 0")
        let finger = touchDown(at: start)
        for step in 1...steps {
            advance(by: duration / Double(steps))
            finger.move(to: Self.interpolate(start, end, CGFloat(step) / CGFloat(steps)))
        }
        finger.lift()
    }

    /// Puts a finger down at `location`, keeps it still for `duration` seconds, and lifts it.
    public func longPress(at location: CGPoint, duration: TimeInterval = 1.0) {
        let finger = touchDown(at: location)
        advance(by: duration)
        finger.lift()
    }

    /// Two fingers on a horizontal line through `center`, `start` points apart, moving together
    /// to `end` points apart in `steps` steps over `duration` seconds, then lifting.
    public func pinch(center: CGPoint, from start: CGFloat, to end: CGFloat, duration: TimeInterval = 0.5, steps: Int = 10) {
        precondition(steps >= 1 && duration >= 0, "pinch(center:from:to:duration:steps:) needs at least one step and a duration of at least 0")
        twoFingerGesture(steps: steps, duration: duration) { progress in
            let half = (start + (end - start) * progress) / 2
            return (CGPoint(x: center.x - half, y: center.y), CGPoint(x: center.x + half, y: center.y))
        }
    }

    /// Two fingers on opposite sides of `center`, `radius` points from it, turning together by
    /// `angle` radians (clockwise positive, y down) in `steps` steps over `duration` seconds, then lifting.
    public func rotate(center: CGPoint, radius: CGFloat, by angle: CGFloat, duration: TimeInterval = 0.5, steps: Int = 10) {
        precondition(steps >= 1 && duration >= 0, "rotate(center:radius:by:duration:steps:) needs at least one step and a duration of at least 0")
        twoFingerGesture(steps: steps, duration: duration) { progress in
            let turn = angle * progress
            let offset = CGPoint(x: cos(turn) * radius, y: sin(turn) * radius)
            return (CGPoint(x: center.x - offset.x, y: center.y - offset.y), CGPoint(x: center.x + offset.x, y: center.y + offset.y))
        }
    }

    /// Both fingers change in the same frames, as on real hardware.
    private func twoFingerGesture(steps: Int, duration: TimeInterval, positions: (CGFloat) -> (CGPoint, CGPoint)) {
        let first = nextFreeFinger(), second = nextFreeFinger()
        func frame(_ phase: TouchSample.Phase, _ progress: CGFloat) {
            let (a, b) = positions(progress)
            sendChecked([TouchSample(finger: first, phase: phase, location: a),
                         TouchSample(finger: second, phase: phase, location: b)])
        }
        frame(.down, 0)
        for step in 1...steps {
            advance(by: duration / Double(steps))
            frame(.move, CGFloat(step) / CGFloat(steps))
        }
        frame(.up, 1)
    }

    private static func interpolate(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
