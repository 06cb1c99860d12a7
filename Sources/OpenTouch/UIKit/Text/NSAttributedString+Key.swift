import Foundation

/// The attributes of attributed text that UIKit's text views and string drawing read (TXT-2),
/// with UIKit's raw values.
extension NSAttributedString.Key {
    /// The font of the text (a ``UIFont``); 12-point Helvetica when absent, as in UIKit.
    public static let font = NSAttributedString.Key("NSFont")
    /// The color of the text (a ``UIColor``); black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The color behind the text (a ``UIColor``).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space after each character, in points (a `CGFloat`); sizes grow by it.
    public static let kern = NSAttributedString.Key("NSKern")
    /// How the paragraph is laid out (an ``NSParagraphStyle``).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// An underline (an `Int` of ``NSUnderlineStyle``).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A line through the text (an `Int` of ``NSUnderlineStyle``).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// How far the text is raised from the baseline, in points (a `CGFloat`).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link (a `URL` or `String`).
    public static let link = NSAttributedString.Key("NSLink")
}

/// The styles of underlines and strikethroughs, with UIKit's raw values.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// The line dotted; combined with a line style.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// The line dashed; combined with a line style.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Words lined, not the spaces between them; combined with a line style.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

extension CGFloat {
    /// A number attribute's value (`.kern`, `.baselineOffset`), given as a `CGFloat`, a `Double`,
    /// an `Int` or an `NSNumber`: on Linux a `Double` literal is not a `CGFloat`.
    init?(attribute value: Any?) {
        switch value {
        case let value as CGFloat: self = value
        case let value as Double: self = CGFloat(value)
        case let value as Int: self = CGFloat(value)
        case let value as NSNumber: self = CGFloat(value.doubleValue)
        default: return nil
        }
    }
}
