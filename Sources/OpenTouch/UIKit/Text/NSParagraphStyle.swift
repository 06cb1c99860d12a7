import Foundation

/// How the lines of a paragraph are laid out: alignment, breaking and spacing (TXT-2), for the
/// `.paragraphStyle` attribute. Immutable; ``NSMutableParagraphStyle`` is the one to change.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// The style every attribute-less string has.
    public static let `default` = NSParagraphStyle()

    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public internal(set) var lineSpacing: CGFloat = 0
    public internal(set) var paragraphSpacing: CGFloat = 0
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    public internal(set) var headIndent: CGFloat = 0
    public internal(set) var tailIndent: CGFloat = 0
    public internal(set) var minimumLineHeight: CGFloat = 0
    public internal(set) var maximumLineHeight: CGFloat = 0
    public internal(set) var lineHeightMultiple: CGFloat = 0

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
