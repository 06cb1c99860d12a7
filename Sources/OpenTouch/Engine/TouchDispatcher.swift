import Foundation
import GestureArbitration

/// The composition root of the touch engine: one per application, one entry per frame.
///
/// It owns the parts and is the only place they meet: the application's touch event, the
/// ``GestureArena`` of its recognizers, the ``DeliveryCycle`` every entry runs in, and it asks
/// ``TakeoverPolicy`` whenever a touch could change hands. A frame's life:
///
/// 1. Input (``TouchScreen``) updates the touches of the frame; a new touch is hit-tested once,
///    here, and keeps its view for life (HIT-7). Then ``dispatchFrame(at:)`` sends the event
///    through `UIApplication.sendEvent` and `UIWindow.sendEvent`, exactly as on iOS, and each
///    window hands it back to ``deliver(_:in:)``.
/// 2. A new touch's fate toward its view is settled once: delivered, or withheld for good
///    (TCH-7, TCH-8). Then it is offered to the recognizers of its view and every ancestor,
///    deeper views first (GR-1, GR-2).
/// 3. The recognizers get their touches first, phase by phase, each call run by the arena so that
///    what it causes is worked off before the next one (GR-3..10).
/// 4. Then the views: one call per view and phase with all of that view's touches (TCH-1). A
///    phase a possible recognizer delays is held (GR-12, GR-13) and replayed when it fails or lets
///    go, or dropped or turned into a cancel when it recognizes (GR-11).
/// 5. The cycle closes: finished recognizers are reset (GR-5) and finished touches leave.
@MainActor
final class TouchDispatcher {
    private unowned let application: UIApplication

    /// The one touch event the application reuses for every frame (TCH-2).
    let event = UIEvent(type: .touches)
    /// The arbitration of the application's recognizers.
    let arena = GestureArena<UIGestureRecognizer>()
    /// The engine's "what is under way" (GR-5).
    let cycle: DeliveryCycle

    // `@exclusivity(unchecked)` on hot stored properties: they are only used on the main actor and
    // never through overlapping inout accesses, and the run-time checks were a quarter of the
    // instructions of a moved touch (see BENCHMARKS.md).
    @exclusivity(unchecked) private var groupingPass: UInt64 = 0

    /// The application's clock, for the timers of the recognizers in play.
    let clock: ApplicationClock

    init(application: UIApplication) {
        self.application = application
        clock = application.clock
        cycle = DeliveryCycle(arena: arena, event: event)
        arena.listener = self
    }

    /// The application's trace of decisions, while tracing is on; kept here by the application
    /// so that the many "is anyone tracing?" checks of a frame are one load each.
    @exclusivity(unchecked) var trace: TouchTrace?

    // MARK: Entries from input

    /// A new frame begins: every touch is stationary until input says otherwise (TCH-1).
    func beginFrame() {
        for touch in event.touchList { touch.phase = .stationary }
    }

    /// A new touch, hit-tested once, here (HIT-2, HIT-7), and added to the event.
    /// A finger went down at `screenPoint`: HIT-9 picks the window, front to back by window level,
    /// whose hit-test finds a view; the touch stays in that window for its whole life (TCH-11).
    /// When no window finds a view, the touch belongs to the frontmost visible window under the
    /// finger, else to `fallback`, and reaches no view.
    func beginTouch(_ touch: UITouch, at screenPoint: CGPoint, in windows: some Collection<UIWindow>, fallback: UIWindow) {
        var chosen: UIWindow?
        var view: UIView?
        for window in windows {
            let point = window.convertFromSuperviewSpace(screenPoint)
            if let hit = window.hitTest(point, with: event) {
                chosen = window
                view = hit
                break
            }
        }
        let window = chosen ?? windows.first { !$0.isHidden && $0.frame.contains(screenPoint) } ?? fallback
        touch.window = window
        touch.windowLocation = window.convertFromSuperviewSpace(screenPoint)
        touch.previousWindowLocation = touch.windowLocation
        touch.view = view
        if let trace {
            if windows.count > 1 {
                trace.record(.hitTest, trace.name(of: window), "the touch's window", reason: "front to back by windowLevel, the first whose hitTest found a view (HIT-9)",
                             finger: touch.record.finger)
            }
            recordHit(touch, in: window, trace: trace)
        }
        event.touchList.append(touch)
    }

    /// Sends the frame's event through the application; touches that ended or were cancelled
    /// are finished, and leave the event when the cycle closes.
    func dispatchFrame(at time: TimeInterval) {
        event.timestamp = time
        cycle.perform(deliveringTouches: true) {
            application.sendEvent(event)
            for touch in event.touchList where touch.phase == .ended || touch.phase == .cancelled {
                touch.record.finish()
            }
        }
    }

    // MARK: A window's share of the event

    /// Delivers the touches of `event` that are in `window`: `UIWindow.sendEvent` calls this.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        cycle.perform(deliveringTouches: true) {
            admitNewTouches(of: event, in: window)
            offerNewTouches(of: event, in: window)
            deliverToRecognizers(event)
            deliverToViews(event, in: window)
        }
    }

    /// TCH-8, TCH-7: a new touch's view hears it, or never does.
    private func admitNewTouches(of event: UIEvent, in window: UIWindow) {
        for touch in event.touchList where touch.window === window && touch.record.viewDelivery == .undecided {
            touch.record.viewDelivery = TakeoverPolicy.admission(of: touch, among: event.touchList)
            if let trace, case .withheld(let why) = touch.record.viewDelivery, let view = touch.view {
                trace.recordDelivery(view, "withheld for the touch's whole life", touch, reason: why.explanation)
            }
        }
    }

    // MARK: Recognizers

    /// GR-1: a new touch goes to the enabled recognizers of its view and of every ancestor up to
    /// the window, as they stand now; deeper views first, then in the order added (GR-2).
    private func offerNewTouches(of event: UIEvent, in window: UIWindow) {
        for touch in event.touchList where touch.window === window && touch.phase == .began && !touch.record.isOffered {
            touch.record.isOffered = true
            var current = touch.view
            while let view = current {
                for recognizer in view.recognizerStorage {
                    guard recognizer.isEnabled else {
                        trace?.recordRecognizer(recognizer, "not offered the touch", reason: "it is disabled (GR-6)")
                        continue
                    }
                    guard !TakeoverPolicy.exclusiveTouchBlocks(recognizer, from: touch, among: event.touchList) else {
                        trace?.recordRecognizer(recognizer, "not offered the touch", reason: "an exclusive-touch view outside its view is tracking (TCH-8)")
                        continue
                    }
                    recognizer.record.offeredTouches.append(touch)
                    entry(for: recognizer)
                    if let trace {
                        trace.record(.recognizer, trace.name(of: recognizer), "offered the touch",
                                     reason: "it is on \(trace.name(of: view)), under the touch (GR-1)", finger: touch.record.finger)
                    }
                }
                current = view.superview
            }
        }
    }

    /// The recognizer's entry in the arena, joining it if it is not in play (a member joins with
    /// its dispatcher, which it keeps until its reset).
    @discardableResult
    private func entry(for recognizer: UIGestureRecognizer) -> ArenaEntry<UIGestureRecognizer> {
        if let entry = recognizer.record.arenaEntry, entry.isInPlay { return entry }
        let entry = arena.join(recognizer)
        recognizer.record.arenaEntry = entry
        recognizer.record.dispatcher = self
        return entry
    }

    /// Each recognizer in play gets its touches of this event, phase by phase (GR-1, GR-7).
    private func deliverToRecognizers(_ event: UIEvent) {
        for entry in arena.entries {
            let recognizer = entry.member, record = recognizer.record
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
                deliverBegan(offered, to: recognizer, with: event)
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
    private func deliverBegan(_ offered: [UITouch], to recognizer: UIGestureRecognizer, with event: UIEvent) {
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

    private static let laterPhases: [UITouch.Phase] = [.moved, .ended, .cancelled]

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

    // MARK: Views

    private static let viewPhases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    private func deliverToViews(_ event: UIEvent, in window: UIWindow) {
        // Input sets the phases before delivery; during it a touch only turns cancelled (TCH-9,
        // TCH-10), so one scan tells which passes have work, and the cancelled pass always runs.
        var phases = TouchPhaseMask()
        for touch in event.touchList { phases.insert(touch.phase) }
        for phase in Self.viewPhases where phase == .cancelled || phases.contains(phase) {
            groupingPass &+= 1
            let current = groupingPass
            for touch in event.touchList where touch.window === window && touch.phase == phase && touch.record.viewDelivery == .delivered {
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
            deliverGroups(of: event.touchList, in: phase, pass: current)
        }
    }

    /// The first possible recognizer of `touch` that holds `phase` back from the view (GR-12, GR-13).
    private func holder(of touch: UITouch, in phase: UITouch.Phase) -> UIGestureRecognizer? {
        // A loop, not `first(where:)`: a main-actor closure checks its executor on every call.
        for recognizer in touch.record.recognizers {
            guard recognizer.record.visibleState == .possible, !recognizer.record.state.isTerminal else { continue }
            switch phase {
            case .began, .moved: if recognizer.delaysTouchesBegan { return recognizer }
            case .ended: if recognizer.delaysTouchesEnded { return recognizer }
            default: break
            }
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
    private func cancelViewDeliveries(of touches: [UITouch], because reason: String) {
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
        for touch in touches where touch.record.groupMark == current && touch.record.viewDelivery == .delivered && !isInEvent(touch) {
            touch.record.groupMark = 0
            if let view = touch.view { send(.cancelled, [touch], to: view, reason: reason) }
        }
        deliverGroups(of: touches, in: .cancelled, pass: current, reason: reason)
    }

    private func isInEvent(_ touch: UITouch) -> Bool {
        event.touchList.containsIdentical(touch)
    }

    /// Delivers the held phases that no recognizer holds any more, in order (GR-12, GR-13).
    private func replayHeld(_ touch: UITouch) {
        let record = touch.record
        while record.viewDelivery == .delivered, let phase = record.heldPhases.first, holder(of: touch, in: phase) == nil, let view = touch.view {
            record.heldPhases.removeFirst()
            let actual = touch.phase
            touch.phase = phase  // the view reads the phase it is told about
            send(phase, [touch], to: view, reason: "replayed: no recognizer holds it any more (GR-12, GR-13)")
            touch.phase = actual
        }
    }

    // MARK: Entries from recognizers and views

    /// A recognizer asks for a GR-3-legal transition (its `state` setter).
    func request(_ recognizer: UIGestureRecognizer, to state: ArenaState) {
        cycle.perform { arena.request(entry(for: recognizer), to: state) }
    }

    /// GR-6: a recognizer disabled or removed from its view while in play.
    func withdraw(_ recognizer: UIGestureRecognizer) {
        guard let entry = recognizer.record.arenaEntry, entry.isInPlay else { return }
        cycle.perform { arena.withdraw(entry) }
    }

    /// A recognizer's timer fires: its code runs like a touches method, in a cycle of its own.
    func runTimer(of recognizer: UIGestureRecognizer, _ work: @MainActor () -> Void) {
        cycle.perform { arena.run(work) }
    }

    /// GR-14: the recognizer let go of `touch`; phases it held may now reach the view.
    func recognizer(_ recognizer: UIGestureRecognizer, didIgnore touch: UITouch) {
        replayHeld(touch)
    }

    /// The recognizer began or recognized: the view deliveries it claims are cancelled or
    /// dropped (GR-11..13).
    func recognizerDidRecognize(_ recognizer: UIGestureRecognizer) {
        cancelViewDeliveries(of: TakeoverPolicy.touchesClaimed(by: recognizer),
                             because: "\(trace?.name(of: recognizer) ?? "a recognizer") recognized (GR-11, GR-12, GR-13)")
    }

    /// The recognizer ended, was cancelled or failed: its touches' held phases may go (GR-12, GR-13).
    func recognizerDidRelease(_ recognizer: UIGestureRecognizer) {
        for touch in recognizer.record.sequenceTouches { replayHeld(touch) }
    }

    /// TCH-9: cancels, now, every touch of `window` whose view is `view` or inside it.
    ///
    /// Recognizers tracking such a touch get `touchesCancelled`, and views that heard it begin get
    /// `touchesCancelled`; held phases are dropped. Every such touch is finished, so the rest of a
    /// frame under way skips it and later samples of its finger are ignored until it lifts.
    func cancelTouches(inSubtreeOf view: UIView, in window: UIWindow) {
        let affected = event.touchList.filter { touch in
            guard touch.window === window, !touch.record.isFinished, let touchView = touch.view else { return false }
            return touchView.isDescendant(of: view)
        }
        guard !affected.isEmpty else { return }
        for touch in affected {
            touch.phase = .cancelled
            touch.record.finish()
        }
        cycle.perform(deliveringTouches: true) {
            for entry in arena.entries where entry.member.isEnabled && !entry.state.isTerminal {
                let recognizer = entry.member
                let mine = recognizer.record.activeTouches.filter { touch in affected.contains { $0 === touch } }
                guard !mine.isEmpty else { continue }
                arena.run { recognizer.touchesCancelled(Set(mine), with: event) }
                recognizer.record.activeTouches.removeAll { touch in mine.contains { $0 === touch } }
            }
            cancelViewDeliveries(of: affected, because: "\(trace?.name(of: view) ?? "a view") left its window or superview (TCH-9)")
        }
    }

    /// Whether ``cancelAllTouches(at:)`` has anything to do: touches are down and none is being delivered.
    var canCancelAllTouches: Bool { !event.touchList.isEmpty && !cycle.isDeliveringTouches }

    /// TCH-10: the system cancels every touch; views and recognizers get `touchesCancelled`.
    func cancelAllTouches(at time: TimeInterval) {
        guard canCancelAllTouches else { return }
        trace?.record(.input, "screen", "cancels every touch", reason: "the system cancelled all touches (TCH-10)")
        for touch in event.touchList {
            touch.phase = .cancelled
            touch.timestamp = time
        }
        dispatchFrame(at: time)
    }

    // MARK: Tracing

    /// HIT-2 in the trace: the view found, and the path from the window down to it.
    private func recordHit(_ touch: UITouch, in window: UIWindow, trace: TouchTrace) {
        guard let view = touch.view else {
            trace.record(.hitTest, trace.name(of: window), "no view takes the touch", reason: "HIT-1, HIT-2", finger: touch.record.finger)
            return
        }
        var path: [String] = []
        var current: UIView? = view
        while let step = current {
            path.insert(trace.name(of: step), at: 0)
            current = step.superview
        }
        trace.record(.hitTest, trace.name(of: view), "takes the touch",
                     reason: "the deepest view under the finger: \(path.joined(separator: " > ")) (HIT-2)", finger: touch.record.finger)
    }
}
