import Foundation
import Testing

/// Every rule id the code, the tests and the documents cite is stated in the behaviour reference
/// (the DocC catalog), so a reader of the repository can always look a citation up.
@Suite("The behaviour reference covers every rule id cited")
struct ReferenceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let catalog = root.appendingPathComponent("Sources/OpenTouch/OpenTouch.docc")

    /// `HIT-2`, `GR-11..13` (a range), `S1`: what counts as a citation.
    static let citation = try! NSRegularExpression(pattern: #"\b(HIT|RSP|TCH|GR|CTL|SCR|MEM|LST|LYR|DRW|TRT|CLR|TXT|IMG|EFX|ACC|TIM|NTF|CTR|LAY|VC|RUN|LOG|INT|TST|ANI|TRN|PGV|PKR|SRC|BAR|LCH|DEV|NIB)-([0-9]+)(?:\.\.([0-9]+))?\b|\b(S[1-5])\b"#)
    /// `**HIT-2**`: how the reference states a rule.
    static let definition = try! NSRegularExpression(pattern: #"\*\*((?:HIT|RSP|TCH|GR|CTL|SCR|MEM|LST|LYR|DRW|TRT|CLR|TXT|IMG|EFX|ACC|TIM|NTF|CTR|LAY|VC|RUN|LOG|INT|TST|ANI|TRN|PGV|PKR|SRC|BAR|LCH|DEV|NIB)-[0-9]+|S[1-5])\*\*"#)

    static func matches(_ regex: NSRegularExpression, in text: String) -> [NSTextCheckingResult] {
        regex.matches(in: text, range: NSRange(text.startIndex..., in: text))
    }

    static func files(under folder: String, extensions: Set<String>) -> [URL] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { extensions.contains($0.pathExtension) && !$0.path.contains("/.build") }
    }

    /// Every rule id the reference states.
    static func definitions() throws -> Set<String> {
        var defined: Set<String> = []
        for article in files(under: "Sources/OpenTouch/OpenTouch.docc", extensions: ["md"]) {
            let text = try String(contentsOf: article, encoding: .utf8)
            for match in matches(definition, in: text) {
                defined.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        return defined
    }

    static func cited(in text: String) -> Set<String> {
        var ids: Set<String> = []
        for match in matches(citation, in: text) {
            func group(_ index: Int) -> String? {
                Range(match.range(at: index), in: text).map { String(text[$0]) }
            }
            if let scene = group(4) { ids.insert(scene); continue }
            guard let area = group(1), let first = group(2).flatMap(Int.init) else { continue }
            let last = group(3).flatMap(Int.init) ?? first
            for number in first...max(first, last) { ids.insert("\(area)-\(number)") }
        }
        return ids
    }

    @Test("Every cited rule id is defined in the DocC catalog, and every defined one is cited")
    func everyCitationIsDefined() throws {
        let defined = try Self.definitions()
        var citedBy: [String: String] = [:]
        let sources = ["Sources", "Tests", "Examples", "Benchmarks/Sources", "Fuzz/Sources"].flatMap {
            Self.files(under: $0, extensions: ["swift", "md", "txt", "py", "json"])
        } + ["README.md", "ARCHITECTURE.md", "BENCHMARKS.md"].map { Self.root.appendingPathComponent($0) }
        for file in sources where file.deletingLastPathComponent().path != Self.catalog.path {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for id in Self.cited(in: text) where citedBy[id] == nil {
                citedBy[id] = file.lastPathComponent
            }
        }
        let missing = citedBy.keys.filter { !defined.contains($0) }.sorted()
        #expect(missing.isEmpty, "cited but not in the reference: \(missing.map { "\($0) (\(citedBy[$0]!))" })")
        #expect(defined.count >= 57, "the reference states \(defined.count) rules; behavior.md had 53 and the scenes 4")
        let uncited = defined.subtracting(citedBy.keys).sorted()
        #expect(uncited.isEmpty, "in the reference but cited nowhere: \(uncited)")
    }

    @Test("ARCHITECTURE.md's files on the path of a plain tap, a tap and a pan are exactly those Benchmarks/files-on-path.sh listed, and its counts are the script's")
    func filesOnPathInStep() throws {
        let report = try String(contentsOf: Self.root.appendingPathComponent("Benchmarks/files-on-path.txt"), encoding: .utf8)
        let architecture = try String(contentsOf: Self.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        // The script's three lists, in its order (plain tap, tap, pan), as paths under Sources
        // with the OpenTouch target's prefix left out, as ARCHITECTURE.md writes them.
        var measured: [Set<String>] = []
        for line in report.split(separator: "\n") {
            if line.hasPrefix("== ") { measured.append(Set<String>()) }
            if line.hasSuffix(".swift"), !measured.isEmpty {
                let path = line.hasPrefix("OpenTouch/") ? String(line.dropFirst("OpenTouch/".count)) : String(line)
                measured[measured.count - 1].insert(path)
            }
        }
        #expect(measured.count == 3)
        let result = try #require(report.split(separator: "\n").first { $0.hasPrefix("RESULT ") })
        #expect(result == "RESULT plain_tap_files=\(measured[0].count) tap_files=\(measured[1].count) pan_files=\(measured[2].count)")
        #expect(architecture.contains("`\(result)`"), "ARCHITECTURE.md quotes the script's result line")
        // The table: one row per file, a tick in each path's column that runs it.
        var table: [Set<String>] = [[], [], []]
        for line in architecture.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 7 else { continue }
            let path = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            for column in 0..<3 where cells[3 + column] == "✓" { table[column].insert(path) }
        }
        #expect(table == measured, "ARCHITECTURE.md's table names other files than the script listed")
        for (name, files) in zip(["plain tap", "tap with a recognizer", "pan with a recognizer"], measured) {
            #expect(architecture.contains("**\(name)**") && architecture.contains("**\(files.count) files**"), "ARCHITECTURE.md gives the \(name)'s count")
        }
    }

    @Test("The tutorials' code is the walk-through package's, file for file")
    func tutorialCodeIsTheExamplePackages() throws {
        let resources = Self.root.appendingPathComponent("Sources/OpenTouch/OpenTouch.docc/Resources")
        let examples = ["Examples/TouchTestingWalkthrough", "Examples/StoryboardNotes"].map { Self.root.appendingPathComponent($0) }
        let files = examples.flatMap { example in
            FileManager.default.enumerator(at: example, includingPropertiesForKeys: nil)!
                .compactMap { $0 as? URL }
                .filter { $0.pathExtension == "swift" && !$0.path.contains("/.build") && $0.lastPathComponent != "Package.swift" }
        }
        var compared = 0
        for file in files {
            let shown = resources.appendingPathComponent(file.lastPathComponent)
            guard FileManager.default.fileExists(atPath: shown.path) else { continue }
            #expect(try String(contentsOf: shown, encoding: .utf8) == String(contentsOf: file, encoding: .utf8),
                    "\(file.lastPathComponent): the tutorial shows other code than the package CI tests")
            compared += 1
        }
        #expect(compared >= 10)
        // The storyboard tutorial's package, storyboard and Info.plist, shown under other names.
        let renamed = ["StoryboardNotes-Package.swift": "Examples/StoryboardNotes/Package.swift",
                       "Notes-Main.storyboard": "Examples/StoryboardNotes/Sources/Notes/Base.lproj/Main.storyboard",
                       "Notes-Info.plist": "Examples/StoryboardNotes/Sources/Notes/Config/Info.plist"]
        for (shown, original) in renamed {
            #expect(try String(contentsOf: resources.appendingPathComponent(shown), encoding: .utf8)
                    == String(contentsOf: Self.root.appendingPathComponent(original), encoding: .utf8), "\(shown) is not \(original)")
        }
    }

    @Test("The README's table of what works names rules the reference defines, and its Not yet list is the reference's")
    func readmeAgreesWithTheReference() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let notYetPage = try String(contentsOf: Self.root.appendingPathComponent("Sources/OpenTouch/OpenTouch.docc/NotYet.md"), encoding: .utf8)
        func bullets(after heading: String, in text: String) -> [String] {
            guard let start = text.range(of: heading + "\n") else { return [] }
            return text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
                .drop { $0.isEmpty }
                .prefix { $0.hasPrefix("- ") }
                .map(String.init)
        }
        let listed = bullets(after: "### Not yet", in: readme)
        #expect(listed.count >= 5)
        #expect(listed == bullets(after: "## Not yet", in: notYetPage), "the README's Not yet list drifted from NotYet.md")

        let start = try #require(readme.range(of: "## What works, and what does not yet\n"))
        let rows = readme[start.upperBound...].split(separator: "\n").drop { !$0.hasPrefix("| ") }.prefix { $0.hasPrefix("| ") }.dropFirst(2)
        #expect(rows.count >= 10)
        let defined = Set(try Self.definitions().map { $0.split(separator: "-").first.map(String.init) ?? $0 })
        for row in rows {
            let prefixes = row.split(separator: "|").last?.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } ?? []
            #expect(!prefixes.isEmpty && prefixes.allSatisfy(defined.contains), "\(row): a rule family the reference does not define")
        }
    }

    @Test("The Not yet list of missing UIKit classes names none that the sources declare")
    func missingClassesAreMissing() throws {
        let notYetPage = try String(contentsOf: Self.root.appendingPathComponent("Sources/OpenTouch/OpenTouch.docc/NotYet.md"), encoding: .utf8)
        let line = try #require(notYetPage.split(separator: "\n").first { $0.hasPrefix("- UIKit classes not here yet") })
        let names = Self.matches(try NSRegularExpression(pattern: "`(UI[A-Za-z]+)`"), in: String(line)).compactMap { match in
            Range(match.range(at: 1), in: String(line)).map { String(String(line)[$0]) }
        }
        #expect(names.count >= 20)
        var sources = ""
        for file in Self.files(under: "Sources", extensions: ["swift"]) { sources += try String(contentsOf: file, encoding: .utf8) }
        for name in names {
            let declaration = try NSRegularExpression(pattern: "(class|struct|protocol|enum|typealias|actor|func) \(name)\\b")
            #expect(Self.matches(declaration, in: sources).isEmpty, "\(name) is declared now: take it off the Not yet list")
        }
    }

    @Test("Ranges in citations expand to every rule in them")
    func rangesExpand() {
        #expect(Self.cited(in: "GR-11..13 and HIT-2, S4") == ["GR-11", "GR-12", "GR-13", "HIT-2", "S4"])
    }
}
