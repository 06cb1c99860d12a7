@testable import OpenTouch

/// A stand-in recognizer for the arena's tests: its touches are names, its answers are set by
/// the test, and it writes down every verdict the arena gives it.
@MainActor
final class FakeMember: ArenaMember {
    let name: String
    var touches: Set<String>
    var simultaneousWith: Set<String> = []
    var mustWaitFor: Set<String> = []
    var refusal: String?
    var preventsOthers = true
    /// Every verdict, in order: "→ began", "recognized", "actions began", "released", "reset"...
    var log: [String] = []

    var arenaState: ArenaState = .possible
    var waitingToBecome: ArenaState?
    var joinedArena: ObjectIdentifier?

    init(_ name: String, touches: Set<String>) {
        self.name = name
        self.touches = touches
    }

    var isIdle: Bool { touches.isEmpty && waitingToBecome == nil }
    func sharesTouch(with other: FakeMember) -> Bool { !touches.isDisjoint(with: other.touches) }
    func excludes(_ other: FakeMember) -> Bool {
        !simultaneousWith.contains(other.name) && !other.simultaneousWith.contains(name) && preventsOthers
    }
    func requiresFailure(of other: FakeMember) -> Bool { mustWaitFor.contains(other.name) }
    func refusalToBegin() -> String? { refusal }

    func arenaDidSet(_ state: ArenaState, because reason: ArenaReason?) { log.append("→ \(state)") }
    func arenaDidHold(_ state: ArenaState, until blocker: FakeMember) { log.append("waits for \(blocker.name)") }
    func arenaDidStopWaiting(for blocker: FakeMember) { log.append("stops waiting for \(blocker.name)") }
    func arenaDidRecognize() { log.append("claims its touches") }
    func arenaSendActions(as state: ArenaState) { log.append("actions \(state)") }
    func arenaDidRelease() { log.append("releases its touches") }
    func arenaReset() {
        log.append("reset")
        arenaState = .possible
        touches = []
    }
    var arenaName: ArenaName { ArenaName(type: nil, name: name) }
}
