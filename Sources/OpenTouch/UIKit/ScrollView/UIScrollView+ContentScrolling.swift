import Foundation

/// A scroll view, as the take-over rules see it: a view that may take a touch from its content
/// by scrolling (SCR-1..5, SCR-9; ``TakeoverPolicy``).
extension UIScrollView: ContentScrolling {
    var contentTouchHoldDuration: TimeInterval { Self.contentTouchDelay }
    func scrolls(with recognizer: UIGestureRecognizer) -> Bool {
        recognizer === panGestureRecognizer || recognizer === pinchGestureRecognizer
    }
    var hasViewForZooming: Bool { zoomingView != nil }
}
