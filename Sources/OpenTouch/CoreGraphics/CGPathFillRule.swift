import Foundation

/// Which points a filled path covers: the nonzero winding rule, or even-odd (holes where
/// subpaths overlap an even number of times). Raw values are Core Graphics'.
public enum CGPathFillRule: Int, Sendable {
    /// Inside when the path winds round the point a nonzero number of times.
    case winding
    /// Inside when a ray from the point crosses the path an odd number of times.
    case evenOdd
}
