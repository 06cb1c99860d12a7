import Foundation

/// A physical button press (a remote's select button, a keyboard arrow), delivered through the
/// responder chain from the first responder (RSP-4).
@preconcurrency @MainActor
public final class UIPress: Hashable {
    /// Where a press is in its life. Raw values are UIKit's.
    public enum Phase: Int, Sendable {
        case began = 0, changed, stationary, ended, cancelled
    }

    /// Which button was pressed. Raw values are UIKit's.
    public enum PressType: Int, Sendable {
        case upArrow = 0, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30, pageDown = 31, tvRemoteOneTwoThree = 32, tvRemoteFour = 33
    }

    /// The phase of the press's latest change.
    public internal(set) var phase: Phase = .began

    /// Which button is pressed.
    public let type: PressType

    /// When the press last changed, in seconds on the application clock.
    public internal(set) var timestamp: TimeInterval = 0

    /// How hard the button is pressed, from 0 to 1; 1 for a digital button.
    public internal(set) var force: CGFloat = 1

    /// The window the press was delivered in.
    public internal(set) weak var window: UIWindow?

    /// The responder the press was delivered to first.
    public internal(set) weak var responder: UIResponder?

    /// The recognizers receiving the press (GR-21); empty when none does.
    public var gestureRecognizers: [UIGestureRecognizer]? { recognizers.compactMap(\.object) }

    /// Chosen when the press began; a recognizer's `ignore(_:for:)` takes itself out.
    var recognizers: [WeakReference<UIGestureRecognizer>] = []

    init(type: PressType) {
        self.type = type
    }

    nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool {
        lhs === rhs
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
