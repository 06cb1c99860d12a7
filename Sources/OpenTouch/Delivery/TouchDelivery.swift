import Foundation

/// Delivers a window's touches: first to gesture recognizers, then to views (TCH, GR rules).
///
/// The window calls ``deliver(_:)`` from `sendEvent` for every touch event. A touch's life:
///
/// 1. When it begins, its fate toward its view is settled once: delivered, or withheld for good
///    because the view does not take a second touch (TCH-7) or an exclusive-touch view is in the
///    way (TCH-8). Then it is offered to the recognizers of its view and every ancestor, deeper
///    views first (GR-1, GR-2).
/// 2. Every event goes to the recognizers first, each getting its touches phase by phase, and
///    the ``GestureArena`` working off what each caused before the next one runs (GR-3..10).
/// 3. Then to the views: one call per view and phase (began, moved, ended, cancelled) with all
///    of that view's touches; stationary touches are only in `event.allTouches` (TCH-1). A phase
///    that a possible recognizer delays is held (GR-12, GR-13) and replayed when the recognizer
///    fails or lets go, or dropped or turned into a cancel when it recognizes (GR-11).
/// 4. After the event, recognizers that finished are reset (GR-5).
@MainActor
final class TouchDelivery: GestureArenaObserver {
    private unowned let window: UIWindow
    /// The arbitration of this window's recognizers.
    let arena = GestureArena()
    // `@exclusivity(unchecked)` on hot stored properties: they are only used on the main actor and
    // never through overlapping inout accesses, and the run-time checks were a quarter of the
    // instructions of a moved touch (see BENCHMARKS.md).
    @exclusivity(unchecked) private var pass: UInt64 = 0

    init(window: UIWindow) {
        self.window = window
        arena.observer = self
    }

    /// Delivers the touches of `event` that are in this window.
    func deliver(_ event: UIEvent) {
        event.deliveryDepth += 1
        arena.eventDepth += 1
        admitNewTouches(of: event)
        offerNewTouches(of: event)
        deliverToRecognizers(event)
        deliverToViews(event)
        arena.eventDepth -= 1
        event.deliveryDepth -= 1
        arena.resetFinished()
    }

    /// TCH-9: cancels, now, every touch whose view is `view` or inside it.
    ///
    /// Recognizers tracking such a touch get `touchesCancelled`, and views that heard it begin get
    /// `touchesCancelled`; held phases are dropped. Every such touch is finished, so the rest of a
    /// frame under way skips it and later samples of its finger are ignored until it lifts.
    func cancelTouches(inSubtreeOf view: UIView) {
        guard let event = window.application?.touchesEvent else { return }
        let affected = event.touchList.filter { touch in
            guard touch.window === window, !touch.isFinished, let touchView = touch.view else { return false }
            return touchView.isDescendant(of: view)
        }
        guard !affected.isEmpty else { return }
        for touch in affected {
            touch.phase = .cancelled
            touch.finish()
        }
        event.deliveryDepth += 1
        arena.eventDepth += 1
        for recognizer in arena.inPlay where recognizer.isEnabled && !recognizer.storedState.isTerminal {
            let mine = recognizer.activeTouches.filter { touch in affected.contains { $0 === touch } }
            guard !mine.isEmpty else { continue }
            arena.run { recognizer.touchesCancelled(Set(mine), with: event) }
            recognizer.activeTouches.removeAll { touch in mine.contains { $0 === touch } }
        }
        cancelViewDeliveries(of: affected, event: event, because: "\(trace?.name(of: view) ?? "a view") left its window or superview (TCH-9)")
        arena.eventDepth -= 1
        event.deliveryDepth -= 1
        event.removeFinishedTouches()
        if arena.eventDepth == 0 { arena.resetFinished() }
    }

    // MARK: Admission (TCH-7, TCH-8)

    private func admitNewTouches(of event: UIEvent) {
        for touch in event.touchList where touch.window === window && touch.viewDelivery == .undecided {
            touch.viewDelivery = admission(of: touch, in: event)
            if let trace, case .withheld(let why) = touch.viewDelivery, let view = touch.view {
                trace.recordDelivery(view, "withheld for the touch's whole life", touch, reason: why.explanation)
            }
        }
    }

    private func admission(of touch: UITouch, in event: UIEvent) -> TouchViewDelivery {
        guard let view = touch.view else { return .withheld(.noView) }
        var viewHasTouch = false
        for other in event.touchList where other !== touch && isTracking(other) {
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

    /// Whether a view of this window is tracking `touch`.
    private func isTracking(_ touch: UITouch) -> Bool {
        touch.window === window && !touch.isFinished && touch.viewDelivery == .delivered
    }

    // MARK: Recognizers

    /// GR-1: a new touch goes to the enabled recognizers of its view and of every ancestor up to
    /// the window, as they stand now; deeper views first, then in the order added (GR-2).
    private func offerNewTouches(of event: UIEvent) {
        for touch in event.touchList where touch.window === window && touch.phase == .began && !touch.isOffered {
            touch.isOffered = true
            var current = touch.view
            while let view = current {
                for recognizer in view.recognizerStorage {
                    guard recognizer.isEnabled else {
                        trace?.recordRecognizer(recognizer, "not offered the touch", reason: "it is disabled (GR-6)")
                        continue
                    }
                    guard !isBlockedByExclusiveTouch(recognizer, touch: touch, in: event) else {
                        trace?.recordRecognizer(recognizer, "not offered the touch", reason: "an exclusive-touch view outside its view is tracking (TCH-8)")
                        continue
                    }
                    recognizer.offeredTouches.append(touch)
                    arena.join(recognizer)
                    trace?.record(.recognizer, trace!.name(of: recognizer), "offered the touch",
                                  reason: "it is on \(trace!.name(of: view)), under the touch (GR-1)", finger: touch.finger)
                }
                current = view.superview
            }
        }
    }

    /// TCH-8: no touch reaches a recognizer while an exclusive view outside its view is tracking.
    private func isBlockedByExclusiveTouch(_ recognizer: UIGestureRecognizer, touch: UITouch, in event: UIEvent) -> Bool {
        guard let recognizerView = recognizer.view else { return true }
        return event.touchList.contains { other in
            guard other !== touch, isTracking(other), let otherView = other.view else { return false }
            return otherView.isExclusiveTouch && !otherView.isDescendant(of: recognizerView)
        }
    }

    /// Each recognizer in play gets its touches of this event, phase by phase (GR-1, GR-7).
    private func deliverToRecognizers(_ event: UIEvent) {
        for recognizer in arena.inPlay {
            let offered = recognizer.offeredTouches
            recognizer.offeredTouches = []
            guard recognizer.isEnabled, !recognizer.storedState.isTerminal else { continue }
            guard !offered.isEmpty || recognizer.hasChangedTouches else { continue }
            if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: event) {
                // Asked at every event; only a refusal is worth a line in the trace.
                trace?.recordRecognizer(recognizer, "delegate answered false to shouldReceive(event)", reason: "it gets nothing of this event (GR-7)")
                continue
            }

            var began = offered.count == 1 ? offered[0].aloneInSet : Set<UITouch>(minimumCapacity: offered.count)
            for touch in offered {
                guard receives(recognizer, touch) else {
                    began.remove(touch)
                    continue
                }
                recognizer.activeTouches.append(touch)
                recognizer.sequenceTouches.append(touch)
                touch.recognizers.append(recognizer)
                began.insert(touch)
            }
            if !began.isEmpty {
                arena.run { recognizer.touchesBegan(began, with: event) }
            }
            for phase in Self.laterPhases {
                guard recognizer.isEnabled, !recognizer.storedState.isTerminal else { break }
                guard let set = recognizer.activeTouchSet(in: phase) else { continue }
                arena.run {
                    switch phase {
                    case .moved: recognizer.touchesMoved(set, with: event)
                    case .ended: recognizer.touchesEnded(set, with: event)
                    default: recognizer.touchesCancelled(set, with: event)
                    }
                }
                if phase != .moved {
                    recognizer.rememberCentroid()
                    recognizer.removeActiveTouches(in: phase)
                }
            }
        }
    }

    private static let laterPhases: [UITouch.Phase] = [.moved, .ended, .cancelled]

    /// GR-7: the delegate's answer to `shouldReceive touch`, recorded.
    private func receives(_ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        guard let delegate = recognizer.delegate else { return true }
        let answer = delegate.gestureRecognizer(recognizer, shouldReceive: touch)
        trace?.record(.recognizer, trace!.name(of: recognizer), "delegate answered \(answer) to shouldReceive(touch)",
                      reason: "GR-7", finger: touch.finger)
        return answer
    }

    // MARK: Views

    /// The trace of this window's application, while tracing is on.
    var trace: TouchTrace? { window.application?.trace }

    private func deliverToViews(_ event: UIEvent) {
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            pass &+= 1
            let current = pass
            for touch in event.touchList where touch.window === window && touch.phase == phase && touch.viewDelivery == .delivered {
                if phase == .cancelled {
                    touch.heldPhases.removeAll()
                    if touch.viewHasBegun { touch.deliveryPass = current } else { touch.viewDelivery = .done }
                } else if !touch.heldPhases.isEmpty || isHeld(touch, in: phase) {
                    let earlierHeld = !touch.heldPhases.isEmpty
                    touch.heldPhases.append(phase)
                    if let trace, let view = touch.view {
                        let reason = earlierHeld ? "earlier phases are still held" : holdReason(holder(of: touch, in: phase), phase)
                        trace.recordDelivery(view, "\(phase) held back", touch, reason: reason)
                    }
                } else {
                    touch.deliveryPass = current
                }
            }
            deliverGroups(of: event.touchList, in: phase, pass: current, event: event)
        }
    }

    /// Whether a possible recognizer of `touch` holds `phase` back from the view (GR-12, GR-13).
    private func isHeld(_ touch: UITouch, in phase: UITouch.Phase) -> Bool {
        holder(of: touch, in: phase) != nil
    }

    /// The first possible recognizer of `touch` that holds `phase` back from the view.
    private func holder(of touch: UITouch, in phase: UITouch.Phase) -> UIGestureRecognizer? {
        touch.recognizers.first { recognizer in
            guard recognizer.state == .possible, !recognizer.storedState.isTerminal else { return false }
            switch phase {
            case .began, .moved: return recognizer.delaysTouchesBegan
            case .ended: return recognizer.delaysTouchesEnded
            default: return false
            }
        }
    }

    private func holdReason(_ recognizer: UIGestureRecognizer?, _ phase: UITouch.Phase) -> String {
        let name = recognizer.flatMap { trace?.name(of: $0) } ?? "a recognizer"
        return phase == .ended ? "\(name) could still recognize, with delaysTouchesEnded (GR-13)"
                               : "\(name) is possible, with delaysTouchesBegan (GR-12)"
    }

    /// One call per view with the view's touches that are marked with `pass`, in the order the
    /// touches began. Each touch is checked again before its call, since a callback may cancel
    /// touches that are still to come (TCH-9).
    private func deliverGroups(of list: [UITouch], in phase: UITouch.Phase, pass: UInt64, event: UIEvent, reason: String? = nil) {
        for (index, first) in list.enumerated() where first.deliveryPass == pass && first.viewDelivery == .delivered {
            guard let view = first.view else { continue }
            first.deliveryPass = 0
            // The common case is one touch per view: its set is kept on the touch, so that a move
            // allocates nothing.
            var group = first.aloneInSet
            for other in list[(index + 1)...] where other.view === view && other.deliveryPass == pass && other.viewDelivery == .delivered {
                group.insert(other)
                other.deliveryPass = 0
            }
            send(phase, group, to: view, event: event, reason: reason)
        }
    }

    /// Calls the view's method for `phase` and records what the view has now heard.
    private func send(_ phase: UITouch.Phase, _ touches: Set<UITouch>, to view: UIView, event: UIEvent, reason: String? = nil) {
        if let trace {
            for touch in touches.sorted(by: { ($0.finger ?? 0) < ($1.finger ?? 0) }) {
                trace.recordDelivery(view, "touches\(phase.description.capitalized)", touch, reason: reason)
            }
        }
        switch phase {
        case .began:
            for touch in touches { touch.viewHasBegun = true }
            view.touchesBegan(touches, with: event)
        case .moved:
            view.touchesMoved(touches, with: event)
        case .ended:
            for touch in touches { touch.viewDelivery = .done }
            view.touchesEnded(touches, with: event)
        case .cancelled:
            for touch in touches { touch.viewDelivery = .done }
            view.touchesCancelled(touches, with: event)
        case .stationary, .regionEntered, .regionMoved, .regionExited:
            break
        }
    }

    /// The view hears no more of these touches: a cancel where it heard them begin, nothing where
    /// their beginning was still held (GR-11, GR-12, TCH-9). Touches that already left the event
    /// (an ended phase held by GR-13) are cancelled one by one first, then the live ones together.
    private func cancelViewDeliveries(of touches: [UITouch], event: UIEvent, because reason: String) {
        pass &+= 1
        let current = pass
        for touch in touches where touch.viewDelivery == .delivered {
            touch.heldPhases.removeAll()
            if touch.viewHasBegun {
                touch.deliveryPass = current
            } else {
                touch.viewDelivery = .done
                if let trace, let view = touch.view {
                    trace.recordDelivery(view, "never hears of the touch: its held phases are dropped", touch, reason: reason)
                }
            }
        }
        for touch in touches where touch.deliveryPass == current && touch.viewDelivery == .delivered && !touch.isInEvent(event) {
            touch.deliveryPass = 0
            if let view = touch.view { send(.cancelled, [touch], to: view, event: event, reason: reason) }
        }
        deliverGroups(of: touches, in: .cancelled, pass: current, event: event, reason: reason)
    }

    /// Delivers the held phases that no recognizer holds any more, in order (GR-12, GR-13).
    private func replayHeld(_ touch: UITouch, event: UIEvent) {
        while touch.viewDelivery == .delivered, let phase = touch.heldPhases.first, !isHeld(touch, in: phase), let view = touch.view {
            touch.heldPhases.removeFirst()
            let actual = touch.phase
            touch.phase = phase  // the view reads the phase it is told about
            send(phase, [touch], to: view, event: event, reason: "replayed: no recognizer holds it any more (GR-12, GR-13)")
            touch.phase = actual
        }
    }

    // MARK: GestureArenaObserver

    func arena(_ arena: GestureArena, didRecognize recognizer: UIGestureRecognizer) {
        guard let event = window.application?.touchesEvent else { return }
        let claimed = recognizer.sequenceTouches.filter { touch in
            recognizer.cancelsTouchesInView
                || (!touch.heldPhases.isEmpty && (recognizer.delaysTouchesBegan || recognizer.delaysTouchesEnded))
        }
        cancelViewDeliveries(of: claimed, event: event,
                             because: "\(trace?.name(of: recognizer) ?? "a recognizer") recognized (GR-11, GR-12, GR-13)")
    }

    func arena(_ arena: GestureArena, didRelease touches: [UITouch]) {
        guard let event = window.application?.touchesEvent else { return }
        for touch in touches { replayHeld(touch, event: event) }
    }
}

extension UITouch {
    /// Whether the touch is one of `event`'s current touches.
    func isInEvent(_ event: UIEvent) -> Bool {
        event.touchList.contains { $0 === self }
    }
}
