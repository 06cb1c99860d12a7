import Foundation

/// A range of frame rates a display link asks for (TIM-6).
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest rate acceptable, in frames a second.
    public var minimum: Float
    /// The highest rate wanted.
    public var maximum: Float
    /// The rate wanted, or 0 for no preference.
    public var preferred: Float?

    /// A range from `minimum` to `maximum`, preferring `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// A range from `minimum` to `maximum` with no preference.
    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// No preference: the display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}

/// A timer in step with the display's frames: it performs its selector, with itself as the
/// argument, at each frame the screen shows while it is added to a run loop and not paused (TIM-6).
///
/// Frames come every `1 / UIScreen.main.maximumFramesPerSecond` seconds on the application clock,
/// at whole multiples of that period (the display's refresh). Added to the main run loop on the
/// main actor, the link runs on UIKit's clock (that of the application in charge), so a test moves
/// it as it moves animations: with `TouchScreen.advance(by:)`, or by letting the run loop turn.
/// Elsewhere it runs on that run loop's wall-clock timer. As in Core Animation, the run loop holds
/// the link, and the link its target, until ``invalidate()``.
///
/// ```swift
/// let link = CADisplayLink(target: self, selector: Selector(Self.step))
/// link.add(to: .main, forMode: .common)
/// ```
open class CADisplayLink: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var target: AnyObject?
    private let selector: Selector
    private var pendingFrame: ScheduledWork?
    private var wallTimer: Timer?
    private var framesSinceCallback = 0
    private var storedTimestamp: CFTimeInterval = 0
    private var storedTargetTimestamp: CFTimeInterval = 0
    private var storedPaused = false
    private var storedPreferredFramesPerSecond = 0
    private var storedFrameRateRange = CAFrameRateRange.default

    /// A link that will perform `sel` on `target` each frame once added to a run loop (TIM-6).
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        self.selector = sel
        super.init()
    }

    /// The time of the frame the callback runs for, on the application clock (0 before the first).
    open var timestamp: CFTimeInterval { lock.withLock { storedTimestamp } }
    /// The time of the next frame the callback runs for.
    open var targetTimestamp: CFTimeInterval { lock.withLock { storedTargetTimestamp } }
    /// The time between two of the display's frames.
    open var duration: CFTimeInterval { 1 / Double(Self.displayRate) }

    /// Whether callbacks are suspended; frames still pass while paused.
    open var isPaused: Bool {
        get { lock.withLock { storedPaused } }
        set { lock.withLock { storedPaused = newValue } }
    }

    /// The callback rate asked for, in frames a second; 0 (the default) asks for the display's.
    open var preferredFramesPerSecond: Int {
        get { lock.withLock { storedPreferredFramesPerSecond } }
        set { lock.withLock { storedPreferredFramesPerSecond = max(0, newValue) } }
    }

    /// The callback rates asked for; its preferred rate, when given, wins over
    /// ``preferredFramesPerSecond``.
    open var preferredFrameRateRange: CAFrameRateRange {
        get { lock.withLock { storedFrameRateRange } }
        set { lock.withLock { storedFrameRateRange = newValue } }
    }

    /// Starts the link on `runloop`: on UIKit's clock when that is the main run loop and the
    /// caller is on the main actor, else on the run loop's own timers (TIM-6). The mode is not
    /// consulted on UIKit's clock, which has none.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard MainActorContext.isCurrent, runloop === RunLoop.main || runloop === RunLoop.current else {
            let timer = Timer(timeInterval: duration, repeats: true) { [weak self] _ in
                self?.frame(at: ProcessInfo.processInfo.systemUptime)
            }
            lock.withLock { wallTimer = timer }
            runloop.add(timer, forMode: mode)
            return
        }
        MainActor.assumeIsolated { scheduleNextFrame(on: ApplicationClock.inCharge) }
    }

    /// Stops the link on `runloop`; the same as ``invalidate()`` here, since a link is on one
    /// run loop at a time.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        invalidate()
    }

    /// Stops the link for good and lets its target go.
    open func invalidate() {
        let (work, timer) = lock.withLock {
            defer { pendingFrame = nil; wallTimer = nil; target = nil }
            return (pendingFrame, wallTimer)
        }
        timer?.invalidate()
        if let work { MainActor.assumeIsolated { work.cancel() } }
    }

    /// The display's rate, the most frames a second of the default screen's panel: 60, a 6.1-inch
    /// iPhone without ProMotion [chosen]; `UIScreen.maximumFramesPerSecond` answers it (TIM-6).
    static let displayRate = 60

    /// How many display frames pass between two callbacks, from the rate asked for.
    private var framesPerCallback: Int {
        let (range, preferred) = lock.withLock { (storedFrameRateRange, storedPreferredFramesPerSecond) }
        let wanted = range.preferred.map(Double.init) ?? Double(preferred)
        guard wanted > 0 else { return 1 }
        return max(1, Int((Double(Self.displayRate) / wanted).rounded()))
    }

    @MainActor
    private func scheduleNextFrame(on clock: ApplicationClock) {
        let period = duration
        // The next refresh of the display after now, at a whole multiple of the period.
        var next = ((clock.now / period).rounded(.down) + 1) * period
        // The division can round down past a whole multiple; the next frame is always ahead.
        if next <= clock.now + 1e-9 { next += period }
        let work = clock.schedule(after: next - clock.now, label: "CADisplayLink frame") { [self] in
            frame(at: next)
            let stillRunning = lock.withLock { target != nil }
            if stillRunning { scheduleNextFrame(on: clock) }
        }
        lock.withLock { pendingFrame = work }
    }

    private func frame(at time: CFTimeInterval) {
        let every = framesPerCallback
        let callback: AnyObject? = lock.withLock {
            guard let target, !storedPaused else { return nil }
            framesSinceCallback += 1
            guard framesSinceCallback >= every else { return nil }
            framesSinceCallback = 0
            storedTimestamp = time
            storedTargetTimestamp = time + duration * Double(every)
            return target
        }
        guard let callback else { return }
        _ = selector.perform(on: callback, with: self)
    }
}
