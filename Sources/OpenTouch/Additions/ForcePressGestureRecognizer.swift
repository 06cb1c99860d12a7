import Foundation

/// Recognizes a finger pressing hard (continuous; OpenTouch's own, UIKit has none): begins when
/// the touch's force reaches ``threshold`` of its `maximumPossibleForce`, changes as the force
/// or the finger moves, ends when it lifts. Input without force never begins it.
///
/// Scene S2's "force press to rearrange" needs no flags with it:
///
/// ```swift
/// let rearrange = ForcePressGestureRecognizer(target: self, action: Collage.rearrange)
/// container.addGestureRecognizer(rearrange)
/// photoPan.require(toFail: rearrange)
/// ```
@preconcurrency @MainActor
open class ForcePressGestureRecognizer: UIGestureRecognizer {
    /// The share of `maximumPossibleForce` at which the press begins; 0.5 by default.
    open var threshold: CGFloat = 0.5

    /// The current force of the pressing touch (1.0 is an average touch).
    public private(set) var force: CGFloat = 0

    /// The largest force the pressing touch can report.
    public private(set) var maximumPossibleForce: CGFloat = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in trackedTouches.dropFirst() where touches.contains(touch) {
            ignore(touch, for: event)
        }
        update()
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        update()
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: true)
    }

    open override func reset() {
        super.reset()
        force = 0
        maximumPossibleForce = 0
    }

    private func update() {
        guard let touch = trackedTouches.first else { return }
        force = touch.force
        maximumPossibleForce = touch.maximumPossibleForce
        advanceContinuousGesture(pastThreshold: maximumPossibleForce > 0 && force >= threshold * maximumPossibleForce)
    }
}
