import Foundation

/// What OpenTouch resets between two tests of one process, so that nothing of one test reaches
/// the next (TIM-5).
///
/// UIKit's simulator starts each test bundle with one application, and its state carries from
/// test to test. OpenTouch resets the run-loop application (`UIApplication.shared` outside any
/// screen's delivery) at the end of every XCTest test, after its `tearDown` and teardown blocks:
/// the `UIKit` module registers an XCTest observation for that. See
/// ``UIApplication`` for what the reset covers. A ``TouchScreen``'s application is the test's
/// own and goes with the screen; after the reset, no screen of the finished test is in charge,
/// so the next test's free-standing work (main-queue blocks, timers) runs on run-loop time.
@_spi(UIKitTime)
public enum TestIsolation {
    /// Ends a test: resets the run-loop application and forgets the screen driven last (TIM-5).
    public static func testDidFinish() {
        guard MainActorContext.isCurrent else { return }
        MainActor.assumeIsolated {
            UIApplication.forgetDrivenApplication()
            UIApplication.runLoopApplication.resetBetweenTests()
        }
    }
}
