import Foundation

/// Frames compared as layout sets them: a frame read back may differ from the one set in its last
/// bits, since a view keeps it as a centre and bounds.
extension CGRect {
    /// Whether every edge is within a millionth of a point of `other`'s.
    func isClose(to other: CGRect) -> Bool {
        abs(origin.x - other.origin.x) < 1e-6 && abs(origin.y - other.origin.y) < 1e-6
            && abs(size.width - other.size.width) < 1e-6 && abs(size.height - other.size.height) < 1e-6
    }
}
