import Foundation
import Testing
@testable import opentouch
import OpenTouch
import OpenTouchScenes

@Suite("Playground sessions: limits, closing, bounded buffers, nothing left behind (MEM-1..6, TCH-10)")
@MainActor
struct PlaygroundSessionTests {
    func frame(_ id: Int?, _ samples: [(Int, TouchSample.Phase, CGFloat, CGFloat)]) -> Result<ClientMessage, PlaygroundError> {
        .success(.frame(samples: samples.map { TouchSample(finger: $0.0, phase: $0.1, location: CGPoint(x: $0.2, y: $0.3)) }, id: id))
    }

    @Test("MEM-4 a closed session, and a scene switched away from, leave no view or recognizer alive")
    func nothingLeftBehind() {
        let registry = PlaygroundRegistry()
        weak var firstWindow: UIWindow?
        weak var secondWindow: UIWindow?
        weak var weakSession: PlaygroundSession?
        do {
            let session = registry.openSession(sceneName: "emoji-picker")!
            weakSession = session
            firstWindow = session.scene.window
            _ = session.greeting()
            _ = session.handle(.success(.scene(name: "collage")))
            secondWindow = session.scene.window
            _ = session.handle(frame(1, [(1, .down, 100, 100)]))
            _ = session.tick()
            registry.close(session, reason: "closed by the client")
        }
        #expect(weakSession == nil && firstWindow == nil && secondWindow == nil)
        #expect(registry.status.sessions == 0 && registry.status.closes == ["closed by the client": 1])
    }

    @Test("MEM-5 TCH-10 a connection that drops with fingers down cancels their touches: the views hear touchesCancelled")
    func dropCancelsTouches() throws {
        let registry = PlaygroundRegistry()
        let session = try #require(registry.openSession(sceneName: "button-drag"))
        let button = try #require((session.scene as? ButtonDragScene)?.standardButton)
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        let reply = session.handle(frame(7, [(1, .down, center.x, center.y), (2, .down, 5, 5)]))
        #expect(reply.messages.first?.ack == 7)
        #expect(session.status.fingersDown == [1, 2])
        registry.close(session, reason: "closed by the client")
        let status = registry.status
        #expect(status.touchesBegan == 2 && status.touchesEnded == 0)
        #expect(status.touchesCancelledOnClose == 2 && status.touchesLeftOpen == 0)
        // Every view that heard a touch begin heard it cancelled, last.
        var heard: [String: [String]] = [:]
        for event in session.trace.events where event.topic == .delivery && event.action.hasPrefix("touches") {
            heard["\(event.subject) finger \(event.finger ?? 0)", default: []].append(event.action)
        }
        #expect(heard["standardButton finger 1"] == ["touchesBegan", "touchesCancelled"], "\(heard)")
        #expect(!heard.isEmpty && heard.values.allSatisfy { $0.first == "touchesBegan" && $0.last == "touchesCancelled" }, "\(heard)")
        #expect(!button.isTracking && !button.isHighlighted)
        // A closed session takes nothing more.
        #expect(session.handle(frame(8, [(3, .down, 5, 5)])).messages.isEmpty)
    }

    @Test("MEM-6 the playground refuses a session past its limit; frames past the rate are refused, then the connection is closed")
    func limits() throws {
        let registry = PlaygroundRegistry()
        var sessions: [PlaygroundSession] = []
        for _ in 0..<PlaygroundLimits.maximumSessions { sessions.append(try #require(registry.openSession(sceneName: "collage"))) }
        #expect(registry.openSession(sceneName: "collage") == nil)
        #expect(registry.status.sessionsRefused == 1)
        registry.close(sessions.removeLast(), reason: "closed by the client")
        #expect(registry.openSession(sceneName: "collage") != nil)

        // A flood, all at once: a second's worth is taken, the rest refused, and once the
        // refusals of one second pass the rate the connection is closed.
        var rate = FrameRateLimit(perSecond: PlaygroundLimits.maximumFramesPerSecond)
        let verdicts = (0...(2 * PlaygroundLimits.maximumFramesPerSecond)).map { _ in rate.admit(at: 10) }
        #expect(verdicts[..<PlaygroundLimits.maximumFramesPerSecond].allSatisfy { $0 == .accept })
        #expect(verdicts[PlaygroundLimits.maximumFramesPerSecond..<(2 * PlaygroundLimits.maximumFramesPerSecond)].allSatisfy { $0 == .refuse })
        #expect(verdicts.last == .close)
        // A steady 240 Hz is never refused, nor are a second of frames that arrive at once after a stall.
        var steady = FrameRateLimit(perSecond: PlaygroundLimits.maximumFramesPerSecond)
        #expect((0..<2400).allSatisfy { steady.admit(at: Double($0) / 240) == .accept })
        var burst = FrameRateLimit(perSecond: PlaygroundLimits.maximumFramesPerSecond)
        let afterStall = (0..<240).map { burst.admit(at: Double($0) / 240) } + (0..<240).map { _ in burst.admit(at: 2) }
        #expect(afterStall.allSatisfy { $0 == .accept })
        #expect(PlaygroundError.throttled(limit: 480).description == "throttled: more than 480 frames a second")
        #expect(PlaygroundError.frameFlood(limit: 480).description == "too many frames: more than 480 a second refused")
        #expect(PlaygroundError.frameFlood(limit: 480).closeCode == 1008)
        #expect(PlaygroundError.messageTooLarge(size: 20_000, limit: 16_384).closeCode == 1009)
        #expect(PlaygroundError.tooManySessions(limit: 64).closeCode == 1013)
    }

    @Test("MEM-1 MEM-2 a long session keeps its trace, timeline and recording within their caps")
    func boundedBuffers() throws {
        let registry = PlaygroundRegistry()
        let session = try #require(registry.openSession(sceneName: "button-drag"))
        var id = 0
        // Taps all over: each a sequence of its own, many trace events each.
        while session.trace.droppedEventCount == 0 || session.status.sequencesDropped == 0 || session.screen.unrecordedFrameCount == 0 {
            id += 1
            let x = CGFloat(id % 300) + 10
            _ = session.handle(frame(id, [(1, .down, x, 300)]))
            _ = session.handle(frame(id, [(1, .move, x + 1, 301)]))
            _ = session.handle(frame(id, [(1, .up, x + 1, 301)]))
            _ = session.tick()
            try #require(id < 20_000, "a buffer never reached its capacity")
        }
        let status = session.status
        #expect(status.traceEventsHeld <= PlaygroundLimits.traceCapacity && status.traceEventsDropped > 0)
        #expect(status.sequencesHeld == PlaygroundLimits.timelineCapacity)
        #expect(status.recordedFrames == PlaygroundLimits.recordingCapacity)
        #expect(status.unrecordedFrames == 3 * id - PlaygroundLimits.recordingCapacity)
        #expect(status.fingersDown.isEmpty)
    }

    @Test("MEM-1 the timeline goes to the page in parts (each sequence once, then its new marks) that add up to the whole")
    func timelineParts() throws {
        let registry = PlaygroundRegistry()
        let session = try #require(registry.openSession(sceneName: "button-drag"))
        var merged: [Int: TraceTimeline.Sequence] = [:]
        func receive(_ messages: [ServerMessage]) {
            for part in messages.flatMap({ $0.timeline ?? [] }) {
                guard part.append, var known = merged[part.number] else { merged[part.number] = part.sequence; continue }
                known.end = max(known.end, part.sequence.end)
                for lane in part.sequence.lanes {
                    if let index = known.lanes.firstIndex(where: { $0.kind == lane.kind && $0.name == lane.name }) {
                        known.lanes[index].marks += lane.marks
                    } else {
                        let order = TraceTimeline.LaneKind.allCases
                        let after = known.lanes.firstIndex { order.firstIndex(of: $0.kind)! > order.firstIndex(of: lane.kind)! }
                        known.lanes.insert(lane, at: after ?? known.lanes.count)
                    }
                }
                merged[part.number] = known
            }
        }
        // A held drag long enough to be cut into several sequences, then taps; the page is
        // brought up to date every few frames (a forced update, as on connecting).
        receive(session.handle(frame(1, [(1, .down, 200, 300), (2, .down, 100, 100)])).messages)
        for step in 0..<900 {
            receive(session.handle(frame(step, [(1, .move, 200 + CGFloat(step % 40), 300), (2, .move, 100, 100 + CGFloat(step % 30))])).messages)
            if step % 7 == 0 { receive(session.greeting()) }
        }
        receive(session.handle(frame(2, [(1, .up, 200, 300), (2, .up, 100, 100)])).messages)
        receive(session.greeting())
        let held = session.timeline
        #expect(held.droppedSequenceCount + held.sequences.count > 2, "the drag was not cut")
        #expect(held.sequences.allSatisfy { $0.lanes.reduce(0) { $0 + $1.marks.count } <= PlaygroundLimits.marksPerSequence })
        func summary(_ sequence: TraceTimeline.Sequence?) -> String {
            sequence.map { "\($0.start)…\($0.end): " + $0.lanes.map { "\($0.name) \($0.marks.count)" }.joined(separator: ", ") } ?? "none"
        }
        for (offset, sequence) in held.sequences.enumerated() {
            let number = held.droppedSequenceCount + offset + 1
            let same = merged[number] == sequence
            #expect(same, "sequence \(number): page \(summary(merged[number])), server \(summary(sequence))")
        }
    }

    @Test("MEM-6 TCH-6 moves that waited are merged into one frame: one touchesMoved with the earlier positions coalesced, every frame acknowledged")
    func waitingMovesMerge() throws {
        let registry = PlaygroundRegistry()
        let session = try #require(registry.openSession(sceneName: "button-drag"))
        _ = session.handle(frame(1, [(1, .down, 100, 100)]))
        let before = session.trace.recordedEventCount
        let reply = session.handle([frame(2, [(1, .move, 110, 100)]), frame(3, [(1, .move, 120, 100)]),
                                    frame(4, [(1, .move, 130, 100)]), frame(5, [(1, .up, 130, 100)])])
        #expect(reply.messages.compactMap(\.ack) == [2, 3, 4, 5])
        let inputs = session.trace.events[(before - session.trace.droppedEventCount)...].filter { $0.topic == .input }.map(\.action)
        #expect(inputs.count == 2 && inputs[0].hasPrefix("moved to (130") && inputs[1].hasPrefix("lifted"), "\(inputs)")
        let merged = PlaygroundSession.merge([TouchSample(finger: 1, phase: .move, location: CGPoint(x: 110, y: 100))],
                                             [TouchSample(finger: 1, phase: .move, location: CGPoint(x: 120, y: 100)),
                                              TouchSample(finger: 2, phase: .stationary, location: CGPoint(x: 5, y: 5))])
        #expect(merged.map(\.finger) == [1, 2] && merged[0].location == CGPoint(x: 120, y: 100))
        #expect(merged[0].coalesced == [CGPoint(x: 110, y: 100)])
        #expect(registry.status.framesMerged == 2 && registry.status.framesAccepted == 5)

        // A bad frame among waiting moves is refused alone; its neighbours go through.
        _ = session.handle(frame(6, [(1, .down, 100, 100)]))
        let mixed = session.handle([frame(7, [(1, .move, 110, 100)]), frame(8, [(9, .move, 5, 5)]), frame(9, [(1, .move, 120, 100)])])
        // (An acknowledgement is a bare "ack" or, when a redraw is due, the update.)
        #expect(mixed.messages.map { "\($0.ack ?? 0) \($0.type == "update" ? "ack" : $0.type)" } == ["7 ack", "8 error", "9 ack"])
        #expect(mixed.messages[1].message == "frame refused: finger 9 is not down: only a finger that went down can move, be stationary, lift or be cancelled")
        #expect(session.status.framesRefused == 1)
    }

    @Test("MEM-6 at most 240 messages wait for the scene; one drain at a time takes them all, in order; a closed queue takes nothing")
    func inputQueue() {
        let queue = InputQueue()
        let status: Result<ClientMessage, PlaygroundError> = .success(.status)
        var outcomes = (0..<PlaygroundLimits.maximumWaitingMessages).map { _ in queue.push(status) }
        #expect(outcomes.first == .queuedStartDrain && outcomes.dropFirst().allSatisfy { $0 == .queued })
        #expect(queue.push(status) == .full)
        #expect(queue.takeAll().count == PlaygroundLimits.maximumWaitingMessages)
        // The drain goes on until it finds nothing; only then does a push start another.
        #expect(queue.push(.failure(.notText)) == .queued)
        let next = queue.takeAll()
        #expect(next.count == 1 && (try? next[0].get()) == nil)
        #expect(queue.takeAll().isEmpty)
        outcomes = [queue.push(status)]
        #expect(outcomes == [.queuedStartDrain])
        queue.close(reason: "too many frames")
        #expect(queue.closeReason == "too many frames" && queue.takeAll().isEmpty)
    }

    @Test("MEM-6 bad messages are answered with what was wrong, naming the place")
    func malformed() {
        func read(_ text: String) -> String {
            switch ClientMessage.decode(text) {
            case .success: "accepted"
            case .failure(let error): error.description
            }
        }
        #expect(read("not json").hasPrefix("malformed message: "))
        #expect(read(#"{"type":"launch"}"#) == #"malformed message: unknown message type "launch" at type"#)
        #expect(read(#"{"type":"frame"}"#) == #"malformed message: missing "samples""#)
        #expect(read(#"{"type":"frame","samples":[{"finger":"one","phase":"down","x":1,"y":1}]}"#).contains("at samples[0].finger"))
        #expect(read(#"{"type":"frame","samples":[{"finger":1,"phase":"down","x":1e999,"y":1}]}"#).hasPrefix("malformed message: "))
        #expect(read(#"{"type":"frame","samples":[{"finger":99999999999999999999999,"phase":"down","x":1,"y":1}]}"#).hasPrefix("malformed message: "))
        #expect(read(String(repeating: "[", count: 100_000)).hasPrefix("malformed message: "))
        #expect(read(#"{"type":"frame","id":3,"samples":[]}"#) == "accepted")
    }

    @Test("LAY-4 LAY-11 the playground draws views placed by constraints where the constraints put them, from the first message, and again after a drag moved them")
    func constraintFramesDrawn() throws {
        let registry = PlaygroundRegistry()
        let session = try #require(registry.openSession(sceneName: "bottom-sheet"))
        defer { registry.close(session, reason: "done") }
        func node(_ label: String, in root: ViewNode?) -> ViewNode? {
            guard let root else { return nil }
            if root.label == label { return root }
            return root.children.lazy.compactMap { node(label, in: $0) }.first
        }
        let first = session.greeting().compactMap(\.root).first
        let sheet = try #require(node("sheet", in: first))
        #expect(sheet.width == 390 && sheet.height == 244 && sheet.matrix.suffix(2) == [0, 600], "placed by its constraints before it is first drawn")
        let copy = try #require(node("Copy", in: first))
        #expect(copy.width > 100 && copy.height == 44)
        // The grabber's middle is at (195, 616): drag it up 200 points.
        _ = session.handle(frame(1, [(1, .down, 195, 616)]))
        _ = session.handle(frame(2, [(1, .move, 195, 566)]))
        _ = session.handle(frame(3, [(1, .move, 195, 416)]))
        let moved = session.handle(frame(4, [(1, .up, 195, 416)])).messages.compactMap(\.root).last ?? session.greeting().compactMap(\.root).first
        #expect(node("sheet", in: moved)?.matrix.suffix(2) == [0, 400], "the last move's constraint change is drawn, not one pass behind")
    }

    @Test("LYR-7 the page draws a layer's masked corners, its shadow with its opacity, its border, and a handle too small for its name; a collection's cells and a cell's content view have no edge; the greeting names the device, UIScreen.main's size")
    func layersDrawn() throws {
        func all(_ root: ViewNode) -> [ViewNode] { [root] + root.children.flatMap(all) }
        let registry = PlaygroundRegistry()
        let session = try #require(registry.openSession(sceneName: "bottom-sheet"))
        defer { registry.close(session, reason: "done") }
        let greeting = session.greeting()
        let device = try #require(greeting.first?.device)
        #expect(greeting.first?.type == "hello" && device.width == 390 && device.height == 844)
        let nodes = all(try #require(greeting.compactMap(\.root).first))
        let sheet = try #require(nodes.first { $0.label == "sheet" })
        #expect(sheet.corners == [12, 12, 0, 0], "only the top corners are masked")
        #expect(sheet.shadow == .init(x: 0, y: -2, blur: 10, color: "rgba(0, 0, 0, 0.18000000715255737)"))
        #expect(sheet.edge == nil && sheet.plain == nil)
        let handle = try #require(nodes.first { $0.label == "handle" })
        #expect(handle.width == 36 && handle.height == 5 && handle.corners == [2.5, 2.5, 2.5, 2.5])
        let dimming = try #require(nodes.first { $0.label == "dimming" })
        #expect(dimming.alpha == 0 && dimming.color == UIColor.black.cssValue)
        // A border, on a view of the app's own.
        let bordered = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        bordered.layer.borderWidth = 2
        bordered.layer.borderColor = UIColor.systemRed.cgColor
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(bordered)
        let drawn = try #require(ViewNodeBuilder(trace: nil).node(for: window).children.first)
        #expect(drawn.edge == .init(width: 2, color: UIColor.systemRed.cssValue) && drawn.corners == nil && drawn.shadow == nil)
        // The shelves: cells and their content views are drawn without the faint edge.
        let shelves = PhotoShelvesScene()
        TouchScreen(window: shelves.window).runLayoutPass()
        let shelfNodes = all(ViewNodeBuilder(trace: nil).node(for: shelves.window))
        let beach = try #require(shelfNodes.first { node in node.children.contains { $0.children.contains { $0.label == "Beach" } } })
        #expect(beach.plain == true && beach.corners == [12, 12, 12, 12], "the card's content view: rounded, no edge")
    }

    @Test("CTL-13 LST-8 the settings list is drawn as iOS draws it: titles leading in their colour, the filter as segments, no tags on cells, Delete white on red")
    func settingsDrawn() throws {
        let registry = PlaygroundRegistry()
        let session = try #require(registry.openSession(sceneName: "settings-list"))
        defer { registry.close(session, reason: "done") }
        func all(_ root: ViewNode) -> [ViewNode] { [root] + root.children.flatMap(all) }
        let first = try #require(session.greeting().compactMap(\.root).first)
        let nodes = all(first)
        let wifi = try #require(nodes.first { $0.kind == .label && $0.label == "Wi-Fi" })
        #expect(wifi.alignment == "left" && wifi.textColor != nil)
        let filter = try #require(nodes.first { $0.kind == .segmented })
        #expect(filter.segments == ["All", "On"] && filter.selectedSegment == 0 && filter.label == nil)
        #expect(!nodes.contains { $0.label?.hasPrefix("cell ") == true }, "cells carry no identifier tags")
        // Swipe Focus open on its Delete, as the script does, and draw the window again.
        let scene = SettingsListScene()
        let screen = TouchScreen(window: scene.window)
        screen.runLayoutPass()
        let row = scene.point(of: "Focus", x: 290)
        screen.drag(from: row, to: CGPoint(x: row.x - 150, y: row.y), duration: 0.25, steps: 5)
        let swiped = ViewNodeBuilder(trace: nil).node(for: scene.window)
        let delete = try #require(all(swiped).first { $0.kind == .button && ($0.label == "Delete" || $0.children.contains { $0.label == "Delete" }) })
        let title = delete.children.first { $0.label == "Delete" } ?? delete
        #expect(title.textColor == UIColor.white.cssValue && delete.color == UIColor.systemRed.cssValue)
    }

    @Test("TXT-4 VC-5 a text field is drawn in its border with its placeholder, then its text and a caret while edited; a navigation bar's buttons as text, the back button with its chevron")
    func fieldAndBackButtonDrawn() throws {
        func all(_ root: ViewNode) -> [ViewNode] { [root] + root.children.flatMap(all) }
        let scene = ControllersScene()
        let screen = TouchScreen(window: scene.window)
        screen.runLayoutPass()
        let builder = ViewNodeBuilder(trace: nil)
        #expect(!all(builder.node(for: scene.window)).contains { $0.back == true }, "no back button on the root screen")
        screen.tap(at: CGPoint(x: 195, y: 142))
        screen.advance(by: 1)
        let pushed = all(builder.node(for: scene.window))
        let field = try #require(pushed.first { $0.kind == .field })
        #expect(field.border == "roundedRect" && field.placeholder == true && field.editing == false && field.label == "Name")
        let back = try #require(pushed.first { $0.back == true })
        #expect(back.kind == .button && back.barButton == true)
        #expect(pushed.filter { $0.back == true }.count == 1)
        screen.tap(at: CGPoint(x: 195, y: 128))
        screen.advance(by: 1)
        scene.profile.nameField.insertText("Ada")
        let typed = try #require(all(builder.node(for: scene.window)).first { $0.kind == .field })
        #expect(typed.label == "Ada" && typed.placeholder == false && typed.editing == true)
    }
}
