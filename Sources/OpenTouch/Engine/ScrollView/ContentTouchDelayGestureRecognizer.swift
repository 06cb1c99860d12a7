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
        if scrollView.isDecelerating {
            // A touch during deceleration stops the content and goes no further.
            scrollView.stopScrollingAnimation()
            state = .recognized
            return
        }
        if !scrollView.delaysContentTouches {
            decide(with: event)
        } else if timer == nil {
            trace?.recordScroll(scrollView, "holds the touch from its content for 0.15 s", reason: "delaysContentTouches (SCR-1)")
            timer = schedule(after: UIScrollView.contentTouchDelay) { [weak self] in
                guard let self, let event = self.view?.window?.touchDispatcher.event else { return }
                self.decide(with: event)
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
    }

    /// SCR-2: asks the scroll view whether the content may have the touches.
    private func decide(with event: UIEvent) {
        timer?.cancel()
        guard state == .possible, let scrollView else { return }
        let content = record.sequenceTouches.filter { $0.view !== scrollView }
        guard let contentView = content.first?.view else {
            state = .failed
            return
        }
        let answer = scrollView.touchesShouldBegin(Set(content), with: event, in: contentView)
        if let trace {
            trace.recordScroll(scrollView, "touchesShouldBegin answered \(answer) for \(trace.name(of: contentView))",
                               reason: answer ? "the content gets the touch (SCR-2)" : "the content never hears of the touch (SCR-2)")
        }
        state = answer ? .failed : .recognized
    }
}
