import Foundation

/// A place in a text input's document, between two characters (TXT-10).
///
/// UIKit keeps what a position holds private: code gets positions from the text input
/// (`beginningOfDocument`, `position(from:offset:)`) and turns them back into numbers with
/// `offset(from:to:)`. A custom text input subclasses it with what it needs.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    public override init() { super.init() }
}

/// A run of a text input's document between two positions (TXT-10).
///
/// UIKit's is abstract; a custom text input subclasses it and answers ``start`` and ``end``.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    public override init() { super.init() }

    /// Where the run begins.
    open var start: UITextPosition { UITextPosition() }
    /// Where the run ends.
    open var end: UITextPosition { UITextPosition() }
    /// Whether the run holds no characters: an insertion point.
    open var isEmpty: Bool { false }
}

/// A position in the plain text of `UITextField` and `UITextView`: a count of UTF-16 units from
/// the start, as `NSRange` counts (TXT-10).
final class TextOffsetPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }
    nonisolated override var description: String { "<UITextPosition offset \(offset)>" }
    nonisolated override func isEqual(_ object: Any?) -> Bool { (object as? TextOffsetPosition)?.offset == offset }
    nonisolated override var hash: Int { offset.hashValue }
}

/// A run of the plain text of `UITextField` and `UITextView`, as an `NSRange` (TXT-10).
final class TextOffsetRange: UITextRange {
    let range: NSRange
    init(_ range: NSRange) {
        self.range = range
        super.init()
    }
    override var start: UITextPosition { TextOffsetPosition(range.location) }
    override var end: UITextPosition { TextOffsetPosition(range.location + range.length) }
    override var isEmpty: Bool { range.length == 0 }
    nonisolated override var description: String { "<UITextRange \(range.location)…\(range.location + range.length)>" }
    nonisolated override func isEqual(_ object: Any?) -> Bool { (object as? TextOffsetRange)?.range == range }
    nonisolated override var hash: Int { range.location.hashValue ^ range.length.hashValue }
}
