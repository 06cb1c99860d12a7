import Foundation

extension UIWindow {
    /// Where a window sits among others: a higher level is in front, and is hit-tested first (HIT-9).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A level of `rawValue`: higher levels are in front.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// App windows: 0.
        public static let normal = Level(0)
        /// The status bar's level: 1000.
        public static let statusBar = Level(1000)
        /// Alerts' level: 2000, in front of everything else.
        public static let alert = Level(2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        /// A level `rhs` higher.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        /// A level `rhs` lower.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }
}
