import Foundation

/// Recognizes fingers held still for a while (continuous): begins after
/// ``minimumPressDuration``, changes as the fingers move, ends when they lift.
///
/// Before it begins, a finger that moves more than ``allowableMovement`` makes it fail, and so
/// does lifting early. With ``numberOfTapsRequired`` above 0, that many quick taps (TCH-4's
/// timing) must come first, and the press is the finger that goes down after them.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must be down before the gesture begins, in seconds; 0.5 by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before the gesture begins, in points; 10 by default.
    open var allowableMovement: CGFloat = 10
    /// How many taps come before the press; 0 by default.
    open var numberOfTapsRequired = 0
    /// How many fingers must press; 1 by default.
    open var numberOfTouchesRequired = 1

    private var touchesInRound = 0
    private var tapsCompleted = 0
    private var timer: ScheduledWork?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        if touchesInRound == 0 { timer?.cancel() }
        touchesInRound += touches.count
        guard touchesInRound <= numberOfTouchesRequired else { return fail() }
        if touchesInRound == numberOfTouchesRequired {
            let duration = tapsCompleted < numberOfTapsRequired ? UITapGestureRecognizer.maximumTapDuration : minimumPressDuration
            timer = schedule(after: duration) { [weak self] in
                guard let self, self.state == .possible else { return }
                if self.tapsCompleted < self.numberOfTapsRequired { self.fail() } else { self.state = .began }
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if touches.contains(where: movedTooFar) { fail() }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            let allUp = trackedTouches.allSatisfy { touches.contains($0) }
            guard tapsCompleted < numberOfTapsRequired, allUp, touchesInRound == numberOfTouchesRequired,
                  !touches.contains(where: movedTooFar)
            else { return fail() }
            // One of the leading taps: the next must come soon.
            tapsCompleted += 1
            touchesInRound = 0
            timer?.cancel()
            timer = schedule(after: UITapGestureRecognizer.maximumTapInterval) { [weak self] in self?.fail() }
        case .began, .changed:
            if trackedTouches.count - touches.count < numberOfTouchesRequired { state = .ended }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        timer?.cancel()
        finishContinuousGesture(cancelled: true)
    }

    open override func reset() {
        super.reset()
        touchesInRound = 0
        tapsCompleted = 0
        timer = nil
    }

    private func movedTooFar(_ touch: UITouch) -> Bool {
        let start = touch.record.downWindowLocation
        return hypot(touch.windowLocation.x - start.x, touch.windowLocation.y - start.y) > allowableMovement
    }

    private func fail() {
        timer?.cancel()
        if state == .possible { state = .failed }
    }
}
