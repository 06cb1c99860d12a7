import Foundation

/// Scrolling the app asks for, as opposed to a finger's: the trace says so, because it is what
/// explains the next touch. A picker left at rest at (200, 0) by a flick and put back at (0, 0) by
/// the app's own `setContentOffset` has its first column under the finger again (SCR-7).
extension UIScrollView {
    /// Records a `setContentOffset(_:animated:)` that moves the content, with where it was.
    func traceOffsetSet(to offset: CGPoint, animated: Bool) {
        guard let trace, offset != contentOffset else { return }
        trace.recordScroll(self, String(format: "setContentOffset (%.0f, %.0f)%@, from (%.0f, %.0f)", offset.x + 0, offset.y + 0,
                                        animated ? ", animated" : "", contentOffset.x + 0, contentOffset.y + 0),
                           reason: "the app moved the content, not a finger: what lies under the next touch changed")
    }
}
