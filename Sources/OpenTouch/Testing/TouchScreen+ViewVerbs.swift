import Foundation

/// Verbs aimed at views rather than points (OpenTouch's own): each finds where the view can be
/// touched, touches it there at ``TouchScreen/frameRate``, and says in a ``TouchOutcome`` where
/// the touches went and what they did, or why they missed. A miss is also reported as a test
/// issue at the caller's line when a reporter is installed (the `OpenTouchTesting` product's).
extension TouchScreen {
    /// [chosen] How far `swipe(_:direction:velocity:)` moves the finger: past a swipe
    /// recognizer's 50 points and a pan's 10, in a tenth of a second at its default speed.
    public static let swipeDistance: CGFloat = 150
    /// [chosen] How fast `swipe(_:direction:velocity:)` moves by default, in points per second.
    public static let swipeSpeed: CGFloat = 1500

    /// Taps the centre of the part of `view` that can be touched, with `fingers` fingers, `taps` times.
    @discardableResult
    public func tap(_ view: UIView, fingers: Int = 1, taps: Int = 1,
                    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TouchOutcome {
        aimed(at: view, verb: "tap", at: TouchSourceLocation(fileID, filePath, line, column)) { point in
            tap(at: point, taps: taps, fingers: fingers)
        }
    }

    /// Presses `view` for `duration` seconds.
    @discardableResult
    public func longPress(_ view: UIView, duration: TimeInterval = 1.0,
                          fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TouchOutcome {
        aimed(at: view, verb: "long press", at: TouchSourceLocation(fileID, filePath, line, column)) { point in
            longPress(at: point, duration: duration)
        }
    }

    /// Puts a finger on `view`, moves it by `offset` over `duration` seconds, one move a frame,
    /// and lifts it.
    @discardableResult
    public func drag(_ view: UIView, by offset: CGVector, duration: TimeInterval = 0.5,
                     fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TouchOutcome {
        aimed(at: view, verb: "drag", at: TouchSourceLocation(fileID, filePath, line, column)) { point in
            drag(from: point, to: CGPoint(x: point.x + offset.dx, y: point.y + offset.dy), duration: duration, steps: frames(in: duration))
        }
    }

    /// Swipes across `view` in `direction` (one of `.left`, `.right`, `.up`, `.down`):
    /// ``swipeDistance`` points at `velocity` points a second, which a swipe recognizer and a
    /// scroll view both take as a swipe; the scroll view's deceleration starts at `velocity`.
    @discardableResult
    public func swipe(_ view: UIView, direction: UISwipeGestureRecognizer.Direction, velocity: CGFloat = TouchScreen.swipeSpeed,
                      fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TouchOutcome {
        let location = TouchSourceLocation(fileID, filePath, line, column)
        let unit: CGVector
        switch direction {
        case .left: unit = CGVector(dx: -1, dy: 0)
        case .right: unit = CGVector(dx: 1, dy: 0)
        case .up: unit = CGVector(dx: 0, dy: -1)
        case .down: unit = CGVector(dx: 0, dy: 1)
        default: return refuse(view, "swipe(_:direction:) takes one direction, not \(direction.rawValue)", at: location)
        }
        // A swipe starts behind the centre so that it crosses it, as a thumb does.
        return aimed(at: view, verb: "swipe", at: location) { point in
            let start = CGPoint(x: point.x - unit.dx * Self.swipeDistance / 2, y: point.y - unit.dy * Self.swipeDistance / 2)
            moveAtConstantVelocity(from: start, velocity: CGVector(dx: unit.dx * velocity, dy: unit.dy * velocity),
                                   frames: max(2, Int((Self.swipeDistance / max(velocity, 1) * frameRate).rounded())))
        }
    }

    /// Pinches `view` with two fingers around its touch point, from 100 points apart to `scale`
    /// times that, over `duration` seconds.
    @discardableResult
    public func pinch(_ view: UIView, scale: CGFloat, duration: TimeInterval = 0.5,
                      fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TouchOutcome {
        aimed(at: view, verb: "pinch", at: TouchSourceLocation(fileID, filePath, line, column)) { point in
            pinch(center: point, from: 100, to: 100 * scale, duration: duration, steps: frames(in: duration))
        }
    }

    /// Turns two fingers on `view`, 50 points either side of its touch point, by `angle` radians
    /// (clockwise positive) over `duration` seconds.
    @discardableResult
    public func rotate(_ view: UIView, angle: CGFloat, duration: TimeInterval = 0.5,
                       fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TouchOutcome {
        aimed(at: view, verb: "rotation", at: TouchSourceLocation(fileID, filePath, line, column)) { point in
            rotate(center: point, radius: 50, by: angle, duration: duration, steps: frames(in: duration))
        }
    }

    /// Where the verbs touch `view`: the centre of the part of it that can be touched (its
    /// bounds cut by every ancestor's, HIT-4, and by the window's), in the window; nil when no
    /// part can be.
    public func touchPoint(of view: UIView) -> CGPoint? {
        guard case .visible(let visible) = touchablePart(of: view) else { return nil }
        return CGPoint(x: visible.midX, y: visible.midY)
    }

    /// The part of `view` a touch can reach, in its window, or what leaves none of it.
    private enum TouchablePart {
        case visible(CGRect)
        /// The nearest ancestor (the window included) whose bounds leave nothing of the view.
        case clipped(by: UIView)
        /// The view has no size of its own, or no window.
        case none
    }

    private func touchablePart(of view: UIView) -> TouchablePart {
        guard let window = view.window else { return .none }
        var visible = view.convert(view.bounds, to: window)
        guard visible.width > 0, visible.height > 0 else { return .none }
        var ancestor = view.superview
        while let current = ancestor {
            visible = visible.intersection(current.convert(current.bounds, to: window))
            if visible.isNull || visible.width <= 0 || visible.height <= 0 { return .clipped(by: current) }
            ancestor = current.superview
        }
        return .visible(visible)
    }

    // MARK: Running a verb

    /// How many frames `duration` seconds are at ``frameRate``; at least one.
    func frames(in duration: TimeInterval) -> Int {
        max(1, Int((duration * frameRate).rounded()))
    }

    /// Moves one finger from `start` at `velocity` (points a second, in the window) for `frames`
    /// frames, and lifts it in the last frame, where it is, so that the last moves give the velocity.
    func moveAtConstantVelocity(from start: CGPoint, velocity: CGVector, frames: Int) {
        let finger = touchDown(at: start)
        let step = 1 / frameRate
        for frame in 1...frames {
            advance(by: step)
            finger.move(to: CGPoint(x: start.x + velocity.dx * step * Double(frame), y: start.y + velocity.dy * step * Double(frame)))
        }
        finger.lift()
    }

    /// Runs `gesture` at `view`'s touch point with tracing on, reads what it did, and reports a miss.
    func aimed(at view: UIView, verb: String, at location: TouchSourceLocation, _ gesture: (CGPoint) -> Void) -> TouchOutcome {
        runLayoutPass()
        guard view.window.map({ window in windowsFrontToBack.contains { $0 === window } }) == true else {
            return refuse(view, "\(TouchOutcome.name(view)) is not in a window of this screen, so the \(verb) touched nothing", at: location)
        }
        guard let point = touchPoint(of: view) else {
            let clipping: UIView? = if case .clipped(let ancestor) = touchablePart(of: view) { ancestor } else { nil }
            let why = clipping.map { ancestor in
                ancestor is UIWindow
                    ? "it lies outside its window's bounds, where hit-testing never looks (HIT-4)"
                    : "it lies outside \(TouchOutcome.name(ancestor))'s bounds, where hit-testing never looks (HIT-4)"
            } ?? "it has no size"
            return refuse(view, "\(TouchOutcome.name(view)) cannot be touched anywhere: \(why); the \(verb) touched nothing", at: location)
        }
        let outcome = traced { gesture(point) }.outcome(target: view, at: point, moving: verb == "drag" || verb == "swipe")
        if let explanation = outcome.explanation { report("\(verb) on \(TouchOutcome.name(view)) missed: \(explanation)", at: location) }
        return outcome
    }

    /// An outcome for a verb that touched nothing, reported.
    func refuse(_ view: UIView?, _ explanation: String, at location: TouchSourceLocation) -> TouchOutcome {
        report(explanation, at: location)
        return TouchOutcome(target: view, touches: [], recognized: [], waiting: [], controlEvents: [], explanation: explanation)
    }

    /// Runs `body` with tracing on (started for it, and stopped after, if it was off), and
    /// reads the events it recorded.
    func traced(_ body: () -> Void) -> OutcomeReading {
        let started = trace == nil
        let trace = self.trace ?? startTracing()
        let before = trace.recordedEventCount
        body()
        let count = min(trace.events.count, trace.recordedEventCount - before)
        let reading = OutcomeReading(trace: trace, events: Array(trace.events.suffix(count)))
        if started { stopTracing() }
        return reading
    }
}
