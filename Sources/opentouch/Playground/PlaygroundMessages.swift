import Foundation
import OpenTouch

/// What a browser may send. Anything else is refused with an error reply and changes nothing.
enum ClientMessage: Decodable, Sendable {
    /// Switch to the scene called `name`.
    case scene(name: String)
    /// One hardware frame of pointer samples; a frame with an `id` is acknowledged by it.
    case frame(samples: [TouchSample], id: Int?)
    /// Ask for the session's input so far, as a recording.
    case recording
    /// Ask for the session's state: fingers down, frames taken and refused, what its buffers hold.
    case status
    /// Keys typed into the scene's first responder (TXT-5): text (a newline presses return), or
    /// the delete key.
    case text(String)
    case delete

    private enum CodingKeys: String, CodingKey { case type, name, samples, id, text }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "scene": self = .scene(name: try container.decode(String.self, forKey: .name))
        case "frame": self = .frame(samples: try container.decode([TouchSample].self, forKey: .samples),
                                    id: try container.decodeIfPresent(Int.self, forKey: .id))
        case "recording": self = .recording
        case "status": self = .status
        case "text": self = .text(try container.decode(String.self, forKey: .text))
        case "delete": self = .delete
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown message type \"\(other)\"")
        }
    }

    /// Reads one message, or says in a few words what is wrong with it.
    static func decode(_ text: String) -> Result<ClientMessage, PlaygroundError> {
        if let frame = FrameReader.read(text) { return .success(frame) }
        do {
            return .success(try JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8)))
        } catch let error as DecodingError {
            return .failure(.malformed(describe(error)))
        } catch {
            return .failure(.malformed("\(error)"))
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "" : " at \(keys.hasPrefix(".") ? String(keys.dropFirst()) : keys)"
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing \"\(key.stringValue)\"\(path(context))"
        case .typeMismatch(let type, let context): return "expected \(type)\(path(context)): \(context.debugDescription)"
        case .valueNotFound(let type, let context): return "no \(type)\(path(context))"
        case .dataCorrupted(let context): return "\(context.debugDescription)\(path(context))"
        @unknown default: return "\(error)"
        }
    }
}

/// What the server sends: the scene as a tree of views, new trace lines, the touch sequence
/// under way, acknowledgements, errors, recordings and status.
struct ServerMessage: Encodable, Sendable {
    var type: String
    /// The `id` of the frame this answers (an update, a bare "ack", or an error).
    var ack: Int? = nil
    var scene: String? = nil
    var scenes: [SceneEntry]? = nil
    /// The device the page shows every scene on: the main screen's size, in points.
    var device: DeviceSize? = nil
    var root: ViewNode? = nil
    var trace: [String]? = nil
    /// The number, in the whole trace, of the first line in `trace`.
    var traceStart: Int? = nil
    var notes: [String]? = nil
    /// The trace names of the views hit-testing chose in this update.
    var hits: [String]? = nil
    /// What is new in the timeline: the marks added to each sequence since the last update.
    var timeline: [TimelinePart]? = nil
    var message: String? = nil
    var recording: String? = nil
    var status: SessionStatus? = nil

    static func error(_ error: PlaygroundError, ack: Int? = nil) -> ServerMessage {
        ServerMessage(type: "error", ack: ack, message: error.description)
    }
}

/// The size of the device the playground draws, in points: OpenTouch's main screen, so that the
/// page's phone is the size the scenes' code sees in `UIScreen.main`.
struct DeviceSize: Encodable, Sendable {
    var width: Double
    var height: Double

    @MainActor static var main: DeviceSize {
        DeviceSize(width: Double(UIScreen.main.bounds.width), height: Double(UIScreen.main.bounds.height))
    }
}

/// The marks of one sequence that the page has not seen: the whole sequence the first time
/// (`append` false), then only the marks added to each lane since, so that a long drag costs
/// what is new, not the whole sequence again every tenth of a second.
struct TimelinePart: Encodable, Sendable {
    /// The sequence's number since the scene began, from 1.
    var number: Int
    var append: Bool
    var sequence: TraceTimeline.Sequence
}

/// One session's state, for the page, the load test and the fuzzer.
struct SessionStatus: Encodable, Sendable {
    var scene: String
    var fingersDown: [Int]
    var framesAccepted: Int
    var framesRefused: Int
    var traceEventsHeld: Int
    var traceEventsDropped: Int
    var recordedFrames: Int
    var unrecordedFrames: Int
    var sequencesHeld: Int
    var sequencesDropped: Int
}

/// Why the playground refused a message or ended a connection; the text is what the client reads.
enum PlaygroundError: Error, Equatable, Sendable, CustomStringConvertible {
    case malformed(String)
    case notText
    case unknownScene(String)
    case frameRefused(TouchInputError)
    case throttled(limit: Int)
    case overloaded(waiting: Int)
    case noRecording
    case noTextInput
    case messageTooLarge(size: Int, limit: Int)
    case frameFlood(limit: Int)
    case tooManySessions(limit: Int)

    var description: String {
        switch self {
        case .malformed(let what): "malformed message: \(what)"
        case .notText: "only text messages are understood"
        case .unknownScene(let name): "unknown scene \"\(name)\""
        case .frameRefused(let error): "frame refused: \(error)"
        case .throttled(let limit): "throttled: more than \(limit) frames a second"
        case .overloaded(let waiting): "overloaded: \(waiting) messages are waiting for the scene; frame refused"
        case .noRecording: "no recording"
        case .noTextInput: "typing refused: \(KeyboardInputError.noTextInput)"
        case let .messageTooLarge(size, limit): "message too large: \(size) bytes, at most \(limit)"
        case .frameFlood(let limit): "too many frames: more than \(limit) a second refused"
        case .tooManySessions(let limit): "too many sessions: the playground serves at most \(limit) at once"
        }
    }

    /// The WebSocket close code for the errors that end a connection; nil for those answered with a reply.
    var closeCode: UInt16? {
        switch self {
        case .messageTooLarge: 1009
        case .frameFlood: 1008
        case .tooManySessions: 1013
        default: nil
        }
    }
}
