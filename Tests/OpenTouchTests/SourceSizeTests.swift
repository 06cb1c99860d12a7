import Foundation
import Testing

/// Files a reader can take in: none over 550 lines, except the body of an open UIKit class, whose
/// overridable members must stay in its body (RUN-8) and which may take up to 10 lines for each;
/// its helpers and logic live in files of their own.
@Suite("Source files stay readable: at most 550 lines, or an open class's body at 10 lines a member (RUN-8)")
struct SourceSizeTests {
    @Test("No source file is over 550 lines unless it is one open class's body with at most 10 lines per open member")
    func sizes() throws {
        let files = ReferenceTests.files(under: "Sources", extensions: ["swift"]).filter { !$0.path.contains(".docc/") }
        #expect(files.count > 500)
        let topLevel = try NSRegularExpression(
            pattern: #"^(?:@[A-Za-z]+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|fileprivate|private|final|nonisolated)\s+)*(class|struct|enum|protocol|actor|extension|func|let|var|typealias)\b"#,
            options: .anchorsMatchLines)
        let member = try NSRegularExpression(
            pattern: #"^\s+(?:@[A-Za-z]+(?:\([^)]*\))?\s+)*(?:open\s|public\s+(?:(?:override|required|convenience)\s+)*init\b)"#,
            options: .anchorsMatchLines)
        var tooLong: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
            guard lines > 550 else { continue }
            let range = NSRange(text.startIndex..., in: text)
            let declarations = topLevel.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
            let members = member.numberOfMatches(in: text, range: range)
            let isOneOpenClass = declarations == ["class"] && text.contains("\nopen class ")
            if !isOneOpenClass || lines > 10 * members {
                tooLong.append("\(file.path.replacingOccurrences(of: ReferenceTests.root.path + "/", with: "")): \(lines) lines, \(members) open members, top level \(declarations)")
            }
        }
        #expect(tooLong.isEmpty, "\(tooLong)")
    }
}
