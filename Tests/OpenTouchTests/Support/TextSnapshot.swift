import Foundation
import Testing

/// Compares `text` with the file `__Snapshots__/<suite>/<name>.txt` next to the calling test file,
/// failing with the first lines that differ; a missing file is written (and the test fails once,
/// so that a recording is never mistaken for a pass).
///
/// A small stand-in for swift-snapshot-testing's `.lines` strategy, which the test target cannot
/// depend on: it is compiled in the same build as OpenTouch's `UIKit` module, sees
/// `canImport(UIKit)` as true and then needs iOS's UIKit (see README, "import UIKit").
func assertTextSnapshot(_ text: String, named name: String, suite: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__").appendingPathComponent(suite)
    let file = directory.appendingPathComponent("\(name).txt")
    guard let recorded = try? String(contentsOf: file, encoding: .utf8) else {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? text.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("no snapshot at \(file.path); recorded one, run again", sourceLocation: sourceLocation)
        return
    }
    guard recorded != text else { return }
    let old = recorded.split(separator: "\n", omittingEmptySubsequences: false)
    let new = text.split(separator: "\n", omittingEmptySubsequences: false)
    let first = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
    let context = "line \(first + 1):\n  recorded: \(first < old.count ? String(old[first]) : "<end>")\n  now:      \(first < new.count ? String(new[first]) : "<end>")"
    Issue.record("\(name) differs from \(file.path) (delete the file to record again)\n\(context)", sourceLocation: sourceLocation)
}
