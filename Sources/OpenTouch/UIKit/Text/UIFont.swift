import Foundation

/// A font, as far as touch code and layout need one: its name, point size, weight and traits.
/// OpenTouch does not lay out glyphs; ``UILabel`` estimates text sizes from the point size (TXT-1).
///
/// A class, as in UIKit, so that extensions may add `class func`s and `convenience init`s.
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's name.
    public let fontName: String
    /// The font's size in points.
    public let pointSize: CGFloat
    /// The font's weight, on UIKit's scale (regular is 0, bold 0.4).
    let weight: Weight
    /// The text style the font was made for, if it came from ``preferredFont(forTextStyle:)``.
    let textStyle: TextStyle?
    /// Italic, monospaced and the other traits besides weight.
    let extraTraits: UIFontDescriptor.SymbolicTraits
    /// How a font from ``UIFontMetrics`` was scaled: from which size, by which style, up to
    /// which size; a view that adjusts its font scales it again (TXT-9).
    var scaling: (base: UIFont, metrics: UIFontMetrics, maximum: CGFloat?)?

    /// Whether the font is semibold or heavier.
    var isBold: Bool { weight.rawValue >= Weight.semibold.rawValue }

    /// A named font of `size` points. Every name is found (there are no font files to miss) and
    /// its weight is regular.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(fontName: fontName, pointSize: fontSize, weight: .regular)
    }

    init(fontName: String, pointSize: CGFloat, weight: Weight, textStyle: TextStyle? = nil, traits: UIFontDescriptor.SymbolicTraits = []) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
        self.extraTraits = traits.subtracting(.traitBold)
        super.init()
    }

    /// The font a descriptor describes, at `pointSize` (or the descriptor's size when 0).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let font = descriptor.font
        self.init(fontName: font.fontName, pointSize: pointSize > 0 ? pointSize : font.pointSize, weight: font.weight,
                  textStyle: font.textStyle, traits: font.extraTraits)
    }

    /// The font's descriptor: its name, size and symbolic traits (bold, italic, …).
    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// The font's family: the system font's is ".SF UI", a named font's its name.
    open var familyName: String { fontName.hasPrefix(".SFUI") ? ".SF UI" : fontName }

    /// Equal when name, size, weight and traits are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize && weight == other.weight && extraTraits == other.extraTraits
    }

    open override var hash: Int { Hasher.combined(pointSize, weight.rawValue) ^ fontName.hashValue }

    open override var description: String { "<UIFont: \(fontName) \(pointSize)pt>" }

    /// The system font at `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight` (TXT-1).
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI-\(weight.name)", pointSize: fontSize, weight: weight)
    }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font; recorded by name (OpenTouch lays out no glyphs).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Italic", pointSize: fontSize, weight: .regular, traits: .traitItalic)
    }

    /// The monospaced system font (SF Mono) at `fontSize` points and `weight` (TXT-1).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFMono-\(weight.name)", pointSize: fontSize, weight: weight, traits: .traitMonoSpace)
    }

    /// The monospaced-digit system font at `fontSize` points and `weight`.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI-Mono-\(weight.name)", pointSize: fontSize, weight: weight, traits: .traitMonoSpace)
    }

    /// The font for `style` at the main screen's text size (Large) (TXT-1).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for `style` at the text size `traitCollection` gives (Large if it gives none)
    /// (TXT-1): Apple's sizes at Large, moved by Dynamic Type's steps for the body style.
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        let size = style.largeSize * TextStyle.bodySize(for: category) / 17
        return UIFont(fontName: ".SFUI-\(style.largeWeight.name)", pointSize: size.rounded(), weight: style.largeWeight, textStyle: style)
    }

    /// The size of the system font UIKit uses for body text (17 points).
    open class var systemFontSize: CGFloat { 17 }
    /// The size UIKit uses for buttons' titles (18 points).
    open class var buttonFontSize: CGFloat { 18 }
    /// The size UIKit uses for labels (17 points).
    open class var labelFontSize: CGFloat { 17 }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, pointSize: fontSize, weight: weight, textStyle: textStyle, traits: extraTraits)
    }

    /// The height of a line of text, estimated as 1.2 times the point size [chosen].
    open var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    /// The estimated size of `text` on one line: 0.55 em a character [chosen], a line high.
    /// OpenTouch lays out no glyphs; labels and string drawing share this estimate.
    func estimatedSize(of text: String, kern: CGFloat = 0) -> CGSize {
        guard kern != 0, !text.isEmpty else { return estimatedSize(of: text) }
        let plain = estimatedSize(of: text)
        return CGSize(width: max(0, plain.width + kern * CGFloat(text.count)), height: plain.height)
    }

    func estimatedSize(of text: String) -> CGSize {
        // Rounded to a thousandth first, so that 5 × 20 × 0.55 is 55 and not 55.000000000000007 → 56.
        text.isEmpty ? .zero : CGSize(width: ((CGFloat(text.count) * pointSize * 0.55 * 1000).rounded() / 1000).rounded(.up), height: lineHeight)
    }
}

/// A text layer shows a `UIFont` by its name.
extension UIFont: NamedFont {}
