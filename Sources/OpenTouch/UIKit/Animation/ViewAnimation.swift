import Foundation

/// One animation block on views that is running: from a `UIView.animate` call or a property
/// animator's `addAnimations`. It keeps what the block changed, from what and to what (ANI-1),
/// how far along it is (ANI-2), whether its views take touches meanwhile (HIT-10), and a
/// completion, which runs once.
///
/// OpenTouch draws no frames: model values change at once, as they do in UIKit, and hit-testing
/// reads them. What would be on screen is worked out when asked for (`layer.presentation()`).
@MainActor
final class ViewAnimation {
    /// The animation whose block is running now; view setters report themselves to it.
    // `@exclusivity(unchecked)`: every geometry setter reads it, only on the main actor.
    @exclusivity(unchecked) static var recording: ViewAnimation?

    /// While an interaction controller collects a transition's animations (TRN-4), the
    /// `UIView.animate` calls made land here instead of starting on the clock.
    private static var collected: [ViewAnimation]?

    /// The `UIView.animate` animations `body` makes, not started: their driver paces them.
    static func collect(_ body: () -> Void) -> [ViewAnimation] {
        let outer = collected
        collected = []
        body()
        let made = collected ?? []
        collected = outer
        return made
    }

    /// Takes a new animation instead of the clock while animations are collected.
    static func takeIfCollecting(_ animation: ViewAnimation) -> Bool {
        guard collected != nil else { return false }
        collected?.append(animation)
        return true
    }

    /// One property of one view that the block changed.
    struct Track {
        /// Weak: the views hold the animation (``UIView/runningAnimations``).
        let view: WeakReference<UIView>
        let property: AnimatedProperty
        /// The model value before the block.
        let from: AnimatedValue
        /// The model value the block left.
        var to: AnimatedValue
    }

    /// How the animation's progress is found.
    enum Pace {
        /// From the clock: it moves from `begin` for `duration` seconds along `curve`.
        case time(begin: TimeInterval, duration: TimeInterval, curve: TimingCurve)
        /// From a property animator: its progress, taken over the part `span` of it (an
        /// animation added late, or with a delay factor, covers the rest).
        case driven(UIViewPropertyAnimator, span: (start: Double, end: Double))
    }

    let allowsUserInteraction: Bool
    /// How long the block's animation will take and along which curve, known while the block
    /// runs: what a view's layer hands out as the action of a property changed in it (LYR-5).
    var plannedDuration: TimeInterval = 0
    var plannedCurve: TimingCurve = .easeInOut
    private(set) var tracks: [Track] = []
    var pace: Pace = .time(begin: 0, duration: 0, curve: .linear)
    private var completion: (@MainActor (Bool) -> Void)?
    /// Weak: the clock keeps it until it fires or is cancelled, and its work keeps this animation.
    private weak var end: ScheduledWork?
    private(set) var isDone = false
    /// The transaction whose completion block waits for this animation too (LYR-5).
    private var group: TransactionGroup?

    init(allowsUserInteraction: Bool, completion: (@MainActor (Bool) -> Void)?) {
        self.allowsUserInteraction = allowsUserInteraction
        self.completion = completion
    }

    /// `property` of `view` changed inside the block, from `old`.
    func add(_ view: UIView, _ property: AnimatedProperty, from old: AnimatedValue) {
        if !tracks.contains(where: { $0.view.object === view && $0.property == property }) {
            tracks.append(Track(view: WeakReference(object: view), property: property, from: old, to: old))
        }
        if !view.runningAnimations.contains(where: { $0 === self }) { view.runningAnimations.append(self) }
    }

    /// Counts `view` as animated by this animation without animating a value of it: a view
    /// whose contents a transition replaces (ANI-7), or one a keyframe animation moves. It
    /// then ignores touches for the animation's time unless it allows them (HIT-10).
    func hold(_ view: UIView) {
        guard !tracks.contains(where: { $0.view.object === view }) else { return }
        let alpha = view.modelValue(of: .alpha)
        tracks.append(Track(view: WeakReference(object: view), property: .alpha, from: alpha, to: alpha))
        if !view.runningAnimations.contains(where: { $0 === self }) { view.runningAnimations.append(self) }
    }

    /// Runs `animations`, collecting what they change; nested blocks collect for themselves.
    func record(_ animations: () -> Void) {
        let outer = ViewAnimation.recording
        ViewAnimation.recording = self
        animations()
        ViewAnimation.recording = outer
        for index in tracks.indices {
            if let view = tracks[index].view.object { tracks[index].to = view.modelValue(of: tracks[index].property) }
        }
    }

    /// The views the block changed, each once.
    var views: [UIView] {
        var seen = Set<ObjectIdentifier>()
        return tracks.compactMap(\.view.object).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// The application of the first animated view that is in a window.
    var application: UIApplication? {
        views.lazy.compactMap { $0.window?.application }.first
    }

    /// How far along the animation is at `time`: 0 at its start, 1 at its end (ANI-2).
    func progress(at time: TimeInterval) -> CGFloat {
        guard !isDone else { return 1 }
        switch pace {
        case .time(let begin, let duration, let curve):
            guard duration > 0 else { return time >= begin ? 1 : 0 }
            return CGFloat(curve.progress(at: (time - begin) / duration))
        case .driven(let animator, let span):
            let whole = animator.progress
            guard span.end > span.start else { return whole >= span.end ? 1 : 0 }
            return CGFloat(min(1, max(0, (whole - span.start) / (span.end - span.start))))
        }
    }

    /// Schedules the end on `clock`: after `delay + duration` along `curve`, or at once (the
    /// next clock turn) when the block changed nothing animatable, as UIKit calls such a
    /// completion right away.
    func start(on clock: ApplicationClock, delay: TimeInterval, duration: TimeInterval, curve: TimingCurve) {
        pace = .time(begin: clock.now + max(0, delay), duration: max(0, duration), curve: curve)
        let wait = tracks.isEmpty ? 0 : max(0, delay + duration)
        if !tracks.isEmpty, let group = CATransaction.groupForNewAnimation {
            group.retain()
            self.group = group
        }
        end = clock.schedule(after: wait, label: "UIView animation") { [self] in finish(true) }
    }

    /// Joins the transaction open now, for an animation an animator drives and ends itself.
    func joinTransaction() {
        guard group == nil, !tracks.isEmpty, let group = CATransaction.groupForNewAnimation else { return }
        group.retain()
        self.group = group
    }

    /// Ends the animation; the completion runs once, with `finished` false when interrupted.
    func finish(_ finished: Bool) {
        guard !isDone else { return }
        isDone = true
        end?.cancel()
        for view in views { view.runningAnimations.removeAll { $0 === self } }
        let completion = self.completion
        self.completion = nil
        completion?(finished)
        let group = self.group
        self.group = nil
        group?.release()
    }
}
