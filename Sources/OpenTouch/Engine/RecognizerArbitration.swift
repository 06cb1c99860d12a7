import Foundation
@_spi(Engine) import GestureArbitration

// The one adapter between UIKit's recognizers and `GestureArbitration`: step 5 of the delivery
// (recognizers get their touches and presses, each call run by the arena), the arena's verdicts
// turned into UIKit's actions, resets and explanations, and a recognizer's answers to the arena's
// questions. Its way into the delivery (its `state` setter, its timers) is in `UIGestureRecognizer.swift`.

/// Step 5 of the delivery: the recognizers in play get their touches, phase by phase, before the
/// views (GR-1, GR-7), each call run by the arena so that what it causes is worked off before the
/// next one (GR-3..10).
extension TouchDelivery {
    private static let laterPhases: [UITouch.Phase] = [.moved, .ended, .cancelled]

    /// The recognizer's entry in the arena, joining it if it is not in play; a member that joins
    /// keeps this delivery in its record until its reset.
    @discardableResult
    func entry(for recognizer: UIGestureRecognizer) -> ArenaEntry {
        if let entry = recognizer.record.arenaEntry, entry.isInPlay { return entry }
        let entry = arena.join(recognizer)
        recognizer.record.arenaEntry = entry
        recognizer.record.delivery = self
        return entry
    }

    // MARK: Touches

    /// Each recognizer in play gets its touches of this event, phase by phase (GR-1, GR-7).
    func deliverTouchesToRecognizers() {
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
            record.track(touch, by: recognizer)
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
    func cancelRecognizers(of touches: [UITouch]) {
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

    /// A recognizer asks for a GR-3-legal transition (its `state` setter), in a cycle of its own.
    func request(_ recognizer: UIGestureRecognizer, to state: ArenaState) {
        perform { arena.request(entry(for: recognizer), to: state) }
    }

    /// GR-6: a recognizer disabled or removed from its view while in play.
    func withdraw(_ recognizer: UIGestureRecognizer) {
        perform {
            guard let entry = recognizer.record.arenaEntry, entry.isInPlay else { return }
            arena.withdraw(entry)
        }
    }

    /// A recognizer's timer fires: its code runs like a touches method, in a cycle of its own.
    func runTimer(of recognizer: UIGestureRecognizer, _ work: @MainActor () -> Void) {
        perform { arena.run(work) }
    }

    /// GR-14: the recognizer let go of `touch`; phases it held may now reach the view.
    func recognizer(_ recognizer: UIGestureRecognizer, didIgnore touch: UITouch) {
        replayHeld(touch)
    }

    // MARK: Presses (GR-21)

    /// GR-21: presses reach gesture recognizers before the responder. A press that begins is
    /// offered to the recognizers of the views from the first responder up to the window, deepest
    /// first, that allow its type and whose delegate's `shouldReceive press` agrees; each later
    /// phase goes to the recognizers that took it. [chosen] Recognizing does not take the press
    /// from the responder chain: the responder still gets every phase.
    func offerPresses(_ event: UIPressesEvent, startingAt responder: UIResponder) {
        perform { deliverPresses(event, startingAt: responder) }
    }

    private func deliverPresses(_ event: UIPressesEvent, startingAt responder: UIResponder) {
        for press in event.allPresses where press.phase == .began {
            press.recognizers = candidates(from: responder).filter { takes($0, press) }.map { WeakReference(object: $0) }
        }
        var receivers: [UIGestureRecognizer] = []
        for press in event.allPresses {
            for recognizer in press.gestureRecognizers ?? [] where !receivers.contains(where: { $0 === recognizer }) {
                receivers.append(recognizer)
            }
        }
        for recognizer in receivers {
            let began = presses(of: event, in: .began, takenBy: recognizer)
            let changed = presses(of: event, in: .changed, takenBy: recognizer)
            let ended = presses(of: event, in: .ended, takenBy: recognizer)
            let cancelled = presses(of: event, in: .cancelled, takenBy: recognizer)
            arena.run {
                if !began.isEmpty { recognizer.pressesBegan(began, with: event) }
                if !changed.isEmpty { recognizer.pressesChanged(changed, with: event) }
                if !ended.isEmpty { recognizer.pressesEnded(ended, with: event) }
                if !cancelled.isEmpty { recognizer.pressesCancelled(cancelled, with: event) }
            }
        }
    }

    /// The presses of `event` in `phase` that `recognizer` took.
    private func presses(of event: UIPressesEvent, in phase: UIPress.Phase, takenBy recognizer: UIGestureRecognizer) -> Set<UIPress> {
        event.allPresses.filter { press in press.phase == phase && press.recognizers.contains { $0.object === recognizer } }
    }

    /// The enabled recognizers of the views from `responder` (when it is a view) to its window.
    private func candidates(from responder: UIResponder) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var view = responder as? UIView
        while let current = view {
            result += current.recognizerStorage.filter(\.isEnabled)
            view = current.superview
        }
        return result
    }

    private func takes(_ recognizer: UIGestureRecognizer, _ press: UIPress) -> Bool {
        guard recognizer.allowedPressTypes.contains(where: { $0.intValue == press.type.rawValue }) else { return false }
        guard let delegate = recognizer.delegate else { return true }
        let answer = delegate.gestureRecognizer(recognizer, shouldReceive: press)
        trace?.recordRecognizer(recognizer, "delegate answered \(answer) to shouldReceive(press)", reason: "GR-21")
        return answer
    }
}

/// The arena's verdicts become UIKit's: actions (GR-4), resets (GR-5), explanations and trace
/// lines, and claims and releases of the views' touches (GR-11..14).
extension TouchDelivery: ArenaListener {
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
            recognizerDidRecognize(UIGestureRecognizer.recognizer(member))
        case .actions(let member, let state):
            UIGestureRecognizer.recognizer(member).sendActions(showing: state)
        case .released(let member):
            recognizerDidRelease(UIGestureRecognizer.recognizer(member))
        case .reset(let member):
            let recognizer = UIGestureRecognizer.recognizer(member)
            trace?.recordRecognizer(recognizer, "reset", reason: "after \(recognizer.record.state), once the event was delivered (GR-5)")
            recognizer.reset()
            recognizer.record.clear()
        case .failureCycle(let first, let second):
            Diagnostics.report(.failureRequirementCycle,
                               "\(first.arenaName) and \(second.arenaName) require each other to fail; \(first.arenaName), which got the touch first, does not wait")
        }
    }
}

/// `UIGestureRecognizer` as a member of the arena: the answers come from UIKit's API (its
/// delegate, its overridable questions, the views it touches) through ``TakeoverPolicy``.
@_spi(Engine) extension UIGestureRecognizer: ArenaMember {
    /// Whether the recognizer holds no touch and was offered none: it leaves the arena (GR-5).
    @_spi(Engine) public var isIdle: Bool {
        record.sequenceTouches.isEmpty && record.offeredTouches.isEmpty
    }

    /// Whether the two recognizers received a touch in common (GR-9 applies only then).
    @_spi(Engine) public func sharesTouch(with other: any ArenaMember) -> Bool {
        let theirs = Self.recognizer(other).record.sequenceTouches
        for touch in record.sequenceTouches where theirs.containsIdentical(touch) { return true }
        return false
    }

    /// Whether this recognizer, recognizing, makes `other` fail (GR-9, ``TakeoverPolicy``).
    @_spi(Engine) public func excludes(_ other: any ArenaMember) -> Bool {
        TakeoverPolicy.recognizer(self, excludes: Self.recognizer(other))
    }

    /// GR-10 from the five sources UIKit has: `require(toFail:)`, the two subclass overrides and
    /// the two delegate questions.
    @_spi(Engine) public func requiresFailure(of member: any ArenaMember) -> Bool {
        let other = Self.recognizer(member)
        return hasFailureRequirement(other)
            || shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: self)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Why the recognizer may not begin, or nil when it may (GR-7, GR-8, ``TakeoverPolicy``).
    @_spi(Engine) public func refusalToBegin() -> String? {
        TakeoverPolicy.refusalToBegin(self, trace: UIApplication.applicationsTracing == 0 ? nil : delivery?.trace)
    }

    /// The recognizer's name for the arena's messages: its class and its `name`.
    @_spi(Engine) public var arenaName: ArenaName { ArenaName(type: type(of: self), name: name) }

    /// The recognizer an arena member is: the engine's arena holds recognizers only, so the cast
    /// is not checked (a checked cast would cost more than the question it serves).
    static func recognizer(_ member: any ArenaMember) -> UIGestureRecognizer {
        unsafeDowncast(member as AnyObject, to: UIGestureRecognizer.self)
    }
}
