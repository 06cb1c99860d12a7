// playgroundload: many sessions streaming multi-finger input into `opentouch playground` at once.
//
//   playgroundload OPENTOUCH [--sessions 50] [--rate 240] [--fingers 5] [--seconds 60] [--scene emoji-picker]
//
// Starts the playground on a free loopback port and opens SESSIONS WebSocket sessions. On one
// clock, RATE times a second, every session sends a frame for its fingers (up to FINGERS going
// down, moving with force, lifting), each with an id the server acknowledges. Reports:
//   - per-frame latency, from sending a frame to reading the reply that acknowledges it
//     (median, p99, max), and how many ticks the client itself ran late;
//   - frames refused (error replies) and dropped (no reply within 5 s of the end);
//   - the server's resident memory at the start, its peak, and at the end once every session closed;
//   - the server's /status: every touch that began ended or was cancelled (every other session
//     hangs up with its fingers still down), nothing left alive, how connections ended.
// Each session's fingers have ids of their own; a trace line naming another session's finger
// fails the run (sessions are isolated). Exits non-zero on any failure.
//
// A client of its own, in Swift on plain sockets, so that on a small machine the load is the
// server's and not the client's; it writes masked text frames and reads the server's frames.
import BenchScenes
import Foundation
#if canImport(Glibc)
import Glibc
#endif

// MARK: Options

struct Options {
    var opentouch = ""
    var sessions = 50, rate = 240, fingers = 5
    var seconds = 60.0
    var scene = "emoji-picker"

    init(_ arguments: [String]) {
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            func value() -> String {
                guard let next = rest.popFirst() else { fail("\(argument) needs a value") }
                return next
            }
            switch argument {
            case "--sessions": sessions = Int(value()) ?? 0
            case "--rate": rate = Int(value()) ?? 0
            case "--fingers": fingers = Int(value()) ?? 0
            case "--seconds": seconds = Double(value()) ?? 0
            case "--scene": scene = value()
            case let path where !path.hasPrefix("-") && opentouch.isEmpty: opentouch = path
            default: fail("unknown argument \(argument)")
            }
        }
        guard !opentouch.isEmpty, sessions > 0, rate > 0, fingers > 0, seconds > 0 else {
            fail("usage: playgroundload OPENTOUCH [--sessions N] [--rate HZ] [--fingers N] [--seconds S] [--scene NAME]")
        }
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("playgroundload: \(message)\n".utf8))
    exit(2)
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

// MARK: Sockets

func connectLoopback(port: UInt16) -> Int32 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let result = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard result == 0 else { fail("cannot connect to 127.0.0.1:\(port): errno \(errno)") }
    var one: Int32 = 1
    setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    return fd
}

/// Writes everything, waiting for room when the socket is full; false when the peer is gone.
func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if written > 0 { offset += written; continue }
        if errno == EAGAIN || errno == EWOULDBLOCK {
            var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            _ = poll(&entry, 1, 100)
            continue
        }
        return false
    }
    return true
}

/// Reads what is there without waiting; nil when the peer closed.
func readAvailable(_ fd: Int32, into buffer: inout [UInt8]) -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        if count > 0 { buffer += chunk[..<count]; continue }
        if count == 0 { return false }
        return errno == EAGAIN || errno == EWOULDBLOCK
    }
}

func httpGet(port: UInt16, path: String) -> Data? {
    let fd = connectLoopback(port: port)
    defer { close(fd) }
    guard writeAll(fd, Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)) else { return nil }
    var response: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count <= 0 { break }
        response += chunk[..<count]
        // FlyingFox keeps the connection open: stop once the body announced is in.
        if let head = response.firstRange(of: Array("\r\n\r\n".utf8)),
           let length = String(decoding: response[..<head.lowerBound], as: UTF8.self).split(separator: "\r\n")
               .first(where: { $0.lowercased().hasPrefix("content-length:") }).flatMap({ Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) }),
           response.count - head.upperBound >= length {
            return Data(response[head.upperBound..<(head.upperBound + length)])
        }
    }
    return nil
}

// MARK: WebSocket client

/// One text frame from a client: masked, as RFC 6455 requires.
func textFrame(_ text: String) -> [UInt8] {
    let payload = Array(text.utf8)
    var frame: [UInt8] = [0x81]
    if payload.count < 126 {
        frame.append(0x80 | UInt8(payload.count))
    } else if payload.count < 65_536 {
        frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    } else {
        frame.append(0x80 | 127)
        for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8((payload.count >> shift) & 0xFF)) }
    }
    let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
    frame += mask
    for (index, byte) in payload.enumerated() { frame.append(byte ^ mask[index & 3]) }
    return frame
}

enum ServerFrame {
    /// A text frame, or a continuation of one (the server splits messages over 16 KB).
    case text([UInt8], continuation: Bool, final: Bool)
    case close(code: Int, reason: String)
    case other
}

/// Takes one whole frame off the front of `buffer`, if one is there (the server does not mask).
func nextFrame(_ buffer: inout [UInt8], at offset: inout Int) -> ServerFrame? {
    let available = buffer.count - offset
    guard available >= 2 else { return nil }
    let opcode = buffer[offset] & 0x0F
    let final = buffer[offset] & 0x80 != 0
    var length = Int(buffer[offset + 1] & 0x7F)
    var header = 2
    if length == 126 {
        guard available >= 4 else { return nil }
        length = Int(buffer[offset + 2]) << 8 | Int(buffer[offset + 3])
        header = 4
    } else if length == 127 {
        guard available >= 10 else { return nil }
        length = (0..<8).reduce(0) { $0 << 8 | Int(buffer[offset + 2 + $1]) }
        header = 10
    }
    guard available >= header + length else { return nil }
    let payload = Array(buffer[(offset + header)..<(offset + header + length)])
    offset += header + length
    switch opcode {
    case 0x1: return .text(payload, continuation: false, final: final)
    case 0x0: return .text(payload, continuation: true, final: final)
    case 0x8:
        let code = payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : 1005
        return .close(code: code, reason: String(decoding: payload.dropFirst(2), as: UTF8.self))
    default: return .other
    }
}

// MARK: A session

extension SplitMix64 {
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
}

final class Session {
    struct Finger { var x, y, dx, dy: Double; var framesLeft: Int }

    let index: Int
    let fd: Int32
    let options: Options
    /// Seeded per session, so that a run's fingers are the same each time.
    var rng: SplitMix64
    var buffer: [UInt8] = []
    /// The text message being read, when it comes in several frames.
    var message: [UInt8] = []
    var sent: [Int: Double] = [:]
    var latencies: [Double] = []
    var frames = 0
    var refused = 0
    var errors: [String] = []
    var leaks: [String] = []
    var down: [Int: Finger] = [:]
    var nextFinger = 0
    var closedByServer: String?
    var gone = false
    var fingersDownInStatus: [Int]?
    /// Replies that were not JSON objects: a broken server.
    var unreadable = 0
    var firstFinger: Int { 1000 * (index + 1) }

    init(index: Int, port: UInt16, options: Options) {
        self.index = index
        self.options = options
        rng = SplitMix64(seed: UInt64(index + 1))
        fd = connectLoopback(port: port)
        let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
        let request = "GET /socket HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n"
        guard writeAll(fd, Array(request.utf8)) else { fail("session \(index): handshake not sent") }
        var response: [UInt8] = []
        var byte: UInt8 = 0
        while !response.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) {
            guard recv(fd, &byte, 1, 0) == 1 else { fail("session \(index): the server closed during the handshake") }
            response.append(byte)
        }
        guard String(decoding: response, as: UTF8.self).hasPrefix("HTTP/1.1 101") else {
            fail("session \(index): handshake refused: \(String(decoding: response.prefix(60), as: UTF8.self))")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        sendText("{\"type\":\"scene\",\"name\":\"\(options.scene)\"}")
    }

    func sendText(_ text: String) {
        if gone { return }
        if !writeAll(fd, textFrame(text)) { gone = true }
    }

    private func sample(_ finger: Int, _ phase: String, _ f: Finger, force: Bool) -> String {
        let extra = force ? ",\"force\":\(Double(Int(rng.uniform(0...4) * 1000)) / 1000)" : ""
        return "{\"finger\":\(finger),\"phase\":\"\(phase)\",\"x\":\(Double(Int(f.x * 100)) / 100),\"y\":\(Double(Int(f.y * 100)) / 100)\(extra)}"
    }

    /// This tick's frame: fingers move; some lift; some go down, up to the limit.
    func sendFrame() {
        var samples: [String] = []
        var lifting: Set<Int> = []
        for finger in down.keys.sorted() {
            var f = down[finger]!
            f.framesLeft -= 1
            if f.framesLeft <= 0 {
                samples.append(sample(finger, "up", f, force: false))
                down[finger] = nil
                lifting.insert(finger)
            } else {
                f.x = min(380, max(10, f.x + f.dx))
                f.y = min(700, max(10, f.y + f.dy))
                down[finger] = f
                samples.append(sample(finger, "move", f, force: true))
            }
        }
        while down.count < options.fingers && rng.uniform(0...1) < 0.2 {
            let finger = firstFinger + nextFinger % 999
            nextFinger += 1
            if down[finger] != nil || lifting.contains(finger) { continue }
            let f = Finger(x: rng.uniform(20...370), y: rng.uniform(20...680), dx: rng.uniform(-3...3), dy: rng.uniform(-3...3),
                           framesLeft: Int(rng.uniform(Double(options.rate / 4)...Double(options.rate * 2))))
            down[finger] = f
            samples.append(sample(finger, "down", f, force: false))
        }
        guard !samples.isEmpty, closedByServer == nil else { return }
        send(samples)
    }

    func send(_ samples: [String]) {
        frames += 1
        sent[frames] = now()
        sendText("{\"type\":\"frame\",\"id\":\(frames),\"samples\":[\(samples.joined(separator: ","))]}")
    }

    func liftAll() {
        guard !down.isEmpty else { return }
        send(down.keys.sorted().map { sample($0, "up", down[$0]!, force: false) })
        down.removeAll()
    }

    /// Reads and handles every whole frame that has arrived.
    func receive() {
        if gone { return }
        if !readAvailable(fd, into: &buffer) { gone = true }
        var offset = 0
        let time = now()
        while let frame = nextFrame(&buffer, at: &offset) {
            switch frame {
            case .text(let bytes, let continuation, let final):
                message = continuation ? message + bytes : bytes
                if final { handle(message, at: time) }
            case .close(let code, let reason): closedByServer = "\(code) \(reason)"
            case .other: break
            }
        }
        buffer.removeFirst(offset)
    }

    private static let ackPrefix = Array("{\"type\":\"ack\",\"ack\":".utf8)

    private func handle(_ bytes: [UInt8], at time: Double) {
        // Most replies are bare acknowledgements: read those without a JSON parse.
        if bytes.starts(with: Self.ackPrefix), let id = Int(String(decoding: bytes[Self.ackPrefix.count..<(bytes.count - 1)], as: UTF8.self)) {
            if let start = sent.removeValue(forKey: id) { latencies.append(time - start) }
            return
        }
        guard let message = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
            unreadable += 1
            return
        }
        if let id = message["ack"] as? Int, let start = sent.removeValue(forKey: id) { latencies.append(time - start) }
        switch message["type"] as? String {
        case "error":
            refused += 1
            if errors.count < 3, let text = message["message"] as? String { errors.append(text) }
        case "status":
            fingersDownInStatus = ((message["status"] as? [String: Any])?["fingersDown"] as? [Int]) ?? []
        default:
            break
        }
        for line in message["trace"] as? [String] ?? [] {
            var rest = Substring(line)
            while let range = rest.range(of: "finger ") {
                let digits = rest[range.upperBound...].prefix { $0.isNumber }
                if let finger = Int(digits), !(firstFinger..<(firstFinger + 1000)).contains(finger) { leaks.append(line) }
                rest = rest[range.upperBound...]
            }
        }
    }
}

// MARK: The run

func residentMegabytes(_ pid: Int32) -> Double {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
          let kilobytes = Double(line.split(separator: " ")[1]) else { return .nan }
    return kilobytes / 1024
}

func freePort() -> UInt16 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
    return UInt16(bigEndian: address.sin_port)
}

/// Waits up to `seconds` for every session's replies, reading as they come.
func pump(_ sessions: [Session], until done: () -> Bool, seconds: Double) {
    let deadline = now() + seconds
    var entries = sessions.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
    while !done() && now() < deadline {
        _ = poll(&entries, nfds_t(entries.count), 20)
        for session in sessions { session.receive() }
    }
}

let options = Options(CommandLine.arguments)
let port = freePort()
let server = Process()
server.executableURL = URL(fileURLWithPath: options.opentouch)
server.arguments = ["playground", "--port", String(port)]
let serverOutput = Pipe()
server.standardOutput = serverOutput
do { try server.run() } catch { fail("cannot start \(options.opentouch): \(error)") }
_ = serverOutput.fileHandleForReading.availableData  // "OpenTouch playground: http://…" once it listens
usleep(300_000)
let startMB = residentMegabytes(server.processIdentifier)
var peakMB = startMB

let sessions = (0..<options.sessions).map { Session(index: $0, port: port, options: options) }
pump(sessions, until: { false }, seconds: 1)

let period = 1 / Double(options.rate)
let ticks = Int(options.seconds * Double(options.rate))
let began = now()
var lateTicks = 0
var entries = sessions.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
var lastMemoryCheck = began
for tick in 0..<ticks {
    let due = began + Double(tick) * period
    // Until the tick is due, read replies as they arrive.
    while true {
        let wait = due - now()
        if wait <= 0 { break }
        if poll(&entries, nfds_t(entries.count), Int32(max(0, wait * 1000))) > 0 {
            for (index, entry) in entries.enumerated() where entry.revents != 0 { sessions[index].receive() }
        }
    }
    if now() - due > period { lateTicks += 1 }
    for session in sessions { session.sendFrame() }
    if now() - lastMemoryCheck > 0.5 {
        peakMB = max(peakMB, residentMegabytes(server.processIdentifier))
        lastMemoryCheck = now()
    }
}
let elapsed = now() - began

// Every other session lifts its fingers and asks for its state; the others hang up with theirs down.
let stillDown = sessions.enumerated().filter { $0.offset % 2 == 0 }.reduce(0) { $0 + $1.element.down.count }
for session in sessions where session.index % 2 == 1 { session.liftAll() }
pump(sessions, until: { sessions.allSatisfy { $0.sent.isEmpty || $0.closedByServer != nil } }, seconds: 5)
for session in sessions where session.index % 2 == 1 { session.sendText("{\"type\":\"status\"}") }
pump(sessions, until: { sessions.allSatisfy { $0.index % 2 == 0 || $0.fingersDownInStatus != nil || $0.closedByServer != nil } }, seconds: 5)
peakMB = max(peakMB, residentMegabytes(server.processIdentifier))
for session in sessions { close(session.fd) }
usleep(2_000_000)
let endMB = residentMegabytes(server.processIdentifier)
let status = httpGet(port: port, path: "/status").flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] } ?? [:]
server.interrupt()
server.waitUntilExit()

// MARK: Report

let latencies = sessions.flatMap(\.latencies).sorted()
func percentile(_ share: Double) -> Double {
    latencies.isEmpty ? .nan : latencies[min(latencies.count - 1, Int(share * Double(latencies.count)))] * 1000
}
let frames = sessions.reduce(0) { $0 + $1.frames }
let refused = sessions.reduce(0) { $0 + $1.refused }
let dropped = sessions.reduce(0) { $0 + $1.sent.count }
let leaks = sessions.flatMap(\.leaks)
let closed = sessions.compactMap { session in session.closedByServer.map { "session \(session.index): \($0)" } }
let figure = { (key: String) -> Int in status[key] as? Int ?? -1 }
let ms = { (value: Double) in String(format: "%.2f", value) }

print("load: \(options.sessions) sessions × \(options.rate) Hz × up to \(options.fingers) fingers × \(options.seconds) s, scene \(options.scene)")
print("frames sent \(frames) (\(Int(Double(frames) / elapsed)) a second; \(lateTicks) of \(ticks) ticks more than a period late on the client)")
print("latency (frame sent → its acknowledgement): median \(ms(percentile(0.5))) ms, p99 \(ms(percentile(0.99))) ms, max \(ms(percentile(1))) ms")
print("refused \(refused) (error replies), dropped \(dropped) (no reply within 5 s)")
print("server memory: start \(ms(startMB)) MB, peak \(ms(peakMB)) MB, end \(ms(endMB)) MB (all sessions closed)")
let keys = ["sessions", "sessionsOpened", "framesAccepted", "framesMerged", "framesRefused", "framesOverloaded", "framesThrottled",
            "touchesBegan", "touchesEnded", "touchesCancelledOnClose", "touchesLeftOpen", "liveViews", "liveTouches",
            "liveGestureRecognizers", "traceEvents", "scheduledWork"]
print("server status: " + keys.map { "\($0) \(figure($0))" }.joined(separator: ", ") + ", closes \(status["closes"] ?? [:])")
print("fingers down at hang-up: \(stillDown), cancelled by the server on close: \(figure("touchesCancelledOnClose"))")
if let errors = sessions.first(where: { !$0.errors.isEmpty })?.errors { print("first errors: \(errors)") }

var failures: [String] = []
if !closed.isEmpty { failures.append("\(closed.count) sessions closed by the server, first \(closed[0])") }
if dropped > 0 { failures.append("\(dropped) frames got no reply") }
let unreadable = sessions.reduce(0) { $0 + $1.unreadable }
if unreadable > 0 { failures.append("\(unreadable) replies were not JSON objects") }
if refused > 0 { failures.append("\(refused) frames refused") }
if let leak = leaks.first { failures.append("a session saw another's finger: \(leak)") }
if figure("touchesBegan") != figure("touchesEnded") + figure("touchesCancelledOnClose") { failures.append("touches began ≠ ended + cancelled on close") }
if figure("touchesLeftOpen") != 0 || figure("sessions") != 0 || figure("liveTouches") != 0 || figure("liveViews") != 0 || figure("traceEvents") != 0 {
    failures.append("something outlived its session")
}
if figure("touchesCancelledOnClose") < stillDown { failures.append("\(stillDown) fingers were down at hang-up, only \(figure("touchesCancelledOnClose")) cancelled") }
if let session = sessions.first(where: { $0.index % 2 == 1 && $0.fingersDownInStatus != [] }) {
    failures.append("session \(session.index) after lifting: fingers down \(session.fingersDownInStatus.map { "\($0)" } ?? "no status")")
}
for failure in failures { print("FAIL", failure) }
print(failures.isEmpty ? "load test passed" : "load test failed")
exit(failures.isEmpty ? 0 : 1)
