@_spi(Engine) import GestureArbitration

/// Step 6 of the delivery: the views hear their touches, one call per view and phase with all of
/// that view's touches, in the order they began (TCH-1), then up the responder chain (RSP-2).
///
/// A phase that a possible recognizer delays is held (GR-12, GR-13) and replayed when that
/// recognizer fails or lets go (GR-14), or dropped or turned into a cancel when it recognizes
/// (GR-11); which touches a recognizer claims is ``TakeoverPolicy``'s answer. A touch cut off by
/// the system or by its view leaving the window (TCH-9, TCH-10) is cancelled here too.
extension TouchDelivery {
    private static let viewPhases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    /// Delivers the touches of `window`, phase by phase.
    func deliverTouchesToViews(in window: UIWindow) {
        let touches = event.touchList
        // Input sets the phases before delivery; during it a touch only turns cancelled (TCH-9,
        // TCH-10), so one scan tells which passes have work, and the cancelled pass always runs.
        // The list itself changes only when a cycle closes, so it is read once.
        var phases = TouchPhaseMask()
        for touch in touches { phases.insert(touch.phase) }
        for phase in Self.viewPhases where phase == .cancelled || phases.contains(phase) {
            groupingPass &+= 1
            let current = groupingPass
            for touch in touches where touch.window === window && touch.phase == phase && touch.record.viewDelivery == .delivered {
                let record = touch.record
                if phase == .cancelled {
                    record.heldPhases.removeAll()
                    if record.viewHasBegun { record.groupMark = current } else { record.viewDelivery = .done }
                } else if !record.heldPhases.isEmpty || holder(of: touch, in: phase) != nil {
                    let earlierHeld = !record.heldPhases.isEmpty
                    record.heldPhases.append(phase)
                    if let trace, let view = touch.view {
                        let reason = earlierHeld ? "earlier phases are still held" : holdReason(holder(of: touch, in: phase), phase)
                        trace.recordDelivery(view, "\(phase) held back", touch, reason: reason)
                    }
                } else {
                    record.groupMark = current
                }
            }
            deliverGroups(of: touches, in: phase, pass: current)
        }
    }

    /// The first possible recognizer of `touch` that holds `phase` back from the view (GR-12, GR-13).
    private func holder(of touch: UITouch, in phase: UITouch.Phase) -> UIGestureRecognizer? {
        // A loop, not `first(where:)`: a main-actor closure checks its executor on every call.
        // The touch keeps its recognizers, in the order they joined the arena.
        let record = touch.record
        var index = 0
        while index < record.recognizers.count {
            let recognizer = record.recognizers[index]
            if TakeoverPolicy.recognizer(recognizer, holdsBack: phase) { return recognizer }
            index += 1
        }
        return nil
    }

    private func holdReason(_ recognizer: UIGestureRecognizer?, _ phase: UITouch.Phase) -> String {
        let name = recognizer.flatMap { trace?.name(of: $0) } ?? "a recognizer"
        return phase == .ended ? "\(name) could still recognize, with delaysTouchesEnded (GR-13)"
                               : "\(name) is possible, with delaysTouchesBegan (GR-12)"
    }

    /// One call per view with the view's touches that are marked with `pass`, in the order the
    /// touches began. Each touch is checked again before its call, since a callback may cancel
    /// touches that are still to come (TCH-9).
    private func deliverGroups(of list: [UITouch], in phase: UITouch.Phase, pass: UInt64, reason: String? = nil) {
        for (index, first) in list.enumerated() where first.record.groupMark == pass && first.record.viewDelivery == .delivered {
            guard let view = first.view else { continue }
            first.record.groupMark = 0
            // The common case is one touch per view: its set is kept on the touch's record, so
            // that a move allocates nothing.
            var group = first.record.aloneInSet(first)
            for other in list[(index + 1)...] where other.view === view && other.record.groupMark == pass && other.record.viewDelivery == .delivered {
                group.insert(other)
                other.record.groupMark = 0
            }
            send(phase, group, to: view, reason: reason)
        }
    }

    /// Calls the view's method for `phase` and records what the view has now heard.
    private func send(_ phase: UITouch.Phase, _ touches: Set<UITouch>, to view: UIView, reason: String? = nil) {
        if let trace {
            for touch in touches.sorted(by: { ($0.record.finger ?? 0) < ($1.record.finger ?? 0) }) {
                trace.recordDelivery(view, "touches\(phase.description.capitalized)", touch, reason: reason)
            }
        }
        switch phase {
        case .began:
            for touch in touches { touch.record.viewHasBegun = true }
            view.touchesBegan(touches, with: event)
        case .moved:
            view.touchesMoved(touches, with: event)
        case .ended:
            for touch in touches { touch.record.viewDelivery = .done }
            view.touchesEnded(touches, with: event)
        case .cancelled:
            for touch in touches { touch.record.viewDelivery = .done }
            view.touchesCancelled(touches, with: event)
        case .stationary, .regionEntered, .regionMoved, .regionExited:
            break
        }
    }

    /// The view hears no more of these touches: a cancel where it heard them begin, nothing where
    /// their beginning was still held (GR-11, GR-12, TCH-9). Touches that already left the event
    /// (an ended phase held by GR-13) are cancelled one by one first, then the live ones together.
    func cancelViews(of touches: [UITouch], because reason: String) {
        groupingPass &+= 1
        let current = groupingPass
        for touch in touches where touch.record.viewDelivery == .delivered {
            let record = touch.record
            record.heldPhases.removeAll()
            if record.viewHasBegun {
                record.groupMark = current
            } else {
                record.viewDelivery = .done
                if let trace, let view = touch.view {
                    trace.recordDelivery(view, "never hears of the touch: its held phases are dropped", touch, reason: reason)
                }
            }
        }
        for touch in touches where touch.record.groupMark == current && touch.record.viewDelivery == .delivered && touch.record.hasLeftEvent {
            touch.record.groupMark = 0
            if let view = touch.view { send(.cancelled, [touch], to: view, reason: reason) }
        }
        deliverGroups(of: touches, in: .cancelled, pass: current, reason: reason)
    }

    /// Delivers the held phases that no recognizer holds any more, in order (GR-12, GR-13).
    ///
    /// As Apple's `delaysTouchesBegan` describes, a late `touchesBegan` finds the touch where it
    /// went down, and the moves held after it come as one `touchesMoved` to where it is now.
    func replayHeld(_ touch: UITouch) {
        let record = touch.record
        while record.viewDelivery == .delivered, let phase = record.heldPhases.first, holder(of: touch, in: phase) == nil, let view = touch.view {
            record.heldPhases.removeFirst()
            // Held moves before another held move say nothing the last one does not.
            if phase == .moved, record.heldPhases.first == .moved { continue }
            // The view hears the phase (and, for a late beginning, the place) it is told about,
            // for this call only; the touch's own state stays what the input made it.
            var heard = UITouch.Replayed(phase: phase, windowLocation: touch.windowLocation, previousWindowLocation: touch.previousWindowLocation)
            if phase == .began {
                (heard.windowLocation, heard.previousWindowLocation) = (record.downWindowLocation, record.downWindowLocation)
            } else if phase == .moved, record.replayedBeganLate {
                heard.previousWindowLocation = record.downWindowLocation
            }
            let outer = touch.replayed
            touch.replayed = heard
            send(phase, [touch], to: view, reason: "replayed: no recognizer holds it any more (GR-12, GR-13)")
            touch.replayed = outer
            record.replayedBeganLate = phase == .began
        }
    }

    // MARK: Verdicts on recognizers that concern the views

    /// The recognizer began or recognized: the view deliveries it claims are cancelled or
    /// dropped (GR-11..13).
    func recognizerDidRecognize(_ recognizer: UIGestureRecognizer) {
        cancelViews(of: TakeoverPolicy.touchesClaimed(by: recognizer),
               because: "\(trace?.name(of: recognizer) ?? "a recognizer") recognized (GR-11, GR-12, GR-13)")
    }

    /// The recognizer ended, was cancelled or failed: its touches' held phases may go (GR-12, GR-13).
    func recognizerDidRelease(_ recognizer: UIGestureRecognizer) {
        for touch in recognizer.record.sequenceTouches { replayHeld(touch) }
    }
}
