@_spi(UIKitTime) import OpenTouch
#if canImport(XCTest) && os(Linux)
import XCTest
#endif

// Nothing of one XCTest test reaches the next (TIM-5): an observer resets the run-loop
// application once each test has finished, after its tearDown and teardown blocks. The UIKitLoad
// target calls this function when the program loads, before XCTest runs its first test, and
// explains a crash before that first test until the observer hears XCTest start (TIM-3).
/// Registers the observer that resets the run-loop application after each XCTest test (TIM-5); called when the program loads.
@_cdecl("opentouch_uikit_did_load")
public func opentouchUIKitDidLoad() {
    #if canImport(XCTest) && os(Linux)
    TestBoundaryObserver.register()
    #endif
}

#if canImport(XCTest) && os(Linux)
/// UIKitLoad's C function, named here rather than imported: a module this one imports, every
/// package that imports UIKit would have to find too (swift-property-based, compiled beside it,
/// cannot).
@_silgen_name("opentouch_disarm_launch_hint")
private func opentouchDisarmLaunchHint()

/// Resets the run-loop application when an XCTest test finishes (TIM-5).
final class TestBoundaryObserver: NSObject, XCTestObservation {
    nonisolated(unsafe) private static var registered: TestBoundaryObserver?

    static func register() {
        guard registered == nil else { return }
        let observer = TestBoundaryObserver()
        registered = observer
        XCTestObservationCenter.shared.addTestObserver(observer)
    }

    /// XCTest has started: an abort from now on is not the launch crash UIKitLoad explains.
    func testBundleWillStart(_ testBundle: Bundle) {
        opentouchDisarmLaunchHint()
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        TestIsolation.testDidFinish()
    }
}
#endif
