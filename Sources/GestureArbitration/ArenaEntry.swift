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

/// Where a member of the arena stands (GR-3): the arena's own copy of a recognizer's states, so
/// that arbitration can be read, built and tested without any UIKit type. Raw values are UIKit's
/// `UIGestureRecognizer.State` values.
@_spi(Engine) public enum ArenaState: Int, CustomStringConvertible, Sendable {
    case possible = 0, began, changed, ended, cancelled, failed

    /// Ended, cancelled or failed: the member waits for its reset (GR-5).
    @inlinable @_spi(Engine) public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
    /// Began or changed: a continuous gesture under way.
    @inlinable @_spi(Engine) public var isActive: Bool { self == .began || self == .changed }

    @_spi(Engine) public var description: String {
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

/// Why the arena gave a member a state: kept as facts and put into words only when someone reads
/// them (a recognizer's `explanation`, the trace), so that deciding costs no string building.
@_spi(Engine) public enum ArenaReason: CustomStringConvertible {
    /// GR-6.
    case disabledOrRemoved
    /// The member's own code failed it.
    case ownRules
    /// The member's own code cancelled it.
    case cancelledItself
    /// GR-7, GR-8: nobody refused it.
    case allowed
    /// GR-7, GR-8: the sentence of whoever refused it.
    case refused(String)
    /// GR-9: the named member recognized on a touch they share.
    case excluded(by: ArenaName)
    /// GR-10: the named member, which this one requires to fail, recognized.
    case requiredFailureRecognized(ArenaName)
    /// GR-10: waiting for a member this one requires to fail.
    case waitingForFailure
    /// GR-10: the named member, which this one waited for, failed.
    case waited(for: ArenaName)

    @_spi(Engine) public var description: String {
        switch self {
        case .disabledOrRemoved: "it was disabled or removed from its view (GR-6)"
        case .ownRules: "its own rules failed it"
        case .cancelledItself: "it cancelled itself"
        case .allowed: "the touched views and its delegate let it"
        case .refused(let sentence): sentence
        case .excluded(let winner): "\(winner) recognized on a touch they share (GR-9)"
        case .requiredFailureRecognized(let other): "it requires \(other) to fail, which recognized instead (GR-10)"
        case .waitingForFailure: "waiting for a recognizer it requires to fail (GR-10)"
        case .waited(let blocker): "waited for \(blocker) to fail, which it did (GR-10)"
        }
    }
}

/// A member's name for messages, as its type and given name: formatted when read.
@_spi(Engine) public struct ArenaName: CustomStringConvertible {
    /// The member's class; nil for members that are only a name (the arena's test fakes).
    @_spi(Engine) public let type: Any.Type?
    /// The name given to the member (a recognizer's `name`), if any.
    @_spi(Engine) public let name: String?

    /// A name made of a member's class and given name.
    @_spi(Engine) public init(type: Any.Type?, name: String?) {
        self.type = type
        self.name = name
    }

    @_spi(Engine) public var description: String {
        guard let type else { return name ?? "?" }
        return name.map { "\(type) \"\($0)\"" } ?? "\(type)"
    }
}
