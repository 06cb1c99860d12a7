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

/// What the server sends: the scene as a tree of views, new trace lines, errors, recordings.
struct ServerMessage: Encodable {
    var type: String
    var scene: String? = nil
    var scenes: [String]? = nil
    var root: ViewNode? = nil
    var trace: [String]? = nil
    var notes: [String]? = nil
    var message: String? = nil
    var recording: String? = nil
}

/// One view as the page draws it: a box of the bounds' size placed in its parent's box by a CSS
/// matrix, so that centers, bounds origins and transforms all show as in OpenTouch.
struct ViewNode: Encodable, Equatable {
    var id: Int
    var width: Double
    var height: Double
    /// `a b c d tx ty`, from this view's box to its parent's box.
    var matrix: [Double]
    var clips: Bool
    var hidden: Bool
    var alpha: Double
    var color: String?
    var label: String?
    var state: String?
    var children: [ViewNode]
}
