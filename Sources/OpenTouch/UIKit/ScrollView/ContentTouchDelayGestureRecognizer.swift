import Foundation

/// The scroll view's content-touch delay, as a recognizer like any other (SCR-1, SCR-2).
///
/// With `delaysContentTouches` it holds the began phase of a touch in the content
/// (`delaysTouchesBegan`, GR-12) for ``UIScrollView/contentTouchDelay``. If the scroll view's
/// pan begins first, the pan's recognition drops the held touch (GR-11): the content never
/// hears of it. When the delay ends (or at once, without `delaysContentTouches`), the scroll
/// view is asked `touchesShouldBegin(_:with:in:)`: yes makes this recognizer fail, which
/// replays the held phases to the content; no makes it recognize, which drops them. It never
/// prevents the pan (`canPrevent` is false).
@MainActor
final class ContentTouchDelayGestureRecognizer: UIGestureRecognizer {
    private var timer: ScheduledWork?

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        cancelsTouchesInView = true
        delaysTouchesEnded = false
    }

    private var scrollView: UIScrollView? { view as? UIScrollView }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView else { return }
        delaysTouchesBegan = scrollView.delaysContentTouches
        switch TakeoverPolicy.contentTouchHold(in: scrollView) {
        case .stopsScrolling:
            scrollView.stopScrollingAnimation()
            scrollView.stoppedByTouch = true
            state = .recognized
        case .decidesNow:
            decide(with: event)
        case .holds(let delay):
            guard timer == nil else { return }
            trace?.recordScroll(scrollView, "holds the touch from its content for \(delay) s", reason: "delaysContentTouches (SCR-1)")
            // The event is the application's one touch event (TCH-2): the same object when the delay ends.
            timer = schedule(after: delay) { [weak self, unowned event] in
                self?.decide(with: event)
            }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // A quick tap: the content gets its touch now, began and ended together (SCR-1).
        if state == .possible { decide(with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        // SCR-6: a finger that stopped the content and lifted without dragging lets it settle.
        if let scrollView, scrollView.stoppedByTouch { scrollView.settleAfterStoppingTouch() }
    }

    /// SCR-2: the content gets the touches (this recognizer fails, replaying them) or never does
    /// (it recognizes, dropping them), as ``TakeoverPolicy`` answers.
    private func decide(with event: UIEvent) {
        timer?.cancel()
        guard state == .possible, let scrollView else { return }
        state = TakeoverPolicy.contentMayHave(record.sequenceTouches, of: scrollView, with: event) ? .failed : .recognized
    }
}
