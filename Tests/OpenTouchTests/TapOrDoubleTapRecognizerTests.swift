import Foundation
import Testing
@testable import OpenTouch

@Suite("S4 single or double tap, the recognizer way (GR-10 on the clock)")
@MainActor
struct TapOrDoubleTapRecognizerTests {
    private func makeScene() -> (TouchScreen, () -> [String]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        final class Box { var log: [String] = [] }
        let box = Box()
        let single = UITapGestureRecognizer { [unowned screen] _ in box.log.append("single at \(((screen.now) * 1000).rounded() / 1000)") }
        let double = UITapGestureRecognizer { [unowned screen] _ in box.log.append("double at \(((screen.now) * 1000).rounded() / 1000)") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        return (screen, { defer { box.log.removeAll() }; return box.log })
    }

    @Test("GR-10 a single tap is recognized only once the double-tap window has passed")
    func singleWaits() {
        let (screen, take) = makeScene()
        screen.tap(at: .at(100, 100))              // lifts at 0.05
        screen.advance(by: 0.34)
        #expect(take().isEmpty, "at 0.39 the double tap may still come")
        screen.advance(by: 0.02)
        #expect(take() == ["single at 0.4"])
    }

    @Test("GR-10 a double tap is recognized and the single tap fails")
    func doubleWins() {
        let (screen, take) = makeScene()
        screen.tap(at: .at(100, 100), taps: 2)
        screen.advance(by: 1)
        #expect(take() == ["double at 0.2"])
    }

    @Test("GR-10 two slow taps are two single taps")
    func twoSlowTaps() {
        let (screen, take) = makeScene()
        screen.tap(at: .at(100, 100))
        screen.advance(by: 0.5)
        screen.tap(at: .at(100, 100))
        screen.advance(by: 1)
        #expect(take() == ["single at 0.4", "single at 0.95"])
    }
}
