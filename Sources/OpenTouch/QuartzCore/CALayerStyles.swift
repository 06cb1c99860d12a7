import Foundation

/// The shape of a layer's rounded corners; raw values are Core Animation's.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Curves that ease into the sides, as the system's own corners.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Which corners a layer's corner radius rounds; raw values are Core Animation's.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner, where x and y are least.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner, where x and y are greatest.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// How a layer's contents fill its bounds; stored.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Centred, at its own size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At the top edge, centred across, at its own size.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At the bottom edge, centred across, at its own size.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// At the left edge, centred down, at its own size.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// At the right edge, centred down, at its own size.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the top-left corner, at its own size.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the top-right corner, at its own size.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the bottom-left corner, at its own size.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the bottom-right corner, at its own size.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its proportions.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping its proportions.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// How a layer's contents are filtered when scaled; stored.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The nearest pixel, with no smoothing.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// A blend of the nearest pixels (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// A blend across sizes as well, for contents drawn much smaller.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
