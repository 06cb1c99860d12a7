/// How much a layout constraint matters: 1000 is required, anything less is a preference the
/// solver weighs against the others (LAY-1).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`, from 1 to 1000.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// Must hold.
    public static let required = UILayoutPriority(1000)
    /// The default compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority a scene's resize drag has.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority of keeping a scene's size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// Below a scene-resizing drag.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The default content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority `systemLayoutSizeFitting(_:)` asks for the target size with.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority `rhs` higher.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority `rhs` lower.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
