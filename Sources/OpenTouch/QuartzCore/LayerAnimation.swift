import Foundation

/// An animation attached to a layer: its key, its time on the application clock, and the
/// transaction group waiting for it (LYR-6).
@MainActor
final class LayerAnimation {
    let key: String?
    let animation: CAAnimation
    /// When the active time begins and ends, on the application clock.
    let begin: TimeInterval
    let end: TimeInterval
    private var group: TransactionGroup?
    private weak var layer: CALayer?
    private var startWork: ScheduledWork?
    private var endWork: ScheduledWork?
    private(set) var isFinished = false

    init(key: String?, animation: CAAnimation, layer: CALayer, clock: ApplicationClock) {
        self.key = key
        self.animation = animation
        self.layer = layer
        let requested = animation.beginTime
        begin = requested > 0 ? requested : clock.now
        end = begin + animation.activeDuration
        group = CATransaction.groupForNewAnimation
        group?.retain()
        startWork = clock.schedule(after: begin - clock.now, label: "animation \(key ?? "") start") { [weak self] in
            guard let self, !self.isFinished else { return }
            self.animation.delegate?.animationDidStart(self.animation)
        }
        if end.isFinite {
            endWork = clock.schedule(after: end - clock.now, label: "animation \(key ?? "") end") { [weak self] in
                self?.finish(true)
            }
        }
    }

    /// Ends the animation once: the delegate hears `animationDidStop(_:finished:)`, the layer
    /// drops it (when finished, only if `isRemovedOnCompletion`), and its transaction group is told.
    func finish(_ finished: Bool) {
        guard !isFinished else { return }
        isFinished = true
        startWork?.cancel()
        endWork?.cancel()
        if !finished || animation.isRemovedOnCompletion {
            layer?.runningAnimations.removeAll { $0 === self }
        }
        animation.delegate?.animationDidStop(animation, finished: finished)
        let group = self.group
        self.group = nil
        group?.release()
    }
}
