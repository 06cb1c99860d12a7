import Foundation
import Testing
@testable import OpenTouch
import OpenTouchScenes

@Suite("TraceTimeline: the trace grouped into sequences and lanes for drawing")
@MainActor
struct TraceTimelineTests {
    private func play(_ sceneType: any OpenTouchScene.Type) -> (events: [TraceEvent], timeline: TraceTimeline) {
        let scene = sceneType.init()
        let screen = TouchScreen(window: scene.window)
        let trace = screen.startTracing()
        scene.play(on: screen)
        return (trace.events, TraceTimeline(events: trace.events))
    }

    /// Lines that explain without changing a state, a callback or an event: they are drawn as
    /// small dots. Anything else reaching `.info` in these lanes is an action the timeline cannot read.
    private static let informational: [TraceTimeline.LaneKind: [String]] = [
        .finger: ["stationary", "cancels every touch"],
        .recognizer: ["answered", "not offered", "offered the touch", "timer "],
        .view: ["skipped", "the touch's window", "no view takes", "holds the touch", "touchesShouldBegin", "touchesShouldCancel",
                "does not drag", "scrolling turned"],
        .control: ["finger inside", "finger outside"],
    ]

    @Test("every event of every scene is in exactly one mark, and every state, callback and event is read (GR-2..5, TCH-1, CTL-6)")
    func everyEventPlaced() {
        for sceneType in SceneCatalog.all {
            let (events, timeline) = play(sceneType)
            let placed = timeline.sequences.flatMap { $0.lanes.flatMap { $0.marks.flatMap(\.events) } }
            #expect(placed.sorted() == Array(events.indices), "\(sceneType.name): events placed once each")
            for sequence in timeline.sequences {
                for lane in sequence.lanes {
                    for mark in lane.marks where mark.style == .info {
                        guard let known = Self.informational[lane.kind] else { continue }
                        let event = events[mark.events[0]]
                        // Notes, timers, scroll, layout, controller and menu decisions explain; they
                        // have no state of their own.
                        let isNote = [.note, .timer, .scroll, .layout, .controller, .menu].contains(event.topic)
                        #expect(isNote || known.contains { mark.label.contains($0) },
                                "\(sceneType.name): \(lane.kind) \(lane.name) left unread: \(mark.label)")
                    }
                    #expect(lane.marks.map(\.time) == lane.marks.map(\.time).sorted(), "\(lane.name): marks in time order")
                }
            }
        }
    }

    @Test("GR-10 the single tap waits for the double tap, then fails when it recognizes")
    func singleTapWaitsThenFails() throws {
        let (events, timeline) = play(TapOrDoubleTapScene.self)
        // Sequences: the old way's tap, its double tap (two), the recognizers' single tap, their double tap (two).
        // The old way's taps have no recognizer to hold them together; a recognizer live between
        // two taps keeps the double tap in one sequence.
        let fingerCounts = timeline.sequences.map { $0.lanes.filter { $0.kind == .finger }.count }
        #expect(fingerCounts == [1, 1, 1, 1, 2])
        let double = try #require(timeline.sequences.last)
        let single = try #require(double.lane(.recognizer, "singleTap"))
        #expect(single.marks.map(\.style).filter { $0 != .info } == [.possible, .waiting, .waiting, .failed, .reset])
        let failed = try #require(single.marks.first { $0.style == .failed })
        #expect(failed.reason?.contains("\"doubleTap\" recognized") == true)
        #expect(events[failed.events[0]].description.contains("singleTap: → failed"))
        let doubleTap = try #require(double.lane(.recognizer, "doubleTap"))
        #expect(doubleTap.marks.map(\.style).contains(.ended))
        let view = try #require(double.lane(.view, "recognizerWay"))
        #expect(view.marks.map(\.style).filter { $0 != .info } == [.hit, .touchBegan, .held, .hit, .touchBegan, .touchCancelled, .touchCancelled])
    }

    @Test("GR-12 a held touch is marked held, then replayed; the content delay's timer sits in its lane (SCR-1)")
    func heldAndReplayed() throws {
        let (_, timeline) = play(EmojiPicker.self)
        let tap = try #require(timeline.sequences.first { $0.lane(.view, "EmojiView 😂") != nil })
        let cell = try #require(tap.lane(.view, "EmojiView 😂"))
        #expect(cell.marks.map(\.style).filter { $0 != .info } == [.hit, .held, .replayed, .touchEnded])
        let finger = try #require(tap.lanes.first { $0.kind == .finger })
        #expect(finger.marks.map(\.style) == [.down, .up])
        #expect(tap.lanes.first?.kind == .finger, "fingers come first")
    }

    @Test("CTL-5 a control's lane lists the events it sent, in order")
    func controlEvents() throws {
        let (_, timeline) = play(ButtonDragScene.self)
        let first = try #require(timeline.sequences.first)
        let button = try #require(first.lane(.control, "standardButton"))
        let sent = button.marks.filter { $0.style == .controlEvent }.map(\.label)
        #expect(sent.prefix(5) == ["touchDown", "touchDragInside", "touchDragInside", "touchDragInside", "touchDragInside"])
        #expect(sent.contains("touchDragExit") && sent.last == "touchUpOutside")
    }

    @Test("a finger's force is read from its input lines (GR-13 collage force press)")
    func forceOnFingerMarks() throws {
        let (_, timeline) = play(CollageEditor.self)
        let press = try #require(timeline.sequences.last)
        let finger = try #require(press.lanes.first { $0.kind == .finger })
        #expect(finger.marks.compactMap(\.force).contains(5))
    }

    @Test("the builder fed one event at a time gives the same timeline as the whole trace")
    func incremental() {
        let (events, timeline) = play(GestureCompetitionScene.self)
        var builder = TraceTimeline.Builder()
        for (index, event) in events.enumerated() { builder.add(event, at: index) }
        #expect(builder.sequences == timeline.sequences)
        #expect(timeline.sequences.count > 1)
    }
}
