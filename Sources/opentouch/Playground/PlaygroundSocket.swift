import FlyingFox
import Foundation

/// One WebSocket connection: a session of its own, fed by the browser's messages and by a
/// ticker that runs the scene's clock from the wall clock.
///
/// Messages are read and replies written as JSON here, off the main actor, so that 50 sessions
/// share the main actor only for what must run there: the scene.
struct PlaygroundSocket: WSMessageHandler {
    let scene: String
    let registry: PlaygroundRegistry

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (replies, continuation) = AsyncStream<WSMessage>.makeStream()
        guard let session = await registry.openSession(sceneName: scene) else {
            Self.close(continuation, .tooManySessions(limit: PlaygroundLimits.maximumSessions))
            return replies
        }
        @Sendable func send(_ messages: [ServerMessage]) {
            let encoder = JSONEncoder()
            for message in messages {
                // Most replies are bare acknowledgements: written by hand, in a fixed order that
                // a client can read without parsing JSON.
                if message.type == "ack", let id = message.ack {
                    continuation.yield(.text(#"{"type":"ack","ack":\#(id)}"#))
                    continue
                }
                guard let data = try? encoder.encode(message) else { continue }
                continuation.yield(.text(String(decoding: data, as: UTF8.self)))
            }
        }
        send(await session.greeting())
        let ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(16))
                send(await session.tick())
            }
        }
        // Messages are read here and queued; one drain at a time hands what waits to the scene.
        let queue = InputQueue()
        @Sendable func drain() async {
            while true {
                let batch = queue.takeAll()
                if batch.isEmpty { return }
                let reply = await session.handle(batch)
                send(reply.messages)
                if let error = reply.close {
                    queue.close(reason: String(error.description.prefix { $0 != ":" }))
                    Self.close(continuation, error)
                    return
                }
            }
        }
        Task {
            var rate = FrameRateLimit(perSecond: PlaygroundLimits.maximumFramesPerSecond)
            let started = ContinuousClock.now
            for await message in client {
                if queue.closeReason != nil { break }
                let read: Result<ClientMessage, PlaygroundError>
                switch message {
                case .text(let text):
                    let size = text.utf8.count
                    read = size > PlaygroundLimits.maximumMessageSize
                        ? .failure(.messageTooLarge(size: size, limit: PlaygroundLimits.maximumMessageSize))
                        : ClientMessage.decode(text)
                case .data(let data):
                    read = data.count > PlaygroundLimits.maximumMessageSize
                        ? .failure(.messageTooLarge(size: data.count, limit: PlaygroundLimits.maximumMessageSize))
                        : .failure(.notText)
                case .close(let code):
                    // 1009 is what the gate sends on the client's behalf when it refuses a message
                    // from its header (PlaygroundGate): the connection ends for that reason.
                    if code.code == 1009 { queue.close(reason: "message too large") }
                    continue
                }
                if case .success(.frame(_, let id)) = read {
                    let elapsed = ContinuousClock.now - started
                    switch rate.admit(at: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18) {
                    case .accept: break
                    case .refuse:
                        registry.framesThrottled.wrappingAdd(1, ordering: .relaxed)
                        send([.error(.throttled(limit: rate.perSecond), ack: id)])
                        continue
                    case .close:
                        queue.close(reason: "too many frames")
                        Self.close(continuation, .frameFlood(limit: rate.perSecond))
                        continue
                    }
                }
                switch queue.push(read) {
                case .queuedStartDrain: Task { await drain() }
                case .queued: break
                case .full:
                    registry.framesOverloaded.wrappingAdd(1, ordering: .relaxed)
                    let id: Int? = if case .success(.frame(_, let id)) = read { id } else { nil }
                    send([.error(.overloaded(waiting: queue.limit), ack: id)])
                }
            }
            // The browser went away (or was sent away): stop the clock, cancel its touches, let it go.
            ticker.cancel()
            let reason = queue.closeReason ?? "closed by the client"
            await registry.close(session, reason: reason)
            continuation.finish()
            // Once this task and the connection let the session go, its memory is free; give it
            // back a moment later.
            Task {
                try? await Task.sleep(for: .seconds(1))
                await registry.trimMemory()
            }
        }
        return replies
    }

    /// Ends the connection with a close frame that says why (the reason fits a control frame).
    private static func close(_ continuation: AsyncStream<WSMessage>.Continuation, _ error: PlaygroundError) {
        continuation.yield(.close(WSCloseCode(error.closeCode ?? 1011, reason: String(error.description.utf8.prefix(120))!)))
        continuation.finish()
    }
}
