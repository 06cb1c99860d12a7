import Foundation

/// One `UIView.animate` call that is running: the views whose animatable properties its block
/// changed, whether they take touches meanwhile (HIT-10), and its completion, which runs once.
///
/// OpenTouch does not render frames: model values change at once, as they do in UIKit, and the
/// animation is only the time until its completion on the application clock.
@MainActor
final class ViewAnimation {
    /// The animation whose block is running now; view setters report themselves to it.
    // `@exclusivity(unchecked)`: every geometry setter reads it, only on the main actor.
    @exclusivity(unchecked) static var recording: ViewAnimation?

    let allowsUserInteraction: Bool
    /// Held weakly: the views hold the animation (``UIView/runningAnimations``), and a strong
    /// reference back would keep both alive when the clock that would end it goes away.
    private var views: [WeakReference<UIView>] = []
    private var completion: (@MainActor (Bool) -> Void)?
    /// Weak: the clock keeps it until it fires or is cancelled, and its work keeps this animation.
    private weak var end: ScheduledWork?
    private var isDone = false
    /// The transaction whose completion block waits for this animation too (LYR-5).
    private var group: TransactionGroup?

    init(allowsUserInteraction: Bool, completion: (@MainActor (Bool) -> Void)?) {
        self.allowsUserInteraction = allowsUserInteraction
        self.completion = completion
    }

    /// A view's animatable property changed inside the block.
    func add(_ view: UIView) {
        guard !view.runningAnimations.contains(where: { $0 === self }) else { return }
        views.append(WeakReference(object: view))
        view.runningAnimations.append(self)
    }

    /// Runs `animations`, collecting the views it changes; nested blocks collect for themselves.
    func record(_ animations: @MainActor () -> Void) {
        let outer = ViewAnimation.recording
        ViewAnimation.recording = self
        animations()
        ViewAnimation.recording = outer
    }

    /// The application of the first animated view that is in a window.
    var application: UIApplication? {
        views.lazy.compactMap { $0.object?.window?.application }.first
    }

    /// Schedules the end on `clock`: after `delay + duration`, or at once (the next clock turn)
    /// when the block changed nothing animatable, as UIKit calls such a completion right away.
    func start(on clock: ApplicationClock, after seconds: TimeInterval) {
        let wait = views.isEmpty ? 0 : max(0, seconds)
        if !views.isEmpty, let group = CATransaction.groupForNewAnimation {
            group.retain()
            self.group = group
        }
        end = clock.schedule(after: wait, label: "UIView animation") { [self] in finish(true) }
    }

    /// Ends the animation; the completion runs once, with `finished` false when interrupted.
    func finish(_ finished: Bool) {
        guard !isDone else { return }
        isDone = true
        end?.cancel()
        for view in views.compactMap(\.object) { view.runningAnimations.removeAll { $0 === self } }
        views.removeAll()
        let completion = self.completion
        self.completion = nil
        completion?(finished)
        let group = self.group
        self.group = nil
        group?.release()
    }

}
