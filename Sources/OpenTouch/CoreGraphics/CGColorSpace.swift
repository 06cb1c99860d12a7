import Foundation

/// A color space, by name: what a ``CGColor`` or a bitmap context says its components mean.
/// OpenTouch converts nothing between spaces; colors keep the components they were made with.
public final class CGColorSpace: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The space's name, one of the constants below.
    public let name: String?
    /// How the components are read.
    public let model: CGColorSpaceModel

    /// The space with `name`; nil for a name OpenTouch does not know (as Core Graphics does).
    public init?(name: String) {
        guard let model = CGColorSpace.models[name] else { return nil }
        self.name = name
        self.model = model
    }

    init(known name: String, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// How many components a color in this space has, alpha not counted.
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: 1
        case .rgb: 3
        case .cmyk: 4
        default: 0
        }
    }

    /// The name of the standard sRGB space, the one UIKit's colors are in.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of sRGB extended past 0...1, for wide colors.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The name of sRGB without its gamma curve.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// The name of Display P3, the wide space of recent iPhone screens.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The name of a generic linear RGB space.
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// The name of a gray space with a 2.2 gamma, the one gray colors are in.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The name of gray extended past 0...1.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// The name of a gray space without a gamma curve.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// The name of a generic CMYK space.
    public static let genericCMYK = "kCGColorSpaceGenericCMYK"

    private static let models: [String: CGColorSpaceModel] = [
        sRGB: .rgb, extendedSRGB: .rgb, linearSRGB: .rgb, displayP3: .rgb, genericRGBLinear: .rgb,
        genericGrayGamma2_2: .monochrome, extendedGray: .monochrome, linearGray: .monochrome,
        genericCMYK: .cmyk, deviceRGBName: .rgb, deviceGrayName: .monochrome,
    ]

    static let deviceRGBName = "kCGColorSpaceDeviceRGB"
    static let deviceGrayName = "kCGColorSpaceDeviceGray"
    static let srgbSpace = CGColorSpace(known: sRGB, model: .rgb)
    static let graySpace = CGColorSpace(known: genericGrayGamma2_2, model: .monochrome)

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { "CGColorSpace(\(name ?? "unnamed"))" }
}

/// The kind of components of a color space; raw values are Core Graphics'.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
}

/// The device RGB space (sRGB in OpenTouch).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(known: CGColorSpace.deviceRGBName, model: .rgb)
}

/// The device gray space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(known: CGColorSpace.deviceGrayName, model: .monochrome)
}
