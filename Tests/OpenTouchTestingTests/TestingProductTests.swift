import Foundation
import OpenTouch
import OpenTouchSnapshotTesting
import OpenTouchTesting
import SnapshotTesting
import Testing

/// The testing products as a user's test package links them: a miss is a test issue at the
/// caller's line with nothing set up, and a trace snapshots as its timeline.
@Suite("The testing products: misses as test issues, trace snapshots (TST-3, TST-8)")
@MainActor
struct TestingProductTests {
    private func screenWithCoveredButton() -> (TouchScreen, UIButton) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let buy = UIButton(type: .system)
        buy.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
        buy.accessibilityIdentifier = "buy"
        window.addSubview(buy)
        let overlay = UIView(frame: window.bounds)
        overlay.accessibilityIdentifier = "overlay"
        window.addSubview(overlay)
        window.makeKeyAndVisible()
        return (TouchScreen(window: window), buy)
    }

    @Test("TST-8 linking OpenTouchTesting installs its reporter: nothing to set up")
    func installed() {
        #expect(TouchScreen.issueReporter is IssueReportingTouchReporter)
    }

    @Test("TST-3 TST-8 a tap that misses is recorded as an issue at the caller's line")
    func missIsAnIssue() {
        let (screen, buy) = screenWithCoveredButton()
        withKnownIssue {
            screen.tap(buy)
        } matching: { issue in
            issue.description.contains("tap on `buy` missed: the touch went to `overlay`: it is above `buy` and takes touches (HIT-2)")
        }
        // Both the tap and the expectation report: the tap its miss, the expectation where it went.
        withKnownIssue {
            expectTouch(screen.tap(buy), reaches: buy)
        } matching: { issue in
            issue.description.contains("tap on `buy` missed") || issue.description.contains("expected the touch to reach `buy`, but it went to `overlay`")
        }
    }

    @Test("TST-4 TST-8 settle's timeout is recorded as an issue")
    func settleTimeout() {
        let (screen, _) = screenWithCoveredButton()
        screen.clock.schedule(after: 5) {}
        withKnownIssue {
            screen.settle(timeout: 1)
        } matching: { issue in
            issue.description.contains("settle(timeout: 1.0) timed out with 1 pending")
        }
    }

    @Test("TST-8 a trace snapshots as its timeline and as its lanes")
    func snapshots() {
        let (screen, buy) = screenWithCoveredButton()
        buy.superview?.subviews.last?.removeFromSuperview()
        let trace = screen.startTracing()
        expectTouch(screen.tap(buy), reaches: buy)
        assertSnapshot(of: trace, as: .timeline)
        assertSnapshot(of: trace, as: .lanes)
    }
}
