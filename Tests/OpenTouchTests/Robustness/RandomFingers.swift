import Foundation
import PropertyBased
@testable import OpenTouch

/// Random input for a random scene: up to 11 fingers going down, moving, staying, lifting and
/// being cancelled, with random force, random clock advances, the system cancelling everything,
/// and malformed frames that must be refused without a trace.
@MainActor
struct RandomFingers {
    var rng: Xoshiro
    private var nextFinger = 1
    /// Fingers that are styluses, whose force limit is lower (GR-17).
    private var styluses: Set<Int> = []

    init(seed: UInt64) {
        rng = Xoshiro(seed: seed ^ 0x5EED)
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &rng) < probability
    }

    private mutating func point() -> CGPoint {
        // Now and then at the left edge by the scene's navigation controller, so that back
        // swipes begin, and are finished or given up (VC-13).
        if chance(0.05) { return CGPoint(x: CGFloat.random(in: 0...8, using: &rng).rounded(), y: CGFloat.random(in: 310...390, using: &rng).rounded()) }
        return CGPoint(x: CGFloat.random(in: -20...420, using: &rng).rounded(), y: CGFloat.random(in: -20...420, using: &rng).rounded())
    }

    private mutating func force() -> CGFloat? {
        chance(0.5) ? nil : CGFloat.random(in: 0...(400.0 / 60.0), using: &rng)
    }

    /// Plays one random step on `scene`: a frame, a clock advance, a cancel-all, or a bad frame.
    mutating func step(on scene: RandomScene) {
        let screen = scene.screen
        let down = screen.fingersDown
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<25:
            screen.advance(by: chance(0.3) ? 0 : TimeInterval.random(in: 0...0.4, using: &rng))
        case 25..<28:
            screen.cancelAllTouches()
        case 28..<33:
            badFrame(on: scene)
        default:
            var samples: [TouchSample] = []
            if down.count < screen.maximumTouchCount && (down.isEmpty || chance(0.35)) {
                if chance(0.15) {
                    // A stylus: its own force limit and angles (GR-17).
                    styluses.insert(nextFinger)
                    samples.append(TouchSample(finger: nextFinger, phase: .down, location: point(),
                                               force: CGFloat.random(in: 0...(25.0 / 6.0), using: &rng), type: .pencil,
                                               altitudeAngle: CGFloat.random(in: 0...(.pi / 2), using: &rng),
                                               azimuthAngle: CGFloat.random(in: -.pi...(.pi), using: &rng)))
                } else {
                    samples.append(TouchSample(finger: nextFinger, phase: .down, location: point(), force: force()))
                }
                nextFinger += 1
            }
            for finger in down where chance(0.7) {
                let phase: TouchSample.Phase
                switch Int.random(in: 0..<20, using: &rng) {
                case 0..<12: phase = .move
                case 12..<14: phase = .stationary
                case 14..<19: phase = .up
                default: phase = .cancel
                }
                let coalesced = phase == .move && chance(0.2) ? [point()] : []
                let fingerForce = styluses.contains(finger) ? CGFloat.random(in: 0...(25.0 / 6.0), using: &rng) : force()
                samples.append(TouchSample(finger: finger, phase: phase, location: point(), force: fingerForce, coalesced: coalesced))
            }
            if !samples.isEmpty {
                screen.advance(by: TimeInterval.random(in: 0...0.05, using: &rng))
                do {
                    try screen.send(samples.shuffled(using: &rng))
                } catch {
                    scene.monitor.violation("a well-formed frame was refused: \(error)")
                }
            }
        }
    }

    /// A malformed frame: it must throw a TouchInputError and leave everything as it was.
    private mutating func badFrame(on scene: RandomScene) {
        let screen = scene.screen
        let down = screen.fingersDown
        var frame: [TouchSample]
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: frame = [TouchSample(finger: 10_000, phase: .move, location: point())]
        case 1 where !down.isEmpty:
            frame = [TouchSample(finger: down[0], phase: .move, location: point()), TouchSample(finger: down[0], phase: .up, location: point())]
        case 2 where !down.isEmpty: frame = [TouchSample(finger: down[0], phase: .down, location: point())]
        case 3: frame = [TouchSample(finger: nextFinger, phase: .down, location: CGPoint(x: CGFloat.nan, y: 1))]
        case 4: frame = [TouchSample(finger: nextFinger, phase: .down, location: point(), force: 7)]
        default: frame = (0..<12).map { TouchSample(finger: nextFinger + 100 + $0, phase: .down, location: point()) }
        }
        // A good sample first: nothing of the frame may be delivered.
        if let finger = down.first, !frame.contains(where: { $0.finger == finger }) {
            frame.insert(TouchSample(finger: finger, phase: .move, location: point()), at: 0)
        }
        let eventsBefore = screen.trace?.events.count
        let locations = down.map { screen.touch(forFinger: $0)?.location(in: nil) }
        do {
            try screen.send(frame)
            scene.monitor.violation("a malformed frame was accepted: \(frame)")
        } catch is TouchInputError {
            if screen.trace?.events.count != eventsBefore || screen.fingersDown != down
                || down.map({ screen.touch(forFinger: $0)?.location(in: nil) }) != locations {
                scene.monitor.violation("a refused frame changed something: \(frame)")
            }
        } catch {
            scene.monitor.violation("a malformed frame threw \(error), not a TouchInputError")
        }
    }
}
