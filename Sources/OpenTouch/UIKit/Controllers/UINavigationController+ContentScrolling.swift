import Foundation

/// What follows the top controller's content as it scrolls: the bars' scroll-edge looks
/// (BAR-2), and the top item's search bar, revealed by a pull and hidden by a scroll (SRC-4).
extension UINavigationController {
    /// Checked as the content scroll view moves, and at each layout pass.
    func followContentScrolling() {
        guard let top = topViewController else { return }
        let scrollView = top.viewIfLoaded.flatMap(Self.contentScrollView)
        scrollView?.addOffsetObserver(self)
        // BAR-2: without a scroll view, the content's edges always meet the bars.
        navigationBar.atScrollEdge = scrollView?.isAtTopEdge ?? true
        toolbar.atScrollEdge = scrollView?.isAtBottomEdge ?? true
        guard let search = top.navigationItem.searchController else { return }
        search.owningController = top
        if let scrollView { followSearchBar(of: top.navigationItem, search: search, scrollView: scrollView) }
    }

    /// SRC-4 [chosen thresholds, as Apple gives none]: with `hidesSearchBarWhenScrolling`, the
    /// top item's search bar shows once the content is dragged down past its resting top by half
    /// the bar's room, and hides once the content is scrolled up past its resting top by as much.
    private func followSearchBar(of item: UINavigationItem, search: UISearchController, scrollView: UIScrollView) {
        guard item.hidesSearchBarWhenScrolling, !search.isActive else { return }
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
        followContentScrolling()
    }
}
