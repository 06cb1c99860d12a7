import Foundation

/// Finds the units of a text input's document, characters to paragraphs, around a position
/// (TXT-10).
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
    /// The unit of `granularity` that holds `position`, looking in `direction`; nil when none does.
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextRange?
    /// Whether `position` is where a unit ends going forward (or starts, going backward).
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
    /// The next unit boundary from `position` in `direction`; nil when there is none.
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextPosition?
    /// Whether the character next to `position` in `direction` is inside a unit.
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
}

/// The tokenizer of plain text (TXT-10): words are runs of letters and digits (an apostrophe
/// between letters stays inside), sentences end at `.`, `!` or `?` before a space, paragraphs and
/// lines at a newline. Swift's Foundation on Linux has no word or sentence enumeration, so these
/// are this project's, for the languages that separate words with spaces.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private unowned let textInput: UIResponder & UITextInput

    /// A tokenizer for `textInput`'s document.
    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }

    /// The unit of `granularity` that holds `position`, looking in `direction`; nil when none does.
    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextRange? {
        guard let (offset, units) = look(at: position, granularity),
              let unit = units.first(where: { Self.isForward(direction) ? $0.location <= offset && offset < NSMaxRange($0) : $0.location < offset && offset <= NSMaxRange($0) }) else { return nil }
        return range(unit)
    }

    /// Whether `position` is where a unit ends going forward (or starts, going backward).
    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool {
        guard let (offset, units) = look(at: position, granularity) else { return false }
        return units.contains { Self.isForward(direction) ? NSMaxRange($0) == offset : $0.location == offset }
    }

    /// The next unit boundary from `position` in `direction`; nil when there is none.
    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextPosition? {
        guard let (offset, units) = look(at: position, granularity) else { return nil }
        let target = Self.isForward(direction)
            ? units.map { NSMaxRange($0) }.filter { $0 > offset }.min()
            : units.map(\.location).filter { $0 < offset }.max()
        return target.flatMap { textInput.position(from: textInput.beginningOfDocument, offset: $0) }
    }

    /// Whether the character next to `position` in `direction` is inside a unit.
    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool {
        rangeEnclosingPosition(position, with: granularity, inDirection: direction) != nil
    }

    /// Forward in storage, or right or down on screen (text here runs left to right).
    private static func isForward(_ direction: UITextDirection) -> Bool {
        [UITextDirection.storage(.forward), .layout(.right), .layout(.down)].contains(direction)
    }

    /// `position` as an offset, with the document's units of `granularity`.
    private func look(at position: UITextPosition, _ granularity: UITextGranularity) -> (Int, [NSRange])? {
        let start = textInput.beginningOfDocument
        guard let whole = textInput.textRange(from: start, to: textInput.endOfDocument),
              let text = textInput.text(in: whole) else { return nil }
        let offset = textInput.offset(from: start, to: position)
        return (offset, TextUnits.ranges(of: granularity, in: text as NSString))
    }

    private func range(_ unit: NSRange) -> UITextRange? {
        let start = textInput.beginningOfDocument
        guard let from = textInput.position(from: start, offset: unit.location),
              let to = textInput.position(from: start, offset: NSMaxRange(unit)) else { return nil }
        return textInput.textRange(from: from, to: to)
    }
}

/// The units of plain text, as UTF-16 ranges (TXT-10).
enum TextUnits {
    static func ranges(of granularity: UITextGranularity, in text: NSString) -> [NSRange] {
        let length = text.length
        switch granularity {
        case .document:
            return [NSRange(location: 0, length: length)]
        case .character:
            var units: [NSRange] = []
            var index = 0
            while index < length {
                let unit = text.rangeOfComposedCharacterSequence(at: index)
                units.append(unit)
                index = NSMaxRange(unit)
            }
            return units
        case .paragraph, .line:
            var units: [NSRange] = []
            var begin = 0
            for index in 0...length where index == length || text.character(at: index) == 0x0A {
                if index > begin { units.append(NSRange(location: begin, length: index - begin)) }
                begin = index + 1
            }
            return units
        case .word:
            return runs(in: text) { scalar, previous, next in
                CharacterSet.alphanumerics.contains(scalar)
                    || (scalar == "'" || scalar == "\u{2019}") && previous.map(CharacterSet.letters.contains) == true && next.map(CharacterSet.letters.contains) == true
            }
        case .sentence:
            var units: [NSRange] = []
            for paragraph in ranges(of: .paragraph, in: text) {
                var begin = paragraph.location
                var index = paragraph.location
                let end = NSMaxRange(paragraph)
                while index < end {
                    let isStop = [0x2E, 0x21, 0x3F].contains(text.character(at: index))
                    let beforeSpace = index + 1 == end || text.character(at: index + 1) == 0x20
                    index += 1
                    if isStop, beforeSpace {
                        units.append(NSRange(location: begin, length: index - begin))
                        while index < end, text.character(at: index) == 0x20 { index += 1 }
                        begin = index
                    }
                }
                if begin < end { units.append(NSRange(location: begin, length: end - begin)) }
            }
            return units
        }
    }

    /// The maximal runs of characters `belongs` accepts, given the characters around each.
    private static func runs(in text: NSString, _ belongs: (Unicode.Scalar, Unicode.Scalar?, Unicode.Scalar?) -> Bool) -> [NSRange] {
        let characters = ranges(of: .character, in: text)
        func scalar(_ i: Int) -> Unicode.Scalar? {
            guard characters.indices.contains(i) else { return nil }
            return text.substring(with: characters[i]).unicodeScalars.first
        }
        var units: [NSRange] = []
        var begin: Int?
        for i in characters.indices {
            let inside = scalar(i).map { belongs($0, scalar(i - 1), scalar(i + 1)) } ?? false
            if inside, begin == nil { begin = characters[i].location }
            if !inside, let start = begin {
                units.append(NSRange(location: start, length: characters[i].location - start))
                begin = nil
            }
        }
        if let start = begin { units.append(NSRange(location: start, length: text.length - start)) }
        return units
    }
}
