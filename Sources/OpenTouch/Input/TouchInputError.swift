import Foundation

/// Why ``TouchScreen/send(_:)`` refused a frame; a refused frame delivers nothing and changes nothing.
public enum TouchInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A sample moves, lifts or cancels a finger that is not down.
    case unknownFinger(Int)
    /// The frame names the same finger twice.
    case repeatedFinger(Int)
    /// A finger that is already down goes down again.
    case fingerAlreadyDown(Int)
    /// A location (or a coalesced or predicted one) is infinite or not a number.
    case nonFiniteLocation(finger: Int, location: CGPoint)
    /// A force is outside `0...maximum`, or not a number.
    case forceOutOfRange(finger: Int, force: CGFloat, maximum: CGFloat)
    /// A contact radius is negative, infinite or not a number.
    case invalidMajorRadius(finger: Int, radius: CGFloat)
    /// After the frame more fingers would be down than the screen supports.
    case tooManyFingers(count: Int, limit: Int)
    /// A stylus angle that is not finite, or an altitude outside 0...π/2.
    case invalidStylusAngle(finger: Int, name: String, value: CGFloat)
    /// A frame was sent from inside the delivery of another one (a touch callback).
    case sentDuringDelivery

    public var description: String {
        switch self {
        case .unknownFinger(let finger):
            "finger \(finger) is not down: only a finger that went down can move, be stationary, lift or be cancelled"
        case .repeatedFinger(let finger):
            "finger \(finger) appears more than once in one frame"
        case .fingerAlreadyDown(let finger):
            "finger \(finger) is already down and cannot go down again before it lifts"
        case let .nonFiniteLocation(finger, location):
            "finger \(finger) has a location that is not finite: (\(location.x), \(location.y))"
        case let .forceOutOfRange(finger, force, maximum):
            "finger \(finger) has force \(force), outside 0...\(maximum)"
        case let .invalidMajorRadius(finger, radius):
            "finger \(finger) has contact radius \(radius); it must be finite and not negative"
        case let .tooManyFingers(count, limit):
            "the frame would put \(count) fingers down; this screen supports at most \(limit)"
        case let .invalidStylusAngle(finger, name, value):
            "finger \(finger) has \(name) \(value); altitude must be within 0...π/2 and azimuth finite"
        case .sentDuringDelivery:
            "a frame was sent while another was being delivered; send frames from outside touch callbacks"
        }
    }
}

extension TouchInputError: LocalizedError {
    /// The error's description, for `localizedDescription`.
    public var errorDescription: String? { description }
}
