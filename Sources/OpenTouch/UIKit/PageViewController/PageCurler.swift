import Foundation

/// The `.pageCurl` style's turns: a pan along the axis or a tap near the outer edge turns the
/// page, through two recognizers the app may move or give a delegate (PGV-5).
///
/// Nothing is drawn, so the curl itself is not seen: the page coming lies under the page
/// turning forward (or over it, turning back) until the turn ends, ``PageTurnMetrics/curlDuration``
/// after the finger lets go or the tap, on the application clock. A pan's first movement says
/// which way: towards the spine turns forward, as a book's page is turned. A released pan
/// completes past half the page, or with a flick towards the spine; otherwise the page falls back.
@MainActor
final class PageCurler {
    unowned let owner: UIPageViewController
    let pan = UIPanGestureRecognizer()
    let tap = UITapGestureRecognizer()
    private var area: CGRect = .zero
    private var finishing: ScheduledWork?

    init(owner: UIPageViewController) {
        self.owner = owner
        pan.name = "UIPageViewController page curl pan"
        tap.name = "UIPageViewController page curl tap"
        pan.addTarget(self, action: PageCurler.handlePan)
        tap.addTarget(self, action: PageCurler.handleTap)
    }

    /// The pan, then the tap [chosen order].
    var recognizers: [UIGestureRecognizer] { [pan, tap] }

    /// Puts the recognizers on the page view controller's view, unless the app already moved them.
    func install(in view: UIView) {
        for recognizer in recognizers where recognizer.view == nil { view.addGestureRecognizer(recognizer) }
    }

    private var vertical: Bool { owner.navigationOrientation == .vertical }
    private func along(_ point: CGPoint) -> CGFloat { vertical ? point.y : point.x }
    private var length: CGFloat { vertical ? area.height : area.width }

    // MARK: Views

    /// The pages that show at rest: both facing pages with the spine in the middle, else the
    /// front (the second controller of a double-sided page is the back of the page last turned).
    private func visible(_ pages: [UIViewController]) -> [UIViewController] {
        owner.spineLocation == .mid ? pages : Array(pages.prefix(1))
    }

    private func frames(for count: Int) -> [CGRect] {
        guard count == 2 else { return [area] }
        let halves = vertical ? area.divided(atDistance: area.height / 2, from: .minYEdge) : area.divided(atDistance: area.width / 2, from: .minXEdge)
        return [halves.slice, halves.remainder]
    }

    /// Puts the pages' views in the view (pages set at once, PGV-4).
    func place(_ pages: [UIViewController]) {
        guard let view = owner.viewIfLoaded else { return }
        for (page, frame) in zip(visible(pages), frames(for: visible(pages).count)) {
            page.view.frame = frame
            if page.view.superview !== view { view.insertSubview(page.view, at: 0) }
        }
    }

    func layout(in area: CGRect) {
        self.area = area
        for (page, frame) in zip(visible(owner.pages), frames(for: visible(owner.pages).count)) { page.viewIfLoaded?.frame = frame }
        if let coming = owner.turn?.coming {
            for (page, frame) in zip(visible(coming), frames(for: visible(coming).count)) { page.viewIfLoaded?.frame = frame }
        }
    }

    // MARK: Turns

    /// The pages a turn `forward` (or back) goes to, from the data source; nil at either end.
    private func pages(forward: Bool) -> [UIViewController]? {
        let shown = owner.pages
        let mid = owner.spineLocation == .mid
        guard let dataSource = owner.dataSource, var from = forward && mid ? shown.last : shown.first else { return nil }
        var found: [UIViewController] = []
        for _ in 0..<owner.requiredPageCount {
            let next = forward ? dataSource.pageViewController(owner, viewControllerAfter: from)
                : dataSource.pageViewController(owner, viewControllerBefore: from)
            guard let next else { return nil }
            found.append(next)
            from = next
        }
        // Facing pages keep their display order; a double-sided page is its front, then its back.
        if found.count == 2, !(mid && forward) { found.reverse() }
        return found
    }

    /// Begins turning to `coming`: its views go under the page turning forward, over it turning back.
    private func begin(to coming: [UIViewController], forward: Bool, byFinger: Bool, completion: ((Bool) -> Void)? = nil) {
        owner.beginTurn(to: coming, forward: forward, byFinger: byFinger, completion: completion)
        guard let view = owner.viewIfLoaded else { return }
        let shown = visible(owner.pages).compactMap(\.viewIfLoaded)
        owner.holdingAppearance(of: coming) {
            for (page, frame) in zip(visible(coming), frames(for: visible(coming).count)) {
                page.view.frame = frame
                if forward, let lowest = shown.first { view.insertSubview(page.view, belowSubview: lowest) }
                else if let highest = shown.last { view.insertSubview(page.view, aboveSubview: highest) }
                else { view.insertSubview(page.view, at: 0) }
            }
        }
    }

    /// Ends the turn after the curl's time on the application clock.
    private func finish(completed: Bool) {
        let clock = owner.viewIfLoaded?.window?.applicationClock ?? ApplicationClock.inCharge
        finishing = clock.schedule(after: PageTurnMetrics.curlDuration, label: "page curl") { [weak self] in
            guard let self else { return }
            self.finishing = nil
            self.owner.finishTurn(completed: completed) { self.layout(in: self.area) }
        }
    }

    /// Turns to `pages` in code (PGV-4), over the curl's time.
    func turnInCode(to pages: [UIViewController], forward: Bool, completion: ((Bool) -> Void)?) {
        begin(to: pages, forward: forward, byFinger: false, completion: completion)
        finish(completed: true)
    }

    /// Stops the curl under way, so that pages set in code replace it.
    func stop() {
        finishing?.cancel()
        finishing = nil
    }

    /// Whether a finger's movement of `distance` along the axis goes towards the spine: a
    /// forward turn, except with the spine at the far edge, where forward is the other way.
    private func isForward(_ distance: CGFloat) -> Bool {
        owner.spineLocation == .max ? distance > 0 : distance < 0
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        let moved = along(pan.translation(in: owner.viewIfLoaded))
        switch pan.state {
        case .began:
            guard owner.turn == nil, finishing == nil else { return }
            let forward = isForward(moved)
            guard let coming = pages(forward: forward) else { return }
            begin(to: coming, forward: forward, byFinger: true)
        case .ended:
            guard let turn = owner.turn, turn.byFinger, finishing == nil, length > 0 else { return }
            let sign: CGFloat = isForward(1) == turn.forward ? 1 : -1
            let progress = moved * sign / length, speed = along(pan.velocity(in: owner.viewIfLoaded)) * sign
            finish(completed: speed > PageTurnMetrics.flickSpeed || (speed > -PageTurnMetrics.flickSpeed && progress > 0.5))
        case .cancelled, .failed:
            guard let turn = owner.turn, turn.byFinger, finishing == nil else { return }
            finish(completed: false)
        default:
            break
        }
    }

    /// A tap within ``PageTurnMetrics/tapZone`` of the outer edge turns forward, of the inner
    /// (or, with the spine in the middle, the left) edge back; elsewhere it does nothing.
    private func handleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, owner.turn == nil, finishing == nil, length > 0 else { return }
        let position = along(tap.location(in: owner.viewIfLoaded)) - along(area.origin)
        let zone = length * PageTurnMetrics.tapZone
        let nearEnd = position <= zone, farEnd = position >= length - zone
        guard nearEnd || farEnd else { return }
        let forward = owner.spineLocation == .max ? nearEnd : farEnd
        guard let coming = pages(forward: forward) else { return }
        begin(to: coming, forward: forward, byFinger: true)
        finish(completed: true)
    }
}
