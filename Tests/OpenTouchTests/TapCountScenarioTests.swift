import Foundation
import Testing
@testable import OpenTouch
import OpenTouchScenes

/// Scene S4 from the scenes library, both halves: the old way (tapCount and delayed work, TCH-4)
/// on top, the recognizer way (GR-10) below.
@Suite("S4 single or double tap, the old way and the recognizer way")
@MainActor
struct TapOrDoubleTapScenarioTests {
    private let oldWay = CGPoint(x: 160, y: 120)
    private let recognizerWay = CGPoint(x: 160, y: 360)

    private func makeScene() -> (TapOrDoubleTapScene, TouchScreen) {
        let scene = TapOrDoubleTapScene()
        return (scene, TouchScreen(window: scene.window))
    }

    @Test("TCH-4 GR-10 a single tap's work runs only once the double-tap window has passed, both ways")
    func singleTapWaits() {
        for (point, name) in [(oldWay, "old way"), (recognizerWay, "recognizers")] {
            let (scene, screen) = makeScene()
            screen.tap(at: point)                 // lifts at 0.05
            screen.advance(by: 0.34)
            #expect(scene.log.isEmpty, "\(name): at 0.39 the second tap may still come")
            screen.advance(by: 0.02)
            #expect(scene.log == ["\(name): single at 0.40"])
        }
    }

    @Test("TCH-4 GR-10 a double tap does the double-tap work only, both ways")
    func doubleTap() {
        for (point, name) in [(oldWay, "old way"), (recognizerWay, "recognizers")] {
            let (scene, screen) = makeScene()
            screen.tap(at: point, taps: 2)        // second lift at 0.2
            screen.advance(by: 2)
            #expect(scene.log == ["\(name): double at 0.20"])
        }
    }

    @Test("TCH-4 GR-10 taps too far apart in time are single taps, both ways")
    func separateTaps() {
        for (point, name) in [(oldWay, "old way"), (recognizerWay, "recognizers")] {
            let (scene, screen) = makeScene()
            screen.tap(at: point)
            screen.advance(by: 0.5)
            screen.tap(at: point)
            screen.advance(by: 1)
            #expect(scene.log == ["\(name): single at 0.40", "\(name): single at 0.95"])
        }
    }

    @Test("TCH-4 a second tap far away within the window: the old way sees two single taps")
    func farTapOldWay() {
        let (scene, screen) = makeScene()
        screen.tap(at: oldWay)
        screen.advance(by: 0.1)
        screen.tap(at: CGPoint(x: oldWay.x + 100, y: oldWay.y + 60))
        screen.advance(by: 1)
        #expect(scene.log == ["old way: single at 0.40", "old way: single at 0.55"])
    }

    @Test("GR-10 [chosen] a second tap far away within the window fails the waiting single tap as well")
    func farTapRecognizerWay() {
        // The single tap is still waiting for the double tap to fail when the far tap comes; it
        // takes the new touch as its next tap, which is too far from the first (more than 45 pt,
        // the distance TCH-4 uses) and fails. UIKit's behaviour here is not documented.
        let (scene, screen) = makeScene()
        screen.tap(at: recognizerWay)
        screen.advance(by: 0.1)
        screen.tap(at: CGPoint(x: recognizerWay.x + 100, y: recognizerWay.y + 60))
        screen.advance(by: 1)
        #expect(scene.log.isEmpty)
    }
}

@Suite("Tap counts after a system cancel (TCH-4)")
@MainActor
struct SystemCancelTapCountTests {
    /// Records each touch's tap count as it begins.
    final class Counter: UIView {
        var counts: [Int] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { counts.append(touches.first!.tapCount) }
    }

    @Test("TCH-4 TCH-10 a touch the system cancelled, then lifted, does not continue the count: the next touch at the same place has tapCount 1")
    func cancelledTouchStartsAgain() {
        let counter = Counter(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = phoneScreen(showing: counter)
        screen.tap(at: CGPoint(x: 100, y: 100))
        screen.advance(by: 0.1)
        screen.tap(at: CGPoint(x: 100, y: 100))
        #expect(counter.counts == [1, 2], "an ordinary double tap counts")
        screen.advance(by: 1)
        let finger = screen.touchDown(at: CGPoint(x: 100, y: 100))
        screen.advance(by: 0.05)
        screen.cancelAllTouches()
        finger.lift()
        screen.advance(by: 0.1)
        screen.tap(at: CGPoint(x: 100, y: 100))
        #expect(counter.counts == [1, 2, 1, 1])
    }
}
