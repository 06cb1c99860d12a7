import Foundation
import Testing
@testable import OpenTouch
import OpenTouchScenes

@Suite("The gesture competition scene: the recognizer that wins moves what it belongs to")
@MainActor
struct GestureCompetitionScenarioTests {
    @Test("GR-9 a drag on the card is the card's pan: the card follows the finger and springs back; the list stays")
    func panMovesCard() {
        let scene = GestureCompetitionScene()
        let screen = TouchScreen(window: scene.window)
        let finger = screen.touchDown(at: CGPoint(x: 250, y: 160))
        var followed: [CGFloat] = []
        for step in 1...5 {
            screen.advance(by: 0.1)
            finger.move(to: CGPoint(x: 250 - CGFloat(step) * 20, y: 160))
            followed.append(scene.card.transform.tx)
        }
        #expect(scene.pan.state == .changed)
        #expect(followed == [-20, -40, -60, -80, -100] && scene.list.transform == .identity)
        finger.lift()
        screen.advance(by: 0.5)
        #expect(scene.card.transform == .identity)
    }

    @Test("GR-9 GR-10 once the list's pan waits for the card's pan to fail and the pan for the swipe, a flick is the swipe: the card is thrown off and comes back")
    func swipeThrowsCard() {
        let scene = GestureCompetitionScene()
        let screen = TouchScreen(window: scene.window)
        scene.pan.require(toFail: scene.swipe)
        scene.listPan.require(toFail: scene.pan)
        @MainActor final class Watcher {
            let card: UIView
            var thrown: [CGFloat] = []
            init(card: UIView) { self.card = card }
            func swiped() { thrown.append(card.transform.tx) }
        }
        let watcher = Watcher(card: scene.card)
        scene.swipe.addTarget(watcher, action: Watcher.swiped)
        screen.drag(from: CGPoint(x: 250, y: 160), to: CGPoint(x: 150, y: 160), duration: 0.15, steps: 3)
        // Thrown the moment the swipe ends (the animation's target), drawn off screen a moment later.
        #expect(watcher.thrown == [-320] && scene.list.transform == .identity)
        screen.advance(by: 0.19)
        #expect((scene.card.layer.presentation()?.affineTransform().tx ?? 0) < -300)
        screen.advance(by: 1)
        #expect(scene.card.transform == .identity && scene.card.layer.animationKeys() == nil)
    }

    @Test("GR-9 with the card's pan waiting for the swipe, a flick goes to the list's pan: the whole list moves and springs back")
    func listPanMovesList() {
        let scene = GestureCompetitionScene()
        let screen = TouchScreen(window: scene.window)
        scene.pan.require(toFail: scene.swipe)
        let finger = screen.touchDown(at: CGPoint(x: 250, y: 160))
        screen.advance(by: 0.05)
        finger.move(to: CGPoint(x: 217, y: 160))
        screen.advance(by: 0.05)
        finger.move(to: CGPoint(x: 184, y: 160))
        #expect(scene.listPan.state == .changed && scene.list.transform.tx == -66 && scene.card.transform == .identity)
        finger.lift()
        screen.advance(by: 0.5)
        #expect(scene.list.transform == .identity)
    }
}
