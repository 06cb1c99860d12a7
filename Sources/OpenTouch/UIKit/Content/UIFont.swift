import Foundation

/// A font, as far as touch code and layout need one: its name and point size. OpenTouch does not
/// lay out glyphs; ``UILabel`` estimates text sizes from the point size.
public struct UIFont: Hashable, Sendable {
    /// The font's name.
    public let fontName: String
    /// The font's size in points.
    public let pointSize: CGFloat
    /// Whether the font is bold; hosts that draw may use it.
    public let isBold: Bool

    /// A named font of `size` points.
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.init(fontName: fontName, pointSize: fontSize, isBold: false)
    }

    private init(fontName: String, pointSize: CGFloat, isBold: Bool) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.isBold = isBold
    }

    /// The system font at `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Regular", pointSize: fontSize, isBold: false)
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Semibold", pointSize: fontSize, isBold: true)
    }

    /// The size of the system font UIKit uses for body text (17 points).
    public static var systemFontSize: CGFloat { 17 }
    /// The size UIKit uses for buttons' titles (18 points).
    public static var buttonFontSize: CGFloat { 18 }
    /// The size UIKit uses for labels (17 points).
    public static var labelFontSize: CGFloat { 17 }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, pointSize: fontSize, isBold: isBold)
    }

    /// The height of a line of text, estimated as 1.2 times the point size [chosen].
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    /// The estimated size of `text` on one line: 0.55 em a character [chosen], a line high.
    /// OpenTouch lays out no glyphs; labels and string drawing share this estimate.
    func estimatedSize(of text: String) -> CGSize {
        // Rounded to a thousandth first, so that 5 × 20 × 0.55 is 55 and not 55.000000000000007 → 56.
        text.isEmpty ? .zero : CGSize(width: ((CGFloat(text.count) * pointSize * 0.55 * 1000).rounded() / 1000).rounded(.up), height: lineHeight)
    }
}
