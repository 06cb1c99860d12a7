import Foundation

/// Reads what a client sends the playground, a chunk at a time as it arrives, and says how much
/// of it may go on to the server before anything is held: HTTP request heads first, then, once a
/// request upgraded to a WebSocket, each frame's header.
///
/// It keeps no payload, only the header being read (a request head of at most `headLimit` bytes,
/// a frame header of at most 14), so a connection costs the same whatever its client announces. A frame, or a fragmented message, announced larger
/// than the limit is refused from its header, before a byte of it is passed on; the server then
/// never holds more than the limit for one message.
struct InboundScanner {
    /// What the scanner decided about a chunk.
    struct Verdict: Equatable {
        /// The bytes that may go on to the server now: payload as it comes, a request head or a
        /// frame header only once it is whole and accepted.
        var pass: [UInt8]
        /// Why the rest of the connection is refused; nil while it goes on.
        var refusal: Refusal?
    }

    /// Why a connection is refused at its header.
    enum Refusal: Equatable, CustomStringConvertible {
        /// A WebSocket frame, or the frames of one message so far, announced past the limit.
        case messageTooLarge(announced: UInt64, limit: Int)
        /// An HTTP request head longer than the limit without its end.
        case headTooLarge(limit: Int)
        /// An HTTP request with a body: the playground serves only GET, and holds no body.
        case bodyNotAccepted

        var description: String {
            switch self {
            case let .messageTooLarge(announced, limit): "message too large: \(announced) bytes announced, at most \(limit)"
            case .headTooLarge(let limit): "request head too large: more than \(limit) bytes"
            case .bodyNotAccepted: "request body not accepted: the playground serves GET only"
            }
        }
    }

    /// The largest message, in bytes (``PlaygroundLimits/maximumMessageSize``).
    let limit: Int
    /// The longest HTTP request head, in bytes.
    let headLimit: Int

    private enum Stage {
        case head
        case frames
        case refused
    }

    private var stage = Stage.head
    /// The current request head, kept until its blank line (at most `headLimit` bytes).
    private var head: [UInt8] = []
    /// The current frame header's bytes until it is complete (at most 14).
    private var header: [UInt8] = []
    /// Payload bytes of the current frame still to come; they pass without being looked at.
    private var payloadLeft: UInt64 = 0
    /// The size of the data message whose fragments are arriving, counted from their headers.
    private var messageSoFar: UInt64 = 0

    init(limit: Int, headLimit: Int = 16_384) {
        self.limit = limit
        self.headLimit = headLimit
    }

    /// Scans the next chunk of the client's bytes.
    mutating func scan(_ chunk: some Collection<UInt8>) -> Verdict {
        var pass: [UInt8] = []
        pass.reserveCapacity(chunk.count)
        for byte in chunk {
            switch stage {
            case .refused:
                return Verdict(pass: pass, refusal: nil)
            case .head:
                if let refusal = readHead(byte, into: &pass) {
                    stage = .refused
                    return Verdict(pass: pass, refusal: refusal)
                }
            case .frames:
                if payloadLeft > 0 {
                    payloadLeft -= 1
                    pass.append(byte)
                } else if let refusal = readFrameHeader(byte, into: &pass) {
                    stage = .refused
                    return Verdict(pass: pass, refusal: refusal)
                }
            }
        }
        return Verdict(pass: pass, refusal: nil)
    }

    // MARK: HTTP

    private mutating func readHead(_ byte: UInt8, into pass: inout [UInt8]) -> Refusal? {
        head.append(byte)
        if head.count > headLimit { return .headTooLarge(limit: headLimit) }
        guard head.count >= 4, head[head.count - 4 ..< head.count].elementsEqual([13, 10, 13, 10]) else { return nil }
        defer { head.removeAll(keepingCapacity: true) }
        let request = Request(head)
        if request.hasBody { return .bodyNotAccepted }
        pass.append(contentsOf: head)
        // The checks FlyingFox makes before it switches to WebSocket: after a request that passes
        // them, the connection speaks frames.
        if request.upgradesToWebSocket { stage = .frames }
        return nil
    }

    /// The parts of a request head that tell what follows it.
    private struct Request {
        var upgradesToWebSocket = false
        var hasBody = false

        init(_ head: [UInt8]) {
            let lines = String(decoding: head, as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: true)
            guard let requestLine = lines.first else { return }
            var fields: [String: String] = [:]
            for line in lines.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { continue }
                fields[line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()] =
                    line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            let contentLength = fields["content-length"].flatMap { Int($0) } ?? 0
            hasBody = contentLength > 0 || fields["transfer-encoding"] != nil
            upgradesToWebSocket = requestLine.hasPrefix("GET ")
                && fields["upgrade"]?.lowercased() == "websocket"
                && fields["sec-websocket-key"] != nil
                && fields["sec-websocket-version"] == "13"
        }
    }

    // MARK: WebSocket frames (RFC 6455 §5.2)

    private mutating func readFrameHeader(_ byte: UInt8, into pass: inout [UInt8]) -> Refusal? {
        header.append(byte)
        guard header.count >= 2 else { return nil }
        let masked = header[1] & 0x80 != 0
        let shortLength = header[1] & 0x7F
        let lengthBytes = shortLength == 127 ? 8 : shortLength == 126 ? 2 : 0
        guard header.count == 2 + lengthBytes + (masked ? 4 : 0) else { return nil }
        var length = UInt64(shortLength)
        if lengthBytes > 0 {
            length = header[2 ..< 2 + lengthBytes].reduce(0) { $0 << 8 | UInt64($1) }
        }
        let opcode = header[0] & 0x0F
        let final = header[0] & 0x80 != 0
        defer { header.removeAll(keepingCapacity: true) }
        // A control frame (close, ping, pong) stands alone; a text or binary frame starts a
        // message and continuations add to it. Each counts against the limit as announced.
        let isControl = opcode & 0x08 != 0
        let total = (isControl || opcode != 0 ? 0 : messageSoFar).addingReportingOverflow(length)
        let size = total.overflow ? UInt64.max : total.partialValue
        guard size <= UInt64(limit) else { return .messageTooLarge(announced: size, limit: limit) }
        if !isControl { messageSoFar = final ? 0 : size }
        payloadLeft = length
        pass.append(contentsOf: header)
        return nil
    }
}
