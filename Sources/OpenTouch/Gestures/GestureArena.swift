import Foundation

/// What the arena tells the touch delivery about the views' touches.
@MainActor
protocol GestureArenaObserver: AnyObject {
    /// `recognizer` began or recognized: cancel or drop the view deliveries it claims (GR-11..13).
    func arena(_ arena: GestureArena, didRecognize recognizer: UIGestureRecognizer)
    /// These touches may have lost a recognizer that held their view deliveries (GR-12..14).
    func arena(_ arena: GestureArena, didRelease touches: [UITouch])
    /// Where to record decisions, while tracing is on.
    var trace: TouchTrace? { get }
}

/// Gesture arbitration for one window: who may recognize, who must wait, who fails (GR-3..10, GR-15).
///
/// It knows recognizers and the touches they share, nothing of views: what recognition means
/// for the views' touches it hands to its ``observer``. Recognizers join when a touch is offered
/// to them (GR-1) and leave at their reset (GR-5). A recognizer's attempt to leave `.possible`
/// is decided at once (failure requirements, `gestureRecognizerShouldBegin`); the consequences
/// (exclusion of others, views' cancellations, actions) are queued and worked off in order by
/// ``settle()``, which the delivery calls after each recognizer's `touches…` method so that a
/// recognizer never sees other recognizers' actions run inside its own code.
@MainActor
final class GestureArena {
    /// A state change whose consequences are still to be worked off.
    private struct Transition {
        let recognizer: UIGestureRecognizer
        let state: UIGestureRecognizer.State
        /// The recognizer left `.possible` by recognizing (began or recognized).
        let recognizing: Bool
    }

    weak var observer: GestureArenaObserver?

    // `@exclusivity(unchecked)` on hot stored properties: they are only used on the main actor and
    // never through overlapping inout accesses, and the run-time checks were a quarter of the
    // instructions of a moved touch (see BENCHMARKS.md).
    /// The recognizers in play, in the order they joined: GR-2's order for each touch.
    @exclusivity(unchecked) private(set) var inPlay: [UIGestureRecognizer] = []

    @exclusivity(unchecked) private var queue: [Transition] = []
    @exclusivity(unchecked) private var isSettling = false
    /// Above zero while a recognizer's own code runs: its transitions wait until it returns.
    @exclusivity(unchecked) private var deferral = 0
    /// Above zero while an event is being delivered: resets wait until it is (GR-5).
    @exclusivity(unchecked) var eventDepth = 0
    private var reportedCycles: Set<[ObjectIdentifier]> = []

    // MARK: Membership

    func join(_ recognizer: UIGestureRecognizer) {
        guard recognizer.joinedArena !== self else { return }
        recognizer.joinedArena = self
        inPlay.append(recognizer)
    }

    /// GR-6: a recognizer disabled or removed while in play is cancelled (or fails, if it had not begun).
    func withdraw(_ recognizer: UIGestureRecognizer) {
        guard recognizer.joinedArena === self, !recognizer.storedState.isTerminal else { return }
        enqueue(recognizer, recognizer.storedState.isActive ? .cancelled : .failed, recognizing: false,
                because: "it was disabled or removed from its view (GR-6)")
    }

    /// GR-14: a recognizer let go of `touch`.
    func touchReleased(_ touch: UITouch) {
        observer?.arena(self, didRelease: [touch])
    }

    /// Runs a recognizer's code (a touches method, a timer) and then works off what it caused.
    func run(_ body: @MainActor () -> Void) {
        deferral += 1
        body()
        deferral -= 1
        settle()
        if eventDepth == 0 { resetFinished() }
    }

    // MARK: Transitions

    /// A legal transition the recognizer asked for (its `state` setter checked GR-3).
    func request(_ recognizer: UIGestureRecognizer, to new: UIGestureRecognizer.State) {
        join(recognizer)  // a recognizer that changes state takes part, so that it is reset afterwards
        if recognizer.storedState == .possible && (new == .began || new == .ended) {
            attemptRecognition(recognizer, as: new)
        } else {
            enqueue(recognizer, new, recognizing: false,
                    because: new == .failed ? "its own rules failed it" : new == .cancelled ? "it cancelled itself" : nil)
        }
    }

    /// The recognizer wants to leave `.possible` by recognizing: wait (GR-10), fail (GR-7, GR-8), or go.
    private func attemptRecognition(_ recognizer: UIGestureRecognizer, as new: UIGestureRecognizer.State) {
        if let blocker = firstBlocker(of: recognizer) {
            recognizer.waitingRecognition = new
            recognizer.explanation = "possible: waiting for a recognizer it requires to fail (GR-10)"
            if let trace = observer?.trace {
                trace.recordRecognizer(recognizer, "waits to become \(new)", reason: "it requires \(trace.name(of: blocker)) to fail (GR-10)")
            }
            return
        }
        if let refusal = refusalToBegin(recognizer) {
            enqueue(recognizer, .failed, recognizing: false, because: refusal)
        } else {
            enqueue(recognizer, new, recognizing: true, because: "the touched views and its delegate let it")
        }
    }

    private func enqueue(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State, recognizing: Bool,
                         because reason: String? = nil) {
        recognizer.setState(state)
        if let reason { recognizer.explanation = "\(state): \(reason)" }
        observer?.trace?.recordRecognizer(recognizer, "→ \(state)", reason: reason)
        queue.append(Transition(recognizer: recognizer, state: state, recognizing: recognizing))
        // Inside `settle()` the loop picks this up; resetting now would clear a recognizer whose
        // transition is still queued.
        if deferral == 0 && !isSettling {
            settle()
            if eventDepth == 0 { resetFinished() }
        }
    }

    /// Works off queued transitions in order, including those their consequences queue.
    func settle() {
        guard !isSettling else { return }
        isSettling = true
        defer { isSettling = false }
        var index = 0
        while index < queue.count {
            process(queue[index])
            index += 1
        }
        queue.removeAll(keepingCapacity: true)  // no allocation per move
    }

    private func process(_ transition: Transition) {
        let recognizer = transition.recognizer
        if transition.recognizing {
            excludeOthers(by: recognizer)
            failDependents(of: recognizer)
            observer?.arena(self, didRecognize: recognizer)
            sendActions(of: recognizer, as: transition.state)
            return
        }
        switch transition.state {
        case .changed:
            sendActions(of: recognizer, as: transition.state)
        case .ended, .cancelled:
            sendActions(of: recognizer, as: transition.state)
            observer?.arena(self, didRelease: recognizer.sequenceTouches)
        case .failed:
            observer?.arena(self, didRelease: recognizer.sequenceTouches)
            releaseDependents(of: recognizer)
        case .possible, .began:
            break
        }
    }

    /// Each action reads the state of its own transition, even when the recognizer has moved on
    /// since (two transitions in one `touches…` call).
    private func sendActions(of recognizer: UIGestureRecognizer, as state: UIGestureRecognizer.State) {
        recognizer.sendActions(showing: state)
    }

    /// GR-5: terminal recognizers are reset and leave; so do idle ones that never got a touch.
    func resetFinished() {
        guard !inPlay.isEmpty else { return }
        let leaving = inPlay.filter { recognizer in
            recognizer.storedState.isTerminal
                || (recognizer.sequenceTouches.isEmpty && recognizer.offeredTouches.isEmpty && recognizer.waitingRecognition == nil)
        }
        guard !leaving.isEmpty else { return }
        inPlay.removeAll { recognizer in leaving.contains { $0 === recognizer } }
        for recognizer in leaving {
            recognizer.joinedArena = nil
            if recognizer.storedState.isTerminal {
                observer?.trace?.recordRecognizer(recognizer, "reset", reason: "after \(recognizer.storedState), once the event was delivered (GR-5)")
                recognizer.resetInternals()
            }
        }
        if inPlay.isEmpty { reportedCycles.removeAll() }
    }

    // MARK: Exclusion (GR-9)

    private func excludeOthers(by winner: UIGestureRecognizer) {
        for loser in inPlay where loser !== winner && !loser.storedState.isTerminal && sharesTouch(winner, loser) {
            guard !recognizeSimultaneously(winner, loser),
                  winner.canPrevent(loser), loser.canBePrevented(by: winner)
            else { continue }
            enqueue(loser, loser.storedState.isActive ? .cancelled : .failed, recognizing: false,
                    because: "\(winner.debugName) recognized on a touch they share (GR-9)")
        }
    }

    private func sharesTouch(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.sequenceTouches.contains { touch in b.sequenceTouches.contains { $0 === touch } }
    }

    private func recognizeSimultaneously(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    // MARK: Beginning (GR-7, GR-8)

    /// Why the recognizer may not begin, or nil when the touched views and the delegate agree.
    private func refusalToBegin(_ recognizer: UIGestureRecognizer) -> String? {
        let trace = observer?.trace
        var asked: [UIView] = []
        for touch in recognizer.sequenceTouches {
            guard let view = touch.view, !asked.contains(where: { $0 === view }) else { continue }
            asked.append(view)
            let answer = view.gestureRecognizerShouldBegin(recognizer)
            if let trace {
                trace.recordRecognizer(recognizer, "\(trace.name(of: view)) answered \(answer) to gestureRecognizerShouldBegin",
                                       reason: "the touched view is asked first (GR-8)")
            }
            if !answer {
                return "the touched \(type(of: view)) answered false to gestureRecognizerShouldBegin (GR-8)"
            }
        }
        if let delegate = recognizer.delegate {
            let answer = delegate.gestureRecognizerShouldBegin(recognizer)
            trace?.recordRecognizer(recognizer, "delegate answered \(answer) to gestureRecognizerShouldBegin", reason: "GR-7")
            if !answer { return "its delegate answered false to gestureRecognizerShouldBegin (GR-7)" }
        }
        return nil
    }

    // MARK: Failure requirements (GR-10, GR-15)

    /// Whether `waiter` must wait for `other` to fail, from any of the five sources UIKit has.
    private func requires(_ waiter: UIGestureRecognizer, toFail other: UIGestureRecognizer) -> Bool {
        waiter.failureRequirements.contains { $0.recognizer === other }
            || waiter.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: waiter)
            || waiter.delegate?.gestureRecognizer(waiter, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: waiter) == true
    }

    /// The first recognizer in play that `recognizer` requires to fail and that is still undecided.
    ///
    /// A required recognizer that is not in play has no touches and cannot fail; [chosen] it does
    /// not hold anyone up. GR-15: in a cycle, the recognizer that joined first does not wait for
    /// the others, and the cycle is reported once.
    private func firstBlocker(of recognizer: UIGestureRecognizer) -> UIGestureRecognizer? {
        for other in inPlay where other !== recognizer && other.storedState == .possible {
            guard requires(recognizer, toFail: other) else { continue }
            if leadsBack(from: other, to: recognizer) {
                reportCycle(recognizer, other)
                if position(of: recognizer) < position(of: other) { continue }
            }
            return other
        }
        return nil
    }

    /// Whether `start` requires, directly or through others in play, `target` to fail.
    private func leadsBack(from start: UIGestureRecognizer, to target: UIGestureRecognizer) -> Bool {
        var stack = [start], seen: [UIGestureRecognizer] = []
        while let current = stack.popLast() {
            if seen.contains(where: { $0 === current }) { continue }
            seen.append(current)
            for next in inPlay where next !== current && requires(current, toFail: next) {
                if next === target { return true }
                stack.append(next)
            }
        }
        return false
    }

    private func position(of recognizer: UIGestureRecognizer) -> Int {
        inPlay.firstIndex { $0 === recognizer } ?? Int.max
    }

    private func reportCycle(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) {
        let key = [ObjectIdentifier(a), ObjectIdentifier(b)].sorted { $0.hashValue < $1.hashValue }
        guard reportedCycles.insert(key).inserted else { return }
        let (first, second) = position(of: a) < position(of: b) ? (a, b) : (b, a)
        Diagnostics.report(.failureRequirementCycle,
                           "\(first.debugName) and \(second.debugName) require each other to fail; \(first.debugName), which got the touch first, does not wait")
    }

    /// GR-10: `recognizer` recognized, so whoever waits for it to fail fails.
    private func failDependents(of recognizer: UIGestureRecognizer) {
        for waiter in inPlay where waiter !== recognizer && waiter.storedState == .possible && requires(waiter, toFail: recognizer) {
            enqueue(waiter, .failed, recognizing: false,
                    because: "it requires \(recognizer.debugName) to fail, which recognized instead (GR-10)")
        }
    }

    /// GR-10: `recognizer` failed, so those waiting on it may go, if nothing else holds them.
    private func releaseDependents(of recognizer: UIGestureRecognizer) {
        for waiter in inPlay where waiter !== recognizer {
            guard let wanted = waiter.waitingRecognition, requires(waiter, toFail: recognizer), firstBlocker(of: waiter) == nil else { continue }
            waiter.waitingRecognition = nil
            waiter.explanation = "possible: waited for \(recognizer.debugName) to fail, which it did (GR-10)"
            attemptRecognition(waiter, as: wanted)
        }
    }
}
