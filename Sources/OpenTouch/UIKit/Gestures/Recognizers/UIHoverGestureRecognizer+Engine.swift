import Foundation
@_spi(Engine) import GestureArbitration

/// A hover recognizer follows the pointer, never a touch (INT-5).
extension UIHoverGestureRecognizer: PointerFollowing {
    /// A state change outside the touch arena: the actions are sent, and a hover that ended (or
    /// failed to begin) is reset at once (INT-5).
    func hoverTransition(to new: State) {
        record.detachedState = ArenaState(new)
        view?.trace?.recordRecognizer(self, "→ \(new)", reason: "the pointer hovered (INT-5)")
        if new != .failed && new != .possible { sendActions() }
        if new == .ended || new == .cancelled || new == .failed {
            reset()
            record.detachedState = .possible
            pointerLocation = nil
        }
    }
}
