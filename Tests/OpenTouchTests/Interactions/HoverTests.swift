import Foundation
import Testing
@testable import OpenTouch

@Suite("Hovering with a pointer (INT-5)")
@MainActor
struct HoverTests {
    private let scene = Scene()

    private func hover(_ name: String, on view: UIView) -> UIHoverGestureRecognizer {
        let hover = UIHoverGestureRecognizer()
        let log = scene.log
        hover.addAction { recognizer in
            let point = recognizer.location(in: view)
            log.append("\(name) \(recognizer.state) at (\(Int(point.x)), \(Int(point.y)))")
        }
        view.addGestureRecognizer(hover)
        return hover
    }

    @Test("INT-5 the pointer over a card begins its hover and its container's; moving changes them; leaving the card ends its hover alone; removing the pointer ends the rest")
    func hovering() {
        let container = scene.view("container", CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = scene.view("card", CGRect(x: 50, y: 50, width: 100, height: 100), in: container)
        _ = hover("card", on: card)
        _ = hover("container", on: container)
        scene.screen.movePointer(to: CGPoint(x: 60, y: 70))
        #expect(scene.log.take() == ["card began at (10, 20)", "container began at (60, 70)"])
        scene.screen.movePointer(to: CGPoint(x: 100, y: 100))
        #expect(scene.log.take() == ["card changed at (50, 50)", "container changed at (100, 100)"])
        scene.screen.movePointer(to: CGPoint(x: 200, y: 200))
        #expect(scene.log.take() == ["card ended at (150, 150)", "container changed at (200, 200)"])
        scene.screen.removePointer()
        #expect(scene.log.take() == ["container ended at (200, 200)"])
        #expect(scene.screen.pointerLocation == nil)
        scene.screen.movePointer(to: CGPoint(x: 60, y: 70))
        #expect(scene.log.take() == ["card began at (10, 20)", "container began at (60, 70)"], "a hover that ended begins again")
    }

    @Test("INT-5 GR-1 a finger's touch never drives a hover recognizer, nor stops a tap beside it; the view hears its touch as before")
    func fingersDoNotHover() {
        let card = scene.view("card", CGRect(x: 50, y: 50, width: 100, height: 100))
        _ = hover("card", on: card)
        let tap = UITapGestureRecognizer()
        let log = scene.log
        tap.addAction { _ in log.append("tap") }
        card.addGestureRecognizer(tap)
        scene.screen.tap(at: CGPoint(x: 60, y: 70))
        #expect(scene.log.take() == ["card began 1", "card cancelled 1", "tap"])
        scene.screen.drag(from: CGPoint(x: 60, y: 70), to: CGPoint(x: 120, y: 120), duration: 0.3, steps: 5)
        #expect(!scene.log.take().contains { $0.hasPrefix("card began at") || $0.hasPrefix("card changed") })
    }

    @Test("INT-5 GR-6 GR-7 a disabled hover recognizer or one whose delegate refuses does not begin; one disabled while hovering is cancelled at the next move")
    func refusals() {
        let card = scene.view("card", CGRect(x: 50, y: 50, width: 100, height: 100))
        let hover = hover("card", on: card)
        hover.isEnabled = false
        scene.screen.movePointer(to: CGPoint(x: 60, y: 70))
        #expect(scene.log.take().isEmpty)
        hover.isEnabled = true
        let refuser = Refuser()
        hover.delegate = refuser
        scene.screen.movePointer(to: CGPoint(x: 61, y: 70))
        #expect(scene.log.take().isEmpty)
        hover.delegate = nil
        scene.screen.movePointer(to: CGPoint(x: 62, y: 70))
        #expect(scene.log.take() == ["card began at (12, 20)"])
        hover.isEnabled = false
        scene.screen.movePointer(to: CGPoint(x: 63, y: 70))
        #expect(scene.log.take() == ["card cancelled at (13, 20)"])
        withExtendedLifetime(refuser) {}
    }
}

@MainActor
private final class Refuser: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
