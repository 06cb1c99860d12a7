import Foundation
@testable import OpenTouch

/// A scroll-view delegate that logs its calls, offsets rounded to whole points.
@MainActor
final class ScrollLog: UIScrollViewDelegate {
    var entries: [String] = []
    var logsScrolls = false
    var replacementTarget: CGPoint?

    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if logsScrolls { entries.append("didScroll \(Int(scrollView.contentOffset.x.rounded())),\(Int(scrollView.contentOffset.y.rounded()))") }
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { entries.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        entries.append("willEndDragging")
        if let replacementTarget { targetContentOffset.pointee = replacementTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        entries.append("didEndDragging decelerate=\(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { entries.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { entries.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { entries.append("didEndScrollingAnimation") }
}

/// A 300×200 horizontal scroll view at (50, 100) with 1200 pt of content, in a shown window.
@MainActor
struct ScrollScene {
    let scene = Scene()
    let scrollView: UIScrollView
    let scrollLog = ScrollLog()

    init(contentWidth: CGFloat = 1200) {
        scrollView = UIScrollView(frame: CGRect(x: 50, y: 100, width: 300, height: 200))
        scrollView.contentSize = CGSize(width: contentWidth, height: 200)
        scrollView.delegate = scrollLog
        scene.window.addSubview(scrollView)
    }

    var screen: TouchScreen { scene.screen }
    var log: CallbackLog { scene.log }
}
