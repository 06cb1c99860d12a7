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
        let encoder = JSONEncoder()
        func send(_ messages: [ServerMessage]) {
            for message in messages {
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
        Task {
            var reason = "closed by the client"
            for await message in client {
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
                case .close:
                    continue
                }
                let reply = await session.handle(read)
                send(reply.messages)
                if let error = reply.close {
                    reason = error.description.prefix { $0 != ":" }.description
                    Self.close(continuation, error)
                    break
                }
            }
            // The browser went away (or was sent away): stop the clock, cancel its touches, let it go.
            ticker.cancel()
            await registry.close(session, reason: reason)
            continuation.finish()
        }
        return replies
    }

    /// Ends the connection with a close frame that says why (the reason fits a control frame).
    private static func close(_ continuation: AsyncStream<WSMessage>.Continuation, _ error: PlaygroundError) {
        continuation.yield(.close(WSCloseCode(error.closeCode ?? 1011, reason: String(error.description.utf8.prefix(120))!)))
        continuation.finish()
    }
}
