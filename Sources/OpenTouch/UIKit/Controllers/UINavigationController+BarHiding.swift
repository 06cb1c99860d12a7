import Foundation

/// The bars hidden and shown by a tap on the content or a swipe along it (BAR-4).
extension UINavigationController {
    /// Puts the tap and the pan on the view while their settings ask for them.
    func installBarHidingRecognizers() {
        let tap = barHideOnTapGestureRecognizer, swipe = barHideOnSwipeGestureRecognizer
        if tap.name == nil {
            tap.name = "hide bars on tap"
            tap.addTarget(self, action: Selector(UINavigationController.barsTapped))
            swipe.name = "hide bars on swipe"
            swipe.delegate = BarSwipeDelegate.shared
            swipe.addTarget(self, action: Selector(UINavigationController.barsSwiped))
        }
        guard let view = viewIfLoaded else { return }
        for (recognizer, wanted) in [(tap as UIGestureRecognizer, hidesBarsOnTap), (swipe, hidesBarsOnSwipe)] {
            if wanted, recognizer.view !== view { view.addGestureRecognizer(recognizer) }
            if !wanted, recognizer.view === view { view.removeGestureRecognizer(recognizer) }
        }
    }

    /// BAR-4: a tap toggles the bars.
    func barsTapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        setBarsHidden(!isNavigationBarHidden, reason: "a tap on the content (BAR-4)")
    }

    /// BAR-4 [chosen threshold]: a swipe up of more than 20 points hides the bars, a swipe down
    /// as far shows them.
    func barsSwiped(_ swipe: UIPanGestureRecognizer) {
        guard swipe.state == .changed || swipe.state == .ended else { return }
        let moved = swipe.translation(in: viewIfLoaded).y
        if moved < -20, !isNavigationBarHidden { setBarsHidden(true, reason: "a swipe up (BAR-4)") }
        if moved > 20, isNavigationBarHidden { setBarsHidden(false, reason: "a swipe down (BAR-4)") }
    }

    /// BAR-8: the keyboard came up for a text input in this controller's content.
    func keyboardAppeared() {
        guard hidesBarsWhenKeyboardAppears, !isNavigationBarHidden else { return }
        setBarsHidden(true, reason: "the keyboard came up, and hidesBarsWhenKeyboardAppears (BAR-8)")
    }

    /// BAR-8: compact height hides the bars, regular brings them back.
    func followVerticalSizeClass() {
        guard hidesBarsWhenVerticallyCompact, isViewLoaded else { return }
        let compact = traitCollection.verticalSizeClass == .compact
        guard compact != isNavigationBarHidden else { return }
        setBarsHidden(compact, reason: compact ? "the height became compact (BAR-8)" : "the height is regular again (BAR-8)")
    }

    /// Hides or shows the navigation bar, and the toolbar with it when it was showing.
    private func setBarsHidden(_ hidden: Bool, reason: String) {
        trace?.recordController(self, hidden ? "hides its bars" : "shows its bars", reason: reason)
        if hidden { toolbarHiddenWithBars = !isToolbarHidden }
        setNavigationBarHidden(hidden, animated: true)
        if toolbarHiddenWithBars { setToolbarHidden(hidden, animated: true) }
    }
}

/// The swipe recognizes beside every other recognizer, so that content keeps scrolling (BAR-4).
@MainActor
final class BarSwipeDelegate: UIGestureRecognizerDelegate {
    static let shared = BarSwipeDelegate()

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}
