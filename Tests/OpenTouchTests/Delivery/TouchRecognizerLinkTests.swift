import Foundation
import Testing

/// Which recognizers hold which touches is kept on both sides, the touch's list of its
/// recognizers and the recognizer's list of its touches, so that either is found without a
/// search; one type writes both, so that they cannot disagree.
@Suite("A touch's recognizers and a recognizer's touches are written in one place (GR-1, GR-5, GR-14)")
struct TouchRecognizerLinkTests {
    @Test("GR-1 only RecognizerRecord enters or takes off a touch's recognizers")
    func onlyTheRecordWritesTheLink() throws {
        // The recognizer's side is `private(set)`, so the compiler keeps it; the touch's side is
        // written from another file, so this reads the sources for any write of it.
        let write = try NSRegularExpression(pattern: #"record\.recognizers\s*(\.(append|remove|insert)|=[^=])"#)
        var writers: [String] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: ReferenceTests.root.appendingPathComponent("Sources/OpenTouch").path)
        where !folder.contains(".") {
            for (name, code) in try EngineBoundaryTests.code(under: folder)
            where write.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil {
                writers.append(name)
            }
        }
        #expect(writers.sorted() == ["RecognizerRecord.swift"], "these write a touch's recognizers: \(writers)")
    }
}
