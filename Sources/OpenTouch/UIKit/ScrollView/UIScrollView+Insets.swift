import Foundation

extension UIScrollView {
    /// How the safe area is added to ``contentInset`` (SCR-10). Raw values are UIKit's.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable {
        /// As ``scrollableAxes``, and top and bottom always for the root view of a controller in
        /// a navigation controller, scrollable or not, as UIKit documents (a short table starts
        /// below the bar).
        case automatic = 0
        /// Adjusted along an axis only when the content scrolls along it (or always bounces).
        case scrollableAxes = 1
        /// Never adjusted: the adjusted inset is the content inset.
        case never = 2
        /// Always adjusted by the whole safe area.
        case always = 3
    }

    /// Calls ``adjustedContentInsetDidChange()`` and tells the delegate when the adjusted inset is
    /// not what was last reported (SCR-10): after the inset, the behavior or the safe area changed,
    /// or at layout.
    func reportAdjustedContentInsetChange() {
        let adjusted = adjustedContentInset
        guard adjusted != reportedAdjustedInset else { return }
        let old = reportedAdjustedInset
        reportedAdjustedInset = adjusted
        // A controller's scroll view in a navigation controller keeps content resting at its top
        // (or leading) edge there, as UIKit does: a table under the bar starts below it. (chosen:
        // elsewhere the offset is left where it is; see SCR-10.)
        if !isDragging && !isDecelerating && viewController?.navigationController != nil {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -adjusted.top }
            if offset.x == -old.left { offset.x = -adjusted.left }
            if offset != contentOffset { contentOffset = offset }
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }
}
