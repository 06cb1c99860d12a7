import Foundation

/// The `.scroll` style's pages in a paging scroll view of three slots: the page before, the
/// page shown (in the middle, where the content rests) and the page after (PGV-2).
///
/// The scroll view always has the three slots, and a missing neighbour is closed off with a
/// negative inset, so that asking for neighbours never moves the content under the finger: the
/// pan begins on the lone page (it bounces along its axis), the drag asks the data source for
/// the page after and then the page before (the order measured on iOS), and the slot of a nil
/// neighbour stays closed, so the content rubber-bands there and springs back. Once a page is
/// shown the content is put back in the middle slot.
@MainActor
final class PageScroller: UIScrollViewDelegate {
    unowned let owner: UIPageViewController
    /// The scroll view, a subview of the page view controller's view as in UIKit, wider (or
    /// taller) than it by the spacing, so that paging by its bounds leaves the gap between pages.
    let scrollView = UIScrollView(frame: .zero)
    private let spacing: CGFloat
    private let vertical: Bool
    private var before: UIViewController?, after: UIViewController?
    private var askedBefore = false, askedAfter = false
    /// Set while the scroller moves the content itself, so that the move turns nothing.
    private var adjusting = false
    /// Set while a turn made in code scrolls (PGV-4).
    private var turningInCode = false
    private var area: CGRect = .null

    init(owner: UIPageViewController, spacing: CGFloat, vertical: Bool) {
        self.owner = owner
        self.spacing = spacing
        self.vertical = vertical
        scrollView.isPagingEnabled = true
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.alwaysBounceHorizontal = !vertical
        scrollView.alwaysBounceVertical = vertical
        scrollView.delegate = self
    }

    // MARK: Geometry

    /// The length of one slot along the axis: a page and the gap after it.
    private var slot: CGFloat { (vertical ? area.height : area.width) + spacing }

    private func along(_ point: CGPoint) -> CGFloat { vertical ? point.y : point.x }

    private func offset(ofSlot index: Int) -> CGPoint {
        vertical ? CGPoint(x: 0, y: CGFloat(index) * slot) : CGPoint(x: CGFloat(index) * slot, y: 0)
    }

    private func frame(ofSlot index: Int) -> CGRect {
        let start = CGFloat(index) * slot + spacing / 2
        return CGRect(origin: vertical ? CGPoint(x: 0, y: start) : CGPoint(x: start, y: 0), size: area.size)
    }

    /// Lays the slots out for pages of `area`'s size; the content goes back to the middle slot
    /// when the size changed and nothing is moving.
    func layout(in area: CGRect) {
        let resized = area.size != self.area.size
        self.area = area
        scrollView.frame = vertical ? area.insetBy(dx: 0, dy: -spacing / 2) : area.insetBy(dx: -spacing / 2, dy: 0)
        scrollView.contentSize = vertical ? CGSize(width: area.width, height: 3 * slot) : CGSize(width: 3 * slot, height: area.height)
        placeViews()
        if resized, owner.turn == nil, !scrollView.isDragging { rest() }
    }

    /// The page shown in the middle slot, a coming page in its neighbour's slot.
    private func placeViews() {
        owner.pages.first?.viewIfLoaded?.frame = frame(ofSlot: 1)
        if let turn = owner.turn, let coming = turn.coming.first { coming.viewIfLoaded?.frame = frame(ofSlot: turn.forward ? 2 : 0) }
    }

    /// Opens the slot of each neighbour there is, and closes the others.
    private func updateInsets() {
        let closedBefore = before == nil ? -slot : 0, closedAfter = after == nil ? -slot : 0
        scrollView.contentInset = vertical ? UIEdgeInsets(top: closedBefore, left: 0, bottom: closedAfter, right: 0)
            : UIEdgeInsets(top: 0, left: closedBefore, bottom: 0, right: closedAfter)
    }

    /// The content at rest on the middle slot.
    private func rest() {
        updateInsets()
        adjusting = true
        scrollView.contentOffset = offset(ofSlot: 1)
        adjusting = false
    }

    /// Puts `page`'s view in the middle slot (pages set at once, PGV-4).
    func place(_ page: UIViewController?) {
        if let page {
            page.view.frame = frame(ofSlot: 1)
            if page.view.superview !== scrollView { scrollView.addSubview(page.view) }
        }
        rest()
    }

    /// The neighbours are asked again when next needed: after pages set in code [chosen: UIKit
    /// keeps a stale neighbour after an animated set, which Apple's forums report as a bug].
    func forgetNeighbours() {
        before = nil
        after = nil
        askedBefore = false
        askedAfter = false
        if area != .null { rest() }
    }

    /// Stops a turn's scrolling where it is, so that pages set in code replace it.
    func stop() {
        scrollView.stopScrollingAnimation()
        turningInCode = false
        scrollView.isUserInteractionEnabled = true
    }

    // MARK: A finger's turn (PGV-2, PGV-3)

    /// Asks the data source for the neighbours not yet asked for: the page after, then the page before.
    private func askForNeighbours() {
        guard let current = owner.pages.first, let dataSource = owner.dataSource else { return }
        if !askedAfter {
            askedAfter = true
            after = dataSource.pageViewController(owner, viewControllerAfter: current)
        }
        if !askedBefore {
            askedBefore = true
            before = dataSource.pageViewController(owner, viewControllerBefore: current)
        }
        updateInsets()
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        askForNeighbours()
    }

    /// As the content leaves the middle slot towards a neighbour, the turn to it begins; going
    /// the other way past the middle abandons it for the other neighbour.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !adjusting, !turningInCode, !owner.pages.isEmpty else { return }
        let moved = along(scrollView.contentOffset) - slot
        let coming = owner.turn?.coming.first
        if moved > 0, let after, coming !== after {
            turn(to: after, forward: true)
        } else if moved < 0, let before, coming !== before {
            turn(to: before, forward: false)
        }
    }

    private func turn(to page: UIViewController, forward: Bool) {
        if owner.turn != nil { owner.abandonTurn() }
        owner.beginTurn(to: [page], forward: forward, byFinger: true)
        page.view.frame = frame(ofSlot: forward ? 2 : 0)
        owner.holdingAppearance(of: [page]) { scrollView.addSubview(page.view) }
    }

    /// PGV-2: a release faster than ``PageTurnMetrics/flickSpeed`` goes to the next slot that
    /// way, however short the drag; a slower one to the nearest slot; never into a closed one.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard slot > 0 else { return }
        let position = along(scrollView.contentOffset) / slot, speed = along(velocity) * 1000
        var index = speed > PageTurnMetrics.flickSpeed ? position.rounded(.up)
            : speed < -PageTurnMetrics.flickSpeed ? position.rounded(.down) : position.rounded()
        index = min(max(index, before == nil ? 1 : 0), after == nil ? 1 : 2)
        targetContentOffset.pointee = offset(ofSlot: Int(index))
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        settle()
    }

    /// The content came to rest: on the coming page's slot the turn completes, anywhere else
    /// it springs back (PGV-3).
    private func settle() {
        guard let turn = owner.turn, turn.byFinger, let coming = turn.coming.first else { return }
        let completed = abs(along(scrollView.contentOffset) - along(offset(ofSlot: turn.forward ? 2 : 0))) < 0.5
        guard completed, let old = owner.pages.first else {
            owner.finishTurn(completed: false) { self.rest() }
            return
        }
        owner.finishTurn(completed: true) {
            // The page shown moves to the middle slot, and the one it replaced is its neighbour.
            if turn.forward {
                (before, askedBefore, after, askedAfter) = (old, true, nil, false)
            } else {
                (after, askedAfter, before, askedBefore) = (old, true, nil, false)
            }
            coming.view.frame = frame(ofSlot: 1)
            rest()
        }
        // As measured on iOS, the next page the same way is asked for once the turn is told.
        if owner.pages.first === coming, owner.turn == nil { askForNeighbours() }
    }

    // MARK: A turn in code (PGV-4)

    /// Scrolls to `page` in `forward`'s neighbour slot over the scroll view's settle time; touches
    /// wait until it is shown.
    func turnInCode(to page: UIViewController, forward: Bool, completion: ((Bool) -> Void)?) {
        owner.beginTurn(to: [page], forward: forward, byFinger: false, completion: completion)
        if forward { (after, askedAfter) = (page, true) } else { (before, askedBefore) = (page, true) }
        updateInsets()
        page.view.frame = frame(ofSlot: forward ? 2 : 0)
        owner.holdingAppearance(of: [page]) { scrollView.addSubview(page.view) }
        turningInCode = true
        scrollView.isUserInteractionEnabled = false
        scrollView.setContentOffset(offset(ofSlot: forward ? 2 : 0), animated: true)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        guard turningInCode, let page = owner.turn?.coming.first else { return }
        stop()
        owner.finishTurn(completed: true) {
            page.view.frame = frame(ofSlot: 1)
            forgetNeighbours()
        }
    }
}
