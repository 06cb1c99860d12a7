import Foundation

/// Where a boundary supplementary item sits on its section (LST-17).
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// Whether the item goes before the section's content along a vertical layout (a header).
    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    /// Whether it goes after the content (a footer).
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}
