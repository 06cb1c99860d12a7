import Foundation
import Testing

/// Every public and open declaration says what it is in a doc comment, a one-line summary first,
/// as the handbook asks. Every folder is at zero; the table below stays so that a folder brought in
/// from elsewhere can be let in with a count, which may only go down.
@Suite("Public and open declarations have doc comments")
struct DocCommentTests {
    static let sources = OverridableMemberTests.sources.deletingLastPathComponent()

    /// How many public and open declarations of each folder have no doc comment yet: none. A folder
    /// not listed has none; a number written here may only be lowered.
    static let notYetDocumented: [String: Int] = [:]

    /// A public or open declaration (not an extension).
    static let declarationPattern =
        #"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:nonisolated|final|override|required|convenience|dynamic|static|class|mutating|indirect|lazy|weak|unowned)\s+)*(?:public|open)\s+(?:(?:private|internal|fileprivate)\(set\)\s+)?(?:(?:nonisolated|final|override|required|convenience|dynamic|static|class|mutating|indirect|lazy|weak|unowned)\s+)*(?:func|var|let|init|subscript|class|struct|enum|protocol|typealias|case|actor)\b"#

    /// The folder a source file counts in: a UIKit area, another folder of OpenTouch, or a target.
    static func folder(of path: [String]) -> String {
        if path.count > 3 && path[0] == "OpenTouch" && path[1] == "UIKit" { return path[0...2].joined(separator: "/") }
        if path.count > 2 && path[0] == "OpenTouch" { return path[0...1].joined(separator: "/") }
        return path[0]
    }

    /// Undocumented declarations per folder, as "file:line: declaration".
    static func undocumented() throws -> [String: [String]] {
        var found: [String: [String]] = [:]
        let declaration = try Regex(declarationPattern)
        let publicProtocol = try Regex(#"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*public\s+protocol\b"#)
        let attributesOnly = try Regex(#"\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s*)+"#)
        let requirement = try Regex(#"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:static|mutating|nonisolated)\s+)*(?:func|var|init|subscript|associatedtype)\b"#)
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        for case let url as URL in walker ?? FileManager.default.enumerator(atPath: "/")! {
            guard url.pathExtension == "swift", !url.path.contains(".docc/") else { continue }
            let relative = Array(url.standardizedFileURL.pathComponents.drop { $0 != "Sources" }.dropFirst())
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            // A public protocol's requirements are public declarations without the word.
            var depth = 0, protocolDepth: Int?
            for (index, line) in lines.enumerated() {
                let isRequirement = protocolDepth.map { depth == $0 + 1 } == true && line.prefixMatch(of: requirement) != nil
                if protocolDepth == nil && line.prefixMatch(of: publicProtocol) != nil { protocolDepth = depth }
                depth += OverridableMemberTests.depthChange(line)
                if let start = protocolDepth, depth <= start, !line.contains("protocol ") || line.contains("}") { protocolDepth = nil }
                guard isRequirement || line.prefixMatch(of: declaration) != nil else { continue }
                // DocC shows the documentation of what these stand for: RawRepresentable's
                // witnesses, overrides (the overridden declaration's), and underscored names,
                // which it leaves out (the Objective-C bridging witnesses).
                if line.contains("rawValue") && (line.contains(" let rawValue") || line.contains(" var rawValue") || line.contains("init(rawValue")) { continue }
                if line.contains("override ") || line.contains(" func _") { continue }
                // The standard protocols' witnesses (Equatable, Comparable, Hashable, CustomStringConvertible).
                if line.contains("static func == (") || line.contains("static func < (") || line.contains("func hash(into") || line.contains(" var description: String")
                    || line.contains(" let description: String") || line.contains(" var debugDescription: String") { continue }
                var previous = index - 1
                // Attribute lines of their own (`@discardableResult`) stand between a comment and its declaration.
                while previous >= 0 && lines[previous].wholeMatch(of: attributesOnly) != nil { previous -= 1 }
                let above = previous >= 0 ? lines[previous].trimmingCharacters(in: .whitespaces) : ""
                if above.hasPrefix("///") || above.hasSuffix("*/") { continue }
                found[folder(of: relative), default: []].append("\(relative.joined(separator: "/")):\(index + 1): \(line.trimmingCharacters(in: .whitespaces).prefix(80))")
            }
        }
        return found
    }

    @Test("No folder gains an undocumented public or open declaration, and the counts left are the table's")
    func everyDeclarationIsDocumented() throws {
        let found = try Self.undocumented()
        #expect(found.values.reduce(0) { $0 + $1.count } > 0 || Self.notYetDocumented.isEmpty)
        for folder in Set(found.keys).union(Self.notYetDocumented.keys).sorted() {
            let count = found[folder]?.count ?? 0, allowed = Self.notYetDocumented[folder] ?? 0
            #expect(count <= allowed, "\(folder): \(count) undocumented, \(allowed) allowed; document these: \(found[folder]!.prefix(count - allowed))")
            #expect(count >= allowed, "\(folder): only \(count) undocumented now; lower its number in notYetDocumented to \(count)")
        }
    }
}
