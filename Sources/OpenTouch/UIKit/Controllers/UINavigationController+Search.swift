import Foundation

/// The top item's search bar, revealed by a pull and hidden by a scroll (SRC-4).
extension UINavigationController {
    /// SRC-4 [chosen thresholds, as Apple gives none]: with `hidesSearchBarWhenScrolling`, the
    /// top item's search bar shows once the top controller's scroll view is dragged down past
    /// its resting top by half the bar's room, and hides once the content is scrolled up past its
    /// resting top by as much. Checked as the scroll view moves, and at each layout pass.
    func followSearchBarScrolling() {
        guard let top = topViewController, let search = top.navigationItem.searchController else { return }
        search.owningController = top
        let item = top.navigationItem
        guard item.hidesSearchBarWhenScrolling, !search.isActive, let scrollView = top.viewIfLoaded.flatMap(Self.contentScrollView) else { return }
        scrollView.offsetObserver = self
        let resting = -scrollView.adjustedContentInset.top, threshold = UINavigationBar.searchBarHeight / 2
        let offset = scrollView.contentOffset.y
        if !item.searchBarRevealed, scrollView.isDragging, offset < resting - threshold {
            setSearchBarRevealed(true, on: item, reason: "the content was pulled down past its top (SRC-4)")
        } else if item.searchBarRevealed, offset > resting + threshold {
            setSearchBarRevealed(false, on: item, reason: "the content scrolled up (SRC-4)")
        }
    }

    private func setSearchBarRevealed(_ revealed: Bool, on item: UINavigationItem, reason: String) {
        item.searchBarRevealed = revealed
        trace?.recordController(self, revealed ? "reveals the search bar" : "hides the search bar", reason: reason)
        navigationBar.itemsChanged()
        viewIfLoaded?.setNeedsLayout()
    }

    /// The scroll view whose scrolling moves the bar: the controller's view when it is one, else
    /// the first scroll view inside it, depth first.
    static func contentScrollView(in view: UIView) -> UIScrollView? {
        if let scrollView = view as? UIScrollView { return scrollView }
        for subview in view.subviews {
            if let found = contentScrollView(in: subview) { return found }
        }
        return nil
    }
}

extension UINavigationController: ScrollOffsetObserver {
    func scrollViewOffsetDidChange(_ scrollView: UIScrollView) {
        guard topViewController?.viewIfLoaded.flatMap(Self.contentScrollView) === scrollView else { return }
        followSearchBarScrolling()
    }
}
