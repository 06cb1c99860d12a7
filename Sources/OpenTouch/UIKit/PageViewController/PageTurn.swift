import Foundation

/// One page turn under way: the pages leaving and coming, which way, and who asked for it
/// (PGV-3, PGV-4).
struct PageTurn {
    /// The pages shown when the turn began.
    let leaving: [UIViewController]
    /// The pages the turn goes to.
    let coming: [UIViewController]
    /// Towards later pages.
    let forward: Bool
    /// A finger's turn tells the delegate; one set in code does not (PGV-4).
    let byFinger: Bool
    /// Whether the page view controller was on screen when it began: only then do the pages
    /// hear appearance calls.
    let showing: Bool
    /// The completion of a turn set in code.
    let completion: ((Bool) -> Void)?
}

extension UIPageViewController {
    /// Whether the view is in a window that shows.
    var isOnScreen: Bool { viewIfLoaded?.window.map { !$0.isHidden } ?? false }

    /// Begins the turn to `coming` (PGV-3): a finger's tells the delegate `willTransitionTo`; the
    /// pages become children; on screen, the pages shown hear `viewWillDisappear` and then the
    /// coming ones `viewWillAppear`, as a navigation controller's push orders them [chosen].
    func beginTurn(to coming: [UIViewController], forward: Bool, byFinger: Bool, completion: ((Bool) -> Void)? = nil) {
        if byFinger { delegate?.pageViewController(self, willTransitionTo: coming) }
        let showing = isOnScreen
        for page in coming where page.parent !== self { addChild(page) }
        for page in coming { page.loadViewIfNeeded() }
        if showing {
            for moving in Self.subtrees(of: pages) { moving.beginAppearanceTransition(false, animated: true) }
            for moving in Self.subtrees(of: coming) { moving.beginAppearanceTransition(true, animated: true) }
        }
        turn = PageTurn(leaving: pages, coming: coming, forward: forward, byFinger: byFinger, showing: showing, completion: completion)
        trace?.recordController(self, "turns \(forward ? "forward" : "back") to \(Self.names(coming))",
                                reason: byFinger ? "a finger turns the page (PGV-3)" : "setViewControllers, animated (PGV-4)")
    }

    /// The finger went the other way before the turn came to rest (PGV-3): the page that was
    /// coming hears `viewWillDisappear` and `viewDidDisappear` and leaves; the pages shown stay
    /// on their way out until the next turn begins or this one springs back.
    func abandonTurn() {
        guard let turn else { return }
        self.turn = nil
        let abandoned = turn.coming.filter { page in !pages.contains { $0 === page } }
        if turn.showing { for moving in Self.subtrees(of: abandoned) { moving.beginAppearanceTransition(false, animated: true) } }
        holdingAppearance(of: abandoned) { for page in abandoned { page.viewIfLoaded?.removeFromSuperview() } }
        if turn.showing { for moving in Self.subtrees(of: abandoned) { moving.endAppearanceTransition() } }
        for page in abandoned {
            page.willMove(toParent: nil)
            page.removeFromParent()
        }
    }

    /// Ends the turn under way (PGV-3). Completed: the pages shown leave (`viewDidDisappear`),
    /// the coming ones stay (`viewDidAppear`) and become ``viewControllers``. Sprung back: the
    /// coming pages hear `viewWillDisappear` and `viewDidDisappear`, then the pages shown
    /// `viewWillAppear` and `viewDidAppear`, as a cancelled back swipe orders them. Then a
    /// finger's turn tells the delegate `didFinishAnimating`, and one set in code calls its
    /// completion; `rearrange` puts the style's views in place before either hears of it.
    func finishTurn(completed: Bool, rearrange: () -> Void = {}) {
        guard let turn else { return }
        self.turn = nil
        // The pages shown may have been left on their way out by an abandoned turn.
        let leaving = pages
        if completed {
            holdingAppearance(of: leaving) { for page in leaving { page.viewIfLoaded?.removeFromSuperview() } }
            if turn.showing {
                for moving in Self.subtrees(of: leaving) { moving.endAppearanceTransition() }
                for moving in Self.subtrees(of: turn.coming) { moving.endAppearanceTransition() }
            }
            for page in leaving where !turn.coming.contains(where: { $0 === page }) {
                page.willMove(toParent: nil)
                page.removeFromParent()
            }
            for page in turn.coming { page.didMove(toParent: self) }
            pages = turn.coming
            if turn.byFinger, let pageIndicator { pageIndicator.currentPage += turn.forward ? 1 : -1 }
        } else {
            if turn.showing { for moving in Self.subtrees(of: turn.coming) { moving.beginAppearanceTransition(false, animated: true) } }
            holdingAppearance(of: turn.coming) { for page in turn.coming { page.viewIfLoaded?.removeFromSuperview() } }
            if turn.showing {
                for moving in Self.subtrees(of: turn.coming) { moving.endAppearanceTransition() }
                for moving in Self.subtrees(of: leaving) {
                    moving.beginAppearanceTransition(true, animated: true)
                    moving.endAppearanceTransition()
                }
            }
            for page in turn.coming where !leaving.contains(where: { $0 === page }) {
                page.willMove(toParent: nil)
                page.removeFromParent()
            }
        }
        rearrange()
        trace?.recordController(self, completed ? "shows \(Self.names(pages))" : "springs back to \(Self.names(pages))",
                                reason: completed ? "the turn came to rest on the new page (PGV-3)" : "the turn came to rest where it began (PGV-3)")
        if turn.byFinger {
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: turn.leaving, transitionCompleted: completed)
        }
        turn.completion?(completed)
    }

    /// Replaces the pages at once (PGV-4): on screen, the pages shown hear `viewWillDisappear`,
    /// the new ones `viewWillAppear`, then `viewDidDisappear` and `viewDidAppear`.
    func replacePages(with new: [UIViewController], place: () -> Void) {
        let old = pages, showing = isOnScreen
        for page in new where page.parent !== self { addChild(page) }
        if showing {
            for page in new { page.loadViewIfNeeded() }
            for moving in Self.subtrees(of: old) { moving.beginAppearanceTransition(false, animated: false) }
            for moving in Self.subtrees(of: new) { moving.beginAppearanceTransition(true, animated: false) }
        }
        pages = new
        holdingAppearance(of: old + new) {
            for page in old where !new.contains(where: { $0 === page }) { page.viewIfLoaded?.removeFromSuperview() }
            place()
        }
        if showing {
            for moving in Self.subtrees(of: old) { moving.endAppearanceTransition() }
            for moving in Self.subtrees(of: new) { moving.endAppearanceTransition() }
        }
        for page in old where !new.contains(where: { $0 === page }) {
            page.willMove(toParent: nil)
            page.removeFromParent()
        }
        for page in new { page.didMove(toParent: self) }
    }

    /// Runs `body` (views moving in or out of the window) without the moves starting or ending
    /// the pages' appearance calls, which the turn makes itself (VC-2).
    func holdingAppearance(of pages: [UIViewController], _ body: () -> Void) {
        let held = Self.subtrees(of: pages)
        for controller in held { controller.transitionHoldsAppearance = true }
        body()
        for controller in held { controller.transitionHoldsAppearance = false }
    }

    /// The pages and the controllers inside them that hear appearance calls with them, parents first.
    static func subtrees(of pages: [UIViewController]) -> [UIViewController] {
        pages.flatMap(\.appearanceSubtree)
    }

    static func names(_ pages: [UIViewController]) -> String {
        pages.map { $0.title ?? "\(type(of: $0))" }.joined(separator: " and ")
    }
}
