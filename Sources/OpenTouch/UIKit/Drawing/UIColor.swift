import Foundation

/// A color, as a plain RGBA value in the sRGB space, for `UIView.backgroundColor`.
///
/// OpenTouch draws nothing itself; colors exist so that UIKit code that sets them compiles and
/// so that hosts (the playground) can paint views. Components are clamped to 0...1.
///
/// ```swift
/// view.backgroundColor = .systemBlue.withAlphaComponent(0.5)
/// ```
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    /// A color from red, green, blue and alpha components between 0 and 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(1, max(0, v)) }
        self.red = clamp(red); self.green = clamp(green); self.blue = clamp(blue); self.alpha = clamp(alpha)
    }

    /// A gray from black (0) to white (1).
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A color from hue, saturation and brightness between 0 and 1 (the HSB model UIKit uses).
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue.isNaN ? 0 : hue - hue.rounded(.down)) * 6
        let s = min(1, max(0, saturation.isNaN ? 0 : saturation)), v = min(1, max(0, brightness.isNaN ? 0 : brightness))
        let sector = Int(h) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The same color as a Core Graphics color, for layers' colors.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// A color from a Core Graphics color.
    public init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// Writes the white level (the mean of the components) and alpha; always succeeds.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (red + green + blue) / 3; alpha?.pointee = self.alpha
        return true
    }

    /// The same color with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Writes the components into the given pointers, as UIKit's method does; always succeeds.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red; green?.pointee = self.green; blue?.pointee = self.blue; alpha?.pointee = self.alpha
        return true
    }

    /// The color as CSS `rgba(...)` text, for hosts that paint with a browser.
    public var cssValue: String {
        func byte(_ v: CGFloat) -> Int { Int((v * 255).rounded()) }
        return "rgba(\(byte(red)), \(byte(green)), \(byte(blue)), \(alpha))"
    }

    public var description: String { "UIColor(\(cssValue))" }

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
    public static let systemBlue = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
    public static let systemRed = UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1)
    public static let systemGreen = UIColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1)
    public static let systemGray = UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1)
    public static let systemBackground = UIColor.white
    public static let systemOrange = UIColor(red: 1, green: 149.0 / 255, blue: 0, alpha: 1)
    public static let systemYellow = UIColor(red: 1, green: 204.0 / 255, blue: 0, alpha: 1)
    public static let systemPink = UIColor(red: 1, green: 45.0 / 255, blue: 85.0 / 255, alpha: 1)
    public static let systemPurple = UIColor(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255, alpha: 1)
    public static let systemTeal = UIColor(red: 48.0 / 255, green: 176.0 / 255, blue: 199.0 / 255, alpha: 1)
    public static let systemIndigo = UIColor(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255, alpha: 1)
    public static let label = UIColor.black
    public static let secondaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
    public static let separator = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)
    public static let secondarySystemBackground = UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)
    public static let systemGroupedBackground = UIColor.secondarySystemBackground
}
