import Foundation

/// A simulated touchscreen: the one way tests, hosts and tools put fingers on a window.
///
/// Each screen is isolated: it has its own ``UIApplication`` (and so its own clock, touch event
/// and key window), so any number of screens can live in one process and tests can run in any
/// order. Every frame goes `UIApplication.sendEvent` → `UIWindow.sendEvent` → the views, exactly
/// as on iOS; subclasses that override either `sendEvent` see every frame.
///
/// ```swift
/// let screen = TouchScreen(window: window)
/// let finger = screen.touchDown(at: CGPoint(x: 50, y: 50))
/// finger.move(to: CGPoint(x: 60, y: 50))
/// screen.advance(by: 0.1)
/// finger.lift()
/// ```
///
/// Frames are checked whole before anything is delivered: ``send(_:)`` throws a
/// ``TouchInputError`` naming the finger and the problem and leaves everything as it was.
/// The conveniences (``touchDown(at:force:majorRadius:)``, ``Finger``, ``tap(at:taps:fingers:)``…)
/// treat a refused frame as a programming error: it stops a debug build, and a release build
/// drops the frame.
@preconcurrency @MainActor
public final class TouchScreen {
    /// [chosen] How many fingers a screen tracks at once unless told otherwise: an iPad's 11.
    public static let defaultMaximumTouchCount = 11

    /// The window the fingers touch; other windows of its scene may lie in front of it (HIT-9).
    public let window: UIWindow

    /// The scene of ``window``: windows made with `UIWindow(windowScene:)` on it share this screen.
    public let windowScene: UIWindowScene
    /// The application this screen's events go through.
    public let application: UIApplication
    /// How many fingers may be down at once; a frame that would put more down is refused.
    public let maximumTouchCount: Int

    @exclusivity(unchecked) private var nextFingerID = 1
    /// The delivery that owns the fingers that are down and their touches.
    private var delivery: any EventDispatching { application.dispatcher }
    /// The pointer that hovers over this screen (INT-5).
    lazy var pointer = PointerHover(screen: self)

    /// How many frames a second the verbs on views (`tap(_:fingers:taps:)`, `swipe(_:direction:velocity:)`,
    /// `fling(from:velocity:frames:)`, `settle(timeout:)`) send moves and advance the clock at:
    /// 60 by default, as most screens; 120 for a ProMotion screen. Never the wall clock.
    public var frameRate: Double = 60

    /// A screen showing `window`. The window joins `application` (a new one by default), keeping
    /// its key status if it was already made key and visible; it may also be shown later.
    public convenience init(window: UIWindow, application: UIApplication = UIApplication(),
                            maximumTouchCount: Int = TouchScreen.defaultMaximumTouchCount) {
        self.init(window: window, scene: window.windowScene, application: application, maximumTouchCount: maximumTouchCount)
    }

    /// A screen showing `window` in `scene` (the window's own, which it holds only weakly; one on
    /// the main screen when nil).
    init(window: UIWindow, scene: UIWindowScene?, application: UIApplication, maximumTouchCount: Int) {
        precondition(maximumTouchCount > 0, "a TouchScreen must support at least one finger")
        self.window = window
        self.application = application
        self.maximumTouchCount = maximumTouchCount
        application.adopt(window)
        application.becomeCurrent()
        // Other windows of the scene (an overlay made with `UIWindow(windowScene:)`) join this
        // screen's application when shown, and are hit-tested with it (HIT-9).
        // The run-loop application's own scene stays its own: a screen of another application
        // shows the window in a scene of its own.
        let shared = scene != nil && scene === UIApplication.runLoopApplication.ownScene && application !== UIApplication.runLoopApplication
        let scene = (shared ? nil : scene) ?? UIWindowScene(screen: UIScreen.main)
        window.windowScene = scene
        scene.application = application
        windowScene = scene
    }

    // MARK: Time

    /// The application clock this screen's events and timers run on.
    public var clock: ApplicationClock { application.clock }

    /// Seconds on the application clock.
    public var now: TimeInterval { clock.now }

    /// Moves the clock forward, running due timers in time order.
    public func advance(by interval: TimeInterval) {
        application.becomeCurrent()
        clock.advance(by: interval)
        runLayoutPass()
    }

    /// The windows a finger may land on, front to back: higher ``UIWindow/windowLevel`` first,
    /// and among equal levels the one shown last (HIT-9). The screen's own window is always one
    /// of them; other windows of the application join when shown.
    public var windowsFrontToBack: [UIWindow] {
        var all = application.windows
        if !all.contains(where: { $0 === window }) { all.insert(window, at: 0) }
        guard all.count > 1 else { return all }
        return all.enumerated().sorted { a, b in
            a.element.windowLevel != b.element.windowLevel ? a.element.windowLevel > b.element.windowLevel : a.offset > b.offset
        }.map(\.element)
    }

    /// Lays out what is marked in this screen's windows, as the run loop does before an event is
    /// handled and after timers ran (`setNeedsLayout()` → `layoutSubviews()`).
    public func runLayoutPass() {
        // Per frame: no array is built, and a window with nothing marked costs one check.
        if window.hasPendingWork { window.runLayoutPass() }
        if application.windows.count > 1 { runOtherWindowsLayoutPass() }
    }

    /// The other windows of the application, when there are any: out of line, so that a frame
    /// on a screen with one window does not set up the loop.
    @inline(never)
    private func runOtherWindowsLayoutPass() {
        for other in application.windows where other !== window && other.hasPendingWork { other.runLayoutPass() }
    }

    // MARK: Tracing

    /// The trace of every decision since ``startTracing(capacity:)``; nil while tracing is off.
    public var trace: TouchTrace? { application.trace }

    /// Starts recording every decision in a new trace and returns it (OpenTouch's own).
    ///
    /// The trace holds at most `capacity` events; past that it drops the oldest and counts them
    /// (``TouchTrace/droppedEventCount``).
    @discardableResult
    public func startTracing(capacity: Int = TouchTrace.defaultCapacity) -> TouchTrace {
        let trace = TouchTrace(clock: clock, capacity: capacity)
        application.trace = trace
        return trace
    }

    /// Stops recording; the trace keeps what it has.
    public func stopTracing() {
        application.trace = nil
    }

    // MARK: Recording

    @exclusivity(unchecked) private var recordedFrames: [Recording.Frame]?
    private var recordingCapacity = 0
    /// When the recording filled up; it ends there.
    private var recordingFilledAt: TimeInterval?

    /// How many frames were sent after the recording filled up, and are not in it.
    public private(set) var unrecordedFrameCount = 0

    /// Starts writing every frame sent from now on into a recording (OpenTouch's own).
    ///
    /// The recording holds at most `capacity` frames (MEM-2; the default, 100,000, is about seven
    /// minutes of input at 240 Hz and some 15 MB). Once full it stops there, at the time of its
    /// last frame, so that it still replays what it holds; later frames are counted in
    /// ``unrecordedFrameCount``. Dropping its oldest frames instead would leave a recording that
    /// starts with fingers already down.
    public func startRecording(capacity: Int = 100_000) {
        precondition(capacity > 0, "a recording's capacity must be positive, got \(capacity)")
        recordedFrames = []
        recordingCapacity = capacity
        recordingFilledAt = nil
        unrecordedFrameCount = 0
    }

    /// What has been recorded so far, ending at the current clock time (or where it filled up);
    /// recording goes on.
    public var recordingSoFar: Recording? {
        recordedFrames.map { Recording(frames: $0, duration: recordingFilledAt ?? now) }
    }

    /// Stops recording and returns what was recorded, ending at the current clock time (or where
    /// it filled up).
    @discardableResult
    public func stopRecording() -> Recording? {
        defer { recordedFrames = nil }
        return recordingSoFar
    }

    /// Adds `frame` to the recording, if one is being made and has room.
    func recordFrame(_ frame: @autoclosure () -> Recording.Frame) {
        guard let count = recordedFrames?.count else { return }
        guard count < recordingCapacity else {
            if recordingFilledAt == nil { recordingFilledAt = recordedFrames!.last?.time ?? now }
            unrecordedFrameCount += 1
            return
        }
        recordedFrames!.append(frame())
    }

    // MARK: Fingers

    /// The fingers that are down, in ascending order, including those whose touch the system
    /// cancelled (they stay down until they lift).
    public var fingersDown: [Int] { delivery.fingersDown.sorted() }

    /// The live touch of `finger`; nil when it is not down or its touch was cancelled.
    public func touch(forFinger finger: Int) -> UITouch? {
        guard let touch = delivery.touch(ofFinger: finger), !touch.record.isFinished else { return nil }
        return touch
    }

    /// Where `finger` is in screen coordinates, even when the system cancelled its touch.
    func lastLocation(ofFinger finger: Int) -> CGPoint? {
        delivery.touch(ofFinger: finger).map { ($0.window ?? window).convertToSuperviewSpace($0.windowLocation) }
    }

    /// Puts a new finger down at `location` (screen coordinates) and returns its handle.
    ///
    /// `force` nil means input without force (TCH-5); the radius defaults to a typical finger's.
    @discardableResult
    public func touchDown(at location: CGPoint, force: CGFloat? = nil,
                          majorRadius: CGFloat = TouchSample.typicalMajorRadius) -> Finger {
        let id = nextFreeFinger()
        sendChecked([TouchSample(finger: id, phase: .down, location: location, force: force, majorRadius: majorRadius)])
        return Finger(id: id, screen: self)
    }

    /// Puts a stylus down (a `.pencil` touch, GR-17) with its force and angles: `altitudeAngle`
    /// from 0 (flat) to π/2 (upright), `azimuthAngle` clockwise from the x axis. Move it with
    /// ``Finger/move(to:force:altitudeAngle:azimuthAngle:)``.
    public func stylusDown(at location: CGPoint, force: CGFloat = 1, altitudeAngle: CGFloat = .pi / 2,
                           azimuthAngle: CGFloat = 0) -> Finger {
        let id = nextFreeFinger()
        sendChecked([TouchSample(finger: id, phase: .down, location: location, force: force, majorRadius: 0.25,
                                 type: .pencil, altitudeAngle: altitudeAngle, azimuthAngle: azimuthAngle)])
        return Finger(id: id, screen: self)
    }

    /// A finger number that is not down, and differs from every number handed out before.
    func nextFreeFinger() -> Int {
        while delivery.touch(ofFinger: nextFingerID) != nil { nextFingerID += 1 }
        defer { nextFingerID += 1 }
        return nextFingerID
    }

    // MARK: Frames

    /// Delivers one hardware frame: every finger that changes, at once, in one `UIEvent` (TCH-2).
    ///
    /// Fingers that are down and not named become stationary. Samples of a finger whose touch
    /// the system cancelled (TCH-9, TCH-10) are accepted and ignored until the finger lifts.
    /// Throws ``TouchInputError`` for an unknown or repeated finger, a finger that goes down
    /// twice, a location that is not finite, a force outside `0...400/60`, a bad radius, or more
    /// fingers than ``maximumTouchCount``; then nothing is delivered and nothing changes.
    public func send(_ samples: [TouchSample]) throws {
        try validate(samples)
        guard !samples.isEmpty else { return }
        runLayoutPass()
        recordFrame(Recording.Frame(time: now, samples: samples))
        let delivery = self.delivery
        if application.windows.count <= 1 {
            delivery.handleFrame(samples, at: now, in: window)
        } else {
            delivery.handleFrame(samples, at: now, frontToBack: windowsFrontToBack, fallback: window)
        }
    }

    /// TCH-10: the system cancels every touch (an incoming call). Views get `touchesCancelled`,
    /// nothing ends, and the fingers' later samples are ignored until they lift.
    public func cancelAllTouches() {
        let delivery = self.delivery
        guard delivery.canCancelAllTouches else { return }
        recordFrame(Recording.Frame(time: now, cancelAll: true))
        delivery.cancelAllTouches(at: now)
    }

    /// Sends a frame that the caller built from known-good state; a refusal is a programming error.
    func sendChecked(_ samples: [TouchSample]) {
        do {
            try send(samples)
        } catch {
            assertionFailure("TouchScreen: \(error)")
        }
    }

    private func validate(_ samples: [TouchSample]) throws {
        let delivery = self.delivery
        if delivery.isDeliveringTouches { throw TouchInputError.sentDuringDelivery }
        var down = delivery.fingerCount
        // Indices and loops, not `enumerated()` and closures: this runs for every sample of every
        // frame, and copying a sample or calling a main-actor closure costs more than the checks.
        for index in samples.indices {
            let finger = samples[index].finger
            var earlier = 0
            while earlier < index {
                if samples[earlier].finger == finger { throw TouchInputError.repeatedFinger(finger) }
                earlier += 1
            }
            let location = samples[index].location
            if !(location.x.isFinite && location.y.isFinite) {
                throw TouchInputError.nonFiniteLocation(finger: finger, location: location)
            }
            // Most samples carry neither coalesced nor predicted points: two checks, no call.
            if !samples[index].coalesced.isEmpty || !samples[index].predicted.isEmpty,
               let point = Self.firstNonFiniteExtraPoint(of: samples[index]) {
                throw TouchInputError.nonFiniteLocation(finger: finger, location: point)
            }
            if let force = samples[index].force {
                // A stylus has a lower maximum; looked up only when a force is given.
                let isStylus = samples[index].type == .pencil || delivery.touch(ofFinger: finger)?.type == .pencil
                let limit = isStylus ? UITouch.pencilMaximumPossibleForce : UITouch.fingerMaximumPossibleForce
                if !(force >= 0 && force <= limit) {
                    throw TouchInputError.forceOutOfRange(finger: finger, force: force, maximum: limit)
                }
            }
            let radius = samples[index].majorRadius
            if !(radius.isFinite && radius >= 0) {
                throw TouchInputError.invalidMajorRadius(finger: finger, radius: radius)
            }
            if let altitude = samples[index].altitudeAngle, !(altitude >= 0 && altitude <= .pi / 2) {
                throw TouchInputError.invalidStylusAngle(finger: finger, name: "altitude", value: altitude)
            }
            if let azimuth = samples[index].azimuthAngle, !azimuth.isFinite {
                throw TouchInputError.invalidStylusAngle(finger: finger, name: "azimuth", value: azimuth)
            }
            switch samples[index].phase {
            case .down:
                if delivery.touch(ofFinger: finger) != nil { throw TouchInputError.fingerAlreadyDown(finger) }
                down += 1
            case .move, .stationary:
                if delivery.touch(ofFinger: finger) == nil { throw TouchInputError.unknownFinger(finger) }
            case .up, .cancel:
                if delivery.touch(ofFinger: finger) == nil { throw TouchInputError.unknownFinger(finger) }
                down -= 1
            }
        }
        if down > maximumTouchCount {
            throw TouchInputError.tooManyFingers(count: down, limit: maximumTouchCount)
        }
    }

    /// The first coalesced or predicted point that is not finite (the location is checked apart).
    private static func firstNonFiniteExtraPoint(of sample: TouchSample) -> CGPoint? {
        for point in sample.coalesced where !(point.x.isFinite && point.y.isFinite) { return point }
        for point in sample.predicted where !(point.x.isFinite && point.y.isFinite) { return point }
        return nil
    }
}
