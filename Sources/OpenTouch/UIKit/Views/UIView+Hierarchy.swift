import Foundation

/// Adding, removing and reordering subviews, with UIKit's notifications.
///
/// Every insertion goes through one place, `attach(_:at:)`, and every removal through
/// `detachFromSuperview(movingTo:)`, so the order of notifications and the cancellation of the
/// touches of a view that leaves (TCH-9) are the same whichever public method was called.
/// [chosen] Order when a view moves: the old superview's `willRemoveSubview`, the view's
/// `willMove(toSuperview:)`, `willMove(toWindow:)` down the subtree (parents first, only when the
/// window changes), the move, `didMoveToWindow()` down the subtree, `didMoveToSuperview()`, and
/// last the new superview's `didAddSubview`.
extension UIView {
    /// Adds `view` on top of the other subviews, taking it from its old superview first.
    public func addSubview(_ view: UIView) {
        attach(view, at: Int.max)
    }

    /// Inserts `view` at `index` among the subviews (0 is the back); an index past the end appends.
    public func insertSubview(_ view: UIView, at index: Int) {
        attach(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview`; when that is not a subview, adds `view` on top.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        attach(view, relativeTo: siblingSubview, offset: 1)
    }

    /// Inserts `view` just below `siblingSubview`; when that is not a subview, adds `view` on top.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        attach(view, relativeTo: siblingSubview, offset: 0)
    }

    /// Takes the view out of its superview and window; touches on it are cancelled (TCH-9).
    public func removeFromSuperview() {
        guard superview != nil else { return }
        detachFromSuperview(movingTo: nil)
    }

    /// Moves `view` to the front of the subviews (it is then hit-tested first).
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        subviewWasReordered(view)
        layerStorage?.subviewWasPlaced(view)
    }

    /// Moves `view` to the back of the subviews.
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        subviewWasReordered(view)
        layerStorage?.subviewWasPlaced(view)
    }

    /// Swaps the subviews at two indices.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            assertionFailure("exchangeSubview(at: \(index1), withSubviewAt: \(index2)) is out of bounds for \(subviews.count) subviews")
            return
        }
        subviews.swapAt(index1, index2)
        layerStorage?.subviewsWereExchanged(subviews[index1], subviews[index2])
        // Rare: the grid's order keys of both would have to swap; build it again instead.
        siblingHitIndex = nil
    }

    /// Whether this view is `view` or lies inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with `tag` in a depth-first search that starts with this view.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: The one insertion and the one removal

    private func attach(_ view: UIView, relativeTo sibling: UIView, offset: Int) {
        guard sibling.superview === self, sibling !== view else {
            attach(view, at: Int.max)
            return
        }
        // Take `view` out of this list first, so that the sibling's index is the one after the move.
        subviews.removeAll { $0 === view }
        let index = subviews.firstIndex { $0 === sibling }! + offset
        attach(view, at: index)
    }

    private func attach(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            assertionFailure("Can't add a view as a subview of itself or of one of its subviews")
            return
        }
        if view.superview === self {
            // Reordering within the same superview: no notifications, and touches stay (UIKit).
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: clampedIndex(index))
            subviewWasReordered(view)
            layerStorage?.subviewWasPlaced(view)
            return
        }
        let newWindow = window
        // Read before the move: the traits the view had where it was (TRT-2).
        let oldTraits = view.window !== newWindow ? view.traitValues : nil
        if view.superview != nil {
            view.detachFromSuperview(movingTo: self)
        } else {
            view.willMove(toSuperview: self)
            if view.window !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        }
        let windowChanged = view.window !== newWindow
        view.superviewStorage = self
        // LAY-1: the tree it joins solves its constraints from now on.
        if LayoutEngine.activeCount > 0 { view.extras?.layoutEngine = nil; LayoutEngine.viewDidChange(view) }

        subviews.insert(view, at: clampedIndex(index))
        subviewWasInserted(view)
        layerStorage?.subviewWasPlaced(view)
        if windowChanged {
            view.setWindow(newWindow)
            view.notifyDidMoveToWindow()
        }
        if let oldTraits { view.notifyTraitChange(from: oldTraits, to: view.traitValues) }
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
    }

    private func clampedIndex(_ index: Int) -> Int {
        min(max(0, index), subviews.count)
    }

    /// Takes the view out of its superview. When `newSuperview` is given the view is on its way
    /// there: the `willMove` notifications name it, and the `did` ones are left to ``attach``.
    private func detachFromSuperview(movingTo newSuperview: UIView?) {
        guard let oldSuperview = superview else { return }
        let oldWindow = window
        let newWindow = newSuperview?.window
        // TCH-9: cancel while the chain above the view still stands, so forwarding still works.
        if let oldWindow { oldWindow.touchDelivery.cancelTouches(inSubtreeOf: self, in: oldWindow) }
        let oldTraits = newSuperview == nil && oldWindow != nil ? traitValues : nil
        oldSuperview.willRemoveSubview(self)
        LayoutEngine.viewWillLeave(self)
        willMove(toSuperview: newSuperview)
        if oldWindow !== newWindow {
            oldWindow?.resignFirstResponder(inSubtreeOf: self)
            notifyWillMove(toWindow: newWindow)
        }
        oldSuperview.subviews.removeAll { $0 === self }
        oldSuperview.subviewWasRemoved(self)
        oldSuperview.layerStorage?.subviewWasRemoved(self)
        oldSuperview.setNeedsLayout()
        superviewStorage = nil
        guard newSuperview == nil else { return }
        if oldWindow != nil {
            setWindow(nil)
            notifyDidMoveToWindow()
        }
        if let oldTraits { notifyTraitChange(from: oldTraits, to: traitValues) }
        didMoveToSuperview()
    }

    /// Whether a live touch began on this view or a view inside it (a scroll view's `isTracking`):
    /// widgets ask their view, not the delivery.
    var hasLiveTouchInSubtree: Bool {
        window?.application?.touchDelivery.hasLiveTouch(inSubtreeOf: self) ?? false
    }

    // MARK: Window bookkeeping, parents first

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        viewController?.rootViewWillMove(from: window, to: newWindow)
        willMove(toWindow: newWindow)
        for subview in subviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow() {
        viewController?.rootViewDidMoveToWindow()
        didMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }

    private func setWindow(_ newWindow: UIWindow?) {
        if needsLayoutFlag, let oldWindow = windowStorage, oldWindow !== newWindow, oldWindow !== self {
            oldWindow.dequeueLayout(self)
        }
        windowStorage = newWindow
        if let newWindow {
            if needsLayoutFlag { newWindow.enqueueLayout(self) }
            displayOnEnteringWindow(newWindow)
        }
        for subview in subviews { subview.setWindow(newWindow) }
    }
}
