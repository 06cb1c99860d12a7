import Foundation
import Testing

/// RUN-8: a member declared in an extension cannot be overridden in Swift, so every public
/// instance member of an open UIKit class must sit in the class body, `open`. This reads the
/// sources, as the compiler would, so that a member added in an extension fails here first.
@Suite("RUN-8 UIKit's overridable members are declared open in their classes")
struct OverridableMemberTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/OpenTouch")

    /// OpenTouch's own additions, which UIKit lacks and so no UIKit subclass overrides.
    static let ownAdditions: Set<String> = ["UIView.drawing", "CALayer.drawing", "UIApplication.launch"]

    static func swiftFiles() -> [(name: String, text: String)] {
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        return (walker?.compactMap { $0 as? URL } ?? [])
            .filter { $0.pathExtension == "swift" }
            .compactMap { url in (try? String(contentsOf: url, encoding: .utf8)).map { (url.lastPathComponent, $0) } }
    }

    /// Braces that count: none inside string literals or comments.
    static func depthChange(_ line: Substring) -> Int {
        var code = line
        if let comment = code.range(of: "//") { code = code[..<comment.lowerBound] }
        var depth = 0, inString = false
        for character in code {
            if character == "\"" { inString.toggle() }
            if inString { continue }
            if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
        }
        return depth
    }

    @Test("RUN-8 no public instance member of an open UIKit class is declared in an extension")
    func noOverridableMemberInAnExtension() throws {
        let files = Self.swiftFiles()
        let openClass = try Regex(#"^open class (\w+)"#)
        let classes = Set(files.flatMap { file in
            file.text.split(separator: "\n").compactMap { line in (try? openClass.prefixMatch(in: line)).flatMap { $0.output[1].substring.map(String.init) } }
        })
        #expect(classes.contains("UIView") && classes.contains("CALayer") && classes.count > 100, "the scan sees the classes")

        let extensionHead = try Regex(#"^(?:public )?extension (\w+)(?![\w.])"#)
        let member = try Regex(#"^    (?:@\w+(?:\([^)]*\))?\s+)*public (?:override )?(?:func|var|subscript) ?(\w*)"#)
        var misplaced: [String] = []
        for file in files {
            var depth = 0
            var extended: String?
            for line in file.text.split(separator: "\n", omittingEmptySubsequences: false) {
                if depth == 0 {
                    extended = (try? extensionHead.prefixMatch(in: line))?.output[1].substring.map(String.init)
                    if let name = extended, !classes.contains(name) { extended = nil }
                }
                if let extended, depth == 1, let found = try? member.prefixMatch(in: line),
                   let name = found.output[1].substring.map(String.init),
                   !Self.ownAdditions.contains("\(extended).\(name)") {
                    misplaced.append("\(file.name): \(extended).\(name)")
                }
                depth += Self.depthChange(line)
            }
        }
        #expect(misplaced == [], "declare these open in the class body")
    }
}
