/// A member's standing in one arena: the handle the arena gives a member when it joins.
///
/// The arena writes it and nobody else does; the engine keeps the handle to read the member's
/// state and to name the member in later requests without a search.
@MainActor
package final class ArenaEntry<Member: ArenaMember> {
    /// The member this entry stands for. Not retained by the entry itself: the member keeps its
    /// entry, and a retained member would keep itself alive through it once swept.
    package unowned(unsafe) let member: Member
    /// Keeps the member alive while it is in play, as the arena's own reference to it.
    private var retained: Member?

    // `@exclusivity(unchecked)`: read on every frame, only on the main actor, never through
    // overlapping inout accesses (see BENCHMARKS.md).
    /// The state the arena last gave the member (GR-3).
    @exclusivity(unchecked) package internal(set) var state: ArenaState = .possible
    /// A recognition held back by a failure requirement (GR-10); the member reads as possible meanwhile.
    @exclusivity(unchecked) package internal(set) var waitingToBecome: ArenaState?
    /// Whether the member is still in play in the arena that made this entry; false once swept.
    @exclusivity(unchecked) package private(set) var isInPlay = true

    init(member: Member) {
        self.member = member
        retained = member
    }

    /// The member leaves the arena: the arena no longer keeps it alive.
    func leave() {
        isInPlay = false
        retained = nil
    }

    /// The state the member really is in: possible while a recognition waits (GR-10).
    package var currentState: ArenaState { waitingToBecome == nil ? state : .possible }
}
