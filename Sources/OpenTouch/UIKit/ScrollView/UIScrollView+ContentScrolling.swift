import Foundation

/// A scroll view, as the take-over rules see it: a view that may take a touch from its content
/// by scrolling (SCR-1..5, SCR-9; ``TakeoverPolicy``).
extension UIScrollView: ContentScrolling {
    var contentTouchHoldDuration: TimeInterval { Self.contentTouchDelay }
    var scrollingRecognizers: [UIGestureRecognizer] {
        pinchGestureRecognizer.map { [panGestureRecognizer, $0] } ?? [panGestureRecognizer]
    }
}
