import Foundation

/// A color with Core Graphics' API: components in a color space, and an alpha. Layers'
/// colors are these (`layer.borderColor = UIColor.red.cgColor`), and drawings record them.
///
/// Immutable, as in Core Graphics; two colors are equal when their spaces and components are.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The color space the components are in.
    public let colorSpace: CGColorSpace?
    /// The components, alpha last: `[gray, alpha]` or `[red, green, blue, alpha]`.
    public let components: [CGFloat]?

    init(space: CGColorSpace, components: [CGFloat]) {
        self.colorSpace = space
        self.components = components
    }

    /// An sRGB color from components between 0 and 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .srgbSpace, components: [red, green, blue, alpha])
    }

    /// An sRGB color; the same as ``init(red:green:blue:alpha:)``.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A gray from black (0) to white (1).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .graySpace, components: [gray, alpha])
    }

    /// A color from `space.numberOfComponents + 1` components; nil without a space.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents + 1
        guard count > 1 else { return nil }
        self.init(space: space, components: Array(UnsafeBufferPointer(start: components, count: count)))
    }

    /// Opaque black, a gray color.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white, a gray color.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// How many components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same color with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var components, let colorSpace else { return nil }
        components[components.count - 1] = alpha
        return CGColor(space: colorSpace, components: components)
    }

    /// The color as red, green, blue and alpha (a gray repeats its level; CMYK is converted naively).
    var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = components ?? [0, 0, 0, 1]
        switch c.count {
        case 2: return (c[0], c[0], c[0], c[1])
        case 4: return (c[0], c[1], c[2], c[3])
        case 5: return ((1 - c[0]) * (1 - c[3]), (1 - c[1]) * (1 - c[3]), (1 - c[2]) * (1 - c[3]), c[4])
        default: return (0, 0, 0, alpha)
        }
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs === rhs || (lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    public var description: String {
        "CGColor(\(colorSpace?.name ?? "no space") \((components ?? []).map { String(format: "%.3g", Double($0)) }.joined(separator: " ")))"
    }
}
