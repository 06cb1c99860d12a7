import Foundation
import Testing
@testable import OpenTouch

/// Scene S4's "old way": telling a single tap from a double tap with `tapCount` and delayed work.
@MainActor
private final class TapTellingView: UIView {
    var log: [String] = []

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        switch touch.tapCount {
        case 1:
            perform(Self.singleTap, with: nil, afterDelay: 0.35)
        case 2:
            NSObject.cancelPreviousPerformRequests(withTarget: self)
            doubleTap(at: touch.timestamp)
        default:
            break
        }
    }

    func singleTap() {
        log.append("single at \(rounded(window!.application!.clock.now))")
    }

    func doubleTap(at time: TimeInterval) {
        log.append("double at \(rounded(time))")
    }

    private func rounded(_ t: TimeInterval) -> Double { (t * 1000).rounded() / 1000 }
}

@Suite("S4 single or double tap, the old way (TCH-4 and delayed work)")
@MainActor
struct TapCountScenarioTests {
    private func makeScene() -> (TouchScreen, TapTellingView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        let view = TapTellingView(frame: window.bounds)
        window.addSubview(view)
        return (screen, view)
    }

    @Test("TCH-4 a single tap's work runs only after the double-tap window has passed")
    func singleTap() {
        let (screen, view) = makeScene()
        screen.tap(at: .at(100, 100))          // lifts at 0.05
        screen.advance(by: 0.34)
        #expect(view.log.isEmpty, "still inside the window at 0.39")
        screen.advance(by: 0.02)
        #expect(view.log == ["single at 0.4"])
    }

    @Test("TCH-4 a double tap cancels the pending single-tap work")
    func doubleTap() {
        let (screen, view) = makeScene()
        screen.tap(at: .at(100, 100), taps: 2)  // second lift at 0.2
        screen.advance(by: 2)
        #expect(view.log == ["double at 0.2"])
    }

    @Test("TCH-4 two taps too far apart in time or place are two single taps")
    func twoSingles() {
        let (screen, view) = makeScene()
        screen.tap(at: .at(100, 100))
        screen.advance(by: 0.5)
        screen.tap(at: .at(100, 100))
        screen.advance(by: 0.1)
        screen.tap(at: .at(200, 200))
        screen.advance(by: 1)
        #expect(view.log == ["single at 0.4", "single at 0.95", "single at 1.1"])
    }
}
