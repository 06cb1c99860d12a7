import Foundation

/// Fitting text into a width, with the same per-character estimate as every size here (TXT-3):
/// which characters a label shows on a line, and at what font size.
enum TextFitting {
    /// `text` cut to fit `width` as `mode` says: the truncating modes put an ellipsis where the
    /// cut is; wrapping and clipping modes show the text as it is (what does not fit is clipped).
    static func line(_ text: String, font: UIFont, kern: CGFloat, width: CGFloat, mode: NSLineBreakMode) -> String {
        func fits(_ candidate: String) -> Bool { font.estimatedSize(of: candidate, kern: kern).width <= width + 0.001 }
        guard !fits(text) else { return text }
        let characters = Array(text)
        switch mode {
        case .byWordWrapping, .byCharWrapping, .byClipping:
            return text
        case .byTruncatingTail:
            for keep in stride(from: characters.count - 1, through: 0, by: -1) {
                let candidate = String(characters[..<keep]) + "…"
                if fits(candidate) { return candidate }
            }
        case .byTruncatingHead:
            for keep in stride(from: characters.count - 1, through: 0, by: -1) {
                let candidate = "…" + String(characters[(characters.count - keep)...])
                if fits(candidate) { return candidate }
            }
        case .byTruncatingMiddle:
            for keep in stride(from: characters.count - 1, through: 0, by: -1) {
                let head = (keep + 1) / 2, tail = keep - head
                let candidate = String(characters[..<head]) + "…" + String(characters[(characters.count - tail)...])
                if fits(candidate) { return candidate }
            }
        }
        return "…"
    }

    /// The lines `text` takes in `width`, at most `limit` (0: no limit), breaking between
    /// characters by the estimate; the last line is truncated as `mode` says when text is left over.
    static func lines(_ text: String, font: UIFont, kern: CGFloat, width: CGFloat, limit: Int, mode: NSLineBreakMode) -> [String] {
        guard width > 0, !text.isEmpty else { return text.isEmpty ? [] : [text] }
        var lines: [String] = []
        var current = ""
        for character in text {
            let candidate = current + String(character)
            if !current.isEmpty, font.estimatedSize(of: candidate, kern: kern).width > width + 0.001 {
                lines.append(current)
                current = String(character)
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(current) }
        guard limit > 0, lines.count > limit else { return lines }
        let rest = lines[(limit - 1)...].joined()
        return Array(lines[..<(limit - 1)]) + [line(rest, font: font, kern: kern, width: width, mode: mode == .byTruncatingHead || mode == .byTruncatingMiddle ? .byTruncatingTail : mode)]
    }

    /// The font size at which `text` fits `width` on one line, not below `minimumScale` of the
    /// font's size; the font's own size when it fits or when `minimumScale` is 0 (TXT-3).
    static func shrunkSize(_ text: String, font: UIFont, kern: CGFloat, width: CGFloat, minimumScale: CGFloat) -> CGFloat {
        let natural = font.estimatedSize(of: text, kern: kern).width
        guard natural > width, natural > 0, minimumScale > 0 else { return font.pointSize }
        let scale = max(minimumScale, min(1, width / natural))
        return (font.pointSize * scale * 2).rounded(.down) / 2
    }
}
