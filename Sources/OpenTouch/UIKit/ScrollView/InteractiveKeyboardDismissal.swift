import Foundation

/// A scroll view's drag with `keyboardDismissMode` `.interactive` or `.interactiveWithAccessory`
/// (TXT-5): the keyboard follows the finger once the finger reaches it, and goes only if the
/// finger takes it off the screen, or lets go of it moving down.
///
/// The scroll view keeps scrolling meanwhile; the text input stays first responder and no
/// keyboard notification is posted until the keyboard is dismissed. A drag that carries the
/// keyboard part way down and lets go of it otherwise puts it back where it rests, as if nothing
/// happened (no notifications, still editing).
@MainActor
final class InteractiveKeyboardDismissal {
    /// [chosen] How fast the finger must move down, in points a second, for a release to take a
    /// keyboard it has moved down off the screen: Apple does not document a value; 500 is the
    /// speed this project takes for the other flicks that finish a gesture (VC-13).
    static let dismissingSpeed: CGFloat = 500

    private weak var window: UIWindow?
    private weak var keyboard: KeyboardView?
    /// The keyboard's frame at rest, in the window.
    private let resting: CGRect
    /// How far below the finger the keyboard's top follows it: the `keyboardDismissPadding` of
    /// the keyboard guide of the nearest view that has one around the scroll view (LAY-14).
    private let padding: CGFloat

    /// Follows the keyboard of `scrollView`'s window, if it is up.
    init?(scrollView: UIScrollView) {
        guard let window = scrollView.window, let keyboard = window.keyboard else { return nil }
        self.window = window
        self.keyboard = keyboard
        resting = keyboard.frame
        let guide = sequence(first: scrollView as UIView, next: \.superview).lazy
            .compactMap { $0.layoutGuides.first { $0.kind == .keyboard } as? UIKeyboardLayoutGuide }.first
        padding = guide?.keyboardDismissPadding ?? 0
    }

    /// The finger is at `location` in the window: the keyboard's top follows it (`padding` below
    /// it) once that is below the keyboard's resting top; it rests again when the finger goes
    /// back above. Carried off the screen, the keyboard is dismissed there and then.
    func fingerMoved(to location: CGPoint) {
        guard let window, let keyboard, window.keyboard === keyboard else { return }
        let bottom = window.bounds.maxY
        let top = min(max(location.y + padding, resting.minY), bottom)
        guard top != keyboard.frame.minY else { return }
        keyboard.frame.origin.y = top
        LayoutEngine.keyboardDidMove(over: window, animated: false)
        if top >= bottom { window.endEditing(true) }
    }

    /// The finger lifted, moving at `velocity` (points a second, in the window): a keyboard moved
    /// down goes when the finger moves down fast enough, else it returns to rest.
    func fingerLifted(velocity: CGPoint) {
        guard let window, let keyboard, window.keyboard === keyboard, keyboard.frame.minY > resting.minY else { return }
        if velocity.y > Self.dismissingSpeed {
            window.endEditing(true)
        } else {
            putBack()
        }
    }

    /// The drag was cancelled: the keyboard goes back to rest.
    func cancelled() {
        guard let window, let keyboard, window.keyboard === keyboard, keyboard.frame.minY != resting.minY else { return }
        putBack()
    }

    private func putBack() {
        guard let window, let keyboard else { return }
        keyboard.frame = resting
        window.application?.trace?.recordController(keyboard, "goes back up", reason: "the drag let go of it short of the bottom (TXT-5)")
        LayoutEngine.keyboardDidMove(over: window, animated: true)
    }
}
