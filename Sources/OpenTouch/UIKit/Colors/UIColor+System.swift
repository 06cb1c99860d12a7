import Foundation

/// UIKit's named colours (CLR-2).
///
/// The fixed colours are UIKit's (`red` is 1, 0, 0; `orange` 1, 0.5, 0; the grays are gray-space
/// colours). The system and semantic colours are dynamic: they resolve to their light value for a
/// light or unspecified trait collection and to their dark value for a dark one. Their values are
/// the ones Apple's Human Interface Guidelines publish for the default (not increased-contrast)
/// appearance, in 0...255 sRGB; they are written here once, and the reference lists them.
extension UIColor {
    /// Black: white 0.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark gray: white 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Light gray: white 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// White: white 1.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Gray: white 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Fully transparent: white 0, alpha 0.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Red: 1, 0, 0.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green: 0, 1, 0.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue: 0, 0, 1.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan: 0, 1, 1.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow: 1, 1, 0.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta: 1, 0, 1.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange: 1, 0.5, 0.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple: 0.5, 0, 0.5.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown: 0.6, 0.4, 0.2.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    // System colours: light, then dark (HIG, "Color", default contrast).
    /// For destructive actions and errors: (255, 59, 48) in light mode, (255, 69, 58) in dark (CLR-2).
    public static let systemRed = system((255, 59, 48), (255, 69, 58))
    /// For warnings and highlights: (255, 149, 0) in light mode, (255, 159, 10) in dark (CLR-2).
    public static let systemOrange = system((255, 149, 0), (255, 159, 10))
    /// For attention and favourites: (255, 204, 0) in light mode, (255, 214, 10) in dark (CLR-2).
    public static let systemYellow = system((255, 204, 0), (255, 214, 10))
    /// For success and go: (52, 199, 89) in light mode, (48, 209, 88) in dark (CLR-2).
    public static let systemGreen = system((52, 199, 89), (48, 209, 88))
    /// For a fresh accent: (0, 199, 190) in light mode, (99, 230, 226) in dark (CLR-2).
    public static let systemMint = system((0, 199, 190), (99, 230, 226))
    /// For a calm accent: (48, 176, 199) in light mode, (64, 200, 224) in dark (CLR-2).
    public static let systemTeal = system((48, 176, 199), (64, 200, 224))
    /// For a light blue accent: (50, 173, 230) in light mode, (100, 210, 255) in dark (CLR-2).
    public static let systemCyan = system((50, 173, 230), (100, 210, 255))
    /// For links, the default tint: (0, 122, 255) in light mode, (10, 132, 255) in dark (CLR-2).
    public static let systemBlue = system((0, 122, 255), (10, 132, 255))
    /// For a deep accent: (88, 86, 214) in light mode, (94, 92, 230) in dark (CLR-2).
    public static let systemIndigo = system((88, 86, 214), (94, 92, 230))
    /// For a rich accent: (175, 82, 222) in light mode, (191, 90, 242) in dark (CLR-2).
    public static let systemPurple = system((175, 82, 222), (191, 90, 242))
    /// For a bright accent: (255, 45, 85) in light mode, (255, 55, 95) in dark (CLR-2).
    public static let systemPink = system((255, 45, 85), (255, 55, 95))
    /// For an earthy accent: (162, 132, 94) in light mode, (172, 142, 104) in dark (CLR-2).
    public static let systemBrown = system((162, 132, 94), (172, 142, 104))
    /// For the base gray: (142, 142, 147) in light mode, (142, 142, 147) in dark (CLR-2).
    public static let systemGray = system((142, 142, 147), (142, 142, 147))
    /// For a gray one step lighter in light mode, darker in dark: (174, 174, 178) in light mode, (99, 99, 102) in dark (CLR-2).
    public static let systemGray2 = system((174, 174, 178), (99, 99, 102))
    /// For a gray two steps lighter in light mode, darker in dark: (199, 199, 204) in light mode, (72, 72, 74) in dark (CLR-2).
    public static let systemGray3 = system((199, 199, 204), (72, 72, 74))
    /// For a gray three steps lighter in light mode, darker in dark: (209, 209, 214) in light mode, (58, 58, 60) in dark (CLR-2).
    public static let systemGray4 = system((209, 209, 214), (58, 58, 60))
    /// For a gray four steps lighter in light mode, darker in dark: (229, 229, 234) in light mode, (44, 44, 46) in dark (CLR-2).
    public static let systemGray5 = system((229, 229, 234), (44, 44, 46))
    /// For the lightest gray, grouped backgrounds: (242, 242, 247) in light mode, (28, 28, 30) in dark (CLR-2).
    public static let systemGray6 = system((242, 242, 247), (28, 28, 30))

    // Labels.
    /// For primary text: (0, 0, 0) in light mode, (255, 255, 255) in dark (CLR-2).
    public static let label = system((0, 0, 0), (255, 255, 255))
    /// For secondary text, such as subtitles: (60, 60, 67 at alpha 0.6) in light mode, (235, 235, 245 at alpha 0.6) in dark (CLR-2).
    public static let secondaryLabel = system((60, 60, 67, 0.6), (235, 235, 245, 0.6))
    /// For tertiary text: (60, 60, 67 at alpha 0.3) in light mode, (235, 235, 245 at alpha 0.3) in dark (CLR-2).
    public static let tertiaryLabel = system((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    /// For quaternary text, such as watermarks: (60, 60, 67 at alpha 0.18) in light mode, (235, 235, 245 at alpha 0.16) in dark (CLR-2).
    public static let quaternaryLabel = system((60, 60, 67, 0.18), (235, 235, 245, 0.16))
    /// For a text field's placeholder: (60, 60, 67 at alpha 0.3) in light mode, (235, 235, 245 at alpha 0.3) in dark (CLR-2).
    public static let placeholderText = system((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    /// For links in text: (0, 122, 255) in light mode, (9, 132, 255) in dark (CLR-2).
    public static let link = system((0, 122, 255), (9, 132, 255))

    // Fills.
    /// For thin, small shapes, such as a slider track: (120, 120, 128 at alpha 0.2) in light mode, (120, 120, 128 at alpha 0.36) in dark (CLR-2).
    public static let systemFill = system((120, 120, 128, 0.2), (120, 120, 128, 0.36))
    /// For medium shapes, such as a switch background: (120, 120, 128 at alpha 0.16) in light mode, (120, 120, 128 at alpha 0.32) in dark (CLR-2).
    public static let secondarySystemFill = system((120, 120, 128, 0.16), (120, 120, 128, 0.32))
    /// For large shapes, such as input fields: (118, 118, 128 at alpha 0.12) in light mode, (118, 118, 128 at alpha 0.24) in dark (CLR-2).
    public static let tertiarySystemFill = system((118, 118, 128, 0.12), (118, 118, 128, 0.24))
    /// For large areas with complex content: (116, 116, 128 at alpha 0.08) in light mode, (118, 118, 128 at alpha 0.18) in dark (CLR-2).
    public static let quaternarySystemFill = system((116, 116, 128, 0.08), (118, 118, 128, 0.18))

    // Backgrounds.
    /// For the main background: (255, 255, 255) in light mode, (0, 0, 0) in dark (CLR-2).
    public static let systemBackground = system((255, 255, 255), (0, 0, 0))
    /// For content layered on the main background: (242, 242, 247) in light mode, (28, 28, 30) in dark (CLR-2).
    public static let secondarySystemBackground = system((242, 242, 247), (28, 28, 30))
    /// For content layered on the secondary background: (255, 255, 255) in light mode, (44, 44, 46) in dark (CLR-2).
    public static let tertiarySystemBackground = system((255, 255, 255), (44, 44, 46))
    /// For the background of a grouped list: (242, 242, 247) in light mode, (0, 0, 0) in dark (CLR-2).
    public static let systemGroupedBackground = system((242, 242, 247), (0, 0, 0))
    /// The grouped table's background before iOS 13: ``systemGroupedBackground`` (deprecated in UIKit).
    @available(iOS, deprecated: 13.0, renamed: "systemGroupedBackground")
    public static let groupTableViewBackground = systemGroupedBackground
    /// For content, such as cells, on a grouped background: (255, 255, 255) in light mode, (28, 28, 30) in dark (CLR-2).
    public static let secondarySystemGroupedBackground = system((255, 255, 255), (28, 28, 30))
    /// For content layered on the secondary grouped background: (242, 242, 247) in light mode, (44, 44, 46) in dark (CLR-2).
    public static let tertiarySystemGroupedBackground = system((242, 242, 247), (44, 44, 46))

    // Separators.
    /// For thin lines between content, letting some of it through: (60, 60, 67 at alpha 0.29) in light mode, (84, 84, 88 at alpha 0.6) in dark (CLR-2).
    public static let separator = system((60, 60, 67, 0.29), (84, 84, 88, 0.6))
    /// For thin lines that hide what is under them: (198, 198, 200) in light mode, (56, 56, 58) in dark (CLR-2).
    public static let opaqueSeparator = system((198, 198, 200), (56, 56, 58))

    // Fixed text colours.
    /// Text on light backgrounds: black (fixed, not dynamic).
    public static let darkText = UIColor(white: 0, alpha: 1)
    /// Text on dark backgrounds: white at alpha 0.6 (fixed, not dynamic).
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
