import Foundation

/// Recognizes two fingers moving apart or together (continuous): begins when their distance has
/// changed by ``threshold`` points [chosen]; ``scale`` is the distance relative to the distance
/// at touch-down. [chosen] Fingers past the first two are ignored; a finger lifting ends it.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How much the distance must change before the pinch begins, in points [chosen].
    public static let threshold: CGFloat = 10

    private var startDistance: CGFloat?
    private var referenceDistance: CGFloat = 1
    private var currentScale: CGFloat = 1
    private var motion = TwoFingerGesture()

    /// The distance between the fingers relative to the distance when they went down (1.0).
    /// Setting it re-bases later values on the current distance.
    open var scale: CGFloat {
        get { currentScale }
        set {
            currentScale = newValue
            if let pair = TwoFingerGesture.pair(of: self), newValue != 0 {
                referenceDistance = TwoFingerGesture.distance(pair) / newValue
            }
            motion.reset()
        }
    }

    /// How fast ``scale`` changes, per second.
    open var velocity: CGFloat { motion.ratePerSecond }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        TwoFingerGesture.ignoreExtraTouches(of: self, among: touches, event: event)
        if startDistance == nil, let pair = TwoFingerGesture.pair(of: self) {
            let distance = TwoFingerGesture.distance(pair)
            startDistance = distance
            referenceDistance = distance > 0 ? distance : 1
            motion.record(1, at: event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let startDistance, let pair = TwoFingerGesture.pair(of: self) else { return }
        let distance = TwoFingerGesture.distance(pair)
        currentScale = distance / referenceDistance
        motion.record(currentScale, at: event.timestamp)
        advanceContinuousGesture(pastThreshold: abs(distance - startDistance) >= Self.threshold)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: true)
    }

    open override func reset() {
        super.reset()
        startDistance = nil
        referenceDistance = 1
        currentScale = 1
        motion.reset()
    }
}
