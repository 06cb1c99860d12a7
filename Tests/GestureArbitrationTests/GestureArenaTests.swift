import Testing
@_spi(Engine) import GestureArbitration

/// The arena alone, driven with fake members: no views, no touches, no UIKit types (this test
/// target depends on the arena's target only).
@Suite("Arbitration alone: the arena with fake members (GR-3..10, GR-15)")
@MainActor
final class GestureArenaTests {
    let arena = GestureArena()
    let listener = FakeListener()
    /// Each member's entry, by name.
    var entries: [String: ArenaEntry] = [:]

    init() {
        arena.listener = listener
    }

    func members(_ specs: (String, Set<String>)...) -> [FakeMember] {
        specs.map { name, touches in
            let member = FakeMember(name, touches: touches)
            entries[name] = arena.join(member)
            return member
        }
    }

    func request(_ member: FakeMember, to state: ArenaState) {
        arena.request(entries[member.name]!, to: state)
    }

    func state(_ member: FakeMember) -> ArenaState { entries[member.name]!.state }

    @Test("GR-9 the first to recognize makes every member sharing a touch fail; others are untouched")
    func exclusion() {
        let m = members(("tap", ["1"]), ("pan", ["1"]), ("other", ["2"]))
        request(m[1], to: .began)
        #expect(m[1].log == ["→ began", "claims its touches", "actions began"])
        #expect(m[0].log == ["→ failed", "releases its touches"])
        #expect(m[2].log.isEmpty && state(m[2]) == .possible)
        arena.sweep()
        #expect(m[0].log.last == "reset" && m[1].log.last == "actions began", "only finished members are reset")
        #expect(arena.entries.map { ($0.member as! FakeMember).name } == ["pan", "other"])
    }

    @Test("GR-9 members that had begun are cancelled, not failed, and their actions say so")
    func exclusionCancelsActive() {
        let m = members(("a", ["1"]), ("b", ["1"]), ("c", ["1"]))
        m[0].simultaneousWith = ["b"]
        m[2].simultaneousWith = ["a", "b"]
        request(m[0], to: .began)
        request(m[1], to: .began)
        #expect(state(m[0]) == .began && state(m[1]) == .began, "simultaneous: both began")
        m[2].simultaneousWith = []
        request(m[2], to: .ended)
        #expect(m[0].log == ["→ began", "claims its touches", "actions began", "→ cancelled", "actions cancelled", "releases its touches"])
        #expect(m[1].log == ["→ began", "claims its touches", "actions began", "→ cancelled", "actions cancelled", "releases its touches"])
        #expect(m[2].log == ["→ ended", "claims its touches", "actions ended"])
    }

    @Test("GR-9 either side allowing simultaneous recognition is enough; refusing prevention is too")
    func simultaneousAndPrevention() {
        let m = members(("a", ["1"]), ("b", ["1"]), ("c", ["1"]))
        m[1].simultaneousWith = ["a"]          // b's delegate says yes to a
        m[0].preventsOthers = false            // a cannot prevent anyone (canPrevent false)
        request(m[0], to: .began)
        #expect(state(m[1]) == .possible && state(m[2]) == .possible)
        request(m[2], to: .ended)
        #expect(m[0].log.suffix(3) == ["→ cancelled", "actions cancelled", "releases its touches"], "c prevents a")
        #expect(state(m[1]) == .failed)
    }

    @Test("GR-10 a waiting member reads possible and goes when the required member fails")
    func failureRequirementReleased() {
        let m = members(("single", ["1"]), ("double", ["1"]))
        m[0].mustWaitFor = ["double"]
        request(m[0], to: .ended)
        #expect(m[0].log == ["waits for double"] && state(m[0]) == .possible && entries["single"]!.waitingToBecome == .ended)
        request(m[1], to: .failed)
        #expect(m[1].log == ["→ failed", "releases its touches"])
        #expect(m[0].log == ["waits for double", "stops waiting for double", "→ ended", "claims its touches", "actions ended"])
    }

    @Test("GR-10 a waiting member fails when the required member recognizes")
    func failureRequirementRecognized() {
        let m = members(("single", ["1"]), ("double", ["1"]))
        m[0].mustWaitFor = ["double"]
        request(m[0], to: .ended)
        request(m[1], to: .ended)
        #expect(m[0].log == ["waits for double", "→ failed", "releases its touches"])
        #expect(state(m[1]) == .ended)
    }

    @Test("GR-7 GR-8 a refusal to begin fails the member, and nobody else is excluded")
    func refusal() {
        let m = members(("pan", ["1"]), ("tap", ["1"]))
        m[0].refusal = "the touched view said no (GR-8)"
        request(m[0], to: .began)
        #expect(m[0].log == ["→ failed", "releases its touches"])
        #expect(state(m[1]) == .possible)
    }

    @Test("GR-15 a cycle of failure requirements is reported once and the first to join does not wait")
    func cycle() {
        let m = members(("a", ["1"]), ("b", ["1"]))
        m[0].mustWaitFor = ["b"]
        m[1].mustWaitFor = ["a"]
        request(m[1], to: .ended)
        #expect(m[1].log == ["waits for a"], "b joined second, so it waits")
        request(m[0], to: .ended)
        #expect(m[0].log == ["→ ended", "claims its touches", "actions ended"])
        #expect(m[1].log == ["waits for a", "→ failed", "releases its touches"])
        #expect(listener.cycles == ["a and b"], "told once, the first to join named first")
    }

    @Test("GR-5 a member that never decides stays in play; idle and finished ones leave at the sweep")
    func neverDecides() {
        let m = members(("undecided", ["1"]), ("idle", []), ("done", ["2"]))
        request(m[2], to: .failed)
        arena.sweep()
        #expect(arena.entries.map { ($0.member as! FakeMember).name } == ["undecided"])
        #expect(m[0].log.isEmpty && m[1].log.isEmpty && m[2].log.last == "reset")
        #expect(entries["undecided"]!.isInPlay && !entries["idle"]!.isInPlay && !entries["done"]!.isInPlay)
    }

    @Test("GR-6 a withdrawn member fails if possible and is cancelled if it had begun")
    func withdraw() {
        let m = members(("possible", ["1"]), ("active", ["2"]))
        request(m[1], to: .began)
        arena.withdraw(entries[m[0].name]!)
        arena.withdraw(entries[m[1].name]!)
        #expect(m[0].log == ["→ failed", "releases its touches"])
        #expect(m[1].log.suffix(3) == ["→ cancelled", "actions cancelled", "releases its touches"])
    }

    @Test("What a member's own code causes waits until that code returns, then runs in order")
    func runDefersConsequences() {
        let m = members(("a", ["1"]), ("b", ["1"]))
        arena.run {
            request(m[0], to: .began)
            #expect(m[0].log == ["→ began"], "no actions inside the member's own code")
            #expect(state(m[1]) == .possible)
        }
        #expect(m[0].log == ["→ began", "claims its touches", "actions began"])
        #expect(state(m[1]) == .failed)
    }
}
