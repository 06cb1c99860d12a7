import Foundation

/// Drawing strings into the current context (DRW-2): each draw is one recorded text operation
/// with its font and its rectangle, in the fill color of the `.foregroundColor` attribute.
/// OpenTouch lays out no glyphs; a string's size is estimated from its font (0.55 em a
/// character, one line). Callable from any thread, as in UIKit.
enum StringDrawing {
    static func font(_ attributes: [NSAttributedString.Key: Any]?) -> UIFont {
        attributes?[.font] as? UIFont ?? UIFont(name: "Helvetica", size: 12)!
    }

    static func size(_ text: String, _ attributes: [NSAttributedString.Key: Any]?) -> CGSize {
        font(attributes).estimatedSize(of: text, kern: CGFloat(attribute: attributes?[.kern]) ?? 0)
    }

    static func draw(_ text: String, in rect: CGRect, _ attributes: [NSAttributedString.Key: Any]?) {
        guard let context = UIGraphicsGetCurrentContext(), !text.isEmpty else { return }
        let font = font(attributes)
        context.saveGState()
        context.setFillColor((attributes?[.foregroundColor] as? UIColor ?? .black).cgColor)
        context.drawText(text, in: rect, font: font.fontName, size: font.pointSize)
        context.restoreGState()
    }
}

extension NSString {
    /// Draws the string with its top left at `point`, at its estimated size.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let text = self as String
        StringDrawing.draw(text, in: CGRect(origin: point, size: StringDrawing.size(text, attrs)), attrs)
    }

    /// Draws the string into `rect`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self as String, in: rect, attrs)
    }

    /// The string's estimated size with `attrs`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(self as String, attrs)
    }
}

extension String {
    /// Draws the string with its top left at `point`, at its estimated size.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self, in: CGRect(origin: point, size: StringDrawing.size(self, attrs)), attrs)
    }

    /// Draws the string into `rect`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self, in: rect, attrs)
    }

    /// The string's estimated size with `attrs`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(self, attrs)
    }
}

extension NSAttributedString {
    /// Draws the text with its top left at `point`, with the attributes of its first character.
    public func draw(at point: CGPoint) {
        string.draw(at: point, withAttributes: firstAttributes)
    }

    /// Draws the text into `rect`, with the attributes of its first character.
    public func draw(in rect: CGRect) {
        string.draw(in: rect, withAttributes: firstAttributes)
    }

    /// The text's estimated size.
    public func size() -> CGSize {
        string.size(withAttributes: firstAttributes)
    }

    var firstAttributes: [NSAttributedString.Key: Any]? {
        length == 0 ? nil : attributes(at: 0, effectiveRange: nil)
    }
}
