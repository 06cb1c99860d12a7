import Foundation

/// The printf-style formats of `os_log`: each conversion with its privacy annotation
/// (`%{public}@`, `%{private}d`), filled one by one so that private values can be hidden.
enum PrintfFormat {
    /// `format` with `args` in place: as stored, `%{private}` values, and strings and objects
    /// without an annotation, as `<private>`; as revealed to the console, every value.
    static func compose(_ format: String, _ args: [any CVarArg]) -> (stored: String, revealed: String) {
        var output = ""
        var revealed = ""
        var next = args.makeIterator()
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            output += rest[..<percent]
            revealed += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                output += "%"
                revealed += "%"
                rest = rest.dropFirst()
                continue
            }
            // An annotation: {public}, {private}, {public, name}, {bool} and the like.
            var annotation = ""
            if rest.first == "{", let close = rest.firstIndex(of: "}") {
                annotation = String(rest[rest.index(after: rest.startIndex)..<close])
                rest = rest[rest.index(after: close)...]
            }
            // Flags, width, precision and length, then the conversion character.
            guard let conversion = rest.firstIndex(where: { $0.isLetter && !"hlqjztL".contains($0) || $0 == "@" }) else {
                output += "%" + rest
                revealed += "%" + rest
                rest = ""
                break
            }
            let specifier = "%" + rest[...conversion]
            rest = rest[rest.index(after: conversion)...]
            guard let argument = next.next() else {
                output += "<missing>"
                revealed += "<missing>"
                continue
            }
            let words = annotation.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let dynamic = specifier.last == "@" || specifier.last == "s"
            let hidden = words.contains("private") || words.contains("sensitive") || (dynamic && !words.contains("public"))
            let shown = String(format: specifier, argument)
            output += hidden ? "<private>" : shown
            revealed += shown
        }
        output += rest
        revealed += rest
        return (output, revealed)
    }
}
