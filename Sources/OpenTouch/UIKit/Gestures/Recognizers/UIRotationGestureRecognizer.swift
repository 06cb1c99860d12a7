import Foundation

/// Recognizes two fingers turning around each other (continuous): begins after ``threshold``
/// radians [chosen]; ``rotation`` is the angle since touch-down, clockwise positive (y down).
/// [chosen] Fingers past the first two are ignored; a finger lifting ends it.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers must turn before the rotation begins, in radians [chosen].
    public static let threshold: CGFloat = 0.05

    private var lastAngle: CGFloat?
    private var turned: CGFloat = 0
    private var offset: CGFloat = 0
    private var motion = TwoFingerGesture()

    /// The angle turned since the fingers went down, in radians, clockwise positive.
    /// Setting it re-bases later values on the current angle.
    open var rotation: CGFloat {
        get { turned + offset }
        set {
            offset = newValue - turned
            motion.reset()
        }
    }

    /// How fast ``rotation`` changes, in radians per second.
    open var velocity: CGFloat { motion.ratePerSecond }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        TwoFingerGesture.ignoreExtraTouches(of: self, among: touches, event: event)
        if lastAngle == nil, let pair = TwoFingerGesture.pair(of: self) {
            lastAngle = TwoFingerGesture.angle(pair)
            motion.record(rotation, at: event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let previous = lastAngle, let pair = TwoFingerGesture.pair(of: self) else { return }
        let angle = TwoFingerGesture.angle(pair)
        // Unwrap across ±π so that a full turn keeps counting.
        var step = angle - previous
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        turned += step
        lastAngle = angle
        motion.record(rotation, at: event.timestamp)
        advanceContinuousGesture(pastThreshold: abs(turned) >= Self.threshold)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: true)
    }

    open override func reset() {
        super.reset()
        lastAngle = nil
        turned = 0
        offset = 0
        motion.reset()
    }
}
