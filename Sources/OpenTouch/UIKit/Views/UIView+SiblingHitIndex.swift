import Foundation

/// How a view keeps its ``SiblingHitIndex`` in step with its subviews, one change at a time.
extension UIView {
    /// A subview's frame changed (center, bounds size or transform).
    func subviewFrameDidChange(_ subview: UIView) {
        guard let index = siblingHitIndex else { return }
        if !index.move(subview, siblingCount: subviews.count) { siblingHitIndex = nil }
    }

    /// A subview was put into `subviews`, in its place.
    func subviewWasInserted(_ subview: UIView) {
        guard let index = siblingHitIndex else { return }
        if subviews.count < UIView.subviewCountForHitIndex || !index.insert(subview, among: subviews) { siblingHitIndex = nil }
    }

    /// A subview was taken out of `subviews`.
    func subviewWasRemoved(_ subview: UIView) {
        guard let index = siblingHitIndex else { return }
        index.remove(subview)
        if subviews.count < UIView.subviewCountForHitIndex { siblingHitIndex = nil }
    }

    /// A subview changed place in `subviews` (brought to front, sent back, inserted elsewhere).
    func subviewWasReordered(_ subview: UIView) {
        guard let index = siblingHitIndex else { return }
        index.remove(subview)
        if !index.insert(subview, among: subviews) { siblingHitIndex = nil }
    }
}
