import Foundation

/// A view that shows text. As Apple documents, a label does not take touches by default:
/// ``UIView/isUserInteractionEnabled`` starts false, so a tap on a label reaches the view behind it
/// (HIT-1) unless code turns it on.
///
/// OpenTouch does not lay out glyphs: ``intrinsicContentSize`` estimates the text's size from the
/// font, 0.55 em per character on one line [chosen], for layout code that reads it.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown. Setting it drops ``attributedText``'s attributes, as in UIKit.
    open var text: String? {
        get { storedText }
        set {
            let changed = newValue != storedText || storedAttributedText != nil
            storedText = newValue
            storedAttributedText = nil
            if changed {
                invalidateIntrinsicContentSize()
                setNeedsDisplay()
            }
        }
    }
    private var storedText: String?
    private var storedAttributedText: NSAttributedString?

    /// The text with attributes (TXT-2): its string becomes ``text``; the first character's
    /// `.font`, `.foregroundColor`, `.kern` and `.paragraphStyle` govern how it is sized and drawn,
    /// and the label's own properties fill in what it lacks. Reading it gives the label's text
    /// with the label's font and colour when no attributed text was set.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let storedText else { return nil }
            return NSAttributedString(string: storedText, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
        }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Whether a text-style font follows the user's text size (TXT-1); false by default.
    open var adjustsFontForContentSizeCategory = false

    override func contentSizeCategoryDidChange() {
        guard adjustsFontForContentSizeCategory, let adjusted = font?.adjusted(to: traitCollection) else { return }
        font = adjusted
    }

    /// The attributes the label sizes and draws with: the attributed text's first ones over the label's.
    private var effectiveAttributes: (font: UIFont, color: UIColor, kern: CGFloat, paragraph: NSParagraphStyle?) {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let attributed = storedAttributedText, attributed.length > 0 {
            attributes = attributed.attributes(at: 0, effectiveRange: nil)
        }
        return (attributes[.font] as? UIFont ?? font ?? .systemFont(ofSize: UIFont.labelFontSize),
                attributes[.foregroundColor] as? UIColor ?? textColor ?? .label,
                CGFloat(attribute: attributes[.kern]) ?? 0,
                attributes[.paragraphStyle] as? NSParagraphStyle)
    }
    /// The font of the text.
    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The color of the text.
    open var textColor: UIColor! = .label {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }
    /// How lines are aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown; 0 means as many as needed (TXT-3).
    open var numberOfLines = 1 {
        didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() }
    }
    /// How text that does not fit is cut: the tail is truncated by default (TXT-3).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { setNeedsDisplay() }
    }
    /// Whether a single line that does not fit is drawn at a smaller size, down to
    /// ``minimumScaleFactor`` of the font's (TXT-3).
    open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsDisplay() }
    }
    /// The smallest fraction of the font's size ``adjustsFontSizeToFitWidth`` may shrink to; 0
    /// (the default) means no shrinking, as in UIKit.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }
    /// The colour of the text while ``isHighlighted``; the text colour when nil.
    open var highlightedTextColor: UIColor? {
        didSet { if isHighlighted { setNeedsDisplay() } }
    }
    /// Whether the label draws in its enabled look.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }
    /// Whether the label draws in its highlighted look (a cell highlights its labels).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    override class var takesTouchesByDefault: Bool { false }

    /// Draws the text, through ``drawText(in:)`` with the bounds, as UIKit's label does (DRW-3).
    open override func draw(_ rect: CGRect) {
        drawText(in: rect)
    }

    /// Draws the text into `rect` with the label's font and colour; override it to inset the
    /// text. Recorded as one text operation a line, with what the line shows after truncation,
    /// at the size ``adjustsFontSizeToFitWidth`` chose (TXT-3; no glyphs are laid out).
    open func drawText(in rect: CGRect) {
        guard let text = storedText, !text.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        let style = effectiveAttributes
        var color = style.color
        if isHighlighted, let highlightedTextColor { color = highlightedTextColor }
        if !isEnabled { color = .systemGray }
        let mode = style.paragraph?.lineBreakMode == nil || storedAttributedText == nil ? lineBreakMode : style.paragraph!.lineBreakMode
        var font = style.font
        var lines: [String]
        if numberOfLines == 1 {
            if adjustsFontSizeToFitWidth {
                font = font.withSize(TextFitting.shrunkSize(text, font: font, kern: style.kern, width: rect.width, minimumScale: minimumScaleFactor))
            }
            lines = [TextFitting.line(text, font: font, kern: style.kern, width: rect.width, mode: mode)]
        } else {
            lines = TextFitting.lines(text, font: font, kern: style.kern, width: rect.width, limit: numberOfLines, mode: mode)
        }
        context.saveGState()
        context.setFillColor(color.cgColor)
        if lines.count == 1 {
            // One line is centred in the whole rectangle, which is what is recorded.
            context.drawText(lines[0], in: rect, font: font.fontName, size: font.pointSize)
        } else {
            // Several lines, each in its own rectangle, the block centred vertically.
            let lineHeight = (style.paragraph ?? .default).lineHeight(for: font) + (style.paragraph?.lineSpacing ?? 0)
            var y = rect.minY + max(0, (rect.height - lineHeight * CGFloat(lines.count)) / 2)
            for line in lines {
                context.drawText(line, in: CGRect(x: rect.minX, y: y, width: rect.width, height: lineHeight), font: font.fontName, size: font.pointSize)
                y += lineHeight
            }
        }
        context.restoreGState()
    }

    /// The estimated size of the text on one line (see the type's note); with several lines
    /// allowed, the label's width (when it has one) wraps it (TXT-3).
    open override var intrinsicContentSize: CGSize {
        let wrapWidth = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
        return sizeThatFits(CGSize(width: numberOfLines == 1 || wrapWidth == 0 ? .greatestFiniteMagnitude : wrapWidth, height: .greatestFiniteMagnitude))
    }

    /// The width a label of several lines wraps at for its intrinsic size (TXT-3); 0, the
    /// default, wraps at its current width, as Auto Layout gives it.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The size the text needs within `size`'s width: one line's, or as many lines as wrapping
    /// takes (up to ``numberOfLines``) (TXT-3).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text = storedText, !text.isEmpty else { return .zero }
        let style = effectiveAttributes
        let oneLine = style.font.estimatedSize(of: text, kern: style.kern)
        guard numberOfLines != 1, size.width > 0, size.width < oneLine.width else { return oneLine }
        let lines = TextFitting.lines(text, font: style.font, kern: style.kern, width: size.width, limit: numberOfLines, mode: lineBreakMode)
        let lineHeight = (style.paragraph ?? .default).lineHeight(for: style.font) + (style.paragraph?.lineSpacing ?? 0)
        return CGSize(width: size.width, height: (lineHeight * CGFloat(lines.count)).rounded(.up))
    }

    // MARK: Accessibility (ACC-1)

    /// A label is an element by default, named by its text, with the static-text trait.
    open override var isAccessibilityElement: Bool {
        get { accessibilityElementFlag(default: true) }
        set { super.isAccessibilityElement = newValue }
    }

    open override var accessibilityLabel: String? {
        get { accessibilityLabelSet(default: text) }
        set { super.accessibilityLabel = newValue }
    }

    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityTraitsSet(default: isEnabled ? .staticText : [.staticText, .notEnabled]) }
        set { super.accessibilityTraits = newValue }
    }
}

/// Follows the text size when asked (TXT-1).
extension UILabel: UIContentSizeCategoryAdjusting {}
