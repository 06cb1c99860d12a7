import Foundation

/// An animation of views that can be started, paused, scrubbed, reversed, stopped and
/// finished, and interrupted by a touch (ANI-4, ANI-5).
///
/// The animator runs its blocks when it becomes active (started, paused, or scrubbed): the
/// views take their new values at once, as with `UIView.animate`, and
/// `layer.presentation()` shows the values on the way, at the progress the animator is at.
/// Its time is the application clock's. Running, it moves for ``duration`` seconds along its
/// ``timingParameters``; paused, ``fractionComplete`` says where it is and can be set, which
/// moves the views (linearly, unless ``scrubsLinearly`` is false). At the end (or back at the
/// start when reversed) it becomes inactive and its completions hear the position, unless
/// ``pausesOnCompletion``. `stopAnimation(false)` leaves the views where they are and waits for
/// `finishAnimation(at:)`. Calls its state does not allow are reported (ANI-4) and ignored.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.8) {
///     card.center.y = 100
/// }
/// animator.pauseAnimation()
/// animator.fractionComplete = 0.5          // the card is halfway, on screen
/// animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
/// ```
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, NSCopying {
    private var parameters: UITimingCurveProvider
    private var requestedDuration: TimeInterval
    /// Animation blocks given before the animator became active, and their delay factors.
    private var pending: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var animations: [ViewAnimation] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var clock: ApplicationClock?
    /// Weak: the clock holds the work until it runs or is cancelled.
    private weak var endWork: ScheduledWork?

    /// Where the animator is: held at a fraction, or moving from a start toward one end.
    private enum Motion {
        case held(fraction: Double, progress: Double)
        /// `target` is 1 forward, 0 reversed: the direction it was set moving in.
        case moving(start: TimeInterval, fraction: Double, progress: Double, seconds: TimeInterval, curve: TimingCurve, target: Double)
    }
    private var motion: Motion = .held(fraction: 0, progress: 0)

    /// An animator of `duration` seconds paced by `parameters`.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.parameters = parameters
        requestedDuration = duration
        super.init()
    }

    /// An animator of no duration on UIKit's default ease-in-out curve, to be configured before
    /// it starts (ANI-4).
    public convenience override init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters(animationCurve: .easeInOut))
    }

    /// An animator of one of UIKit's named curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator of a cubic curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator paced by a spring of damping ratio `ratio` over `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that starts at once (after `delay`), as `UIView.animate` does: the options'
    /// curve paces it, and its views take touches only with `.allowUserInteraction`.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: UIView.AnimationCurve(options: options)))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// A new inactive animator of the same duration and timing, without animations.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { type(of: self).init(duration: requestedDuration, timingParameters: parameters) }
    }

    // MARK: Configuration

    /// The timing, as given (or as `continueAnimation` changed it).
    open var timingParameters: UITimingCurveProvider? { parameters }
    /// How long the animation takes from start to end: as given, or a physical spring's own time.
    open var duration: TimeInterval { parameters.effectiveDuration(requestedDuration) }
    /// The delay of the last `startAnimation(afterDelay:)`.
    open private(set) var delay: TimeInterval = 0
    /// Whether the animated views take touches while it runs; true by default (HIT-10).
    open var isUserInteractionEnabled = true {
        didSet { reportIfActive("isUserInteractionEnabled") }
    }
    /// Whether the app hit-tests the animated views itself. Stored: OpenTouch hit-tests model
    /// values whatever it says (ANI-6).
    open var isManualHitTestingEnabled = false
    /// Whether the animator can be paused, reversed and scrubbed while it runs; true by default.
    open var isInterruptible = true {
        didSet { reportIfActive("isInterruptible") }
    }
    /// Whether a paused animator's ``fractionComplete`` moves the views linearly (true, the
    /// default) or along its curve.
    open var scrubsLinearly = true
    /// Whether the animator pauses at its end instead of finishing (no completion; it stays active).
    open var pausesOnCompletion = false

    private func reportIfActive(_ name: String) {
        if state != .inactive {
            Diagnostics.report(.illegalStateTransition, "\(name) was set on \(self) while it is \(state == .active ? "active" : "stopped"); it can only be set on an inactive animator (ANI-4)")
        }
    }

    // MARK: State (UIViewAnimating)

    /// Inactive, active or stopped (ANI-4).
    open private(set) var state: UIViewAnimatingState = .inactive

    /// Whether it is moving (or waiting for its delay to pass).
    open var isRunning: Bool {
        if case .moving = motion { return state == .active }
        return false
    }

    /// Whether it runs toward its start. Set while running, it turns around where it is.
    open var isReversed = false {
        didSet {
            guard isReversed != oldValue, isRunning else { return }
            let now = clock?.now ?? 0
            let (fraction, progress) = position(at: now)
            move(fromFraction: fraction, progress: progress, at: now, delay: 0, seconds: nil, curve: nil)
        }
    }

    /// How far along it is, from 0 to 1. Set while it is paused (or inactive, which pauses it
    /// at once), it moves the views there; set while it runs, it is ignored, as in UIKit.
    open var fractionComplete: CGFloat {
        get { CGFloat(position(at: clock?.now ?? 0).fraction) }
        set {
            if state == .inactive { pauseAnimation() }
            guard state == .active, !isRunning else { return }
            let fraction = Double(min(1, max(0, newValue)))
            motion = .held(fraction: fraction, progress: scrubsLinearly ? fraction : currentCurve().progress(at: fraction))
        }
    }

    /// The progress of the views' values: what the animations follow (ANI-2).
    var progress: Double { position(at: clock?.now ?? 0).progress }

    private func position(at time: TimeInterval) -> (fraction: Double, progress: Double) {
        switch motion {
        case .held(let fraction, let progress):
            return (fraction, progress)
        case .moving(let start, let fraction, let progress, let seconds, let curve, let target):
            let share = seconds > 0 ? min(1, max(0, (time - start) / seconds)) : (time >= start ? 1 : 0)
            return (fraction + (target - fraction) * share, progress + (target - progress) * curve.progress(at: share))
        }
    }

    private func currentCurve() -> TimingCurve { parameters.curve(duration: duration) }

    // MARK: Animations and completions

    /// Adds animations; on an active animator they run at once, from where it is, over what
    /// is left of it.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that wait for `delayFactor` (0...1) of the time that is left.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = min(1, max(0, delayFactor))
        guard state == .active else {
            if state == .stopped {
                Diagnostics.report(.illegalStateTransition, "addAnimations was called on \(self), which is stopped; finish it first (ANI-4)")
                return
            }
            pending.append((animation, factor))
            return
        }
        run(animation, delayFactor: factor, from: progress)
    }

    /// Adds a block that hears where the animation ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    private func run(_ block: () -> Void, delayFactor: CGFloat, from start: Double) {
        let animation = ViewAnimation(allowsUserInteraction: isUserInteractionEnabled, completion: nil)
        let begin = start + Double(delayFactor) * (1 - start)
        animation.plannedDuration = duration * (1 - begin)
        animation.plannedCurve = currentCurve()
        animation.pace = .driven(self, span: (begin, 1))
        animation.record(block)
        animation.joinTransaction()
        animations.append(animation)
        if clock == nil { clock = animation.application?.clock }
    }

    /// Drives `animation`, made elsewhere (a transition's `UIView.animate` blocks, TRN-4), as
    /// one of its own: its completion runs when the animator reaches an end.
    func adopt(_ animation: ViewAnimation) {
        animation.pace = .driven(self, span: (0, 1))
        animations.append(animation)
        if clock == nil || clock === ApplicationClock.inCharge, let own = animation.application?.clock { clock = own }
    }

    /// Runs the pending blocks: the animator becomes active.
    private func activate() {
        state = .active
        motion = .held(fraction: 0, progress: 0)
        let blocks = pending
        pending = []
        for entry in blocks { run(entry.block, delayFactor: entry.delayFactor, from: 0) }
        if clock == nil { clock = ApplicationClock.inCharge }
    }

    // MARK: Running

    /// Starts (or resumes) the animation now.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts (or resumes) the animation after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        if state == .stopped {
            Diagnostics.report(.illegalStateTransition, "startAnimation was called on \(self), which is stopped; finishAnimation(at:) ends it (ANI-4)")
            return
        }
        if state == .inactive { activate() }
        guard !isRunning else { return }
        self.delay = delay
        let now = clock?.now ?? 0
        let (fraction, progress) = position(at: now)
        move(fromFraction: fraction, progress: progress, at: now, delay: delay, seconds: nil, curve: nil)
    }

    /// Sets the animator moving from where it is toward the end its direction points at,
    /// over `seconds` (by default what is left of ``duration``), along `curve`.
    private func move(fromFraction fraction: Double, progress: Double, at now: TimeInterval, delay: TimeInterval,
                      seconds: TimeInterval?, curve: TimingCurve?) {
        let left = isReversed ? fraction : 1 - fraction
        let time = seconds ?? duration * left
        // A spring resumed part way runs its own course over what is left [chosen].
        let pace = curve ?? (progress == 0 && !isReversed ? currentCurve() : parameters.curve(duration: time))
        motion = .moving(start: now + delay, fraction: fraction, progress: progress, seconds: time, curve: pace, target: isReversed ? 0 : 1)
        endWork?.cancel()
        endWork = clock?.schedule(after: delay + time, label: "property animator end") { [weak self] in self?.reachedEnd() }
    }

    /// Pauses where it is; an inactive animator becomes active, paused at its start.
    open func pauseAnimation() {
        if state == .stopped {
            Diagnostics.report(.illegalStateTransition, "pauseAnimation was called on \(self), which is stopped (ANI-4)")
            return
        }
        if state == .inactive { activate() }
        guard isRunning else { return }
        let (fraction, progress) = position(at: clock?.now ?? 0)
        endWork?.cancel()
        motion = .held(fraction: fraction, progress: progress)
    }

    /// Resumes a paused animator with new timing (nil keeps it) over `durationFactor` times
    /// its duration (0 keeps what is left of it).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        if state == .stopped {
            Diagnostics.report(.illegalStateTransition, "continueAnimation was called on \(self), which is stopped (ANI-4)")
            return
        }
        if state == .inactive { activate() }
        if let parameters { self.parameters = parameters }
        let now = clock?.now ?? 0
        let (fraction, progress) = position(at: now)
        let seconds = durationFactor > 0 ? duration * Double(durationFactor) : nil
        let left = isReversed ? fraction : 1 - fraction
        move(fromFraction: fraction, progress: progress, at: now, delay: 0, seconds: seconds,
             curve: self.parameters.curve(duration: seconds ?? duration * left))
    }

    /// The running end came: the animator pauses there, or finishes at it.
    private func reachedEnd() {
        let end = isReversed ? 0.0 : 1.0
        motion = .held(fraction: end, progress: end)
        if !pausesOnCompletion { complete(at: isReversed ? .start : .end, finished: true) }
    }

    // MARK: Stopping

    /// Stops where it is: the views keep the values on screen now. With `withoutFinishing`
    /// the animator becomes inactive and no completion runs; without, it is stopped and waits
    /// for ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else {
            Diagnostics.report(.illegalStateTransition, "stopAnimation was called on \(self), which is \(state == .inactive ? "inactive" : "already stopped") (ANI-4)")
            return
        }
        endWork?.cancel()
        let now = clock?.now ?? 0
        let (fraction, progress) = position(at: now)
        motion = .held(fraction: fraction, progress: progress)
        // The values on screen, read before the animations leave the views.
        var onScreen: [(UIView, AnimatedProperty, AnimatedValue)] = []
        for animation in animations {
            for track in animation.tracks {
                guard let view = track.view.object else { continue }
                onScreen.append((view, track.property, view.presentationValue(of: track.property, at: now)))
            }
        }
        for animation in animations { animation.finish(false) }
        for (view, property, value) in onScreen { view.setModelValue(value, of: property) }
        if withoutFinishing {
            animations = []
            completions = []
            state = .inactive
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator at `finalPosition`: the views take their end values, their
    /// start values, or stay where they were stopped; then the completions run.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            Diagnostics.report(.illegalStateTransition, "finishAnimation(at:) was called on \(self), which is \(state == .inactive ? "inactive" : "active"); stop it first with stopAnimation(false) (ANI-4)")
            return
        }
        complete(at: finalPosition, finished: false)
    }

    /// The views take the values of `position`, the animator becomes inactive, and the
    /// completions hear `position`.
    private func complete(at position: UIViewAnimatingPosition, finished: Bool) {
        endWork?.cancel()
        for animation in animations {
            for track in animation.tracks {
                guard let view = track.view.object else { continue }
                switch position {
                case .end: if !finished { view.setModelValue(track.to, of: track.property) }
                case .start: view.setModelValue(track.from, of: track.property)
                case .current: break
                }
            }
        }
        let done = animations
        animations = []
        // An adopted `UIView.animate` block hears `true` when the animator ran to either end.
        for animation in done { animation.finish(finished || position == .end) }
        state = .inactive
        // A finished animator starts over from its beginning if started again.
        motion = .held(fraction: 0, progress: 0)
        let heard = completions
        completions = []
        for completion in heard { completion(position) }
    }
}

extension UIViewImplicitlyAnimating {
    /// Optional in UIKit: an animator that does not take added animations ignores them.
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Optional in UIKit: an animator that does not take added animations ignores them.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Optional in UIKit: an animator that does not take completions never calls them.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Optional in UIKit: an animator that cannot change its timing resumes as it was.
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
}
