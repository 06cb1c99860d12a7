import Foundation

/// The plain text of a `UITextField` or `UITextView` seen through `UITextInput` (TXT-10): positions
/// as UTF-16 offsets, and where each character sits by the width estimate labels use (TXT-3), so
/// that a caret's rectangle and the position under a point agree with what is laid out.
@MainActor
struct PlainTextDocument {
    let text: NSString
    let font: UIFont
    /// Where the first line's text begins, in the input's coordinates.
    let origin: CGPoint
    /// The width lines wrap at; nil for one line that never wraps (a text field).
    let wrapWidth: CGFloat?
    /// The first offset of the document: below 0, the places of a search field's tokens before
    /// its text (SRC-6), which hold no characters.
    var firstOffset = 0

    var length: Int { text.length }

    /// `range` within the characters, leaving out token places.
    private func characters(of range: NSRange) -> NSRange {
        let start = max(0, range.location), end = max(start, NSMaxRange(range))
        return NSRange(location: start, length: end - start)
    }

    // MARK: Positions

    /// The offset `position` stands for, nil when it is not one of this document's positions or
    /// lies outside it.
    func offset(of position: UITextPosition) -> Int? {
        guard let position = position as? TextOffsetPosition, (firstOffset...length).contains(position.offset) else { return nil }
        return position.offset
    }

    func range(of textRange: UITextRange) -> NSRange? {
        guard let start = offset(of: textRange.start), let end = offset(of: textRange.end), start <= end else { return nil }
        return NSRange(location: start, length: end - start)
    }

    func position(_ offset: Int) -> UITextPosition? {
        (firstOffset...length).contains(offset) ? TextOffsetPosition(offset) : nil
    }

    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        self.offset(of: position).flatMap { self.position($0 + offset) }
    }

    /// Left and right move by characters; up and down by lines, keeping the caret's x.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard let start = self.offset(of: position) else { return nil }
        switch direction {
        case .right: return self.position(start + offset)
        case .left: return self.position(start - offset)
        case .up, .down:
            let lines = self.lines
            let index = lineIndex(of: start, in: lines)
            let target = index + (direction == .down ? offset : -offset)
            guard lines.indices.contains(target) else { return self.position(direction == .down ? length : 0) }
            let caret = caretRect(at: start, lines: lines)
            return TextOffsetPosition(closestOffset(toX: caret.minX, onLine: lines[target]))
        }
    }

    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = offset(of: position) ?? 0, b = offset(of: other) ?? 0
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    func offset(from: UITextPosition, to: UITextPosition) -> Int {
        (offset(of: to) ?? 0) - (offset(of: from) ?? 0)
    }

    /// The range between two positions, in either order.
    func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        guard let a = offset(of: from), let b = offset(of: to) else { return nil }
        return TextOffsetRange(NSRange(location: min(a, b), length: abs(b - a)))
    }

    func text(in range: UITextRange) -> String? {
        self.range(of: range).map { text.substring(with: characters(of: $0)) }
    }

    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let range = self.range(of: range) else { return nil }
        return TextOffsetPosition(direction == .left || direction == .up ? range.location : NSMaxRange(range))
    }

    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let start = offset(of: position).map({ max(0, $0) }) else { return nil }
        let forward = direction == .right || direction == .down
        guard forward ? start < length : start > 0 else { return TextOffsetRange(NSRange(location: start, length: 0)) }
        return TextOffsetRange(text.rangeOfComposedCharacterSequence(at: forward ? start : start - 1))
    }

    // MARK: Geometry

    /// The lines the text takes, as ranges without their newline: wrapped at ``wrapWidth``, as a
    /// text view's height counts them.
    var lines: [NSRange] {
        var lines: [NSRange] = []
        for paragraph in paragraphs {
            let string = text.substring(with: paragraph)
            guard let wrapWidth, !string.isEmpty else {
                lines.append(paragraph)
                continue
            }
            var location = paragraph.location
            for line in TextFitting.lines(string, font: font, kern: 0, width: wrapWidth, limit: 0, mode: .byWordWrapping) {
                let length = (line as NSString).length
                lines.append(NSRange(location: location, length: length))
                location += length
            }
        }
        return lines
    }

    /// The paragraphs, empty ones included, so that a caret after a newline has a line.
    private var paragraphs: [NSRange] {
        var paragraphs: [NSRange] = []
        var begin = 0
        for index in 0...length where index == length || text.character(at: index) == 0x0A {
            paragraphs.append(NSRange(location: begin, length: index - begin))
            begin = index + 1
        }
        return paragraphs
    }

    /// The line an offset is on: the last that begins at or before it.
    private func lineIndex(of offset: Int, in lines: [NSRange]) -> Int {
        lines.lastIndex { $0.location <= offset } ?? 0
    }

    private func width(of range: NSRange) -> CGFloat {
        range.length == 0 ? 0 : font.estimatedSize(of: text.substring(with: range)).width
    }

    /// The caret's width, as UIKit draws it.
    static let caretWidth: CGFloat = 2

    func caretRect(for position: UITextPosition) -> CGRect {
        guard let offset = offset(of: position) else { return .zero }
        return caretRect(at: max(0, offset), lines: lines)
    }

    private func caretRect(at offset: Int, lines: [NSRange]) -> CGRect {
        let index = lineIndex(of: offset, in: lines)
        let line = lines[index]
        let x = origin.x + width(of: NSRange(location: line.location, length: min(offset, NSMaxRange(line)) - line.location))
        return CGRect(x: x, y: origin.y + CGFloat(index) * font.lineHeight, width: Self.caretWidth, height: font.lineHeight)
    }

    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let range = self.range(of: range).map(characters(of:)) else { return [] }
        let lines = self.lines
        return lines.enumerated().compactMap { index, line in
            let start = max(range.location, line.location), end = min(NSMaxRange(range), NSMaxRange(line))
            guard start < end || (range.length == 0 && start == end && index == lineIndex(of: range.location, in: lines)) else { return nil }
            let x = origin.x + width(of: NSRange(location: line.location, length: start - line.location))
            let rect = CGRect(x: x, y: origin.y + CGFloat(index) * font.lineHeight,
                              width: width(of: NSRange(location: start, length: end - start)), height: font.lineHeight)
            return TextLineSelectionRect(rect: rect, containsStart: start == range.location, containsEnd: end == NSMaxRange(range))
        }
    }

    func firstRect(for range: UITextRange) -> CGRect {
        selectionRects(for: range).first?.rect ?? .null
    }

    /// The caret position nearest `point`: the line under it, then the gap between characters
    /// nearest its x.
    func closestOffset(to point: CGPoint) -> Int {
        let lines = self.lines
        let index = Int(((point.y - origin.y) / font.lineHeight).rounded(.down))
        return closestOffset(toX: point.x, onLine: lines[min(max(index, 0), lines.count - 1)])
    }

    private func closestOffset(toX x: CGFloat, onLine line: NSRange) -> Int {
        var best = line.location
        var bestDistance = CGFloat.infinity
        var offset = line.location
        while true {
            let distance = abs(origin.x + width(of: NSRange(location: line.location, length: offset - line.location)) - x)
            if distance < bestDistance { (best, bestDistance) = (offset, distance) }
            guard offset < NSMaxRange(line) else { break }
            offset = NSMaxRange(text.rangeOfComposedCharacterSequence(at: offset))
        }
        return best
    }

    func closestPosition(to point: CGPoint) -> UITextPosition? {
        TextOffsetPosition(closestOffset(to: point))
    }

    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let range = self.range(of: range) else { return nil }
        return TextOffsetPosition(min(max(closestOffset(to: point), range.location), NSMaxRange(range)))
    }

    /// The character whose box holds `point`.
    func characterRange(at point: CGPoint) -> UITextRange? {
        let lines = self.lines
        let index = Int(((point.y - origin.y) / font.lineHeight).rounded(.down))
        guard lines.indices.contains(index) else { return nil }
        let line = lines[index]
        var offset = line.location
        while offset < NSMaxRange(line) {
            let character = text.rangeOfComposedCharacterSequence(at: offset)
            let left = origin.x + width(of: NSRange(location: line.location, length: offset - line.location))
            if point.x >= left, point.x < left + width(of: character) { return TextOffsetRange(character) }
            offset = NSMaxRange(character)
        }
        return nil
    }

    // MARK: Marked text

    /// Where `markedText` goes and what is marked and selected after it: it replaces the marked
    /// text, else the selection.
    static func marking(_ markedText: String, selectedRange: NSRange, replacing range: NSRange) -> (marked: NSRange, selection: NSRange) {
        let length = (markedText as NSString).length
        let marked = NSRange(location: range.location, length: length)
        let location = min(max(0, selectedRange.location), length)
        let selection = NSRange(location: range.location + location, length: min(selectedRange.length, length - location))
        return (marked, selection)
    }
}
