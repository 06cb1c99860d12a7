/// Where a member of the arena stands (GR-3). The arena's own copy of a recognizer's states, so
/// that arbitration can be read, built and tested without any UIKit type.
enum ArenaState: Int, CustomStringConvertible {
    case possible = 0, began, changed, ended, cancelled, failed

    /// Ended, cancelled or failed: the member waits for its reset (GR-5).
    var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
    /// Began or changed: a continuous gesture under way.
    var isActive: Bool { self == .began || self == .changed }

    var description: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}

/// What the arena needs of the recognizers it arbitrates: their standing, four questions, and
/// a way to hear its verdicts (GR-3..15).
///
/// `UIGestureRecognizer` is the member in the engine; the arena's tests use fakes. Every question
/// is asked at the moment the rule needs it, so a member may answer from live state.
@MainActor
protocol ArenaMember: AnyObject {
    // MARK: Standing, kept by the member for the arena

    /// The state the arena last gave the member.
    var arenaState: ArenaState { get set }
    /// A recognition held back by a failure requirement (GR-10); the member reads as possible meanwhile.
    var waitingToBecome: ArenaState? { get set }
    /// The arena the member joined, until it leaves; an identity, so that checking costs no
    /// weak load (the arena clears it on every member when it goes away).
    var joinedArena: ObjectIdentifier? { get set }

    // MARK: Questions

    /// Whether the member has no touch, offered or received, and nothing to wait for: it leaves at the next sweep.
    var isIdle: Bool { get }
    /// Whether the two members received one touch in common (GR-9 applies only then).
    func sharesTouch(with other: Self) -> Bool
    /// GR-9: whether `self`, recognizing, makes `other` fail; false when they may recognize
    /// together or when prevention is refused by either side.
    func excludes(_ other: Self) -> Bool
    /// GR-10: whether `self` must wait for `other` to fail, from any source.
    func requiresFailure(of other: Self) -> Bool
    /// GR-7, GR-8: why the member may not leave possible by recognizing; nil when it may.
    func refusalToBegin() -> String?

    // MARK: Verdicts

    /// The member's state changed to `state`, for `reason` (for its explanation and the trace).
    func arenaDidSet(_ state: ArenaState, because reason: ArenaReason?)
    /// The member must wait for `blocker` to fail before it becomes `state` (GR-10).
    func arenaDidHold(_ state: ArenaState, until blocker: Self)
    /// `blocker`, which the member waited for, failed; the member tries again (GR-10).
    func arenaDidStopWaiting(for blocker: Self)
    /// The member began or recognized: it claims its touches from the views (GR-11..13).
    func arenaDidRecognize()
    /// The member's actions run, reading `state` (GR-4).
    func arenaSendActions(as state: ArenaState)
    /// The member ended, was cancelled or failed: its touches no longer wait for it (GR-12..14).
    func arenaDidRelease()
    /// GR-5: the member finished and the work that finished it is done; back to possible.
    func arenaReset()
    /// A name for diagnostics.
    var arenaName: ArenaName { get }
}
