import Foundation

/// Setting pages in code, laying them out, the page indicator and the spine (PGV-1, PGV-4,
/// PGV-6, PGV-7).
extension UIPageViewController {
    /// How many controllers ``UIPageViewController/viewControllers`` holds: two for facing pages
    /// or a double-sided page curl, one otherwise (PGV-1).
    var requiredPageCount: Int {
        transitionStyle == .pageCurl && (spineLocation == .mid || isDoubleSided) ? 2 : 1
    }

    /// Whether `new` has the count the style and spine require; reports it when not, as UIKit
    /// raises (PGV-1).
    func validatePageCount(_ new: [UIViewController], for call: String) -> Bool {
        guard !choosingSpine else { return true }
        guard new.count == requiredPageCount else {
            Diagnostics.report(.invalidArgument, "\(call): the number of view controllers provided (\(new.count)) doesn't match the number "
                + "required (\(requiredPageCount)) for the \(transitionStyle) style with the spine at \(spineLocation)"
                + "\(isDoubleSided ? ", double-sided" : "") (PGV-1)")
            return false
        }
        return true
    }

    /// Shows `new` (PGV-4): a turn under way is cut short first (a finger's springs back, one set
    /// in code completes with false); then at once, or turning when `animated` on screen.
    func showPages(_ new: [UIViewController], direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)?) {
        if turn != nil {
            scroller?.stop()
            curler?.stop()
            finishTurn(completed: false)
        }
        if animated, isOnScreen, !pages.isEmpty, !new.contains(where: { page in pages.contains { $0 === page } }) {
            if let scroller {
                scroller.turnInCode(to: new[0], forward: direction == .forward, completion: completion)
            } else {
                curler?.turnInCode(to: new, forward: direction == .forward, completion: completion)
            }
        } else {
            replacePages(with: new) { installPageViews() }
            scroller?.forgetNeighbours()
            completion?(true)
        }
        refreshIndicator()
    }

    /// Puts the pages' views where the style shows them, once the view is loaded.
    func installPageViews() {
        guard isViewLoaded else { return }
        if let scroller { scroller.place(pages.first) } else { curler?.place(pages) }
        refreshIndicator()
        layoutPages()
    }

    /// The part of the view pages take: all of it, less the page indicator's strip (PGV-6).
    var pageArea: CGRect {
        guard let view = viewIfLoaded else { return .zero }
        var area = view.bounds
        if pageIndicator != nil { area.size.height = max(0, area.height - PageTurnMetrics.indicatorHeight) }
        return area
    }

    /// Lays out the pages and the page indicator (PGV-2, PGV-6).
    func layoutPages() {
        guard let view = viewIfLoaded else { return }
        let area = pageArea
        if let pageIndicator {
            pageIndicator.frame = CGRect(x: 0, y: area.maxY, width: view.bounds.width, height: PageTurnMetrics.indicatorHeight)
        }
        if let scroller { scroller.layout(in: area) } else { curler?.layout(in: area) }
    }

    /// PGV-6: the scroll style along the horizontal shows a page indicator when the data source
    /// answers both presentation methods itself; it is asked when pages are set and when the view
    /// loads, and follows a finger's turns by itself. Chosen: it takes no touches.
    func refreshIndicator() {
        guard transitionStyle == .scroll, navigationOrientation == .horizontal, let dataSource else { return }
        let count = DefaultAnswers.ask(.presentationCount) { dataSource.presentationCount(for: self) }
        let index = DefaultAnswers.ask(.presentationIndex) { dataSource.presentationIndex(for: self) }
        guard count.byApp, index.byApp else {
            pageIndicator?.removeFromSuperview()
            pageIndicator = nil
            return
        }
        let indicator = pageIndicator ?? UIPageControl(frame: .zero)
        indicator.isUserInteractionEnabled = false
        pageIndicator = indicator
        if let view = viewIfLoaded, indicator.superview !== view {
            view.addSubview(indicator)
            view.setNeedsLayout()
        }
        indicator.numberOfPages = count.answer
        indicator.currentPage = index.answer
    }

    /// PGV-7: the delegate chose `location` as the interface turned. It may call
    /// ``UIPageViewController/setViewControllers(_:direction:animated:completion:)`` while it
    /// chooses, with the count the new spine needs; the count is checked once the spine is set.
    func moveSpine(to location: SpineLocation) {
        setSpine(location)
        guard !pages.isEmpty else { return }
        _ = validatePageCount(pages, for: "pageViewController(_:spineLocationFor:)")
        installPageViews()
    }
}
