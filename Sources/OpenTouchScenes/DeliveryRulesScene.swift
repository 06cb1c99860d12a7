import Foundation
import OpenTouch

/// The core delivery rules, one step each: hit-testing past a non-interactive overlay (HIT-1,
/// HIT-2), a touch that stays with its view (HIT-7), a rotated view (HIT-5), a second finger
/// withheld (TCH-7), a view removed under the finger (TCH-9) and cancel-all (TCH-10).
@MainActor
public final class DeliveryRulesScene: OpenTouchScene {
    /// The name `opentouch` and the playground know the scene by.
    public nonisolated static let name = "delivery-rules"
    /// What the scene shows, in one line.
    public nonisolated static let summary = "hit-testing and the touch rules, one step each (HIT, TCH)"
    /// What to try with the scene in the playground.
    public nonisolated static let suggestion = "Touch each part of the scene in turn: each shows one rule of hit-testing or of touch delivery."

    /// The window the scene is built in, shown and key.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    /// A view in the window, holding the badge (HIT-2).
    public let card = UIView(frame: CGRect(x: 20, y: 20, width: 280, height: 200))
    /// A subview of the card, hit-tested before it (HIT-2).
    public let badge = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
    /// A view turned a quarter turn, hit-tested in its own coordinates (HIT-5).
    public let tilted = UIView(frame: CGRect(x: 60, y: 260, width: 200, height: 100))
    /// A view over everything that takes no touches (`isUserInteractionEnabled` false, HIT-1).
    public let overlay = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    /// Builds the scene in its window, shown and key.
    public init() {
        card.accessibilityIdentifier = "card"
        badge.accessibilityIdentifier = "badge"
        tilted.accessibilityIdentifier = "tilted"
        overlay.accessibilityIdentifier = "overlay"
        card.backgroundColor = .systemBlue.withAlphaComponent(0.15)
        badge.backgroundColor = .systemRed.withAlphaComponent(0.5)
        tilted.backgroundColor = .systemGreen.withAlphaComponent(0.3)
        tilted.transform = CGAffineTransform(rotationAngle: .pi / 2)
        overlay.isUserInteractionEnabled = false
        window.addSubview(card)
        card.addSubview(badge)
        window.addSubview(tilted)
        window.addSubview(overlay)
        window.makeKeyAndVisible()
    }

    /// Plays the scene's scripted interaction on `screen`, on its clock.
    public func play(on screen: TouchScreen) {
        screen.tap(at: CGPoint(x: 60, y: 60))
        screen.advance(by: 1)
        screen.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 200, y: 400), duration: 0.2, steps: 2)
        screen.advance(by: 1)
        let first = screen.touchDown(at: CGPoint(x: 200, y: 100))
        let second = screen.touchDown(at: CGPoint(x: 250, y: 150))
        screen.advance(by: 0.05)
        first.move(to: CGPoint(x: 210, y: 100))
        second.lift()
        first.lift()
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 160, y: 220))
        screen.advance(by: 1)
        let finger = screen.touchDown(at: CGPoint(x: 50, y: 50))
        screen.advance(by: 0.05)
        screen.trace?.note("script", "removes the badge while a finger is on it")
        badge.removeFromSuperview()
        finger.move(to: CGPoint(x: 70, y: 70))
        finger.lift()
        screen.advance(by: 1)
        screen.touchDown(at: CGPoint(x: 200, y: 150))
        screen.touchDown(at: CGPoint(x: 160, y: 300))
        screen.cancelAllTouches()
    }
}
