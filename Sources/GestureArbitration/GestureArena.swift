/// Gesture arbitration: who may recognize, who must wait, who fails (GR-3..10, GR-15).
///
/// It knows its members through ``ArenaMember``'s questions and nothing else: no views, no
/// touches, no events; this target does not import the UIKit types, so using one here is a
/// compile error. A member joins when a touch is offered to it (GR-1) or when it changes state,
/// gets an ``ArenaEntry`` that holds its standing, and leaves at ``sweep()`` (GR-5), which the
/// engine calls once the work that finished it is done. Every verdict goes to one
/// ``ArenaListener``.
///
/// A member's attempt to leave possible by recognizing is decided at once: wait for a failure
/// requirement (GR-10), fail because a touched view or the delegate refuses (GR-7, GR-8), or go.
/// The consequences (excluding others, claiming the views' touches, actions) are queued and
/// worked off in order by ``settle()``. While a member's own code runs (``run(_:)``) nothing is
/// worked off, so a recognizer never sees other recognizers' actions run inside its own code.
///
/// ```swift
/// let arena = GestureArena()
/// arena.listener = delivery
/// let tap = arena.join(tapRecognizer), pan = arena.join(panRecognizer)
/// arena.request(pan, to: .began)      // the tap fails (GR-9) if they share a touch
/// arena.sweep()                       // the tap is reset and leaves (GR-5)
/// ```
@MainActor
// `@_spi(Engine) public`, not `package`, throughout this target: Swift 6.3 does not inline an
// `@inlinable package` declaration into another module (objdump of the release build showed calls
// to one-line getters), and those calls, with the retains around them, were most of what a moved
// touch lost when the arena became a target. The SPI keeps them out of a plain import.
// Not generic over the member: SwiftPM does not specialize a generic arena for the engine across
// the module boundary, and unspecialized code spent more on generic metadata than a moved touch's
// whole delivery (callgrind, BENCHMARKS.md). Members are class-bound existentials: one pointer.
/// The arena: the recognizers in play for the touches of one application, and the rules between them (GR-3..10).
@_spi(Engine) public final class GestureArena {
    /// A member, as the arena holds it: one pointer.
    @_spi(Engine) public typealias Member = any ArenaMember
    /// A state change whose consequences are still to be worked off.
    @usableFromInline struct Transition {
        @usableFromInline let entry: ArenaEntry
        @usableFromInline let state: ArenaState
        /// The member left possible by recognizing (began or recognized).
        @usableFromInline let recognizing: Bool

        @inlinable init(entry: ArenaEntry, state: ArenaState, recognizing: Bool) {
            self.entry = entry
            self.state = state
            self.recognizing = recognizing
        }
    }

    /// Who hears the verdicts. Not retained: the listener owns the arena. Unchecked exclusivity:
    /// read at every verdict, set once, only on the main actor.
    @exclusivity(unchecked) @_spi(Engine) public unowned(unsafe) var listener: (any ArenaListener)?

    // `@exclusivity(unchecked)` on hot stored properties: they are only used on the main actor and
    // never through overlapping inout accesses, and the run-time checks were a quarter of the
    // instructions of a moved touch (see BENCHMARKS.md).
    @exclusivity(unchecked) @usableFromInline var storedEntries: [ArenaEntry] = []

    @exclusivity(unchecked) @usableFromInline var queue: [Transition] = []
    @exclusivity(unchecked) @usableFromInline var isSettling = false
    /// Above zero while a member's own code runs: what it causes waits until it returns.
    @exclusivity(unchecked) @usableFromInline var memberCodeDepth = 0
    @usableFromInline var reportedCycles: Set<[ObjectIdentifier]> = []

    /// The members in play, in the order they joined: GR-2's order for each touch.
    @inlinable @_spi(Engine) public var entries: [ArenaEntry] { storedEntries }

    /// Whether nobody is in play: a plain tap's delivery asks, and skips the arena.
    @inlinable @_spi(Engine) public var isEmpty: Bool { storedEntries.isEmpty }

    /// An arena with nobody in play.
    @_spi(Engine) public init() {}

    // Entries still in play are let go, so that their holders join the next arena afresh.
    isolated deinit {
        for entry in entries { entry.leave() }
    }

    @inlinable func tell(_ verdict: ArenaVerdict) {
        listener?.arena(self, decided: verdict)
    }

    // MARK: Membership

    /// Takes `member` into play and returns its entry. A member joins once per stay: the caller
    /// keeps the entry and joins again only once ``ArenaEntry/isInPlay`` turned false.
    @inlinable @_spi(Engine) public func join(_ member: Member) -> ArenaEntry {
        assert(!entries.contains { $0.member === member }, "\(member.arenaName) joined an arena it is in")
        let entry = ArenaEntry(member: member)
        storedEntries.append(entry)
        return entry
    }

    /// GR-6: a member disabled or removed while in play is cancelled, or fails if it had not begun.
    @inlinable @_spi(Engine) public func withdraw(_ entry: ArenaEntry) {
        guard entry.isInPlay, !entry.state.isTerminal else { return }
        enqueue(entry, entry.state.isActive ? .cancelled : .failed, recognizing: false, because: .disabledOrRemoved)
    }

    /// Runs a member's own code (a touches method, a timer) and then works off what it caused.
    @inlinable @_spi(Engine) public func run(_ body: @MainActor () -> Void) {
        memberCodeDepth += 1
        body()
        memberCodeDepth -= 1
        settle()
    }

    // MARK: Transitions

    /// A transition the member asked for; the caller checked that GR-3 allows it.
    @inlinable @_spi(Engine) public func request(_ entry: ArenaEntry, to new: ArenaState) {
        guard entry.isInPlay else { return assertionFailure("\(entry.member.arenaName) asked a transition of an arena it left") }
        if entry.state == .possible && (new == .began || new == .ended) {
            attemptRecognition(entry, as: new)
        } else {
            enqueue(entry, new, recognizing: false,
                    because: new == .failed ? .ownRules : new == .cancelled ? .cancelledItself : nil)
        }
    }

    /// The member wants to leave possible by recognizing: wait (GR-10), fail (GR-7, GR-8), or go.
    @usableFromInline func attemptRecognition(_ entry: ArenaEntry, as new: ArenaState) {
        if let blocker = firstBlocker(of: entry) {
            entry.storedWaitingToBecome = new
            tell(.waiting(entry.member, toBecome: new, until: blocker.member))
            return
        }
        if let refusal = entry.member.refusalToBegin() {
            enqueue(entry, .failed, recognizing: false, because: .refused(refusal))
        } else {
            enqueue(entry, new, recognizing: true, because: .allowed)
        }
    }

    @inlinable func enqueue(_ entry: ArenaEntry, _ state: ArenaState, recognizing: Bool, because reason: ArenaReason?) {
        entry.storedWaitingToBecome = nil
        entry.storedState = state
        tell(.state(entry.member, state, because: reason))
        queue.append(Transition(entry: entry, state: state, recognizing: recognizing))
        // Inside `settle()` the loop picks this up.
        if memberCodeDepth == 0 && !isSettling { settle() }
    }

    /// Works off queued transitions in order, including those their consequences queue.
    @inlinable @_spi(Engine) public func settle() {
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

    @inlinable func process(_ transition: Transition) {
        let entry = transition.entry, member = entry.member
        if transition.recognizing {
            excludeOthers(by: entry)
            failDependents(of: entry)
            tell(.recognized(member))
            tell(.actions(member, transition.state))
            return
        }
        switch transition.state {
        case .changed:
            tell(.actions(member, transition.state))
        case .ended, .cancelled:
            tell(.actions(member, transition.state))
            tell(.released(member))
        case .failed:
            tell(.released(member))
            releaseDependents(of: entry)
        case .possible, .began:
            break
        }
    }

    /// GR-5: finished members are reset and leave; so do idle ones that never got a touch.
    /// The engine calls this once the event, timer or call that finished them is done.
    @inlinable @_spi(Engine) public func sweep() {
        guard !entries.isEmpty else { return }
        // A read-only scan first: most cycles close with nobody leaving, and a single pass that
        // removes as it goes measured ~90 instructions more per move (callgrind, touchbench tree 1000).
        var anyLeaving = false
        for entry in entries where isLeaving(entry) {
            anyLeaving = true
            break
        }
        guard anyLeaving else { return }
        var leaving: [ArenaEntry] = []
        var index = entries.count - 1
        while index >= 0 {
            if isLeaving(entries[index]) {
                leaving.insert(entries[index], at: 0)
                storedEntries.remove(at: index)
            }
            index -= 1
        }
        for entry in leaving {
            // The member stays alive through its reset even if only the arena held it.
            let member = entry.member
            entry.leave()
            if entry.state.isTerminal { tell(.reset(member)) }
            entry.storedState = .possible
        }
        if entries.isEmpty { reportedCycles.removeAll() }
    }

    @inlinable func isLeaving(_ entry: ArenaEntry) -> Bool {
        entry.state.isTerminal || (entry.waitingToBecome == nil && entry.member.isIdle)
    }

    // MARK: Exclusion (GR-9)

    @usableFromInline func excludeOthers(by winner: ArenaEntry) {
        for loser in entries where loser !== winner && !loser.state.isTerminal && winner.member.sharesTouch(with: loser.member) {
            guard winner.member.excludes(loser.member) else { continue }
            enqueue(loser, loser.state.isActive ? .cancelled : .failed, recognizing: false,
                    because: .excluded(by: winner.member.arenaName))
        }
    }

    // MARK: Failure requirements (GR-10, GR-15)

    /// The first member in play that `entry`'s member requires to fail and that is still undecided.
    ///
    /// A required recognizer that is not in play has no touches and cannot fail; [chosen] it does
    /// not hold anyone up. GR-15: in a cycle, the member that joined first does not wait for
    /// the others, and the cycle is told once.
    @usableFromInline func firstBlocker(of entry: ArenaEntry) -> ArenaEntry? {
        for other in entries where other !== entry && other.state == .possible {
            guard entry.member.requiresFailure(of: other.member) else { continue }
            if leadsBack(from: other, to: entry) {
                reportCycle(entry, other)
                if position(of: entry) < position(of: other) { continue }
            }
            return other
        }
        return nil
    }

    /// Whether `start` requires, directly or through others in play, `target` to fail.
    @usableFromInline func leadsBack(from start: ArenaEntry, to target: ArenaEntry) -> Bool {
        var stack = [start], seen: [ArenaEntry] = []
        while let current = stack.popLast() {
            if seen.contains(where: { $0 === current }) { continue }
            seen.append(current)
            for next in entries where next !== current && current.member.requiresFailure(of: next.member) {
                if next === target { return true }
                stack.append(next)
            }
        }
        return false
    }

    @usableFromInline func position(of entry: ArenaEntry) -> Int {
        entries.firstIndex { $0 === entry } ?? Int.max
    }

    @usableFromInline func reportCycle(_ a: ArenaEntry, _ b: ArenaEntry) {
        let key = [ObjectIdentifier(a.member), ObjectIdentifier(b.member)].sorted { $0.hashValue < $1.hashValue }
        guard reportedCycles.insert(key).inserted else { return }
        let (first, second) = position(of: a) < position(of: b) ? (a, b) : (b, a)
        tell(.failureCycle(first: first.member, second: second.member))
    }

    /// GR-10: `entry`'s member recognized, so whoever waits for it to fail fails.
    @usableFromInline func failDependents(of entry: ArenaEntry) {
        for waiter in entries where waiter !== entry && waiter.state == .possible && waiter.member.requiresFailure(of: entry.member) {
            enqueue(waiter, .failed, recognizing: false, because: .requiredFailureRecognized(entry.member.arenaName))
        }
    }

    /// GR-10: `entry`'s member failed, so those waiting on it may go, if nothing else holds them.
    @usableFromInline func releaseDependents(of entry: ArenaEntry) {
        for waiter in entries where waiter !== entry {
            guard let wanted = waiter.waitingToBecome, waiter.member.requiresFailure(of: entry.member), firstBlocker(of: waiter) == nil else { continue }
            waiter.storedWaitingToBecome = nil
            tell(.stoppedWaiting(waiter.member, for: entry.member))
            attemptRecognition(waiter, as: wanted)
        }
    }
}
