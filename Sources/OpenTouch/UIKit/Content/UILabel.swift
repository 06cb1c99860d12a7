import Foundation

/// A view that shows text. As Apple documents, a label does not take touches by default:
/// ``UIView/isUserInteractionEnabled`` starts false, so a tap on a label reaches the view behind it
/// (HIT-1) unless code turns it on.
///
/// OpenTouch does not lay out glyphs: ``intrinsicContentSize`` estimates the text's size from the
/// font, 0.55 em per character on one line [chosen], for layout code that reads it.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String? {
        didSet {
            invalidateIntrinsicContentSize()
            if text != oldValue { setNeedsDisplay() }
        }
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
    /// The most lines shown; 0 means as many as needed.
    open var numberOfLines = 1
    /// Whether the label draws in its enabled look.
    open var isEnabled = true
    /// Whether the label draws in its highlighted look.
    open var isHighlighted = false

    override class var takesTouchesByDefault: Bool { false }

    /// Draws the text, through ``drawText(in:)`` with the bounds, as UIKit's label does (DRW-3).
    open override func draw(_ rect: CGRect) {
        drawText(in: rect)
    }

    /// Draws the text into `rect` with the label's font and color; override it to inset the
    /// text. Recorded as one text operation of the whole rectangle (no glyphs are laid out).
    open func drawText(in rect: CGRect) {
        guard let text, !text.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setFillColor((isEnabled ? textColor ?? .label : UIColor.systemGray).cgColor)
        context.drawText(text, in: rect, font: font?.fontName, size: font?.pointSize)
        context.restoreGState()
    }

    /// The estimated size of the text on one line (see the type's note).
    open override var intrinsicContentSize: CGSize {
        guard let text else { return .zero }
        return (font ?? .systemFont(ofSize: UIFont.labelFontSize)).estimatedSize(of: text)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }
}
