import Foundation
import Testing

/// Layers sit below views: QuartzCore reaches the views it backs, the windows that show it and
/// the views' animation blocks only through seams of its own (`LayerOwner`, `LayerHost`,
/// `CALayerDelegate`), as Core Animation knows nothing of UIKit on iOS.
@Suite("QuartzCore names no UIKit type (LYR-1, LYR-2, LYR-5)")
struct LayerBoundaryTests {
    @Test("QuartzCore/ names no type declared under UIKit/ and no UI-prefixed type")
    func quartzCoreNamesNoUIKitType() throws {
        let uikit = try EngineBoundaryTests.declaredTypes(in: ["UIKit"])
        #expect(uikit.contains("UIView") && uikit.contains("ViewAnimation") && uikit.contains("UIColor"))
        let word = try NSRegularExpression(pattern: #"\b[A-Z][A-Za-z0-9_]*\b"#)
        var named: [String] = []
        for (name, code) in try EngineBoundaryTests.code(under: "QuartzCore") {
            for match in word.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                guard let range = Range(match.range, in: code) else { continue }
                let type = String(code[range])
                if uikit.contains(type) || (type.hasPrefix("UI") && type.count > 2 && type.dropFirst(2).first!.isUppercase) {
                    named.append("\(name): \(type)")
                }
            }
        }
        #expect(named.isEmpty, "QuartzCore/ names \(Set(named).sorted())")
    }
}
