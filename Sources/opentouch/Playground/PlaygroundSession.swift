import Foundation
import OpenTouch
import OpenTouchScenes

/// One browser connection: its own scene, screen and application clock, driven from the wall
/// clock, and what it last showed the browser. Every buffer it keeps has a cap
/// (``PlaygroundLimits``), so a session left open for hours stays the same size.
@MainActor
final class PlaygroundSession {
    /// What to send back, and whether to end the connection after it.
    struct Reply: Sendable {
        var messages: [ServerMessage] = []
        var close: PlaygroundError? = nil
    }

    private(set) var scene: any OpenTouchScene
    private(set) var screen: TouchScreen
    private(set) var trace: TouchTrace
    private var sceneName: String
    private let registry: PlaygroundRegistry
    private let started = ContinuousClock.now
    private var sceneStartedAt: TimeInterval = 0
    private var lastRoot: ViewNode?
    /// The number, in the whole trace, of the first event not yet sent.
    private var traceSent = 0
    private var nodes: ViewNodeBuilder
    private(set) var timeline = PlaygroundSession.makeTimeline()
    /// Per sequence number, the marks of each lane already sent.
    private var sentMarks: [Int: [String: Int]] = [:]
    /// Whether the sequence under way changed since it was last sent, and when that was: it is
    /// sent at most every `timelineInterval`, since a long drag makes it long.
    private var timelineChanged = false
    private var timelineSentAt = -Double.infinity
    static let timelineInterval: TimeInterval = 0.1
    private var updateSentAt = -Double.infinity
    private var framesAccepted = 0
    private var framesRefused = 0
    private(set) var isClosed = false

    init(sceneName: String, registry: PlaygroundRegistry) {
        let type = SceneCatalog.scene(named: sceneName) ?? EmojiPicker.self
        self.sceneName = type.name
        self.registry = registry
        (scene, screen, trace) = Self.make(type)
        nodes = ViewNodeBuilder(trace: trace)
    }

    private static func make(_ type: any OpenTouchScene.Type) -> (any OpenTouchScene, TouchScreen, TouchTrace) {
        let scene = type.init()
        let screen = TouchScreen(window: scene.window)
        let trace = screen.startTracing(capacity: PlaygroundLimits.traceCapacity)
        screen.startRecording(capacity: PlaygroundLimits.recordingCapacity)
        return (scene, screen, trace)
    }

    private static func makeTimeline() -> TraceTimeline.Builder {
        TraceTimeline.Builder(capacity: PlaygroundLimits.timelineCapacity, marksPerSequence: PlaygroundLimits.marksPerSequence)
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

    /// The first message: the scene list, the device the page draws every scene on, and the scene.
    func greeting() -> [ServerMessage] {
        [ServerMessage(type: "hello", scene: sceneName, scenes: SceneEntry.all, device: .main)] + [update(force: true)].compactMap { $0 }
    }

    /// Handles what waited for the main actor, in order. A run of frames that only move fingers
    /// is applied as one frame whose samples carry the earlier positions as coalesced points
    /// (TCH-6), as a device merges the samples an app is too busy to take one by one; each frame
    /// is still acknowledged.
    func handle(_ batch: [Result<ClientMessage, PlaygroundError>]) -> Reply {
        var reply = Reply()
        var index = 0
        while index < batch.count {
            var part: Reply
            if case .success(.frame(let samples, let id)) = batch[index], Self.onlyMoves(samples) {
                var run = [(samples, id)]
                while index + 1 < batch.count, case .success(.frame(let next, let nextID)) = batch[index + 1], Self.onlyMoves(next) {
                    run.append((next, nextID))
                    index += 1
                }
                part = isClosed ? Reply() : apply(run)
            } else {
                part = handle(batch[index])
            }
            reply.messages += part.messages
            index += 1
            if part.close != nil {
                reply.close = part.close
                break
            }
        }
        return reply
    }

    private static func onlyMoves(_ samples: [TouchSample]) -> Bool {
        !samples.isEmpty && samples.allSatisfy { $0.phase == .move || $0.phase == .stationary }
    }

    /// `later` on top of `earlier`: each finger at its latest position, the earlier positions
    /// before it as coalesced points (the latest ``PlaygroundLimits/maximumCoalescedPoints``).
    static func merge(_ earlier: [TouchSample], _ later: [TouchSample]) -> [TouchSample] {
        var result = earlier
        for sample in later {
            guard let index = result.firstIndex(where: { $0.finger == sample.finger }) else {
                result.append(sample)
                continue
            }
            let before = result[index]
            var combined = sample
            if sample.phase == .move || before.phase == .move { combined.phase = .move }
            let points = before.coalesced + (before.phase == .move ? [before.location] : []) + sample.coalesced
            combined.coalesced = Array(points.suffix(PlaygroundLimits.maximumCoalescedPoints))
            result[index] = combined
        }
        return result
    }

    /// Handles one message from the browser, read off the main actor (or refused there).
    func handle(_ read: Result<ClientMessage, PlaygroundError>) -> Reply {
        guard !isClosed else { return Reply() }
        let message: ClientMessage
        switch read {
        case .success(let read): message = read
        case .failure(let error): return error.closeCode == nil ? Reply(messages: [.error(error)]) : Reply(close: error)
        }
        switch message {
        case .scene(let name):
            guard let type = SceneCatalog.scene(named: name) else { return Reply(messages: [.error(.unknownScene(name))]) }
            // The old scene's fingers are done with: its views hear touchesCancelled.
            cancelTouches()
            sceneName = type.name
            (scene, screen, trace) = Self.make(type)
            sceneStartedAt = wallTime
            lastRoot = nil
            traceSent = 0
            nodes = ViewNodeBuilder(trace: trace)
            timeline = Self.makeTimeline()
            sentMarks = [:]
            timelineChanged = false
            return Reply(messages: greeting())
        case .frame(let samples, let id):
            return apply([(samples, id)])
        case .recording:
            guard let recording = screen.recordingSoFar, let data = try? recording.jsonData() else {
                return Reply(messages: [.error(.noRecording)])
            }
            return Reply(messages: [ServerMessage(type: "recording", recording: String(decoding: data, as: UTF8.self))])
        case .status:
            return Reply(messages: [ServerMessage(type: "status", status: status)])
        case .text, .delete:
            catchUp()
            do {
                if case .text(let text) = message { try screen.type(text) } else { try screen.deleteBackward() }
            } catch {
                return Reply(messages: [.error(.noTextInput)])
            }
            return Reply(messages: [update(force: true)].compactMap { $0 })
        }
    }

    /// Applies frames that came one after another: merged into one when there are several
    /// (`merge`), or one at a time when the merged frame is refused, so that a bad frame is
    /// refused alone and its neighbours go through as they would have. (The rate is limited
    /// where frames arrive, in `PlaygroundSocket`: here a batch that waited would count a
    /// second's frames at once.)
    private func apply(_ frames: [(samples: [TouchSample], id: Int?)]) -> Reply {
        catchUp()
        var messages: [ServerMessage] = []
        if frames.count > 1 {
            let merged = frames.dropFirst().reduce(frames[0].samples) { Self.merge($0, $1.samples) }
            if (try? screen.send(merged)) != nil {
                accepted(merged, frames: frames.count)
                registry.framesMerged += frames.count - 1
                messages = frames.dropLast().compactMap { $0.id.map { ServerMessage(type: "ack", ack: $0) } }
                return Reply(messages: messages + acknowledge(frames.last!.id))
            }
        }
        for frame in frames {
            do {
                try screen.send(frame.samples)
                accepted(frame.samples, frames: 1)
                messages += acknowledge(frame.id)
            } catch {
                framesRefused += 1
                registry.framesRefused += 1
                let refusal: PlaygroundError = (error as? TouchInputError).map { .frameRefused($0) } ?? .malformed("\(error)")
                messages.append(.error(refusal, ack: frame.id))
            }
        }
        return Reply(messages: messages)
    }

    private func accepted(_ samples: [TouchSample], frames: Int) {
        framesAccepted += frames
        registry.framesAccepted += frames
        for sample in samples {
            switch sample.phase {
            case .down: registry.touchesBegan += 1
            case .up, .cancel: registry.touchesEnded += 1
            case .move, .stationary: break
            }
        }
    }

    /// The reply to a frame taken: the update if one is due (input is applied at once, the
    /// drawing goes at most at the display's rate), else a bare acknowledgement when it has an id.
    private func acknowledge(_ id: Int?) -> [ServerMessage] {
        if var message = update(force: false) {
            message.ack = id
            return [message]
        }
        return id.map { [ServerMessage(type: "ack", ack: $0)] } ?? []
    }

    /// Runs the clock and returns an update when something changed (timers, deceleration).
    func tick() -> [ServerMessage] {
        guard !isClosed else { return [] }
        catchUp()
        return [update(force: false)].compactMap { $0 }
    }

    /// The connection is gone: every touch still down is cancelled (its views hear
    /// `touchesCancelled`), and the session changes no more.
    func close() {
        guard !isClosed else { return }
        cancelTouches()
        isClosed = true
    }

    private func cancelTouches() {
        let open = screen.fingersDown.filter { screen.touch(forFinger: $0) != nil }
        screen.cancelAllTouches()
        registry.touchesCancelledOnClose += open.count
        // Checked, not assumed: the load test reads this from /status and expects zero.
        registry.touchesLeftOpen += screen.fingersDown.filter { screen.touch(forFinger: $0) != nil }.count
    }

    var status: SessionStatus {
        let recording = screen.recordingSoFar
        return SessionStatus(scene: sceneName, fingersDown: screen.fingersDown.filter { screen.touch(forFinger: $0) != nil },
                             framesAccepted: framesAccepted, framesRefused: framesRefused,
                             traceEventsHeld: trace.events.count, traceEventsDropped: trace.droppedEventCount,
                             recordedFrames: recording?.frames.count ?? 0, unrecordedFrames: screen.unrecordedFrameCount,
                             sequencesHeld: timeline.sequences.count, sequencesDropped: timeline.droppedSequenceCount)
    }

    /// The marks not sent yet, by sequence: the sequence under way and any that ended since
    /// the last update (their last marks would otherwise never reach the page).
    private func newMarks() -> [TimelinePart] {
        var parts: [TimelinePart] = []
        for (offset, sequence) in timeline.sequences.enumerated() {
            let number = timeline.droppedSequenceCount + offset + 1
            let sent = sentMarks[number]
            var part = TimelinePart(number: number, append: sent != nil, sequence: sequence)
            var counts = sent ?? [:]
            part.sequence.lanes = sequence.lanes.compactMap { lane in
                let key = "\(lane.kind.rawValue)/\(lane.name)"
                let already = counts[key, default: 0]
                guard lane.marks.count > already else { return nil }
                counts[key] = lane.marks.count
                var new = lane
                new.marks = Array(lane.marks[already...])
                return new
            }
            sentMarks[number] = counts
            if !part.sequence.lanes.isEmpty || sent == nil { parts.append(part) }
        }
        // Only sequences still held can grow.
        let oldest = timeline.droppedSequenceCount + 1
        sentMarks = sentMarks.filter { $0.key >= oldest }
        return parts
    }

    /// The changes since the last update, at most ``PlaygroundLimits/updatesPerSecond`` a second
    /// unless forced; nil when nothing is due or nothing changed.
    private func update(force: Bool) -> ServerMessage? {
        let now = wallTime
        guard force || now - updateSentAt >= 1 / PlaygroundLimits.updatesPerSecond else { return nil }
        // As UIKit lays out before it draws: views placed by constraints are drawn where the
        // constraints put them, a change made by the last touch included (LAY-4, LAY-11).
        screen.runLayoutPass()
        let root = nodes.node(for: scene.window)
        // Events dropped from the trace before they were sent are skipped (the page shows the latest).
        let first = max(traceSent, trace.droppedEventCount)
        let new = trace.events[(first - trace.droppedEventCount)...]
        for (offset, event) in new.enumerated() { timeline.add(event, at: first + offset) }
        traceSent = trace.recordedEventCount
        timelineChanged = timelineChanged || !new.isEmpty
        let sendTimeline = timelineChanged && (force || now - timelineSentAt >= Self.timelineInterval)
        guard force || root != lastRoot || !new.isEmpty || sendTimeline else { return nil }
        let sendRoot = force || root != lastRoot
        lastRoot = root
        updateSentAt = now
        var message = ServerMessage(type: "update", root: sendRoot ? root : nil, trace: new.map(\.description), traceStart: first)
        message.notes = new.filter { $0.topic == .note }.map { "\($0.subject): \($0.action)" }
        message.hits = new.filter { $0.topic == .hitTest && $0.action == "takes the touch" }.map(\.subject)
        if sendTimeline {
            message.timeline = newMarks()
            timelineChanged = false
            timelineSentAt = now
        }
        return message
    }
}
