import Foundation
import OpenTouch

/// Recognizers competing for one touch: a swipe and a pan on a card, a pan on the list behind
/// it. The same flick goes to a different winner as failure requirements are added (GR-2,
/// GR-9, GR-10), a slow drag outlasts the swipe, and a cycle is reported (GR-15).
@MainActor
public final class GestureCompetitionScene: OpenTouchScene {
    /// The name `opentouch` and the playground know the scene by.
    public nonisolated static let name = "gesture-competition"
    /// What the scene shows, in one line.
    public nonisolated static let summary = "recognizers competing for a touch, and why one wins (GR-2, GR-9, GR-10, GR-15)"
    /// What to try with the scene in the playground.
    public nonisolated static let suggestion = "Flick the card, then drag it slowly: the timeline says which recognizer won the touch, and why."

    /// The window the scene is built in, shown and key.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    /// The list behind the card, with its own pan.
    public let list = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    /// The card, with a swipe and a pan competing for its touches (GR-9).
    public let card = UIView(frame: CGRect(x: 20, y: 100, width: 280, height: 120))
    /// The card's leftward swipe, which throws the card off.
    public let swipe = UISwipeGestureRecognizer()
    /// The card's pan, which drags the card.
    public let pan = UIPanGestureRecognizer()
    /// The list's pan, which drags the list.
    public let listPan = UIPanGestureRecognizer()

    /// Builds the scene in its window, shown and key.
    public init() {
        list.accessibilityIdentifier = "list"
        card.accessibilityIdentifier = "card"
        list.backgroundColor = .secondarySystemBackground
        card.backgroundColor = .systemOrange.withAlphaComponent(0.3)
        card.layer.cornerRadius = 14
        swipe.name = "swipe"
        swipe.direction = .left
        pan.name = "pan"
        listPan.name = "listPan"
        list.addSubview(card)
        window.addSubview(list)
        card.addGestureRecognizer(swipe)
        card.addGestureRecognizer(pan)
        list.addGestureRecognizer(listPan)
        // Whichever wins moves what it belongs to, so the phone shows the winner too.
        swipe.addTarget(self, action: Selector(GestureCompetitionScene.swiped))
        pan.addTarget(self, action: Selector(GestureCompetitionScene.dragCard))
        listPan.addTarget(self, action: Selector(GestureCompetitionScene.dragList))
        window.makeKeyAndVisible()
    }

    /// The swipe throws the card off to the left; it comes back a moment later.
    private func swiped(_ swipe: UISwipeGestureRecognizer) {
        guard swipe.state == .ended else { return }
        UIView.animate(withDuration: 0.2, animations: { self.card.transform = CGAffineTransform(translationX: -self.window.bounds.width, y: 0) },
                       completion: { _ in
            UIView.animate(withDuration: 0.25, delay: 0.3, options: [], animations: { self.card.transform = .identity })
        })
    }

    /// The card's pan moves the card with the finger, and lets it spring back at the lift.
    private func dragCard(_ pan: UIPanGestureRecognizer) {
        follow(pan, moving: card)
    }

    /// The list's pan moves the whole list, card and all, and lets it spring back at the lift.
    private func dragList(_ pan: UIPanGestureRecognizer) {
        follow(pan, moving: list)
    }

    private func follow(_ pan: UIPanGestureRecognizer, moving view: UIView) {
        switch pan.state {
        case .began, .changed:
            let moved = pan.translation(in: window)
            view.transform = CGAffineTransform(translationX: moved.x, y: moved.y)
        case .ended, .cancelled, .failed:
            UIView.animate(withDuration: 0.3) { view.transform = .identity }
        default:
            break
        }
    }

    /// Plays the scene's scripted interaction on `screen`, on its clock.
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
        // The card and the list spring back before the script ends.
        screen.advance(by: 1)
    }
}
