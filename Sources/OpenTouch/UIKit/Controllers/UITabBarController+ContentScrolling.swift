import Foundation

/// The tab bar's scroll-edge looks follow the selected tab's content as it scrolls (BAR-2).
extension UITabBarController: ScrollOffsetObserver {
    /// The scroll view of the selected tab's content: its own, or its navigation stack's top's.
    private var selectedContentScrollView: UIScrollView? {
        var shown = selectedViewController
        if let navigation = shown as? UINavigationController { shown = navigation.topViewController }
        return shown?.viewIfLoaded.flatMap(UINavigationController.contentScrollView)
    }

    /// BAR-2: the scroll-edge looks apply while the content's bottom edge meets the bar, or
    /// without a scroll view.
    func followContentScrolling() {
        let scrollView = selectedContentScrollView
        scrollView?.addOffsetObserver(self)
        tabBar.atScrollEdge = scrollView?.isAtBottomEdge ?? true
    }

    func scrollViewOffsetDidChange(_ scrollView: UIScrollView) {
        guard scrollView === selectedContentScrollView else { return }
        followContentScrolling()
    }
}
