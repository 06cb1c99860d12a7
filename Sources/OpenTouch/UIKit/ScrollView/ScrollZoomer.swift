import Foundation

/// A scroll view's zooming (SCR-9): its pinch, scaling the delegate's zooming view about the
/// fingers, the content size following, and the bounce back inside the limits.
@MainActor
final class ScrollZoomer {
    unowned let scrollView: UIScrollView
    let pinch = UIPinchGestureRecognizer()
    private(set) var isPinching = false
    private var scaleAtStart: CGFloat = 1
    /// The point of the zooming view under the fingers when the pinch began, in its own space.
    private var anchor: CGPoint = .zero
    private var settling: ScheduledWork?

    /// [chosen] How far past the limits a bouncing pinch may go, as a factor.
    static let overshoot: CGFloat = 1.5

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        pinch.name = "UIScrollView pinch"
        pinch.addTarget(self, action: ScrollZoomer.handlePinch)
    }

    func clampedScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, scrollView.minimumZoomScale), scrollView.maximumZoomScale)
    }

    /// Scales `view` about its top left, places it at the content's origin, and sizes the content to it.
    func apply(scale: CGFloat, to view: UIView) {
        guard scale.isFinite, scale > 0, scale != view.transform.a || view.transform.b != 0 else { return }
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.frame.origin = .zero
        scrollView.contentSize = view.frame.size
        scrollView.delegate?.scrollViewDidZoom(scrollView)
    }

    /// `scrollViewDidEndZooming` after the scroll view's settle time, as an animated zoom would.
    func endAfterSettling(_ view: UIView) {
        settling?.cancel()
        let clock = (scrollView.window?.application ?? UIApplication.mostRecentlyDriven).clock
        settling = clock.schedule(after: UIScrollView.settleDuration, label: "UIScrollView zoom") { [weak self, weak view] in
            guard let self else { return }
            self.scrollView.delegate?.scrollViewDidEndZooming(self.scrollView, with: view, atScale: self.scrollView.zoomScale)
        }
    }

    private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = scrollView.zoomingView else { return }
        switch pinch.state {
        case .began:
            isPinching = true
            scaleAtStart = scrollView.zoomScale
            anchor = pinch.location(in: view)
            scrollView.delegate?.scrollViewWillBeginZooming(scrollView, with: view)
            follow(pinch, view)
        case .changed:
            follow(pinch, view)
        case .ended, .cancelled:
            isPinching = false
            let settled = clampedScale(scrollView.zoomScale)
            if settled != scrollView.zoomScale {
                apply(scale: settled, to: view)
                scrollView.contentOffset = scrollView.clamped(scrollView.contentOffset)
            }
            scrollView.delegate?.scrollViewDidEndZooming(scrollView, with: view, atScale: settled)
        default:
            break
        }
    }

    /// The zooming view's point that was under the fingers stays under them (SCR-9).
    private func follow(_ pinch: UIPinchGestureRecognizer, _ view: UIView) {
        var scale = scaleAtStart * pinch.scale
        let (low, high) = (scrollView.minimumZoomScale, scrollView.maximumZoomScale)
        scale = scrollView.bouncesZoom ? min(max(scale, low / Self.overshoot), high * Self.overshoot) : clampedScale(scale)
        let fingers = pinch.location(in: scrollView)
        let visible = CGPoint(x: fingers.x - scrollView.contentOffset.x, y: fingers.y - scrollView.contentOffset.y)
        apply(scale: scale, to: view)
        scrollView.contentOffset = scrollView.clamped(CGPoint(x: anchor.x * scale - visible.x, y: anchor.y * scale - visible.y))
    }
}
