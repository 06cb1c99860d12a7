import FlyingFox
import FlyingSocks
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The playground's front door: it listens where the user asked, and passes each connection's
/// bytes to the HTTP server, which listens on a private Unix socket, reading every WebSocket
/// frame's header on the way in with an ``InboundScanner``.
///
/// Why it exists: FlyingFox reads a whole frame (and reassembles a fragmented message) before the
/// playground's handler sees it, and has no frame-size setting, so a client announcing a 1 GB
/// frame made the server hold 1 GB. Here a frame or message announced past
/// ``PlaygroundLimits/maximumMessageSize`` is refused from its header: none of it is passed on,
/// the server is sent a close with 1009 on the client's behalf, and FlyingFox's answer to that
/// close (the same code and reason, at a frame boundary of what the server was sending) reaches
/// the client before the connection ends. A connection holds one read buffer in each direction,
/// whatever its client announces.
struct PlaygroundGate: Sendable {
    /// Where the HTTP server listens, in a directory only this user may enter.
    let upstream: sockaddr_un
    let registry: PlaygroundRegistry
    /// Bytes read at once in either direction: a connection's whole buffer.
    static let chunkSize = 16_384
    /// How long a refused or half-closed client's connection waits for the server's last frames.
    static let closingGrace: Duration = .seconds(2)

    /// Accepts connections on `socket` (bound and listening) until cancelled.
    func run(on socket: Socket, pool: some AsyncSocketPool) async throws {
        let listener = try AsyncSocket(socket: socket, pool: pool)
        try await withThrowingDiscardingTaskGroup { group in
            for try await client in listener.sockets {
                group.addTask { await relay(client, pool: pool) }
            }
        }
    }

    private enum Ended: Sendable, Equatable {
        case clientClosed, server
        case refused(InboundScanner.Refusal)
    }

    private func relay(_ client: AsyncSocket, pool: some AsyncSocketPool) async {
        guard let server = try? await AsyncSocket.connected(to: upstream, pool: pool) else {
            try? client.close()
            return
        }
        let first = await withTaskGroup(of: Ended.self) { group in
            group.addTask { await forward(from: client, to: server) }
            group.addTask {
                await copy(from: server, to: client)
                return .server
            }
            let first = await group.next() ?? .server
            if first != .server {
                // The client is done sending (or was refused): what the server still sends, its
                // replies or its answer to the close, goes to the client for a moment.
                group.addTask {
                    try? await Task.sleep(for: Self.closingGrace)
                    return .server
                }
                _ = await group.next()
            }
            group.cancelAll()
            return first
        }
        // A request refused before it reached the server is answered here, after the replies
        // the server owed to the requests before it.
        if case .refused(let refusal) = first, let response = Self.httpResponse(for: refusal) {
            try? await client.write(response)
        }
        try? server.close()
        await drainAndClose(client)
    }

    /// Ends the client's connection as TCP wants it ended: our side first, then what the client
    /// still sends is read and dropped until it closes too (for a moment at most). Closing with
    /// its bytes unread would reset the connection, and the client could lose the close frame.
    private func drainAndClose(_ client: AsyncSocket) async {
        _ = shutdown(client.socket.file.rawValue, Int32(SHUT_WR))
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                while let chunk = try? await client.read(atMost: Self.chunkSize), !chunk.isEmpty {}
            }
            group.addTask { try? await Task.sleep(for: Self.closingGrace) }
            await group.next()
            group.cancelAll()
        }
        try? client.close()
    }

    /// The client's bytes, scanned, to the server, up to a refusal.
    private func forward(from client: AsyncSocket, to server: AsyncSocket) async -> Ended {
        var scanner = InboundScanner(limit: PlaygroundLimits.maximumMessageSize)
        while true {
            guard let chunk = try? await client.read(atMost: Self.chunkSize), !chunk.isEmpty else {
                // The client closed its side (or went away): so does the connection to the server.
                _ = shutdown(server.socket.file.rawValue, Int32(SHUT_WR))
                return .clientClosed
            }
            let verdict = scanner.scan(chunk)
            if !verdict.pass.isEmpty {
                guard (try? await server.write(Data(verdict.pass))) != nil else { return .server }
            }
            guard let refusal = verdict.refusal else { continue }
            registry.refusedAtHeader.wrappingAdd(1, ordering: .relaxed)
            if case .messageTooLarge = refusal {
                // On the client's behalf: the session ends, and FlyingFox answers the close.
                try? await server.write(Self.closeFrame(for: refusal))
            }
            _ = shutdown(server.socket.file.rawValue, Int32(SHUT_WR))
            return .refused(refusal)
        }
    }

    private func copy(from server: AsyncSocket, to client: AsyncSocket) async {
        while let chunk = try? await server.read(atMost: Self.chunkSize), !chunk.isEmpty {
            guard (try? await client.write(Data(chunk))) != nil else { return }
        }
    }

    /// A close frame as a client sends it (masked, RFC 6455 §5.3) with 1009, the refusal as its reason.
    static func closeFrame(for refusal: InboundScanner.Refusal) -> Data {
        // A control frame's payload is at most 125 bytes: the code and up to 123 of reason.
        let payload = [UInt8(1009 >> 8), UInt8(1009 & 0xFF)] + Array(refusal.description.utf8.prefix(123))
        let mask = (0 ..< 4).map { _ in UInt8.random(in: 0 ... 255) }
        var frame: [UInt8] = [0x88, 0x80 | UInt8(payload.count)] + mask
        for (index, byte) in payload.enumerated() { frame.append(byte ^ mask[index % 4]) }
        return Data(frame)
    }

    /// The HTTP answer to a request refused at its head; nil for a refused WebSocket message.
    static func httpResponse(for refusal: InboundScanner.Refusal) -> Data? {
        let status: String
        switch refusal {
        case .messageTooLarge: return nil
        case .headTooLarge: status = "431 Request Header Fields Too Large"
        case .bodyNotAccepted: status = "413 Content Too Large"
        }
        let body = refusal.description + "\n"
        return Data(("HTTP/1.1 \(status)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\n"
                     + "Connection: close\r\n\r\n" + body).utf8)
    }
}
