import Foundation

extension UIScrollView {
    /// How the safe area is added to ``contentInset`` (SCR-10). Raw values are UIKit's.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable {
        /// As ``scrollableAxes``, and top and bottom always for the root view of a controller in
        /// a navigation or tab bar controller, scrollable or not, as UIKit documents (a short
        /// table starts below the bar).
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
        let old = reportedAdjustedInset, oldOwn = reportedOwnInset, own = ownContentInset
        reportedAdjustedInset = adjusted
        reportedOwnInset = own
        // Content resting at its top (or leading) edge stays there when the safe area's share of
        // the inset changes (a bar, the status bar, a rotation), in any container, as UIKit does:
        // a full-screen table starts below the status bar, at -47 (SCR-10). A change of the app's
        // own contentInset leaves the offset where it is (chosen, see SCR-10).
        if !isDragging && !isDecelerating {
            var offset = contentOffset
            if offset.y == -old.top && adjusted.top - own.top != old.top - oldOwn.top { offset.y = -adjusted.top }
            if offset.x == -old.left && adjusted.left - own.left != old.left - oldOwn.left { offset.x = -adjusted.left }
            if offset != contentOffset { contentOffset = offset }
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }
}
