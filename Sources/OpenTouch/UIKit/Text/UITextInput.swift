import Foundation

/// A responder whose text code can read and change by position, where the insertion point and
/// the selection are (TXT-10): `UITextField` and `UITextView` adopt it, and so can a custom editor.
///
/// ```swift
/// // Keep the insertion point where it was, counted from the end, while reformatting the text.
/// let fromEnd = field.offset(from: field.endOfDocument, to: field.selectedTextRange!.start)
/// field.text = formatted
/// if let caret = field.position(from: field.endOfDocument, offset: fromEnd) {
///     field.selectedTextRange = field.textRange(from: caret, to: caret)
/// }
/// ```
///
/// The methods UIKit's protocol marks optional have defaults here, in an extension.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The characters in `range`, or nil when it is not in the document.
    func text(in range: UITextRange) -> String?
    /// Replaces the characters in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)
    /// The selection; an empty range is the insertion point. Nil when there is none.
    var selectedTextRange: UITextRange? { get set }
    /// The text being composed by an input method (marked), nil when none is.
    var markedTextRange: UITextRange? { get }
    /// How marked text is styled.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Puts `markedText` in place of the marked text (or of the selection), with `selectedRange`
    /// selected inside it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Makes the marked text ordinary text.
    func unmarkText()
    /// The position before the first character.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character.
    var endOfDocument: UITextPosition { get }
    /// The range from one position to another, nil when either is not in the document.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` characters from `position`, nil outside the document.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` characters or lines from `position` in a direction on screen.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// Which of two positions comes first in the document.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// How many characters lie from one position to another (negative when backwards).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The object told when text or the selection changes other than by typing.
    var inputDelegate: UITextInputDelegate? { get set }
    /// What finds words, sentences, lines and paragraphs in the document.
    var tokenizer: UITextInputTokenizer { get }
    /// The end of `range` farthest in `direction`.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range from `position` to the next character in `direction`.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// The writing direction at `position`.
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// Sets the writing direction of `range`.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
    /// The rectangle of the first line of `range`, in the input's coordinates.
    func firstRect(for range: UITextRange) -> CGRect
    /// The insertion point's rectangle at `position`, in the input's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangles that show `range` selected, one a line.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The position nearest `point`, in the input's coordinates.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position in `range` nearest `point`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The character under `point`, nil when there is none.
    func characterRange(at point: CGPoint) -> UITextRange?
}

extension UITextInput {
    /// Whether `text` may replace `range`; yes unless the input says otherwise.
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }
}

/// A direction on screen, for moving through text (TXT-10); UIKit's raw values.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2, left, up, down
}

/// A direction in the document's storage order (TXT-10).
public enum UITextStorageDirection: Int, Sendable {
    case forward, backward
}

/// A direction in text, either in storage order or on screen (TXT-10).
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A direction in storage order.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
    /// A direction on screen.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
}

/// A unit of text a tokenizer finds (TXT-10).
public enum UITextGranularity: Int, Sendable {
    case character, word, sentence, paragraph, line, document
}

/// The direction text is written in (TXT-10), with UIKit's raw values.
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}

/// Told by a text input when its text or selection changes other than by typing (TXT-10); the
/// system keyboard is this delegate on iOS.
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    /// The selection is about to change.
    func selectionWillChange(_ textInput: UITextInput?)
    /// The selection changed.
    func selectionDidChange(_ textInput: UITextInput?)
    /// The text is about to change.
    func textWillChange(_ textInput: UITextInput?)
    /// The text changed.
    func textDidChange(_ textInput: UITextInput?)
}

/// One rectangle of a selection as it is shown: a line's part of it (TXT-10).
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    /// The rectangle, in the text input's coordinates.
    open var rect: CGRect { .zero }
    /// The writing direction of the text in it.
    open var writingDirection: NSWritingDirection { .natural }
    /// Whether the selection starts in it.
    open var containsStart: Bool { false }
    /// Whether the selection ends in it.
    open var containsEnd: Bool { false }
    /// Whether the text in it runs vertically.
    open var isVertical: Bool { false }
    public override init() { super.init() }
}

/// A line's part of a selection in a text field or text view (TXT-10).
final class TextLineSelectionRect: UITextSelectionRect {
    private let lineRect: CGRect
    private let startsHere: Bool
    private let endsHere: Bool
    init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        lineRect = rect
        startsHere = containsStart
        endsHere = containsEnd
        super.init()
    }
    override var rect: CGRect { lineRect }
    override var containsStart: Bool { startsHere }
    override var containsEnd: Bool { endsHere }
}
