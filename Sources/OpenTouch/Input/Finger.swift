import Foundation

/// A handle on one finger of a ``TouchScreen``, returned by ``TouchScreen/touchDown(at:force:majorRadius:)``.
///
/// Dropping the handle does not lift the finger: it stays down until it is lifted, cancelled,
/// or ``TouchScreen/cancelAllTouches()`` is called. Using the handle of a finger that is no
/// longer down is a programming error (see ``TouchScreen``).
@preconcurrency @MainActor
public struct Finger {
    /// The number naming the finger in ``TouchSample``s while it is down.
    public let id: Int
    /// The screen the finger is on.
    public let screen: TouchScreen

    /// The finger's live touch; nil after it lifted or the system cancelled it.
    public var touch: UITouch? { screen.touch(forFinger: id) }

    /// Moves the finger to `location` (screen coordinates); `force` nil means input without force.
    /// A stylus may also change its angles; nil keeps them.
    public func move(to location: CGPoint, force: CGFloat? = nil, altitudeAngle: CGFloat? = nil, azimuthAngle: CGFloat? = nil) {
        screen.sendChecked([TouchSample(finger: id, phase: .move, location: location, force: force,
                                        altitudeAngle: altitudeAngle, azimuthAngle: azimuthAngle)])
    }

    /// Lifts the finger where it is, or at `location` when one is given; `force` is the force the
    /// touch reports in its ended phase (nil: input without force).
    public func lift(at location: CGPoint? = nil, force: CGFloat? = nil) {
        screen.sendChecked([TouchSample(finger: id, phase: .up, location: location ?? currentLocation, force: force)])
    }

    /// The input gives the finger up: its touch is cancelled.
    public func cancel() {
        screen.sendChecked([TouchSample(finger: id, phase: .cancel, location: currentLocation)])
    }

    /// Where the finger is in screen coordinates (its last location, even after a system cancel).
    public var currentLocation: CGPoint {
        screen.lastLocation(ofFinger: id) ?? .zero
    }
}
