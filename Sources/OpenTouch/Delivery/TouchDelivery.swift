import Foundation

/// Delivers a window's touches to their views and responder chains (TCH-1, TCH-7..10).
///
/// The window calls ``deliver(_:)`` from `sendEvent` for every touch event. A touch's fate
/// toward its view is settled once, when it begins: delivered, or withheld for good because its
/// view does not take a second touch (TCH-7) or an exclusive-touch view is in the way (TCH-8).
/// Then each phase goes out in a fixed order (began, moved, ended, cancelled), one call per
/// view with all of that view's touches in that phase; stationary touches are only in
/// `event.allTouches` (TCH-1).
///
/// The per-phase loop is where gesture recognizers will see each phase before the views do
/// (GR-1), and where a touch's delivery can be held, dropped or turned into a cancel.
@MainActor
final class TouchDelivery {
    private unowned let window: UIWindow
    private var pass: UInt64 = 0

    init(window: UIWindow) {
        self.window = window
    }

    /// Delivers the touches of `event` that are in this window.
    func deliver(_ event: UIEvent) {
        event.deliveryDepth += 1
        defer {
            event.deliveryDepth -= 1
        }
        admitNewTouches(of: event)
        deliver(.began, of: event)
        deliver(.moved, of: event)
        deliver(.ended, of: event)
        deliver(.cancelled, of: event)
    }

    /// TCH-9: cancels, now, every touch whose view is `view` or inside it.
    ///
    /// Views that were hearing the touch get `touchesCancelled`; every such touch is finished,
    /// so the rest of a frame under way skips it and later samples of its finger are ignored
    /// until the finger lifts.
    func cancelTouches(inSubtreeOf view: UIView) {
        guard let event = window.application?.touchesEvent else { return }
        let affected = event.touchList.filter { touch in
            guard touch.window === window, !touch.isFinished, let touchView = touch.view else { return false }
            return touchView.isDescendant(of: view)
        }
        guard !affected.isEmpty else { return }
        for touch in affected { touch.phase = .cancelled }
        event.deliveryDepth += 1
        deliverGroups(of: affected, in: .cancelled, event: event)
        event.deliveryDepth -= 1
        for touch in affected { touch.viewDelivery = .finished }
        event.removeFinishedTouches()
    }

    // MARK: Admission (TCH-7, TCH-8)

    private func admitNewTouches(of event: UIEvent) {
        for touch in event.touchList where touch.window === window && touch.viewDelivery == .undecided {
            touch.viewDelivery = admission(of: touch, in: event)
        }
    }

    private func admission(of touch: UITouch, in event: UIEvent) -> TouchViewDelivery {
        guard let view = touch.view else { return .withheld(.noView) }
        var viewHasTouch = false
        for other in event.touchList where other !== touch && other.window === window && other.viewDelivery == .delivered {
            guard let otherView = other.view else { continue }
            if otherView === view {
                viewHasTouch = true
            } else if view.isExclusiveTouch || otherView.isExclusiveTouch {
                return .withheld(.exclusiveTouch)
            }
        }
        if viewHasTouch && !view.isMultipleTouchEnabled {
            return .withheld(.multipleTouch)
        }
        return .delivered
    }

    // MARK: Phases

    private func deliver(_ phase: UITouch.Phase, of event: UIEvent) {
        deliverGroups(of: event.touchList, in: phase, event: event)
    }

    /// One call per view, with all of the view's deliverable touches in `phase`, in the order the
    /// touches began. Deliverability is checked again before each call, since a callback may
    /// cancel touches that are still to come (TCH-9).
    private func deliverGroups(of list: [UITouch], in phase: UITouch.Phase, event: UIEvent) {
        pass &+= 1
        let current = pass  // a nested delivery (a callback removing a view) takes a pass of its own
        for (index, first) in list.enumerated() where isDeliverable(first, in: phase, pass: current) {
            guard let view = first.view else { continue }
            var group: Set<UITouch> = [first]
            first.deliveryPass = current
            for other in list[(index + 1)...] where other.view === view && isDeliverable(other, in: phase, pass: current) {
                group.insert(other)
                other.deliveryPass = current
            }
            switch phase {
            case .began: view.touchesBegan(group, with: event)
            case .moved: view.touchesMoved(group, with: event)
            case .ended: view.touchesEnded(group, with: event)
            case .cancelled: view.touchesCancelled(group, with: event)
            case .stationary, .regionEntered, .regionMoved, .regionExited: break
            }
        }
    }

    private func isDeliverable(_ touch: UITouch, in phase: UITouch.Phase, pass: UInt64) -> Bool {
        touch.phase == phase
            && touch.window === window
            && touch.deliveryPass != pass
            && touch.viewDelivery == .delivered
    }
}
