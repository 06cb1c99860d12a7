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
    @_spi(Engine) public let name: String?

    @_spi(Engine) public init(type: Any.Type?, name: String?) {
        self.type = type
        self.name = name
    }

    @_spi(Engine) public var description: String {
        guard let type else { return name ?? "?" }
        return name.map { "\(type) \"\($0)\"" } ?? "\(type)"
    }
}

