import Foundation
import Testing

/// Test files are named for what they test, never after a target they are not in, so that a
/// reader who looks for a target's tests finds them in that target's folder.
@Suite("Test files are where a reader looks for them")
struct TestFileNameTests {
    @Test("No test file is named after a target it is not in")
    func noTestFileNamedAfterAnotherTarget() throws {
        let manager = FileManager.default
        let targets = Set(try ["Sources", "Tests"].flatMap { folder in
            try manager.contentsOfDirectory(atPath: ReferenceTests.root.appendingPathComponent(folder).path)
        })
        #expect(targets.contains("GestureArbitration") && targets.contains("OpenTouchTests"))
        var misplaced: [String] = []
        for testTarget in try manager.contentsOfDirectory(atPath: ReferenceTests.root.appendingPathComponent("Tests").path) {
            for file in ReferenceTests.files(under: "Tests/\(testTarget)", extensions: ["swift"]) {
                let stem = file.deletingPathExtension().lastPathComponent
                let named = stem.hasSuffix("Tests") ? String(stem.dropLast("Tests".count)) : stem
                for name in [stem, named] where targets.contains(name) && name != testTarget && name + "Tests" != testTarget {
                    misplaced.append("Tests/\(testTarget)/\(file.lastPathComponent) is named after \(name)")
                }
            }
        }
        #expect(misplaced.isEmpty, "\(misplaced)")
    }
}
