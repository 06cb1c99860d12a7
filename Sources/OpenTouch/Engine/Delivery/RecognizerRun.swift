@_spi(Engine) import GestureArbitration

/// Stage 5 of the pipeline: the recognizers in play get their touches, phase by phase, before the
/// views (GR-1, GR-7), each call run by the arena so that what it causes is worked off before the
/// next one (GR-3..10). This stage is the arena's one listener: it turns verdicts into actions
/// (GR-4), resets (GR-5), explanations and trace lines, and hands claims and releases of the
/// views' touches to ``ViewDelivery`` (GR-11..14).
@MainActor
final class RecognizerRun {
    private unowned(unsafe) let event: UIEvent
    /// The arbitration of the application's recognizers.
    let arena = GestureArena()
    private unowned(unsafe) let views: ViewDelivery
    /// What a recognizer that joins keeps as its way into the engine (its state setter, timers);
    /// handed in by the root once it exists. Not a way back for this stage: it only passes it on.
    @exclusivity(unchecked) unowned(unsafe) var engine: TouchDispatcher!
    /// The application's trace while tracing is on.
    @exclusivity(unchecked) var trace: TouchTrace?

    private static let laterPhases: [UITouch.Phase] = [.moved, .ended, .cancelled]

    init(event: UIEvent, views: ViewDelivery) {
        self.event = event
        self.views = views
        arena.listener = self
    }

    /// The recognizer's entry in the arena, joining it if it is not in play; a member joins with
    /// the engine's entry point, which it keeps until its reset.
    @discardableResult
    func entry(for recognizer: UIGestureRecognizer) -> ArenaEntry {
        if let entry = recognizer.record.arenaEntry, entry.isInPlay { return entry }
        let entry = arena.join(recognizer)
        recognizer.record.arenaEntry = entry
        recognizer.record.dispatcher = engine
        return entry
    }

    // MARK: Touches

    /// Each recognizer in play gets its touches of this event, phase by phase (GR-1, GR-7).
    func deliverTouches() {
        for entry in arena.entries {
            let recognizer = UIGestureRecognizer.recognizer(entry.member), record = recognizer.record
            let offered = record.offeredTouches
            if !offered.isEmpty { record.offeredTouches.removeAll(keepingCapacity: true) }
            guard recognizer.isEnabled, !record.state.isTerminal else { continue }
            // One scan finds the phases of the tracked touches; a move frame skips the rest.
            var phases = record.activeTouchPhases
            guard !offered.isEmpty || phases.hasChanges else { continue }
            if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: event) {
                // Asked at every event; only a refusal is worth a line in the trace.
                trace?.recordRecognizer(recognizer, "delegate answered false to shouldReceive(event)", reason: "it gets nothing of this event (GR-7)")
                continue
            }
            if !offered.isEmpty {
                deliverBegan(offered, to: recognizer)
                phases = record.activeTouchPhases  // its code may have changed its touches
            }
            for phase in Self.laterPhases where phases.contains(phase) {
                guard recognizer.isEnabled, !record.state.isTerminal else { break }
                guard let set = record.activeTouchSet(in: phase) else { continue }
                arena.run {
                    switch phase {
                    case .moved: recognizer.touchesMoved(set, with: event)
                    case .ended: recognizer.touchesEnded(set, with: event)
                    default: recognizer.touchesCancelled(set, with: event)
                    }
                }
                if phase != .moved {
                    record.rememberCentroid()
                    record.removeActiveTouches(in: phase)
                }
            }
        }
    }

    /// The new touches the recognizer receives (GR-7, GR-17) become its own and go to `touchesBegan`.
    private func deliverBegan(_ offered: [UITouch], to recognizer: UIGestureRecognizer) {
        let record = recognizer.record
        var began = offered.count == 1 ? offered[0].record.aloneInSet(offered[0]) : Set<UITouch>(minimumCapacity: offered.count)
        for touch in offered {
            guard receives(recognizer, touch) else {
                began.remove(touch)
                continue
            }
            record.activeTouches.append(touch)
            record.sequenceTouches.append(touch)
            touch.record.recognizers.append(recognizer)
            began.insert(touch)
        }
        if !began.isEmpty {
            arena.run { recognizer.touchesBegan(began, with: event) }
        }
    }

    /// GR-17 (the touch's type), then GR-7 (the delegate's answer to `shouldReceive touch`), recorded.
    private func receives(_ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        if let refusal = TakeoverPolicy.touchTypeRefusal(of: touch, by: recognizer) {
            if let trace { trace.record(.recognizer, trace.name(of: recognizer), "does not receive the touch", reason: refusal, finger: touch.record.finger) }
            return false
        }
        guard let delegate = recognizer.delegate else { return true }
        let answer = delegate.gestureRecognizer(recognizer, shouldReceive: touch)
        if let trace {
            trace.record(.recognizer, trace.name(of: recognizer), "delegate answered \(answer) to shouldReceive(touch)",
                         reason: "GR-7", finger: touch.record.finger)
        }
        return answer
    }

    /// TCH-9: the recognizers tracking any of `touches` get `touchesCancelled` for them, now.
    func cancel(_ touches: [UITouch]) {
        for entry in arena.entries where !entry.state.isTerminal {
            let recognizer = UIGestureRecognizer.recognizer(entry.member)
            guard recognizer.isEnabled else { continue }
            let mine = recognizer.record.activeTouches.filter { touch in touches.containsIdentical(touch) }
            guard !mine.isEmpty else { continue }
            arena.run { recognizer.touchesCancelled(Set(mine), with: event) }
            for touch in mine { recognizer.record.activeTouches.removeIdentical(touch) }
        }
    }

    // MARK: Requests from recognizers

    /// A recognizer asks for a GR-3-legal transition (its `state` setter).
    func request(_ recognizer: UIGestureRecognizer, to state: ArenaState) {
        arena.request(entry(for: recognizer), to: state)
    }

    /// GR-6: a recognizer disabled or removed from its view while in play.
    func withdraw(_ recognizer: UIGestureRecognizer) {
        guard let entry = recognizer.record.arenaEntry, entry.isInPlay else { return }
        arena.withdraw(entry)
    }
}

extension RecognizerRun: ArenaListener {
    func arena(_ arena: GestureArena, decided verdict: ArenaVerdict) {
        switch verdict {
        case .state(let member, let state, let reason):
            let recognizer = UIGestureRecognizer.recognizer(member)
            if let reason { recognizer.record.explanation = (state, reason) }
            trace?.recordRecognizer(recognizer, "→ \(state)", reason: reason?.description)
        case .waiting(let member, let state, let blocker):
            let recognizer = UIGestureRecognizer.recognizer(member)
            recognizer.record.explanation = (.possible, .waitingForFailure)
            if let trace {
                trace.recordRecognizer(recognizer, "waits to become \(state)", reason: "it requires \(trace.name(of: UIGestureRecognizer.recognizer(blocker))) to fail (GR-10)")
            }
        case .stoppedWaiting(let member, let blocker):
            let recognizer = UIGestureRecognizer.recognizer(member)
            recognizer.record.explanation = (.possible, .waited(for: blocker.arenaName))
        case .recognized(let member):
            views.recognizerDidRecognize(UIGestureRecognizer.recognizer(member))
        case .actions(let member, let state):
            UIGestureRecognizer.recognizer(member).sendActions(showing: state)
        case .released(let member):
            views.recognizerDidRelease(UIGestureRecognizer.recognizer(member))
        case .reset(let member):
            let recognizer = UIGestureRecognizer.recognizer(member)
            trace?.recordRecognizer(recognizer, "reset", reason: "after \(recognizer.record.state), once the event was delivered (GR-5)")
            recognizer.reset()
            recognizer.record.clear(for: recognizer)
        case .failureCycle(let first, let second):
            Diagnostics.report(.failureRequirementCycle,
                               "\(first.arenaName) and \(second.arenaName) require each other to fail; \(first.arenaName), which got the touch first, does not wait")
        }
    }
}
