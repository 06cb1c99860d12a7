import Foundation

/// The classes a target declares, and the `@IBAction` and `@IBSegueAction` methods each has, read from its Swift
/// sources (NIB-6): what the documents' custom classes and action selectors are matched against.
///
/// A reading of declarations, not a parser: a class or extension opened at the top level of a
/// file, and each `@IBAction func` inside it. Good enough for action methods, which are written
/// one per declaration.
struct SourceScanner {
    struct Action: Hashable {
        /// The Objective-C selector Xcode writes in documents: `tapped:`, `unwindToList:`.
        let selector: String
        /// The method's full Swift name: `tapped(_:)`.
        let swiftName: String
    }

    /// Classes declared at the top level of the sources.
    private(set) var classes: Set<String> = []
    /// The `@IBAction` methods of each class, from its body and its extensions.
    private(set) var actions: [String: [Action]] = [:]
    /// `@IBAction` methods left out, with why (a private method cannot be reached from the
    /// generated file).
    private(set) var skipped: [String] = []

    mutating func scan(_ source: String, file: String) {
        var depth = 0
        var owner: String?
        var pendingAction = false
        for (number, rawLine) in source.components(separatedBy: "\n").enumerated() {
            let line = Self.code(of: rawLine)
            if depth == 0, let (kind, name) = Self.declaration(in: line) {
                owner = name
                if kind == "class" { classes.insert(name) }
            }
            if depth == 1, let owner {
                if line.contains("@IBAction") || line.contains("@IBSegueAction") { pendingAction = true }
                if pendingAction, line.contains("func ") {
                    pendingAction = false
                    if let action = Self.action(in: line) {
                        if line.range(of: #"\b(private|fileprivate)\b"#, options: .regularExpression) != nil {
                            skipped.append("\(file):\(number + 1): \(owner).\(action.swiftName) is private: the documents cannot reach it")
                        } else {
                            actions[owner, default: []].append(action)
                        }
                    }
                }
            }
            for character in line {
                if character == "{" { depth += 1 }
                if character == "}" { depth = max(0, depth - 1); if depth == 0 { owner = nil } }
            }
        }
    }

    /// The line without its comment and string literals, so that their braces do not count.
    private static func code(of line: String) -> String {
        var kept = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if !inString, character == "/", previous == "/" { kept.removeLast(); break }
            if character == "\"", previous != "\\" { inString.toggle(); previous = character; continue }
            if !inString { kept.append(character) }
            previous = character
        }
        return kept
    }

    /// `class Name` or `extension Name` at the start of a declaration, after its modifiers.
    private static func declaration(in line: String) -> (String, String)? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let modifiers: Set<String> = ["public", "open", "internal", "final", "private", "fileprivate", "@MainActor", "@objc"]
        var index = 0
        while index < words.count, modifiers.contains(words[index]) || words[index].hasPrefix("@") { index += 1 }
        guard index + 1 < words.count, words[index] == "class" || words[index] == "extension" else { return nil }
        let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard !name.isEmpty, name != "func", name != "var" else { return nil }
        return (words[index], String(name))
    }

    /// The action declared on `line`: `func name(label param: Type, …)`.
    static func action(in line: String) -> Action? {
        guard let funcRange = line.range(of: "func ") else { return nil }
        let rest = line[funcRange.upperBound...]
        guard let open = rest.firstIndex(of: "(") else { return nil }
        let base = rest[..<open].trimmingCharacters(in: .whitespaces)
        guard !base.isEmpty else { return nil }
        var parameters = ""
        var depth = 0
        for character in rest[rest.index(after: open)...] {
            if character == "(" || character == "[" || character == "<" { depth += 1 }
            if character == ")" || character == "]" || character == ">" {
                if depth == 0 { break }
                depth -= 1
            }
            parameters.append(character)
        }
        var labels: [String] = []
        var piece = ""
        depth = 0
        for character in parameters + "," {
            if character == "(" || character == "[" || character == "<" { depth += 1 }
            if character == ")" || character == "]" || character == ">" { depth -= 1 }
            if character == ",", depth == 0 {
                let names = piece.split(separator: ":").first.map { $0.split(separator: " ").map(String.init) } ?? []
                if let label = names.first { labels.append(label) }
                piece = ""
            } else {
                piece.append(character)
            }
        }
        let swiftName = "\(base)(\(labels.map { "\($0):" }.joined()))"
        return Action(selector: selector(base: base, labels: labels), swiftName: swiftName)
    }

    /// The Objective-C selector Swift gives a method: `tapped(_:)` is `tapped:`,
    /// `tapped(sender:)` is `tappedWithSender:`, `unwind(for:)` is `unwindFor:`.
    static func selector(base: String, labels: [String]) -> String {
        guard let first = labels.first else { return base }
        var selector = base
        if first != "_" {
            let capitalized = first.prefix(1).uppercased() + first.dropFirst()
            selector += prepositions.contains(first) ? capitalized : "With" + capitalized
        }
        selector += ":"
        for label in labels.dropFirst() { selector += (label == "_" ? "" : label) + ":" }
        return selector
    }

    private static let prepositions: Set<String> = [
        "about", "above", "across", "after", "against", "along", "among", "around", "as", "at", "before",
        "behind", "below", "beneath", "beside", "between", "beyond", "by", "down", "during", "for", "from",
        "in", "inside", "into", "near", "of", "off", "on", "onto", "out", "over", "since", "through", "to",
        "toward", "towards", "under", "until", "up", "upon", "via", "with", "within", "without",
    ]
}
