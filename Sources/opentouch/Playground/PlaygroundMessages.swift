import Foundation
import OpenTouch

/// What a browser may send. Anything else is refused with an error reply and changes nothing.
enum ClientMessage: Decodable {
    /// Switch to the scene called `name`.
    case scene(name: String)
    /// One hardware frame of pointer samples.
    case frame(samples: [TouchSample])
    /// Ask for the session's input so far, as a recording.
    case recording

    private enum CodingKeys: String, CodingKey { case type, name, samples }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "scene": self = .scene(name: try container.decode(String.self, forKey: .name))
        case "frame": self = .frame(samples: try container.decode([TouchSample].self, forKey: .samples))
        case "recording": self = .recording
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown message type \"\(other)\"")
        }
    }
}

/// What the server sends: the scene as a tree of views, new trace lines, the touch sequence
/// under way, errors, recordings.
struct ServerMessage: Encodable {
    var type: String
    var scene: String? = nil
    var scenes: [SceneEntry]? = nil
    var root: ViewNode? = nil
    var trace: [String]? = nil
    var notes: [String]? = nil
    /// The trace names of the views hit-testing chose in this update.
    var hits: [String]? = nil
    /// The touch sequence under way (or the last one), and its number since the scene began.
    var timeline: TraceTimeline.Sequence? = nil
    var sequence: Int? = nil
    var message: String? = nil
    var recording: String? = nil
}
