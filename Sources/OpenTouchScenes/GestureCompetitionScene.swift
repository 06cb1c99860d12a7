import Foundation
import OpenTouch

/// Recognizers competing for one touch: a swipe and a pan on a card, a pan on the list behind
/// it. The same flick goes to a different winner as failure requirements are added (GR-2,
/// GR-9, GR-10), a slow drag outlasts the swipe, and a cycle is reported (GR-15).
@MainActor
public final class GestureCompetitionScene: OpenTouchScene {
    public nonisolated static let name = "gesture-competition"
    public nonisolated static let summary = "recognizers competing for a touch, and why one wins (GR-2, GR-9, GR-10, GR-15)"
    public nonisolated static let suggestion = "Flick the card, then drag it slowly: the timeline says which recognizer won the touch, and why."

    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    public let list = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    public let card = UIView(frame: CGRect(x: 20, y: 100, width: 280, height: 120))
    public let swipe = UISwipeGestureRecognizer()
    public let pan = UIPanGestureRecognizer()
    public let listPan = UIPanGestureRecognizer()

    public init() {
        list.accessibilityIdentifier = "list"
        card.accessibilityIdentifier = "card"
        list.backgroundColor = .secondarySystemBackground
        card.backgroundColor = .systemOrange.withAlphaComponent(0.3)
        swipe.name = "swipe"
        swipe.direction = .left
        pan.name = "pan"
        listPan.name = "listPan"
        list.addSubview(card)
        window.addSubview(list)
        card.addGestureRecognizer(swipe)
        card.addGestureRecognizer(pan)
        list.addGestureRecognizer(listPan)
        window.makeKeyAndVisible()
    }

    public func play(on screen: TouchScreen) {
        let flick = { screen.drag(from: CGPoint(x: 250, y: 160), to: CGPoint(x: 150, y: 160), duration: 0.15, steps: 3) }
        flick()
        screen.advance(by: 1)
        screen.trace?.note("script", "pan.require(toFail: swipe)")
        pan.require(toFail: swipe)
        flick()
        screen.advance(by: 1)
        screen.trace?.note("script", "listPan.require(toFail: pan)")
        listPan.require(toFail: pan)
        flick()
        screen.advance(by: 1)
        screen.trace?.note("script", "a slow drag")
        screen.drag(from: CGPoint(x: 250, y: 160), to: CGPoint(x: 150, y: 160), duration: 1.0, steps: 5)
        screen.advance(by: 1)
        screen.trace?.note("script", "swipe.require(toFail: pan) closes a cycle")
        swipe.require(toFail: pan)
        let saved = Diagnostics.handler
        Diagnostics.handler = { report in UIApplication.shared.trace?.note("diagnostic", report.message) }
        flick()
        Diagnostics.handler = saved
    }
}
