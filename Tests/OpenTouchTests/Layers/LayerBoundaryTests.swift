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
        let named = try EngineBoundaryTests.names(under: "QuartzCore") { type in
            uikit.contains(type) || EngineBoundaryTests.isUIKitStyleName(type)
        }
        #expect(named.isEmpty, "QuartzCore/ names \(named)")
    }
}
