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
    // MARK: The one insertion and the one removal

    func attach(_ view: UIView, relativeTo sibling: UIView, offset: Int) {
        guard sibling.superview === self, sibling !== view else {
            attach(view, at: Int.max)
            return
        }
        // Take `view` out of this list first, so that the sibling's index is the one after the move.
        subviews.removeAll { $0 === view }
        let index = subviews.firstIndex { $0 === sibling }! + offset
        attach(view, at: index)
    }

    func attach(_ view: UIView, at index: Int) {
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
    func detachFromSuperview(movingTo newSuperview: UIView?) {
        guard let oldSuperview = superview else { return }
        let oldWindow = window
        let newWindow = newSuperview?.window
        // TCH-9: cancel while the chain above the view still stands, so forwarding still works.
        if let oldWindow { oldWindow.dispatcher.cancelTouches(inSubtreeOf: self, in: oldWindow) }
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
        window?.application?.dispatcher.hasLiveTouch(inSubtreeOf: self) ?? false
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
