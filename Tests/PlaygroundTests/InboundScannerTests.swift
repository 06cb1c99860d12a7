import Foundation
import Testing
@testable import opentouch

/// The bytes a client sends, as a test writes them: a request head and masked frames.
private enum Client {
    static let upgrade = Array(("GET /socket HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n").utf8)

    /// A masked frame's header announcing `length` (the payload is not included).
    static func header(opcode: UInt8, length: UInt64, final: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = [(final ? 0x80 : 0) | opcode]
        switch length {
        case ..<126: bytes.append(0x80 | UInt8(length))
        case ..<65_536: bytes += [0x80 | 126, UInt8(length >> 8), UInt8(length & 0xFF)]
        default: bytes += [0x80 | 127] + (0 ..< 8).reversed().map { UInt8(length >> (8 * UInt64($0)) & 0xFF) }
        }
        return bytes + [1, 2, 3, 4]
    }

    static func frame(opcode: UInt8 = 1, size: Int, final: Bool = true) -> [UInt8] {
        header(opcode: opcode, length: UInt64(size), final: final) + Array(repeating: 0x41, count: size)
    }
}

@Suite("MEM-6 the playground's gate refuses an oversized WebSocket message by its header")
struct InboundScannerTests {
    let limit = 16_384

    @Test("MEM-6 a request head passes once whole, then frames within the limit pass byte for byte")
    func headThenFrames() {
        var scanner = InboundScanner(limit: limit)
        let half = Client.upgrade.count / 2
        #expect(scanner.scan(Client.upgrade[..<half]) == .init(pass: [], refusal: nil))
        #expect(scanner.scan(Client.upgrade[half...]) == .init(pass: Client.upgrade, refusal: nil))
        let frames = Client.frame(size: 10) + Client.frame(size: limit) + Client.frame(opcode: 0x9, size: 4)
        #expect(scanner.scan(frames) == .init(pass: frames, refusal: nil))
    }

    @Test("MEM-6 a frame announced one byte past the limit is refused before any of it passes")
    func oversizedFrame() {
        var scanner = InboundScanner(limit: limit)
        _ = scanner.scan(Client.upgrade)
        let small = Client.frame(size: 3)
        let verdict = scanner.scan(small + Client.header(opcode: 1, length: UInt64(limit) + 1) + [0x41, 0x41])
        #expect(verdict == .init(pass: small, refusal: .messageTooLarge(announced: UInt64(limit) + 1, limit: limit)))
        #expect(scanner.scan([0x41, 0x41, 0x41]) == .init(pass: [], refusal: nil), "nothing passes after a refusal")
    }

    @Test("MEM-6 a header split across chunks is held until whole; a 1 GB announcement is refused from it")
    func splitHeader() {
        var scanner = InboundScanner(limit: limit)
        _ = scanner.scan(Client.upgrade)
        let header = Client.header(opcode: 1, length: 1 << 30)
        for byte in header.dropLast() {
            #expect(scanner.scan([byte]) == .init(pass: [], refusal: nil))
        }
        #expect(scanner.scan([header.last!]) == .init(pass: [], refusal: .messageTooLarge(announced: 1 << 30, limit: limit)))
    }

    @Test("MEM-6 fragments are summed: the one that takes the message past the limit is refused by its header")
    func fragments() {
        var scanner = InboundScanner(limit: limit)
        _ = scanner.scan(Client.upgrade)
        let first = Client.frame(opcode: 1, size: 8_000, final: false)
        let second = Client.frame(opcode: 0, size: 8_000, final: false)
        let ping = Client.frame(opcode: 0x9, size: 100)  // control frames do not count
        #expect(scanner.scan(first + ping + second) == .init(pass: first + ping + second, refusal: nil))
        let verdict = scanner.scan(Client.frame(opcode: 0, size: 1_000))
        #expect(verdict == .init(pass: [], refusal: .messageTooLarge(announced: 17_000, limit: limit)))
    }

    @Test("MEM-6 a finished message starts the count again")
    func countRestarts() {
        var scanner = InboundScanner(limit: limit)
        _ = scanner.scan(Client.upgrade)
        let bytes = Client.frame(opcode: 1, size: 10_000, final: false) + Client.frame(opcode: 0, size: 6_000)
            + Client.frame(opcode: 1, size: 10_000, final: false) + Client.frame(opcode: 0, size: 6_000)
        #expect(scanner.scan(bytes) == .init(pass: bytes, refusal: nil))
    }

    @Test("MEM-6 lengths that overflow when summed are refused, not wrapped")
    func overflow() {
        var scanner = InboundScanner(limit: limit)
        _ = scanner.scan(Client.upgrade)
        let first = Client.frame(opcode: 1, size: 10, final: false)
        let verdict = scanner.scan(first + Client.header(opcode: 0, length: UInt64.max))
        #expect(verdict == .init(pass: first, refusal: .messageTooLarge(announced: .max, limit: limit)))
    }

    @Test("MEM-6 a plain GET passes and the connection stays HTTP; a body or an endless head is refused")
    func http() {
        var scanner = InboundScanner(limit: limit, headLimit: 64)
        let get = Array("GET /status HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
        #expect(scanner.scan(get + get) == .init(pass: get + get, refusal: nil))
        let post = Array("POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\n".utf8)
        #expect(scanner.scan(post) == .init(pass: [], refusal: .bodyNotAccepted))

        var endless = InboundScanner(limit: limit, headLimit: 64)
        #expect(endless.scan(Array(repeating: 0x41, count: 65)) == .init(pass: [], refusal: .headTooLarge(limit: 64)))
    }

    @Test("MEM-6 the close sent on the client's behalf is a masked close frame with 1009 and the reason")
    func closeFrame() {
        let refusal = InboundScanner.Refusal.messageTooLarge(announced: 1 << 30, limit: limit)
        let frame = [UInt8](PlaygroundGate.closeFrame(for: refusal))
        #expect(frame[0] == 0x88)
        #expect(frame[1] & 0x80 == 0x80)
        let mask = frame[2 ..< 6].map { $0 }
        let payload = frame[6...].enumerated().map { $0.element ^ mask[$0.offset % 4] }
        #expect(payload.count == Int(frame[1] & 0x7F))
        #expect(payload[0 ..< 2].elementsEqual([0x03, 0xF1]))
        #expect(String(decoding: payload[2...], as: UTF8.self) == "message too large: 1073741824 bytes announced, at most 16384")
    }
}
