import Foundation
import Testing
@testable import opentouch
import OpenTouch
import OpenTouchScenes

@Suite("opentouch demo: a header, aligned columns and a summary")
@MainActor
struct DemoReportTests {
    private func played(_ scene: any OpenTouchScene.Type) -> (DemoReport, String) {
        let instance = scene.init()
        let screen = TouchScreen(window: instance.window)
        let trace = screen.startTracing()
        instance.play(on: screen)
        return (DemoReport(sceneName: scene.name, sceneSummary: scene.summary, events: trace.events), trace.timeline)
    }

    @Test("the header names the scene and what its script does")
    func header() {
        let (report, _) = played(EmojiPicker.self)
        let lines = report.header.split(separator: "\n")
        #expect(lines.first == "opentouch demo emoji-picker: \(EmojiPicker.summary)")
        #expect(lines.dropFirst().first?.hasPrefix("The script puts down 4 fingers over 3.07 s of the application clock.") == true)
    }

    @Test("every line of the timeline has its topic in the same column, a finger's or not")
    func alignedColumns() {
        for scene in SceneCatalog.all {
            let (_, timeline) = played(scene)
            let columns = Set(timeline.split(separator: "\n").map { line in
                let topic = TraceEvent.Topic.allCases.compactMap { line.range(of: " \($0.rawValue) ")?.lowerBound }.min()!
                return line.distance(from: line.startIndex, to: topic)
            })
            #expect(columns.count == 1, "\(scene.name): topics start at columns \(columns.sorted())")
        }
    }

    @Test("the summary says where each finger's touch went, who won it, and what the controls sent")
    func summary() {
        let (report, _) = played(EmojiPicker.self)
        #expect(report.summary.split(separator: "\n").map(String.init) == [
            "Summary (\(report.events.count) decisions)",
            "  finger 1: went to EmojiView 🔥; won by UIScrollView pan; EmojiView 🔥 lost it",
            "  finger 2: went to EmojiView 😂; no recognizer won it; EmojiView 😂 heard it to the end",
            "  finger 3: went to EmojiView 😍; no recognizer won it; EmojiView 😍 heard it to the end",
            "  finger 4: went to EmojiView 🎉; no recognizer won it; EmojiView 🎉 heard it to the end",
        ])
        let (buttons, _) = played(ButtonDragScene.self)
        #expect(buttons.summary.contains(" sent touchDown"))
    }
}
