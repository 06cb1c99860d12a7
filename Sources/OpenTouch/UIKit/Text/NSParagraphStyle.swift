import Foundation

/// How the lines of a paragraph are laid out: alignment, breaking and spacing (TXT-2), for the
/// `.paragraphStyle` attribute. Immutable; ``NSMutableParagraphStyle`` is the one to change.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// The style every attribute-less string has.
    public static let `default` = NSParagraphStyle()

    /// How the lines are aligned.
    public internal(set) var alignment: NSTextAlignment = .natural
    /// How a line that does not fit is wrapped or cut (TXT-3).
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Extra space between lines, in points.
    public internal(set) var lineSpacing: CGFloat = 0
    /// Space after the paragraph, in points.
    public internal(set) var paragraphSpacing: CGFloat = 0
    /// Space before the paragraph, in points.
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// The first line's indent, in points.
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    /// The other lines' leading indent, in points.
    public internal(set) var headIndent: CGFloat = 0
    /// The trailing indent, in points (negative: from the trailing edge).
    public internal(set) var tailIndent: CGFloat = 0
    /// The least a line is high, in points; 0 for no minimum.
    public internal(set) var minimumLineHeight: CGFloat = 0
    /// The most a line is high, in points; 0 for no maximum.
    public internal(set) var maximumLineHeight: CGFloat = 0
    /// The font's line height is multiplied by this; 0 means 1.
    public internal(set) var lineHeightMultiple: CGFloat = 0

    /// The default style.
    public override init() { super.init() }

    /// A mutable copy with the same values.
    open override func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.setParagraphStyle(self)
        return copy
    }

    /// The height of one line of `font` in this style: the multiple, then the minimum and maximum.
    func lineHeight(for font: UIFont) -> CGFloat {
        var height = font.lineHeight * (lineHeightMultiple > 0 ? lineHeightMultiple : 1)
        if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return height
    }
}

/// A paragraph style whose values can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    open override var paragraphSpacingBefore: CGFloat { get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }

    /// Takes every value of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) {
        alignment = other.alignment; lineBreakMode = other.lineBreakMode; lineSpacing = other.lineSpacing
        paragraphSpacing = other.paragraphSpacing; paragraphSpacingBefore = other.paragraphSpacingBefore
        firstLineHeadIndent = other.firstLineHeadIndent; headIndent = other.headIndent; tailIndent = other.tailIndent
        minimumLineHeight = other.minimumLineHeight; maximumLineHeight = other.maximumLineHeight
        lineHeightMultiple = other.lineHeightMultiple
    }
}
