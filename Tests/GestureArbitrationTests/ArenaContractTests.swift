import Testing
@_spi(Engine) import GestureArbitration

/// The listener's contract, checked over many random gestures: between joining and leaving a
/// member hears at most one recognition, at most one terminal state, exactly one reset after a
/// terminal state, and nothing after its reset.
@Suite("Arbitration alone: every member hears one final verdict (GR-3, GR-5, GR-9, GR-10)")
@MainActor
struct ArenaContractTests {
    /// SplitMix64: the same sequence on every machine.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test("GR-3 GR-5 one final verdict per member, over 500 random gestures of up to five members")
    func oneFinalVerdict() {
        var random = Seeded(state: 7)
        let legal: [ArenaState: [ArenaState]] = [
            .possible: [.began, .ended, .failed], .began: [.changed, .ended, .cancelled, .failed],
            .changed: [.changed, .ended, .cancelled, .failed],
        ]
        for _ in 0..<500 {
            let arena = GestureArena()
            let listener = FakeListener()
            arena.listener = listener
            let names = ["a", "b", "c", "d", "e"].prefix(Int.random(in: 2...5, using: &random))
            var entries: [ArenaEntry] = []
            var members: [FakeMember] = []  // the arena holds members only while they are in play
            for name in names {
                let member = FakeMember(name, touches: [["1", "2"].randomElement(using: &random)!])
                member.mustWaitFor = Set(names.filter { $0 != name && Int.random(in: 0..<4, using: &random) == 0 })
                member.simultaneousWith = Set(names.filter { $0 != name && Int.random(in: 0..<4, using: &random) == 0 })
                member.refusal = Int.random(in: 0..<6, using: &random) == 0 ? "refused" : nil
                members.append(member)
                entries.append(arena.join(member))
            }
            for _ in 0..<8 {
                let entry = entries.randomElement(using: &random)!
                guard entry.isInPlay, let next = legal[entry.currentState]?.randomElement(using: &random) else { continue }
                if Int.random(in: 0..<8, using: &random) == 0 {
                    arena.withdraw(entry)
                } else {
                    arena.run { arena.request(entry, to: next) }
                }
            }
            for entry in entries where entry.isInPlay && !entry.state.isTerminal { arena.withdraw(entry) }
            arena.sweep()
            for entry in entries {
                let log = (entry.member as! FakeMember).log
                let finals = log.filter { ["→ ended", "→ cancelled", "→ failed"].contains($0) }
                #expect(finals.count == 1, "\((entry.member as! FakeMember).name): \(log)")
                #expect(log.filter { $0 == "claims its touches" }.count <= 1, "\((entry.member as! FakeMember).name): \(log)")
                #expect(log.last == "reset" && log.filter { $0 == "reset" }.count == 1, "\((entry.member as! FakeMember).name): \(log)")
                #expect(!entry.isInPlay)
            }
            #expect(members.count == entries.count)
        }
    }
}
