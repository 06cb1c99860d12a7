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

    /// The contact radius OpenTouch gives a simulated finger, in points (``UITouch``'s default).
    public static let typicalMajorRadius: CGFloat = UITouch.typicalMajorRadius
    /// The tolerance of ``typicalMajorRadius``, in points.
    public static let typicalMajorRadiusTolerance: CGFloat = UITouch.typicalMajorRadiusTolerance

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
    /// What touches: a finger (`.direct`, the default) or a stylus (`.pencil`); read at `.down` (GR-17).
    public var type: UITouch.TouchType
    /// A stylus's angle to the screen, from 0 (flat) to π/2 (upright); nil keeps the last one.
    public var altitudeAngle: CGFloat?
    /// A stylus's direction on the screen, in radians clockwise from the x axis; nil keeps the last one.
    public var azimuthAngle: CGFloat?

    /// A sample; every detail but the finger, its phase and its location has a default.
    public init(finger: Int, phase: Phase, location: CGPoint, force: CGFloat? = nil,
                majorRadius: CGFloat = TouchSample.typicalMajorRadius,
                coalesced: [CGPoint] = [], predicted: [CGPoint] = [], type: UITouch.TouchType = .direct,
                altitudeAngle: CGFloat? = nil, azimuthAngle: CGFloat? = nil) {
        self.type = type
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
        self.finger = finger
        self.phase = phase
        self.location = location
        self.force = force
        self.majorRadius = majorRadius
        self.coalesced = coalesced
        self.predicted = predicted
    }

    // MARK: The recording format (see ``Recording``)

    private enum CodingKeys: String, CodingKey { case finger, phase, x, y, force, majorRadius, coalesced, predicted, type, altitude, azimuth }

    private struct Point: Codable {
        var x: CGFloat
        var y: CGFloat
    }

    /// Reads a sample as the page and recordings write it, with the defaults for left-out fields (TCH-2).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        finger = try container.decode(Int.self, forKey: .finger)
        phase = try container.decode(Phase.self, forKey: .phase)
        location = CGPoint(x: try container.decode(CGFloat.self, forKey: .x), y: try container.decode(CGFloat.self, forKey: .y))
        force = try container.decodeIfPresent(CGFloat.self, forKey: .force)
        majorRadius = try container.decodeIfPresent(CGFloat.self, forKey: .majorRadius) ?? Self.typicalMajorRadius
        coalesced = try container.decodeIfPresent([Point].self, forKey: .coalesced)?.map { CGPoint(x: $0.x, y: $0.y) } ?? []
        predicted = try container.decodeIfPresent([Point].self, forKey: .predicted)?.map { CGPoint(x: $0.x, y: $0.y) } ?? []
        let typeName = try container.decodeIfPresent(String.self, forKey: .type) ?? "direct"
        guard let type = UITouch.TouchType.allCases.first(where: { $0.description == typeName }) else {
            throw DecodingError.dataCorruptedError(forKey: .type, in: container,
                                                   debugDescription: "unknown touch type \"\(typeName)\"; expected direct, indirect, pencil or indirectPointer")
        }
        self.type = type
        altitudeAngle = try container.decodeIfPresent(CGFloat.self, forKey: .altitude)
        azimuthAngle = try container.decodeIfPresent(CGFloat.self, forKey: .azimuth)
    }

    /// Writes the sample, leaving out fields at their defaults.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(finger, forKey: .finger)
        try container.encode(phase, forKey: .phase)
        try container.encode(location.x, forKey: .x)
        try container.encode(location.y, forKey: .y)
        try container.encodeIfPresent(force, forKey: .force)
        if majorRadius != Self.typicalMajorRadius { try container.encode(majorRadius, forKey: .majorRadius) }
        if !coalesced.isEmpty { try container.encode(coalesced.map { Point(x: $0.x, y: $0.y) }, forKey: .coalesced) }
        if !predicted.isEmpty { try container.encode(predicted.map { Point(x: $0.x, y: $0.y) }, forKey: .predicted) }
        if type != .direct { try container.encode(type.description, forKey: .type) }
        try container.encodeIfPresent(altitudeAngle, forKey: .altitude)
        try container.encodeIfPresent(azimuthAngle, forKey: .azimuth)
    }
}
