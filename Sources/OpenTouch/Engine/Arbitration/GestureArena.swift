/// Gesture arbitration: who may recognize, who must wait, who fails (GR-3..10, GR-15).
///
/// It knows its members and the questions of ``ArenaMember``, nothing else: no views, no
/// touches, no events. Members join when a touch is offered to them (GR-1) or when they change
/// state, and leave at ``sweep()`` (GR-5), which the delivery cycle calls once the work that
/// finished them is done.
///
/// A member's attempt to leave possible by recognizing is decided at once: wait for a failure
/// requirement (GR-10), fail because a touched view or the delegate refuses (GR-7, GR-8), or go.
/// The consequences (excluding others, claiming the views' touches, actions) are queued and
/// worked off in order by ``settle()``. While a member's own code runs (``run(_:)``) nothing is
/// worked off, so a recognizer never sees other recognizers' actions run inside its own code.
///
/// Generic over the member so that the engine's arena calls `UIGestureRecognizer` directly and
/// the tests drive the same code with fakes.
@MainActor
final class GestureArena<Member: ArenaMember> {
    /// A state change whose consequences are still to be worked off.
    private struct Transition {
        let member: Member
        let state: ArenaState
        /// The member left possible by recognizing (began or recognized).
        let recognizing: Bool
    }

    // `@exclusivity(unchecked)` on hot stored properties: they are only used on the main actor and
    // never through overlapping inout accesses, and the run-time checks were a quarter of the
    // instructions of a moved touch (see BENCHMARKS.md).
    /// The members in play, in the order they joined: GR-2's order for each touch.
    @exclusivity(unchecked) private(set) var members: [Member] = []

    @exclusivity(unchecked) private var queue: [Transition] = []
    @exclusivity(unchecked) private var isSettling = false
    /// Above zero while a member's own code runs: what it causes waits until it returns.
    @exclusivity(unchecked) private var memberCodeDepth = 0
    private var reportedCycles: Set<[ObjectIdentifier]> = []
    /// What members hold to say they joined this arena.
    private var identity: ObjectIdentifier { ObjectIdentifier(self) }

    init() {}

    // Members still in play forget this arena, so that no later arena at the same address is
    // mistaken for it.
    isolated deinit {
        for member in members { member.joinedArena = nil }
    }

    // MARK: Membership

    /// Takes `member` into play; joining twice does nothing. Returns whether it joined now.
    @discardableResult
    func join(_ member: Member) -> Bool {
        guard member.joinedArena != identity else { return false }
        member.joinedArena = identity
        members.append(member)
        return true
    }

    /// GR-6: a member disabled or removed while in play is cancelled, or fails if it had not begun.
    func withdraw(_ member: Member) {
        guard member.joinedArena == identity, !member.arenaState.isTerminal else { return }
        enqueue(member, member.arenaState.isActive ? .cancelled : .failed, recognizing: false,
                because: .disabledOrRemoved)
    }

    /// Runs a member's own code (a touches method, a timer) and then works off what it caused.
    func run(_ body: @MainActor () -> Void) {
        memberCodeDepth += 1
        body()
        memberCodeDepth -= 1
        settle()
    }

    // MARK: Transitions

    /// A transition the member asked for; the caller checked that GR-3 allows it.
    func request(_ member: Member, to new: ArenaState) {
        join(member)  // a member that changes state takes part, so that it is swept afterwards
        if member.arenaState == .possible && (new == .began || new == .ended) {
            attemptRecognition(member, as: new)
        } else {
            enqueue(member, new, recognizing: false,
                    because: new == .failed ? .ownRules : new == .cancelled ? .cancelledItself : nil)
        }
    }

    /// The member wants to leave possible by recognizing: wait (GR-10), fail (GR-7, GR-8), or go.
    private func attemptRecognition(_ member: Member, as new: ArenaState) {
        if let blocker = firstBlocker(of: member) {
            member.waitingToBecome = new
            member.arenaDidHold(new, until: blocker)
            return
        }
        if let refusal = member.refusalToBegin() {
            enqueue(member, .failed, recognizing: false, because: .refused(refusal))
        } else {
            enqueue(member, new, recognizing: true, because: .allowed)
        }
    }

    private func enqueue(_ member: Member, _ state: ArenaState, recognizing: Bool, because reason: ArenaReason? = nil) {
        member.waitingToBecome = nil
        member.arenaState = state
        member.arenaDidSet(state, because: reason)
        queue.append(Transition(member: member, state: state, recognizing: recognizing))
        // Inside `settle()` the loop picks this up.
        if memberCodeDepth == 0 && !isSettling { settle() }
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
        let member = transition.member
        if transition.recognizing {
            excludeOthers(by: member)
            failDependents(of: member)
            member.arenaDidRecognize()
            member.arenaSendActions(as: transition.state)
            return
        }
        switch transition.state {
        case .changed:
            member.arenaSendActions(as: transition.state)
        case .ended, .cancelled:
            member.arenaSendActions(as: transition.state)
            member.arenaDidRelease()
        case .failed:
            member.arenaDidRelease()
            releaseDependents(of: member)
        case .possible, .began:
            break
        }
    }

    /// GR-5: finished members are reset and leave; so do idle ones that never got a touch.
    /// The delivery cycle calls this once the event, timer or call that finished them is done.
    func sweep() {
        guard !members.isEmpty else { return }
        // A read-only scan first: most cycles close with nobody leaving, and a single pass that
        // removes as it goes measured ~90 instructions more per move (callgrind, touchbench tree 1000).
        var anyLeaving = false
        for index in members.indices where members[index].arenaState.isTerminal || members[index].isIdle {
            anyLeaving = true
            break
        }
        guard anyLeaving else { return }
        var leaving: [Member] = []
        var index = members.count - 1
        while index >= 0 {
            let member = members[index]
            if member.arenaState.isTerminal || member.isIdle {
                leaving.insert(member, at: 0)
                members.remove(at: index)
            }
            index -= 1
        }
        for member in leaving {
            member.joinedArena = nil
            if member.arenaState.isTerminal { member.arenaReset() }
        }
        if members.isEmpty { reportedCycles.removeAll() }
    }

    // MARK: Exclusion (GR-9)

    private func excludeOthers(by winner: Member) {
        for loser in members where loser !== winner && !loser.arenaState.isTerminal && winner.sharesTouch(with: loser) {
            guard winner.excludes(loser) else { continue }
            enqueue(loser, loser.arenaState.isActive ? .cancelled : .failed, recognizing: false,
                    because: .excluded(by: winner.arenaName))
        }
    }

    // MARK: Failure requirements (GR-10, GR-15)

    /// The first member in play that `member` requires to fail and that is still undecided.
    ///
    /// A required recognizer that is not in play has no touches and cannot fail; [chosen] it does
    /// not hold anyone up. GR-15: in a cycle, the member that joined first does not wait for
    /// the others, and the cycle is reported once.
    private func firstBlocker(of member: Member) -> Member? {
        for other in members where other !== member && other.arenaState == .possible {
            guard member.requiresFailure(of: other) else { continue }
            if leadsBack(from: other, to: member) {
                reportCycle(member, other)
                if position(of: member) < position(of: other) { continue }
            }
            return other
        }
        return nil
    }

    /// Whether `start` requires, directly or through others in play, `target` to fail.
    private func leadsBack(from start: Member, to target: Member) -> Bool {
        var stack = [start], seen: [Member] = []
        while let current = stack.popLast() {
            if seen.contains(where: { $0 === current }) { continue }
            seen.append(current)
            for next in members where next !== current && current.requiresFailure(of: next) {
                if next === target { return true }
                stack.append(next)
            }
        }
        return false
    }

    private func position(of member: Member) -> Int {
        members.firstIndex { $0 === member } ?? Int.max
    }

    private func reportCycle(_ a: Member, _ b: Member) {
        let key = [ObjectIdentifier(a), ObjectIdentifier(b)].sorted { $0.hashValue < $1.hashValue }
        guard reportedCycles.insert(key).inserted else { return }
        let (first, second) = position(of: a) < position(of: b) ? (a, b) : (b, a)
        Diagnostics.report(.failureRequirementCycle,
                           "\(first.arenaName) and \(second.arenaName) require each other to fail; \(first.arenaName), which got the touch first, does not wait")
    }

    /// GR-10: `member` recognized, so whoever waits for it to fail fails.
    private func failDependents(of member: Member) {
        for waiter in members where waiter !== member && waiter.arenaState == .possible && waiter.requiresFailure(of: member) {
            enqueue(waiter, .failed, recognizing: false,
                    because: .requiredFailureRecognized(member.arenaName))
        }
    }

    /// GR-10: `member` failed, so those waiting on it may go, if nothing else holds them.
    private func releaseDependents(of member: Member) {
        for waiter in members where waiter !== member {
            guard let wanted = waiter.waitingToBecome, waiter.requiresFailure(of: member), firstBlocker(of: waiter) == nil else { continue }
            waiter.waitingToBecome = nil
            waiter.arenaDidStopWaiting(for: member)
            attemptRecognition(waiter, as: wanted)
        }
    }
}
