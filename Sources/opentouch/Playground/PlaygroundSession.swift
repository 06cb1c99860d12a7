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
    private var ids: [ObjectIdentifier: Int] = [:]
    private var windowStart = 0.0
    private var framesInWindow = 0

    init(sceneName: String) {
        let type = SceneCatalog.scene(named: sceneName) ?? EmojiPicker.self
        self.sceneName = type.name
        (scene, screen, trace) = Self.make(type)
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
        [encode(ServerMessage(type: "hello", scene: sceneName, scenes: SceneCatalog.all.map { $0.name }))] + update(force: true)
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
            ids.removeAll()
            return [encode(ServerMessage(type: "hello", scene: sceneName, scenes: SceneCatalog.all.map { $0.name }))] + update(force: true)
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
        let root = node(for: scene.window, parent: nil)
        let events = trace.events
        let newLines = events[traceSent...].map(\.description)
        let notes = events[traceSent...].filter { $0.topic == .note }.map { "\($0.subject): \($0.action)" }
        traceSent = events.count
        guard force || root != lastRoot || !newLines.isEmpty else { return [] }
        let sendRoot = force || root != lastRoot
        lastRoot = root
        return [encode(ServerMessage(type: "update", root: sendRoot ? root : nil, trace: newLines, notes: notes))]
    }

    private func node(for view: UIView, parent: UIView?) -> ViewNode {
        let bounds = view.bounds
        let t = view.transform
        // From this view's box (bounds origin at its top left) to the parent's box.
        let offset = CGPoint(x: bounds.minX - bounds.midX, y: bounds.minY - bounds.midY).applying(t)
        let parentOrigin = parent?.bounds.origin ?? .zero
        let tx = parent == nil ? 0 : offset.x + view.center.x - parentOrigin.x
        let ty = parent == nil ? 0 : offset.y + view.center.y - parentOrigin.y
        let matrix = parent == nil ? [1, 0, 0, 1, 0, 0] : [t.a, t.b, t.c, t.d, tx, ty].map { Double($0) }
        let key = ObjectIdentifier(view)
        let id = ids[key] ?? { let next = ids.count + 1; ids[key] = next; return next }()
        var label: String?, state: String?, color = view.backgroundColor?.cssValue
        switch view {
        case let emoji as EmojiView: label = emoji.emoji
        case let toggle as UISwitch: label = toggle.isOn ? "on" : "off"; color = color ?? (toggle.isOn ? "rgba(52, 199, 89, 1.0)" : "rgba(200, 200, 200, 1.0)")
        case let slider as UISlider: label = String(format: "%.2f", slider.value); color = color ?? "rgba(220, 220, 230, 1.0)"
        case let stepper as UIStepper: label = "− \(stepper.value) +"; color = color ?? "rgba(220, 220, 230, 1.0)"
        case let button as UIButton: label = button.currentTitle ?? "button"; color = color ?? "rgba(0, 122, 255, 0.15)"
        default: label = view.accessibilityIdentifier
        }
        if let control = view as? UIControl {
            state = control.isHighlighted ? "highlighted" : control.isSelected ? "selected" : nil
        }
        return ViewNode(id: id, width: Double(bounds.width), height: Double(bounds.height), matrix: matrix,
                        clips: view.clipsToBounds, hidden: view.isHidden, alpha: Double(view.alpha), color: color,
                        label: label, state: state, children: view.subviews.map { node(for: $0, parent: view) })
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
