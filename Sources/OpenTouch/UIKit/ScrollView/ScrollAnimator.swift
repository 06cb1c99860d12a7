import Foundation

/// Moves a scroll view's content on its own, frame by frame on the application clock:
/// deceleration with rubber-banding and bounce-back (SCR-6), and eased animations to a target
/// (paging, a delegate's target offset, `setContentOffset(_:animated:)`).
@MainActor
final class ScrollAnimator {
    /// [chosen] Past an edge, velocity is kept at this rate per millisecond: a hard brake.
    static let overshootRate: CGFloat = 0.95

    private unowned let scrollView: UIScrollView
    private var frameTimer: ScheduledWork?
    private(set) var isDeceleration = false
    var isRunning: Bool { frameTimer?.isPending ?? false }

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    private var clock: ApplicationClock {
        (scrollView.window?.application ?? UIApplication.shared).clock
    }

    func stop() {
        frameTimer?.cancel()
        frameTimer = nil
    }

    // MARK: Deceleration (SCR-6)

    /// Where free deceleration from `offset` at `velocity` (points per second) comes to rest,
    /// brought back inside the content.
    func restingOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let speed = hypot(velocity.x, velocity.y)
        let rate = scrollView.decelerationRate.rawValue
        guard speed >= UIScrollView.minimumDecelerationSpeed, rate > 0, rate < 1 else { return scrollView.clamped(offset) }
        // v(t) = v0 · rate^t (t in ms) travels v0 / (1000 · −ln rate) · (1 − rate^t) points.
        let milliseconds = log(UIScrollView.minimumDecelerationSpeed / speed) / log(rate)
        let reach = (1 - pow(rate, milliseconds)) / (1000 * -log(rate))
        return scrollView.clamped(CGPoint(x: offset.x + velocity.x * reach, y: offset.y + velocity.y * reach))
    }

    /// Decelerates from `velocity` (points per second), braking hard past an edge when the
    /// content bounces, stopping at the edge when it does not, then bounces back inside.
    func decelerate(velocity: CGPoint, completion: @escaping @MainActor () -> Void) {
        stop()
        isDeceleration = true
        var velocity = velocity
        let frame = UIScrollView.animationFrameInterval
        let milliseconds = CGFloat(frame * 1000)
        func step() {
            let range = scrollView.offsetRange
            var offset = scrollView.contentOffset
            for axis in [\CGPoint.x, \CGPoint.y] {
                let low = range.min[keyPath: axis], high = range.max[keyPath: axis]
                let outside = offset[keyPath: axis] < low || offset[keyPath: axis] > high
                let rate = outside ? Self.overshootRate : scrollView.decelerationRate.rawValue
                let kept = pow(rate, milliseconds)
                // Exact travel over the frame for v · rate^t.
                let travel = velocity[keyPath: axis] * (1 - kept) / (1000 * -log(rate))
                offset[keyPath: axis] += travel
                velocity[keyPath: axis] *= kept
                if !scrollView.bounces && (offset[keyPath: axis] < low || offset[keyPath: axis] > high) {
                    offset[keyPath: axis] = min(max(offset[keyPath: axis], low), high)
                    velocity[keyPath: axis] = 0
                }
            }
            scrollView.contentOffset = offset
            if hypot(velocity.x, velocity.y) < UIScrollView.minimumDecelerationSpeed {
                let inside = scrollView.clamped(offset)
                if inside == offset {
                    finish(completion)
                } else {
                    animate(to: inside, duration: UIScrollView.settleDuration, isDeceleration: true, completion: completion)
                }
                return
            }
            frameTimer = clock.schedule(after: frame) { step() }
        }
        frameTimer = clock.schedule(after: frame) { step() }
    }

    // MARK: Eased animation

    /// Moves the content to `target` over `duration` seconds, easing out.
    func animate(to target: CGPoint, duration: TimeInterval, isDeceleration: Bool = false,
                 completion: @escaping @MainActor () -> Void) {
        stop()
        self.isDeceleration = isDeceleration
        let start = scrollView.contentOffset, startTime = clock.now
        let frame = UIScrollView.animationFrameInterval
        func step() {
            let progress = min(1, (clock.now - startTime) / duration)
            let eased = CGFloat(1 - pow(1 - progress, 3))
            scrollView.contentOffset = CGPoint(x: start.x + (target.x - start.x) * eased, y: start.y + (target.y - start.y) * eased)
            if progress >= 1 {
                finish(completion)
            } else {
                frameTimer = clock.schedule(after: frame) { step() }
            }
        }
        frameTimer = clock.schedule(after: frame) { step() }
    }

    private func finish(_ completion: @MainActor () -> Void) {
        frameTimer = nil
        completion()
        isDeceleration = false
    }
}
