/// The one listener of an arena: it hears every verdict, in the order the arena reaches them.
///
/// The contract, for each member between joining and leaving: it hears at most one
/// ``ArenaVerdict/recognized(_:)``, at most one terminal ``ArenaVerdict/state(_:_:because:)``
/// (ended, cancelled or failed) and, after a terminal state, exactly one
/// ``ArenaVerdict/reset(_:)`` at the sweep; nothing after its reset. In the engine the listener is
/// the delivery stage that runs recognizers; in this target's tests, a fake that writes verdicts down.
@MainActor
@_spi(Engine) public protocol ArenaListener: AnyObject {
    /// The arena decided `verdict`; consequences the listener causes (a member's actions that
    /// change other states) are queued and worked off in order.
    func arena(_ arena: GestureArena, decided verdict: ArenaVerdict)
}

/// What the arena tells its listener about a member.
// Not generic: unspecialized generic code across the module boundary spent more on metadata
// look-ups than a moved touch's whole delivery costs (callgrind, BENCHMARKS.md).
/// What the arena decided about one member, for its listener to act on (GR-3..10).
@_spi(Engine) public enum ArenaVerdict {
    /// A member, as the arena holds it: one pointer.
    @_spi(Engine) public typealias Member = any ArenaMember
    /// The member's state changed, for `reason` (nil for the member's own changed/ended steps).
    case state(Member, ArenaState, because: ArenaReason?)
    /// The member must wait for `blocker` to fail before it becomes `state` (GR-10).
    case waiting(Member, toBecome: ArenaState, until: Member)
    /// `blocker`, which the member waited for, failed; the member tries again (GR-10).
    case stoppedWaiting(Member, for: Member)
    /// The member began or recognized: it claims its touches from the views (GR-11..13).
    case recognized(Member)
    /// The member's actions run, reading `state` (GR-4).
    case actions(Member, ArenaState)
    /// The member ended, was cancelled or failed: its touches no longer wait for it (GR-12..14).
    case released(Member)
    /// GR-5: the member finished and the work that finished it is done; back to possible.
    case reset(Member)
    /// GR-15: `first` and `second` require each other to fail; `first`, which joined first,
    /// does not wait. Said once per pair while the arena has members.
    case failureCycle(first: Member, second: Member)
}
