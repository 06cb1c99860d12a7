import Foundation

/// Something outside a scroll view that follows its content as it moves: a navigation
/// controller whose search bar a pull reveals and a scroll hides (SRC-4).
@MainActor
protocol ScrollOffsetObserver: AnyObject {
    /// `scrollView`'s content offset changed.
    func scrollViewOffsetDidChange(_ scrollView: UIScrollView)
}
