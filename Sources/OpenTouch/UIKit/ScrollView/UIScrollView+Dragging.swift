import Foundation

/// A scroll view's drag and where it comes to rest (SCR-5, SCR-6, SCR-8): the range of offsets
/// it may rest at, the pan's handler, the directional lock, the release with its deceleration or
/// paging, and the offset set as the content moves. The class body keeps what a subclass may
/// override; this is the logic behind it.
extension UIScrollView {
    enum Axis { case horizontal, vertical }

    var canScrollHorizontally: Bool {
        let inset = adjustedContentInset
        return alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > bounds.width
    }

    var canScrollVertically: Bool {
        let inset = adjustedContentInset
        return alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > bounds.height
    }

    /// The offsets the content can rest at: the content with the adjusted inset around it (SCR-10).
    var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(x: max(minimum.x, contentSize.width + inset.right - bounds.width),
                              y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }

    /// `offset` brought inside ``offsetRange``.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopScrollingAnimation()
            stoppedByTouch = false
            isDragging = true
            offsetAtDragStart = contentOffset
            lockedAxis = isDirectionalLockEnabled ? Self.lockAxis(for: pan.translation(in: self)) : nil
            sheetHandoff = lockedAxis == .horizontal ? nil : SheetScrollHandoff(scrollView: self)
            // SCR-5: no jump by the threshold distance; the content follows from here.
            pan.setTranslation(.zero, in: self)
            trace?.recordScroll(self, "begins dragging", reason: "its pan began (SCR-5)")
            // TXT-5: a drag dismisses the keyboard where the scroll view asks for it.
            switch keyboardDismissMode {
            case .none: keyboardDrag = nil
            case .interactive, .interactiveWithAccessory: keyboardDrag = InteractiveKeyboardDismissal(scrollView: self)
            case .onDrag, .onDragWithAccessory: window?.endEditing(true)
            }
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            drag(by: pan.translation(in: self))
            keyboardDrag?.fingerMoved(to: pan.location(in: nil))
        case .ended:
            drag(by: pan.translation(in: self))
            keyboardDrag?.fingerMoved(to: pan.location(in: nil))
            keyboardDrag?.fingerLifted(velocity: pan.velocity(in: nil))
            keyboardDrag = nil
            // VC-11: a sheet the drag moved decides where it goes; the content does not glide.
            let sheetMoved = sheetHandoff?.end(speed: pan.velocity(in: nil).y) ?? false
            sheetHandoff = nil
            endDragging(velocity: sheetMoved ? .zero : pan.velocity(in: self))
        case .cancelled:
            keyboardDrag?.cancelled()
            keyboardDrag = nil
            _ = sheetHandoff?.end(speed: nil)
            sheetHandoff = nil
            endDragging(velocity: .zero)
        default:
            break
        }
    }

    /// SCR-8: a drag that starts mostly along one axis is locked to it; a diagonal one (between
    /// 22.5° and 67.5° [chosen]) is not locked.
    static func lockAxis(for moved: CGPoint) -> Axis? {
        let (dx, dy) = (abs(moved.x), abs(moved.y))
        let slope = tan(CGFloat.pi / 8)
        if dy <= dx * slope { return .horizontal }
        if dx <= dy * slope { return .vertical }
        return nil
    }

    /// The content follows the finger; past an edge it moves by half the overshoot while
    /// `bounces`, and not at all otherwise (SCR-5).
    func drag(by translation: CGPoint) {
        if let sheetHandoff {
            offsetAtDragStart.y += sheetHandoff.sheetShare(ofTranslation: translation.y, contentAboveTop: contentOffset.y - offsetRange.min.y)
        }
        var proposed = CGPoint(x: offsetAtDragStart.x - translation.x, y: offsetAtDragStart.y - translation.y)
        if !canScrollHorizontally || lockedAxis == .vertical { proposed.x = offsetAtDragStart.x }
        if !canScrollVertically || lockedAxis == .horizontal { proposed.y = offsetAtDragStart.y }
        let range = offsetRange
        func rubberBand(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            if value < low { return bounces ? low + (value - low) / 2 : low }
            if value > high { return bounces ? high + (value - high) / 2 : high }
            return value
        }
        contentOffset = CGPoint(x: rubberBand(proposed.x, range.min.x, range.max.x),
                                y: rubberBand(proposed.y, range.min.y, range.max.y))
        // CTL-15: pulled far enough past the top, the refresh control starts.
        if let refreshControl, range.min.y - contentOffset.y > UIRefreshControl.triggerDistance { refreshControl.pulled() }
    }

    func endDragging(velocity fingerVelocity: CGPoint) {
        isDragging = false
        lockedAxis = nil
        // The content moves against the finger.
        var velocity = CGPoint(x: canScrollHorizontally ? -fingerVelocity.x : 0, y: canScrollVertically ? -fingerVelocity.y : 0)
        if hypot(velocity.x, velocity.y) < Self.minimumDecelerationSpeed { velocity = .zero }
        let natural = isPagingEnabled ? pageTarget(velocity: velocity) : animator.restingOffset(from: contentOffset, velocity: velocity)
        let proposed = proposedRestingOffset(natural, velocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000))
        var target = proposed == natural ? natural : clamped(proposed)
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                            targetContentOffset: &target)
        let willDecelerate = target != contentOffset
        trace?.recordScroll(self, "ends dragging", reason: willDecelerate
            ? String(format: "decelerates from %.0f pt/s towards (%.0f, %.0f) (SCR-6)", hypot(velocity.x, velocity.y), target.x + 0, target.y + 0)
            : "no velocity: it stays where it is")
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else { return }
        delegate?.scrollViewWillBeginDecelerating(self)
        let finish: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            self.trace?.recordScroll(self, String(format: "comes to rest at (%.0f, %.0f)", self.contentOffset.x + 0, self.contentOffset.y + 0))
            self.delegate?.scrollViewDidEndDecelerating(self)
        }
        if target == natural && !isPagingEnabled {
            animator.decelerate(velocity: velocity, completion: finish)
        } else {
            animator.animate(to: target, duration: Self.settleDuration, isDeceleration: true, completion: finish)
        }
    }

    /// Paging: the next page in the direction of the flick, or the nearest page.
    func pageTarget(velocity: CGPoint) -> CGPoint {
        func page(_ offset: CGFloat, _ size: CGFloat, _ speed: CGFloat) -> CGFloat {
            guard size > 0 else { return offset }
            let position = offset / size
            let index = speed > 0 ? position.rounded(.up) : speed < 0 ? position.rounded(.down) : position.rounded()
            return index * size
        }
        let offset = contentOffset
        return clamped(CGPoint(x: page(offset.x, bounds.width, velocity.x), y: page(offset.y, bounds.height, velocity.y)))
    }

    func setOffset(_ offset: CGPoint) {
        guard bounds.origin != offset else { return }
        bounds.origin = offset
        boundsOriginDidChange()
        // As in UIKit, a scroll lays the content out again: a table shows the rows that came in.
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
        if !offsetObservers.isEmpty { for observer in offsetObservers { (observer.object as? ScrollOffsetObserver)?.scrollViewOffsetDidChange(self) } }
    }
}
