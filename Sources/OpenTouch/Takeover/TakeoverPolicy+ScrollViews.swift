import Foundation

/// Scroll views against their content and against their own recognizers (SCR-1, SCR-2, SCR-5, SCR-9).
extension TakeoverPolicy {
    /// What a scroll view does with a touch that lands in it (SCR-1, SCR-2).
    enum ContentTouchHold: Equatable {
        /// The content is decelerating: the touch stops it and goes no further.
        case stopsScrolling
        /// SCR-1: the content hears nothing for this long; a drag that begins meanwhile takes the touch.
        case holds(TimeInterval)
        /// SCR-2: without `delaysContentTouches`, the content's claim is decided at once.
        case decidesNow
    }

    /// SCR-1: how `scrollView` treats a touch that lands in it.
    static func contentTouchHold(in scrollView: some ContentScrolling) -> ContentTouchHold {
        if scrollView.isDecelerating { return .stopsScrolling }
        return scrollView.delaysContentTouches ? .holds(scrollView.contentTouchHoldDuration) : .decidesNow
    }

    /// SCR-2: whether the content may have `touches` (those of the scroll view's recognizer that
    /// are not on the scroll view itself): `touchesShouldBegin(_:with:in:)` decides, asked about
    /// the view of the first. A touch on the scroll view itself is not the content's: with no
    /// content touch, the answer is yes and nothing is asked (the scroll view hears its own touch).
    static func contentMayHave(_ touches: [UITouch], of scrollView: some ContentScrolling, with event: UIEvent) -> Bool {
        var content: [UITouch] = []
        for touch in touches where touch.view !== scrollView { content.append(touch) }
        guard let contentView = content.first?.view else { return true }
        let answer = scrollView.touchesShouldBegin(Set(content), with: event, in: contentView)
        if let trace = scrollView.trace {
            trace.recordScroll(scrollView, "touchesShouldBegin answered \(answer) for \(trace.name(of: contentView))",
                               reason: answer ? "the content gets the touch (SCR-2)" : "the content never hears of the touch (SCR-2)")
        }
        return answer
    }

    /// SCR-5: whether a drag that has moved by `moved` may begin in `scrollView`: only along an
    /// axis it can scroll (a view that scrolls one way leaves the other to its ancestors).
    static func scrollView(_ scrollView: some ContentScrolling, mayDragAfterMoving moved: CGPoint) -> Bool {
        let (horizontal, vertical) = (scrollView.canScrollHorizontally, scrollView.canScrollVertically)
        if !horizontal && !vertical { return false }
        if horizontal != vertical && (abs(moved.x) >= abs(moved.y)) != horizontal {
            scrollView.trace?.recordScroll(scrollView, "does not drag", reason: "the finger moved along an axis it cannot scroll")
            return false
        }
        return true
    }

    /// SCR-3, the default of `touchesShouldCancel(in:)`: a drag may cancel the touches of any
    /// content view but one that tracks its own (a control).
    static func scrollView(_ scrollView: some ContentScrolling, mayCancelTouchesOf view: UIView) -> Bool {
        !(view is TouchTracking)
    }

    /// SCR-9: whether a scroll view's pinch may begin: only when it can zoom, between limits
    /// that differ, a view its delegate names.
    static func scrollViewMayZoom(_ scrollView: some ContentScrolling) -> Bool {
        scrollView.minimumZoomScale < scrollView.maximumZoomScale && scrollView.hasViewForZooming
    }

    /// SCR-9: a scroll view's own pan and pinch recognize together (two fingers both pan and zoom);
    /// `other` is the recognizer its pan or pinch meets.
    static func scrollViewRecognizersWorkTogether(_ scrollView: some ContentScrolling, with other: UIGestureRecognizer) -> Bool {
        scrollView.scrolls(with: other)
    }
}
