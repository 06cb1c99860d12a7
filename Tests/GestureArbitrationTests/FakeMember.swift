@_spi(Engine) import GestureArbitration

/// A stand-in recognizer for the arena's tests: its touches are names and its answers are set
/// by the test. What the arena decides about it is written into its `log` by ``FakeListener``.
@MainActor
final class FakeMember: ArenaMember {
    let name: String
    var touches: Set<String>
    var simultaneousWith: Set<String> = []
    var mustWaitFor: Set<String> = []
    var refusal: String?
    var preventsOthers = true
    /// Every verdict, in order: "→ began", "claims its touches", "actions began", "reset"...
    var log: [String] = []

    init(_ name: String, touches: Set<String>) {
        self.name = name
        self.touches = touches
    }

    var isIdle: Bool { touches.isEmpty }
    func sharesTouch(with other: any ArenaMember) -> Bool { !touches.isDisjoint(with: (other as! FakeMember).touches) }
    func excludes(_ other: any ArenaMember) -> Bool {
        let other = other as! FakeMember
        return !simultaneousWith.contains(other.name) && !other.simultaneousWith.contains(name) && preventsOthers
    }
    func requiresFailure(of other: any ArenaMember) -> Bool { mustWaitFor.contains((other as! FakeMember).name) }
    func refusalToBegin() -> String? { refusal }
    var arenaName: ArenaName { ArenaName(type: nil, name: name) }
}

/// The arena's one listener in the tests: writes each verdict into its member's log, and keeps
/// the failure cycles it was told of.
@MainActor
final class FakeListener: ArenaListener {
    var cycles: [String] = []
    /// Every verdict as "member: words", across members, in the order heard.
    var all: [String] = []

    func arena(_ arena: GestureArena, decided verdict: ArenaVerdict) {
        func fake(_ member: any ArenaMember) -> FakeMember { member as! FakeMember }
        switch verdict {
        case .state(let member, let state, _): note(fake(member), "→ \(state)")
        case .waiting(let member, _, let blocker): note(fake(member), "waits for \(fake(blocker).name)")
        case .stoppedWaiting(let member, let blocker): note(fake(member), "stops waiting for \(fake(blocker).name)")
        case .recognized(let member): note(fake(member), "claims its touches")
        case .actions(let member, let state): note(fake(member), "actions \(state)")
        case .released(let member): note(fake(member), "releases its touches")
        case .reset(let member):
            note(fake(member), "reset")
            fake(member).touches = []
        case .failureCycle(let first, let second): cycles.append("\(fake(first).name) and \(fake(second).name)")
        }
    }

    private func note(_ member: FakeMember, _ words: String) {
        member.log.append(words)
        all.append("\(member.name): \(words)")
    }
}
