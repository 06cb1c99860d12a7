import Foundation

/// A layer that shows a string; ``render(in:)`` records the text with its font size, color and
/// frame (LYR-4). OpenTouch lays out no glyphs: the recorded rectangle is the bounds.
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString`.
    open var string: Any?
    /// The font's name (a `String`) or a font; stored and recorded by name.
    open var font: Any?
    /// The text's size in points; 36 by default, as in Core Animation. Animatable.
    open var fontSize: CGFloat = 36 { didSet { if fontSize != oldValue { addImplicitAnimation("fontSize", from: oldValue) } } }
    /// The text color; opaque white by default, as in Core Animation.
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) { didSet { if foregroundColor != oldValue { addImplicitAnimation("foregroundColor", from: oldValue as Any) } } }
    /// Whether the text wraps to the bounds' width; stored (OpenTouch records the string on one line).
    open var isWrapped = false
    /// How text that does not fit is cut; stored, not applied to the recorded text.
    open var truncationMode: CATextLayerTruncationMode = .none
    /// How lines are aligned in the bounds; stored, not applied to the recorded text.
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

/// Where a text layer cuts text that does not fit: nowhere, at the start, end or middle.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No cutting: text that does not fit runs past the bounds.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// Cut at the start, with an ellipsis.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// Cut at the end, with an ellipsis.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// Cut in the middle, with an ellipsis.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its lines: natural, left, right, center or justified.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// As the script reads: left for left-to-right text.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Lines start at the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Lines end at the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Lines are centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Lines fill the width, but the last.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A font a text layer takes by name: `UIFont` is one, as `CTFont` is on iOS.
protocol NamedFont {
    /// The font's PostScript-style name, which the recorded text carries.
    var fontName: String { get }
}
