import Foundation

/// A layer that shows a string; ``render(in:)`` records the text with its font size, color and
/// frame (LYR-4). OpenTouch lays out no glyphs: the recorded rectangle is the bounds.
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString`.
    open var string: Any?
    /// The font's name (a `String`) or a font; stored and recorded by name.
    open var font: Any?
    open var fontSize: CGFloat = 36 { didSet { if fontSize != oldValue { addImplicitAnimation("fontSize", from: oldValue) } } }
    /// The text color; opaque white by default, as in Core Animation.
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) { didSet { if foregroundColor != oldValue { addImplicitAnimation("foregroundColor", from: oldValue as Any) } } }
    open var isWrapped = false
    open var truncationMode: CATextLayerTruncationMode = .none
    open var alignmentMode: CATextLayerAlignmentMode = .natural

    /// The text as plain characters.
    var plainText: String? {
        switch string {
        case let text as String: text
        case let text as NSAttributedString: text.string
        default: nil
        }
    }

    override func drawOwnContent(in ctx: CGContext) {
        guard let text = plainText, !text.isEmpty else { return }
        ctx.saveGState()
        if let foregroundColor { ctx.setFillColor(foregroundColor) }
        let fontName = (font as? String) ?? (font as? NamedFont)?.fontName
        ctx.drawText(text, in: bounds, font: fontName, size: fontSize)
        ctx.restoreGState()
    }
}

public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A font a text layer takes by name: `UIFont` is one, as `CTFont` is on iOS.
protocol NamedFont {
    /// The font's PostScript-style name, which the recorded text carries.
    var fontName: String { get }
}
