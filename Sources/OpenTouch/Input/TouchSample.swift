import Foundation

/// One finger's part of one hardware frame: what ``TouchScreen/send(_:)`` takes.
///
/// Locations are in screen coordinates (the space the window's frame is given in). A sample
/// without a force comes from input that cannot sense force: its touch reports a `force` and a
/// `maximumPossibleForce` of 0 (TCH-5).
///
/// ```swift
/// try screen.send([
///     TouchSample(finger: 1, phase: .move, location: CGPoint(x: 120, y: 80)),
///     TouchSample(finger: 2, phase: .up, location: CGPoint(x: 200, y: 80)),
/// ])
/// ```
public struct TouchSample: Hashable, Sendable, Codable {
    /// What a finger did in the frame.
    public enum Phase: String, Hashable, Sendable, Codable, CaseIterable {
        /// The finger touched down; it becomes a new `UITouch` that begins.
        case down
        /// The finger moved.
        case move
        /// The finger stayed where it was; its touch is stationary (as is every finger a frame leaves out).
        case stationary
        /// The finger lifted; its touch ends.
        case up
        /// The input gave the finger up (the touch is cancelled).
        case cancel
    }

    /// The contact radius OpenTouch gives a simulated finger, in points.
    public static let typicalMajorRadius: CGFloat = 20
    /// The tolerance of ``typicalMajorRadius``, in points.
    public static let typicalMajorRadiusTolerance: CGFloat = 5

    /// A number naming the finger for as long as it is down; any integer.
    public var finger: Int
    /// What the finger did.
    public var phase: Phase
    /// Where the finger is, in screen coordinates; ignored for `.stationary`.
    public var location: CGPoint
    /// The force, from 0 to `maximumPossibleForce` (400/60); nil for input without force.
    public var force: CGFloat?
    /// The radius of the contact, in points.
    public var majorRadius: CGFloat
    /// Positions the hardware merged into this sample, oldest first, before `location` (TCH-6).
    public var coalesced: [CGPoint]
    /// Positions the input predicts after `location` (TCH-6).
    public var predicted: [CGPoint]

    /// A sample; every detail but the finger, its phase and its location has a default.
    public init(finger: Int, phase: Phase, location: CGPoint, force: CGFloat? = nil,
                majorRadius: CGFloat = TouchSample.typicalMajorRadius,
                coalesced: [CGPoint] = [], predicted: [CGPoint] = []) {
        self.finger = finger
        self.phase = phase
        self.location = location
        self.force = force
        self.majorRadius = majorRadius
        self.coalesced = coalesced
        self.predicted = predicted
    }
}
