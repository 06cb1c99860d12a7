import Foundation

/// UIKit's named colours (CLR-2).
///
/// The fixed colours are UIKit's (`red` is 1, 0, 0; `orange` 1, 0.5, 0; the grays are gray-space
/// colours). The system and semantic colours are dynamic: they resolve to their light value for a
/// light or unspecified trait collection and to their dark value for a dark one. Their values are
/// the ones Apple's Human Interface Guidelines publish for the default (not increased-contrast)
/// appearance, in 0...255 sRGB; they are written here once, and the reference lists them.
extension UIColor {
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    // System colours: light, then dark (HIG, "Color", default contrast).
    public static let systemRed = system((255, 59, 48), (255, 69, 58))
    public static let systemOrange = system((255, 149, 0), (255, 159, 10))
    public static let systemYellow = system((255, 204, 0), (255, 214, 10))
    public static let systemGreen = system((52, 199, 89), (48, 209, 88))
    public static let systemMint = system((0, 199, 190), (99, 230, 226))
    public static let systemTeal = system((48, 176, 199), (64, 200, 224))
    public static let systemCyan = system((50, 173, 230), (100, 210, 255))
    public static let systemBlue = system((0, 122, 255), (10, 132, 255))
    public static let systemIndigo = system((88, 86, 214), (94, 92, 230))
    public static let systemPurple = system((175, 82, 222), (191, 90, 242))
    public static let systemPink = system((255, 45, 85), (255, 55, 95))
    public static let systemBrown = system((162, 132, 94), (172, 142, 104))
    public static let systemGray = system((142, 142, 147), (142, 142, 147))
    public static let systemGray2 = system((174, 174, 178), (99, 99, 102))
    public static let systemGray3 = system((199, 199, 204), (72, 72, 74))
    public static let systemGray4 = system((209, 209, 214), (58, 58, 60))
    public static let systemGray5 = system((229, 229, 234), (44, 44, 46))
    public static let systemGray6 = system((242, 242, 247), (28, 28, 30))

    // Labels.
    public static let label = system((0, 0, 0), (255, 255, 255))
    public static let secondaryLabel = system((60, 60, 67, 0.6), (235, 235, 245, 0.6))
    public static let tertiaryLabel = system((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    public static let quaternaryLabel = system((60, 60, 67, 0.18), (235, 235, 245, 0.16))
    public static let placeholderText = system((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    public static let link = system((0, 122, 255), (9, 132, 255))

    // Fills.
    public static let systemFill = system((120, 120, 128, 0.2), (120, 120, 128, 0.36))
    public static let secondarySystemFill = system((120, 120, 128, 0.16), (120, 120, 128, 0.32))
    public static let tertiarySystemFill = system((118, 118, 128, 0.12), (118, 118, 128, 0.24))
    public static let quaternarySystemFill = system((116, 116, 128, 0.08), (118, 118, 128, 0.18))

    // Backgrounds.
    public static let systemBackground = system((255, 255, 255), (0, 0, 0))
    public static let secondarySystemBackground = system((242, 242, 247), (28, 28, 30))
    public static let tertiarySystemBackground = system((255, 255, 255), (44, 44, 46))
    public static let systemGroupedBackground = system((242, 242, 247), (0, 0, 0))
    /// The grouped table's background before iOS 13: ``systemGroupedBackground`` (deprecated in UIKit).
    @available(iOS, deprecated: 13.0, renamed: "systemGroupedBackground")
    public static let groupTableViewBackground = systemGroupedBackground
    public static let secondarySystemGroupedBackground = system((255, 255, 255), (28, 28, 30))
    public static let tertiarySystemGroupedBackground = system((242, 242, 247), (44, 44, 46))

    // Separators.
    public static let separator = system((60, 60, 67, 0.29), (84, 84, 88, 0.6))
    public static let opaqueSeparator = system((198, 198, 200), (56, 56, 58))

    // Fixed text colours.
    public static let darkText = UIColor(white: 0, alpha: 1)
    public static let lightText = UIColor(white: 1, alpha: 0.6)

    /// The tint every view inherits unless one above it sets another.
    public static let tintColor = systemBlue

    private static func system(_ light: (Int, Int, Int), _ dark: (Int, Int, Int)) -> UIColor {
        system((light.0, light.1, light.2, 1), (dark.0, dark.1, dark.2, 1))
    }

    private static func system(_ light: (Int, Int, Int, CGFloat), _ dark: (Int, Int, Int, CGFloat)) -> UIColor {
        let lightColor = UIColor(red: CGFloat(light.0) / 255, green: CGFloat(light.1) / 255, blue: CGFloat(light.2) / 255, alpha: light.3)
        let darkColor = UIColor(red: CGFloat(dark.0) / 255, green: CGFloat(dark.1) / 255, blue: CGFloat(dark.2) / 255, alpha: dark.3)
        return UIColor { $0.userInterfaceStyle == .dark ? darkColor : lightColor }
    }
}
