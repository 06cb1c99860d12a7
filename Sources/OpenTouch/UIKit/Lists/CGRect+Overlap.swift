import Foundation

extension CGRect {
    /// Whether the two rectangles share some area: a frame that only touches the edge of a
    /// layout's query rectangle is not in it (LST-9).
    func overlapsStrictly(_ other: CGRect) -> Bool {
        maxX > other.minX && minX < other.maxX && maxY > other.minY && minY < other.maxY
    }
}
