import Synchronization

/// The messages of one connection that wait for the main actor, read off it and bounded.
///
/// The socket's reader pushes; one drain at a time takes everything waiting and hands it to the
/// session as a batch, which merges runs of moves (``PlaygroundSession/handle(_:)``). When the
/// scene falls behind by ``PlaygroundLimits/maximumWaitingMessages`` the reader refuses more
/// frames instead of buffering them, so a slow server holds a bounded backlog, not the network's.
final class InputQueue: Sendable {
    private struct State {
        var waiting: [Result<ClientMessage, PlaygroundError>] = []
        var draining = false
        var closeReason: String?
    }

    private let state = Mutex(State())
    let limit: Int

    init(limit: Int = PlaygroundLimits.maximumWaitingMessages) {
        self.limit = limit
    }

    enum Outcome: Equatable {
        /// Queued; the caller starts a drain.
        case queuedStartDrain
        /// Queued; a drain under way will take it.
        case queued
        /// Refused: `limit` messages are waiting already.
        case full
    }

    func push(_ message: Result<ClientMessage, PlaygroundError>) -> Outcome {
        state.withLock { state in
            guard state.waiting.count < limit else { return .full }
            state.waiting.append(message)
            if state.draining { return .queued }
            state.draining = true
            return .queuedStartDrain
        }
    }

    /// Why the session ended the connection, once it did; the reader stops there.
    var closeReason: String? {
        get { state.withLock { $0.closeReason } }
    }

    /// Ends the queue: nothing more is taken.
    func close(reason: String) {
        state.withLock { state in
            if state.closeReason == nil { state.closeReason = reason }
            state.waiting.removeAll()
        }
    }

    /// Everything waiting, oldest first; empty (and the drain over) when nothing is.
    func takeAll() -> [Result<ClientMessage, PlaygroundError>] {
        state.withLock { state in
            if state.waiting.isEmpty { state.draining = false }
            defer { state.waiting.removeAll(keepingCapacity: true) }
            return state.waiting
        }
    }
}
