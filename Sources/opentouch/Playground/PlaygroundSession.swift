import Foundation
import OpenTouch
import OpenTouchScenes

/// One browser connection: its own scene, screen and application clock, driven from the wall
/// clock, and what it last showed the browser.
@MainActor
final class PlaygroundSession {
    /// Largest message accepted, in bytes.
    static let maximumMessageSize = 16_384
    /// Most frames accepted per second; more are refused, so that one client cannot starve the others.
    static let maximumFramesPerSecond = 480

    private var scene: any OpenTouchScene
    private var screen: TouchScreen
    private var trace: TouchTrace
    private var sceneName: String
    private let started = ContinuousClock.now
    private var sceneStartedAt: TimeInterval = 0
    private var lastRoot: ViewNode?
    private var traceSent = 0
    private var nodes: ViewNodeBuilder
    private var timeline = TraceTimeline.Builder()
    /// Whether the sequence under way changed since it was last sent, and when that was: it is
    /// sent at most every `timelineInterval`, since a long drag makes it long.
    private var timelineChanged = false
    private var timelineSentAt = -Double.infinity
    static let timelineInterval: TimeInterval = 0.1
    private var windowStart = 0.0
    private var framesInWindow = 0

    init(sceneName: String) {
        let type = SceneCatalog.scene(named: sceneName) ?? EmojiPicker.self
        self.sceneName = type.name
        (scene, screen, trace) = Self.make(type)
        nodes = ViewNodeBuilder(trace: trace)
    }

    private static func make(_ type: any OpenTouchScene.Type) -> (any OpenTouchScene, TouchScreen, TouchTrace) {
        let scene = type.init()
        let screen = TouchScreen(window: scene.window)
        let trace = screen.startTracing()
        screen.startRecording()
        return (scene, screen, trace)
    }

    /// Seconds since the session began, on the wall clock.
    private var wallTime: TimeInterval {
        let elapsed = ContinuousClock.now - started
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// Moves the scene's clock to the wall clock, running due timers.
    private func catchUp() {
        screen.clock.advance(to: max(screen.now, wallTime - sceneStartedAt))
    }

    /// The first message: the scene list and the scene.
    func greeting() -> [String] {
        [encode(ServerMessage(type: "hello", scene: sceneName, scenes: SceneEntry.all))] + update(force: true)
    }

    /// Handles one message from the browser and returns the replies.
    func handle(_ text: String) -> [String] {
        guard text.utf8.count <= Self.maximumMessageSize else {
            return [error("message too large: \(text.utf8.count) bytes, at most \(Self.maximumMessageSize)")]
        }
        let message: ClientMessage
        do {
            message = try JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8))
        } catch {
            return [self.error("malformed message: \(Self.describe(error))")]
        }
        catchUp()
        switch message {
        case .scene(let name):
            guard let type = SceneCatalog.scene(named: name) else { return [error("unknown scene \"\(name)\"")] }
            sceneName = type.name
            (scene, screen, trace) = Self.make(type)
            sceneStartedAt = wallTime
            lastRoot = nil
            traceSent = 0
            nodes = ViewNodeBuilder(trace: trace)
            timeline = TraceTimeline.Builder()
            timelineChanged = false
            return greeting()
        case .frame(let samples):
            guard admitFrame() else { return [error("throttled: more than \(Self.maximumFramesPerSecond) frames a second")] }
            do {
                try screen.send(samples)
            } catch {
                return [self.error("frame refused: \(error)")]
            }
            return update(force: false)
        case .recording:
            guard let recording = screen.recordingSoFar, let data = try? recording.jsonData() else { return [error("no recording")] }
            return [encode(ServerMessage(type: "recording", recording: String(decoding: data, as: UTF8.self)))]
        }
    }

    /// Runs the clock and returns an update when something changed (timers, deceleration).
    func tick() -> [String] {
        catchUp()
        return update(force: false)
    }

    private func admitFrame() -> Bool {
        let now = wallTime
        if now - windowStart >= 1 {
            windowStart = now
            framesInWindow = 0
        }
        framesInWindow += 1
        return framesInWindow <= Self.maximumFramesPerSecond
    }

    private func update(force: Bool) -> [String] {
        let root = nodes.node(for: scene.window)
        let events = trace.events
        let new = events[traceSent...]
        for (index, event) in zip(new.indices, new) { timeline.add(event, at: index) }
        traceSent = events.count
        timelineChanged = timelineChanged || !new.isEmpty
        let now = wallTime
        let sendTimeline = timelineChanged && (force || now - timelineSentAt >= Self.timelineInterval)
        guard force || root != lastRoot || !new.isEmpty || sendTimeline else { return [] }
        let sendRoot = force || root != lastRoot
        lastRoot = root
        var message = ServerMessage(type: "update", root: sendRoot ? root : nil, trace: new.map(\.description))
        message.notes = new.filter { $0.topic == .note }.map { "\($0.subject): \($0.action)" }
        message.hits = new.filter { $0.topic == .hitTest && $0.action == "takes the touch" }.map(\.subject)
        if sendTimeline, let current = timeline.sequences.last {
            message.timeline = current
            message.sequence = timeline.sequences.count
            timelineChanged = false
            timelineSentAt = now
        }
        return [encode(message)]
    }

    private func error(_ text: String) -> String {
        encode(ServerMessage(type: "error", message: text))
    }

    private func encode(_ message: ServerMessage) -> String {
        (try? String(decoding: JSONEncoder().encode(message), as: UTF8.self)) ?? #"{"type":"error","message":"encoding failed"}"#
    }

    private static func describe(_ error: Error) -> String {
        if let error = error as? DecodingError {
            switch error {
            case .keyNotFound(let key, _): return "missing \"\(key.stringValue)\""
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
                return context.debugDescription
            @unknown default: return "\(error)"
            }
        }
        return "\(error)"
    }
}
