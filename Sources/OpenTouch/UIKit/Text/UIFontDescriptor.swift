import Foundation

/// A description of a font: its name, size and symbolic traits, from which fonts are made
/// (`UIFont(descriptor:size:)`), as code that makes bold or italic variants uses it (TXT-1).
///
/// ```swift
/// let bold = UIFont(descriptor: font.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
/// ```
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// Bold, italic, monospaced and the other traits a font may have; raw values are UIKit's.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic: the face slants.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold: asking for it gives the bold weight, leaving it gives regular.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded: a wider face. Kept on the descriptor; no font here is expanded.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed: a narrower face. Kept on the descriptor; no font here is condensed.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph as wide: the monospaced system fonts have it.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Less space between lines. Kept on the descriptor; line heights do not change.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// More space between lines. Kept on the descriptor; line heights do not change.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The font the descriptor describes.
    let font: UIFont

    init(font: UIFont) {
        self.font = font
        super.init()
    }

    /// The descriptor of the font for `style` at the Large text size.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(font: .preferredFont(forTextStyle: style))
    }

    /// The font's traits: bold when its weight is semibold or heavier, and the others it has.
    open var symbolicTraits: SymbolicTraits {
        font.isBold ? font.extraTraits.union(.traitBold) : font.extraTraits
    }

    /// The font's size in points.
    open var pointSize: CGFloat { font.pointSize }

    /// The font's name.
    open var postscriptName: String { font.fontName }

    /// The same font with exactly `traits`: bold makes it bold (and not bold makes it regular).
    open func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        let weight: UIFont.Weight = traits.contains(.traitBold) ? (font.isBold ? font.weight : .bold) : (font.isBold ? .regular : font.weight)
        let name = font.fontName.hasPrefix(".SFUI") ? ".SFUI-\(weight.name)\(traits.contains(.traitItalic) ? "Italic" : "")" : font.fontName
        return UIFontDescriptor(font: UIFont(fontName: name, pointSize: font.pointSize, weight: weight, textStyle: font.textStyle, traits: traits))
    }

    /// The same font at another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(font: font.withSize(newPointSize))
    }
}
