import Foundation

/// Stage 1 of the pipeline: a validated frame of samples becomes the state of the live touches.
///
/// This is the one place a touch's input-driven state is written: every touch turns stationary,
/// then each sample sets its touch's phase, converts its location from screen to window
/// coordinates, and copies force, radius, angles and coalesced or predicted points (TCH-1..6);
/// a new finger gets a new `UITouch` with its tap count (TCH-4), placed by ``HitTesting`` at once
/// (HIT-7, HIT-9). The system's cancellations (TCH-9, TCH-10) mark touches here too.
@MainActor
final class FrameApplication {
    private unowned(unsafe) let touches: LiveTouches
    private unowned(unsafe) let hitTesting: HitTesting
    /// The application's trace while tracing is on.
    @exclusivity(unchecked) var trace: TouchTrace?

    init(touches: LiveTouches, hitTesting: HitTesting) {
        self.touches = touches
        self.hitTesting = hitTesting
    }

    /// Applies `samples` at `time`; returns whether any view may hear of the frame. New touches
    /// land in the front-most of `windows` whose hit-test finds a view, else in `fallback`.
    func apply(_ samples: [TouchSample], at time: TimeInterval, windows: some Collection<UIWindow>, fallback: UIWindow) -> Bool {
        // A new frame: every touch is stationary until its sample says otherwise (TCH-1).
        for touch in touches.inEvent { touch.phase = .stationary }
        var changed = false
        for sample in samples {
            if let trace { recordInput(sample, in: trace) }
            changed = apply(sample, at: time, windows: windows, fallback: fallback) || changed
        }
        return changed
    }

    private func apply(_ sample: TouchSample, at time: TimeInterval, windows: some Collection<UIWindow>, fallback: UIWindow) -> Bool {
        if sample.phase == .down {
            let touch = UITouch()
            touch.record.finger = sample.finger
            touch.timestamp = time
            touch.tapCount = touches.tapCount(at: sample.location, time: time)
            touch.type = sample.type
            if sample.type == .pencil { touch.majorRadius = 0.25 }
            update(touch, from: sample)
            hitTesting.place(touch, at: sample.location, in: windows, fallback: fallback)
            touches.add(touch, finger: sample.finger)
            return true
        }
        guard let touch = touches[finger: sample.finger] else { return false }
        // TCH-11: the touch stays in the window it began in, wherever the finger goes.
        let window = touch.window ?? fallback
        if sample.phase == .up || sample.phase == .cancel {
            touches.release(finger: sample.finger, at: time, location: sample.location, tapCount: touch.tapCount, lifted: sample.phase == .up)
        }
        guard !touch.record.isFinished else { return false }
        switch sample.phase {
        case .down, .stationary:
            return false
        case .move:
            touch.phase = .moved
        case .up:
            touch.phase = .ended
        case .cancel:
            cancel(touch, at: time)
            return true
        }
        setCoalescedSamples(of: touch, from: sample, in: window, until: time)
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = window.convertFromSuperviewSpace(sample.location)
        touch.timestamp = time
        update(touch, from: sample)
        return true
    }

    /// The touch is cancelled where it is: by its input, or by the system (TCH-9, TCH-10); nil
    /// keeps its timestamp (a view that left its window cancels its touches between frames).
    func cancel(_ touch: UITouch, at time: TimeInterval? = nil) {
        touch.phase = .cancelled
        if let time { touch.timestamp = time }
    }

    private func update(_ touch: UITouch, from sample: TouchSample) {
        touch.force = sample.force ?? 0
        if touch.type == .pencil {
            touch.maximumPossibleForce = UITouch.pencilMaximumPossibleForce
        } else {
            touch.maximumPossibleForce = sample.force == nil ? 0 : UITouch.fingerMaximumPossibleForce
        }
        if let altitude = sample.altitudeAngle { touch.altitudeAngle = altitude }
        if let azimuth = sample.azimuthAngle { touch.azimuthAngleInWindow = azimuth }
        touch.majorRadius = sample.majorRadius
        touch.majorRadiusTolerance = TouchSample.typicalMajorRadiusTolerance
    }

    /// Coalesced samples get times spread evenly since the touch's previous delivery (TCH-6).
    private func setCoalescedSamples(of touch: UITouch, from sample: TouchSample, in window: UIWindow, until time: TimeInterval) {
        // Most frames have neither; leave the empty arrays alone so that a move allocates nothing.
        if !touch.coalescedSamples.isEmpty || !sample.coalesced.isEmpty {
            let start = touch.timestamp, count = Double(sample.coalesced.count + 1)
            touch.coalescedSamples = sample.coalesced.enumerated().map { index, point in
                touch.sample(at: window.convertFromSuperviewSpace(point),
                             timestamp: start + (time - start) * Double(index + 1) / count)
            }
        }
        if !touch.predictedSamples.isEmpty || !sample.predicted.isEmpty {
            touch.predictedSamples = sample.predicted.map { point in
                touch.sample(at: window.convertFromSuperviewSpace(point), timestamp: time)
            }
        }
    }

    private func recordInput(_ sample: TouchSample, in trace: TouchTrace) {
        let point = String(format: "(%.1f, %.1f)", sample.location.x, sample.location.y)
        let force = sample.force.map { String(format: ", force %.2f", $0) } ?? ""
        let cutOff = touches[finger: sample.finger]?.record.isFinished == true
        let action: String
        switch sample.phase {
        case .down: action = "down at \(point)\(force)"
        case .move: action = "moved to \(point)\(force)"
        case .stationary: action = "stationary"
        case .up: action = "lifted at \(point)"
        case .cancel: action = "cancelled by the input"
        }
        trace.record(.input, "finger \(sample.finger)", action,
                     reason: cutOff ? "ignored: the system cancelled its touch (TCH-9, TCH-10)" : nil, finger: sample.finger)
    }
}
