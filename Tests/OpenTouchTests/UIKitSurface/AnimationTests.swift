import Foundation
import Testing
@testable import OpenTouch

@Suite("HIT-10: UIView animations on the application clock")
@MainActor
struct AnimationTests {
    @Test("HIT-10 model values change at once; the animated view ignores touches until the completion runs with true")
    func blocksTouchesUntilDone() {
        let scene = Scene()
        scene.view("back", scene.window.bounds)
        let card = scene.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        var completions: [Bool] = []
        let start = scene.screen.now
        UIView.animate(withDuration: 0.3, animations: { card.center = CGPoint(x: 150, y: 150) },
                       completion: { completions.append($0) })
        #expect(card.center == CGPoint(x: 150, y: 150), "the model value is the new one at once")
        scene.screen.tap(at: .at(150, 150))
        #expect(scene.log.take() == ["back began 1", "back ended 1"], "the card is being animated: the touch goes behind it")
        scene.screen.advance(by: start + 0.29 - scene.screen.now)
        #expect(completions.isEmpty)
        scene.screen.advance(by: 0.02)
        #expect(completions == [true])
        scene.screen.tap(at: .at(150, 150))
        #expect(scene.log.take() == ["card began 1", "card ended 1"])
    }

    @Test("HIT-10 with .allowUserInteraction the animated view takes touches; the delay counts towards the end")
    func allowUserInteraction() {
        let scene = Scene()
        let card = scene.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        var completions: [Bool] = []
        let start = scene.screen.now
        UIView.animate(withDuration: 0.2, delay: 0.1, options: [.allowUserInteraction, .curveEaseOut]) {
            card.alpha = 0.5
        } completion: { completions.append($0) }
        scene.screen.tap(at: .at(50, 50))
        #expect(scene.log.take() == ["card began 1", "card ended 1"])
        scene.screen.advance(by: start + 0.29 - scene.screen.now)
        #expect(completions.isEmpty)
        scene.screen.advance(by: 0.02)
        #expect(completions == [true])
    }

    @Test("HIT-10 removeAllAnimations interrupts: the completion runs once with false and touches come back")
    func interrupted() {
        let scene = Scene()
        scene.view("back", scene.window.bounds)
        let card = scene.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        var completions: [Bool] = []
        UIView.animate(withDuration: 1, animations: { card.transform = CGAffineTransform(scaleX: 2, y: 2) },
                       completion: { completions.append($0) })
        card.layer.removeAllAnimations()
        #expect(completions == [false])
        scene.screen.advance(by: 2)
        #expect(completions == [false], "once only")
        scene.screen.tap(at: .at(50, 50))
        #expect(scene.log.take() == ["card began 1", "card ended 1"])
    }

    @Test("HIT-10 a block that changes nothing animatable completes at the next turn of the clock; performWithoutAnimation changes are not animated")
    func nothingAnimated() {
        let scene = Scene()
        let card = scene.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        var completions: [Bool] = []
        UIView.animate(withDuration: 5, animations: {
            card.tag = 7
            UIView.performWithoutAnimation { card.center = CGPoint(x: 60, y: 60) }
        }, completion: { completions.append($0) })
        scene.screen.tap(at: .at(60, 60))
        #expect(scene.log.take() == ["card began 1", "card ended 1"], "not being animated")
        scene.screen.advance(by: 0)
        #expect(completions == [true])
    }
}
