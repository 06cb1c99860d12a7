/// A member's standing in one arena: the handle the arena gives a member when it joins.
///
/// The arena writes it and nobody else does; the engine keeps the handle to read the member's
/// state and to name the member in later requests without a search.
@MainActor
@_spi(Engine) public final class ArenaEntry {
    /// The member this entry stands for. Not retained by the entry itself: the member keeps its
    /// entry, and a retained member would keep itself alive through it once swept.
    @_spi(Engine) public unowned(unsafe) let member: any ArenaMember
    /// Keeps the member alive while it is in play, as the arena's own reference to it.
    @usableFromInline var retained: (any ArenaMember)?

    // Storage that only the arena writes; inlinable readers, so that the engine reads a field and
    // calls nothing across the module boundary. `@exclusivity(unchecked)`: read on every frame,
    // only on the main actor, never through overlapping inout accesses (see BENCHMARKS.md).
    @exclusivity(unchecked) @usableFromInline var storedState: ArenaState = .possible
    @exclusivity(unchecked) @usableFromInline var storedWaitingToBecome: ArenaState?
    @exclusivity(unchecked) @usableFromInline var storedIsInPlay = true

    @usableFromInline init(member: any ArenaMember) {
        self.member = member
        retained = member
    }

    /// The state the arena last gave the member (GR-3).
    @inlinable @_spi(Engine) public var state: ArenaState { storedState }
    /// A recognition held back by a failure requirement (GR-10); the member reads as possible meanwhile.
    @inlinable @_spi(Engine) public var waitingToBecome: ArenaState? { storedWaitingToBecome }
    /// Whether the member is still in play in the arena that made this entry; false once swept.
    @inlinable @_spi(Engine) public var isInPlay: Bool { storedIsInPlay }
    /// The state the member really is in: possible while a recognition waits (GR-10).
    @inlinable @_spi(Engine) public var currentState: ArenaState { storedWaitingToBecome == nil ? storedState : .possible }

    /// The member leaves the arena: the arena no longer keeps it alive.
    @inlinable func leave() {
        storedIsInPlay = false
        retained = nil
    }
}
