import Foundation

/// Colors at locations along an axis, for ``CGContext/drawLinearGradient(_:start:end:options:)``
/// and its radial twin; recorded, not shaded.
public final class CGGradient: @unchecked Sendable {
    /// The colors, in order along the axis.
    public let colors: [CGColor]
    /// Where each color sits, from 0 to 1; spread evenly when made without locations.
    public let locations: [CGFloat]
    /// The color space the gradient was made in.
    public let colorSpace: CGColorSpace?

    /// A gradient of `colors` (``CGColor`` values) at `locations` (evenly spread when nil).
    ///
    /// Core Graphics takes a `CFArray`; on Linux pass a Swift array (`[a, b]` rather than
    /// `[a, b] as CFArray`). Elements that are not colors are skipped.
    public init?(colorsSpace space: CGColorSpace?, colors: [Any], locations: UnsafePointer<CGFloat>?) {
        let colors = colors.compactMap { $0 as? CGColor }
        guard !colors.isEmpty else { return nil }
        self.colors = colors
        self.colorSpace = space
        if let locations {
            self.locations = Array(UnsafeBufferPointer(start: locations, count: colors.count))
        } else {
            self.locations = colors.count == 1 ? [0] : (0..<colors.count).map { CGFloat($0) / CGFloat(colors.count - 1) }
        }
    }
}

/// Whether a gradient's end colors extend past its start and end; raw values are Core Graphics'.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The start color fills the area before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The end color fills the area past the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
