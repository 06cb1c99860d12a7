import Foundation

/// How `boundingRect(with:options:attributes:context:)` measures (TXT-8); raw values are UIKit's.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Truncate the last line that fits, rather than cutting the text off.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
    /// Measure several lines, wrapped at the width given; without it, one line.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading between lines.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use the glyphs' own bounds rather than their advance.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
}

/// What a measurement can report back; OpenTouch scales no text, so the factor stays 1 (TXT-8).
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may shrink to; the text is never shrunk here.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at: 1.
    open var actualScaleFactor: CGFloat { 1 }
    /// The bounds of the last measurement.
    open internal(set) var totalBounds: CGRect = .zero
}

extension StringDrawing {
    /// The rectangle `text` takes (TXT-8): one line at its estimated size; with
    /// `.usesLineFragmentOrigin`, wrapped at `size.width` into as many lines as the height allows
    /// (every line if the height is unbounded), as a label wraps it. Origin zero, sizes rounded
    /// up to whole points.
    static func boundingRect(_ text: String, size: CGSize, options: NSStringDrawingOptions,
                             attributes: [NSAttributedString.Key: Any]?) -> CGRect {
        let font = font(attributes)
        let kern = CGFloat(attribute: attributes?[.kern]) ?? 0
        guard options.contains(.usesLineFragmentOrigin), !text.isEmpty else {
            return CGRect(origin: .zero, size: font.estimatedSize(of: text, kern: kern))
        }
        // A height of more lines than any text has (`.greatestFiniteMagnitude` is the usual way to
        // say "unbounded") sets no limit; a width that is not positive wraps nowhere.
        let fitting = size.height / font.lineHeight
        let limit = fitting.isFinite && fitting > 0 && fitting < 1_000_000 ? max(1, Int(fitting)) : 0
        let width = size.width.isFinite && size.width > 0 ? size.width : .greatestFiniteMagnitude
        let lines = TextFitting.lines(text, font: font, kern: kern, width: width, limit: limit, mode: .byWordWrapping)
        let widest = lines.map { font.estimatedSize(of: $0, kern: kern).width }.max() ?? 0
        return CGRect(x: 0, y: 0, width: widest.rounded(.up), height: CGFloat(lines.count) * font.lineHeight)
    }
}

extension NSString {
    /// The rectangle the string takes with `attributes`, in `size` (TXT-8).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension String {
    /// The rectangle the string takes with `attributes`, in `size` (TXT-8).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
        let rect = StringDrawing.boundingRect(self, size: size, options: options, attributes: attributes)
        context?.totalBounds = rect
        return rect
    }
}

extension NSAttributedString {
    /// The rectangle the text takes, with the attributes of its first character (TXT-8).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        string.boundingRect(with: size, options: options, attributes: firstAttributes, context: context)
    }
}
