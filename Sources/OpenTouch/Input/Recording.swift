import Foundation

/// A sequence of touch frames with their times, written from any session and replayed exactly
/// (OpenTouch's own).
///
/// The JSON format, version 1:
///
/// ```json
/// {
///   "format": "opentouch-recording",
///   "version": 1,
///   "duration": 1.25,
///   "frames": [
///     { "time": 0.0, "samples": [ { "finger": 1, "phase": "down", "x": 50, "y": 60 } ] },
///     { "time": 0.1, "samples": [ { "finger": 1, "phase": "move", "x": 70, "y": 60, "force": 2.5 } ] },
///     { "time": 0.2, "cancelAll": true }
///   ]
/// }
/// ```
///
/// Version 2 adds typing (TXT-5): a frame with `"text": "Ada"` types into the first responder as
/// ``TouchScreen/type(_:)`` does (a newline presses return), one with `"deleteBackward": 2` presses
/// the delete key that many times. A recording without typing is written as version 1, which
/// every build reads; this build reads both.
///
/// `time` is seconds on the application clock when the frame was sent; `duration` is the clock
/// time the recording ended at, so that timers after the last frame fire on replay too. A frame
/// holds either `samples` (what ``TouchScreen/send(_:)`` takes: `finger`, `phase` — `down`,
/// `move`, `stationary`, `up` or `cancel` —, `x`, `y`, and optionally `force`, `majorRadius`,
/// `coalesced` and `predicted` as arrays of `{ "x": …, "y": … }`) or `"cancelAll": true`
/// (``TouchScreen/cancelAllTouches()``). Replaying the same recording on the same scene gives the
/// same trace, byte for byte.
public struct Recording: Hashable, Sendable, Codable {
    /// The value of `format` in every recording.
    public static let formatName = "opentouch-recording"
    /// The newest version this build writes and reads.
    public static let currentVersion = 2
    /// The versions this build reads.
    public static let readableVersions = 1...currentVersion

    /// One hardware frame, or the system cancelling every touch.
    public struct Frame: Hashable, Sendable, Codable {
        /// Seconds on the application clock.
        public var time: TimeInterval
        /// The samples of the frame; empty for a cancel-all frame.
        public var samples: [TouchSample]
        /// Whether the frame is ``TouchScreen/cancelAllTouches()``.
        public var cancelAll: Bool
        /// Text typed into the first responder (version 2).
        public var text: String?
        /// How many times the delete key was pressed (version 2).
        public var deleteBackward: Int

        /// A frame at `time` with what it carries.
        public init(time: TimeInterval, samples: [TouchSample] = [], cancelAll: Bool = false, text: String? = nil, deleteBackward: Int = 0) {
            self.time = time
            self.samples = samples
            self.cancelAll = cancelAll
            self.text = text
            self.deleteBackward = deleteBackward
        }

        /// Whether the frame is typing rather than touches.
        var isTyping: Bool { text != nil || deleteBackward > 0 }

        private enum CodingKeys: String, CodingKey { case time, samples, cancelAll, text, deleteBackward }

        /// Reads a frame as a recording writes it.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            time = try container.decode(TimeInterval.self, forKey: .time)
            samples = try container.decodeIfPresent([TouchSample].self, forKey: .samples) ?? []
            cancelAll = try container.decodeIfPresent(Bool.self, forKey: .cancelAll) ?? false
            text = try container.decodeIfPresent(String.self, forKey: .text)
            deleteBackward = max(0, try container.decodeIfPresent(Int.self, forKey: .deleteBackward) ?? 0)
        }

        /// Writes the frame, leaving out what it does not carry.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(time, forKey: .time)
            if cancelAll {
                try container.encode(true, forKey: .cancelAll)
            } else if let text {
                try container.encode(text, forKey: .text)
            } else if deleteBackward > 0 {
                try container.encode(deleteBackward, forKey: .deleteBackward)
            } else {
                try container.encode(samples, forKey: .samples)
            }
        }
    }

    /// Always ``formatName``.
    public var format: String
    /// The format version; ``currentVersion`` for recordings this build writes.
    public var version: Int
    /// The clock time the recording ended at.
    public var duration: TimeInterval
    /// The frames, in time order.
    public var frames: [Frame]

    /// A recording of `frames` that ends at `duration`.
    public init(frames: [Frame], duration: TimeInterval) {
        self.format = Self.formatName
        // The oldest version that holds the frames, so that older builds read what they can.
        self.version = frames.contains(where: \.isTyping) ? 2 : 1
        self.frames = frames
        self.duration = duration
    }

    /// Reads a recording from JSON, checking its format and version.
    public init(json data: Data) throws {
        let decoded: Recording
        do {
            decoded = try JSONDecoder().decode(Recording.self, from: data)
        } catch let error as DecodingError {
            throw RecordingError.invalidJSON(Self.describe(error))
        } catch {
            throw RecordingError.invalidJSON(error.localizedDescription)
        }
        guard decoded.format == Self.formatName else { throw RecordingError.notARecording(format: decoded.format) }
        guard Self.readableVersions.contains(decoded.version) else { throw RecordingError.unsupportedVersion(decoded.version) }
        for (index, frame) in decoded.frames.enumerated() {
            guard frame.time.isFinite, frame.time >= 0 else { throw RecordingError.invalidTime(frame: index, time: frame.time) }
            if index > 0, frame.time < decoded.frames[index - 1].time {
                throw RecordingError.framesOutOfOrder(frame: index)
            }
        }
        guard decoded.duration.isFinite, decoded.duration >= (decoded.frames.last?.time ?? 0) else {
            throw RecordingError.invalidTime(frame: nil, time: decoded.duration)
        }
        self = decoded
    }

    /// The recording as JSON, keys sorted, for files.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// Plays the recording on `screen`, whose clock must not be past the first frame: the clock
    /// moves to each frame's time, then the frame is sent; at the end it moves to ``duration``.
    ///
    /// Throws ``RecordingError/invalidFrame(frame:_:)`` for a frame the screen refuses; the frames
    /// before it have been played.
    @MainActor
    public func replay(on screen: TouchScreen) throws {
        for (index, frame) in frames.enumerated() {
            guard frame.time >= screen.now else { throw RecordingError.framesOutOfOrder(frame: index) }
            screen.clock.advance(to: frame.time)
            if frame.cancelAll {
                screen.cancelAllTouches()
            } else if frame.isTyping {
                do {
                    if let text = frame.text { try screen.type(text) } else { try screen.deleteBackward(count: frame.deleteBackward) }
                } catch {
                    throw RecordingError.noTextInput(frame: index)
                }
            } else {
                do {
                    try screen.send(frame.samples)
                } catch let error as TouchInputError {
                    throw RecordingError.invalidFrame(frame: index, error)
                }
            }
        }
        screen.clock.advance(to: max(duration, screen.now))
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "the top level" : keys.hasPrefix(".") ? String(keys.dropFirst()) : keys
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context)) lacks \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "\(path(context)): \(context.debugDescription)"
        case .dataCorrupted(let context): return "\(path(context)): \(context.debugDescription)"
        @unknown default: return error.localizedDescription
        }
    }
}

/// Why a recording could not be read or replayed.
public enum RecordingError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The data is not JSON of the recording's shape.
    case invalidJSON(String)
    /// The JSON names another format.
    case notARecording(format: String)
    /// The recording is of a version this build cannot read.
    case unsupportedVersion(Int)
    /// A time is negative or not finite (`frame` nil: the duration).
    case invalidTime(frame: Int?, time: TimeInterval)
    /// A frame comes before the one ahead of it, or before the screen's clock.
    case framesOutOfOrder(frame: Int)
    /// The screen refused a frame.
    case invalidFrame(frame: Int, TouchInputError)
    /// A typing frame found no first responder that takes text.
    case noTextInput(frame: Int)

    public var description: String {
        switch self {
        case .invalidJSON(let detail): "not a valid recording: \(detail)"
        case .notARecording(let format): "not an OpenTouch recording: its format is \"\(format)\", not \"\(Recording.formatName)\""
        case .unsupportedVersion(let version): "recording version \(version) is not supported; this build reads versions 1 to \(Recording.currentVersion)"
        case .invalidTime(let frame?, let time): "frame \(frame) has time \(time); times must be finite and not negative"
        case .invalidTime(nil, let time): "the duration \(time) must be finite and not before the last frame"
        case .framesOutOfOrder(let frame): "frame \(frame) comes before the frame ahead of it"
        case .invalidFrame(let frame, let error): "frame \(frame) was refused: \(error)"
        case .noTextInput(let frame): "frame \(frame) types text, but no first responder takes text"
        }
    }

    /// The error's description, for `localizedDescription`.
    public var errorDescription: String? { description }
}
