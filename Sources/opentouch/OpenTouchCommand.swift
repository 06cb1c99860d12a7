import ArgumentParser
import Foundation
import OpenTouch
import OpenTouchScenes

/// The `opentouch` command: plays OpenTouch's scenes and explains every decision it made.
@main
struct OpenTouchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "opentouch",
        abstract: "UIKit's touch event system, running anywhere Swift runs, explaining where every touch went.",
        subcommands: [Demo.self, Replay.self, Playground.self],
        defaultSubcommand: Demo.self
    )
}

/// A failure the command reports in one line, with a non-zero exit.
struct CommandError: Error, CustomStringConvertible {
    let description: String
}

/// Reads the command's options on the main thread, where ArgumentParser runs `run()`.
@MainActor
enum Runner {
    static func scene(named name: String) throws -> any OpenTouchScene.Type {
        guard let scene = SceneCatalog.scene(named: name) else {
            throw CommandError(description: "unknown scene '\(name)'; known scenes: \(SceneCatalog.all.map { $0.name }.joined(separator: ", "))")
        }
        return scene
    }

    /// Replays `recording` on a new `sceneType` with tracing on; returns the scene and the trace.
    static func replay(_ recording: Recording, on sceneType: any OpenTouchScene.Type) throws -> (any OpenTouchScene, TouchTrace) {
        let scene = sceneType.init()
        let screen = TouchScreen(window: scene.window)
        let trace = screen.startTracing()
        do {
            try recording.replay(on: screen)
        } catch {
            throw CommandError(description: "\(error)")
        }
        return (scene, trace)
    }

    /// Writes the timeline file of `scene` and its `trace` to `path`.
    static func writeHTML(of scene: any OpenTouchScene, traced trace: TouchTrace, source: String, to path: String) throws {
        do {
            let html = try TimelineDocument.html(of: scene, traced: trace, source: source)
            try Data(html.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw CommandError(description: "cannot write the timeline file '\(path)': \(error.localizedDescription)")
        }
    }

    static func output(_ trace: TouchTrace, json: Bool) throws -> String {
        guard json else { return trace.timeline }
        return String(decoding: try trace.jsonData(), as: UTF8.self)
    }
}

/// `opentouch demo [scene]`: plays a scene's scripted interaction and prints the explained timeline.
struct Demo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play a scene's scripted interaction and print every decision, with its reason.",
        discussion: "The default scene is the emoji picker. See --list for the others."
    )

    @Argument(help: "The scene to play.")
    var scene: String = EmojiPicker.name

    @Flag(help: "Print the trace as JSON instead of a timeline.")
    var json = false

    @Flag(help: "List the scenes and exit.")
    var list = false

    @Option(help: "Also write the scripted input as a recording to this file, for `opentouch replay`.")
    var record: String?

    @Option(help: "Also write a self-contained HTML file with the scene and the timeline of every touch sequence.")
    var html: String?

    func run() async throws {
        // The root command is async, so `run` is not on the main thread: hop to the main actor.
        let (list, scene, json, html) = (list, scene, json, html)
        let (text, recording): (String, Recording?) = try await MainActor.run {
            if list {
                let lines = SceneCatalog.all.map { "\($0.name.padding(toLength: 20, withPad: " ", startingAt: 0)) \($0.summary)" }
                return (lines.joined(separator: "\n"), nil)
            }
            let sceneType = try Runner.scene(named: scene)
            let instance = sceneType.init()
            let screen = TouchScreen(window: instance.window)
            let trace = screen.startTracing()
            screen.startRecording()
            instance.play(on: screen)
            if let html {
                try Runner.writeHTML(of: instance, traced: trace, source: "opentouch demo \(scene) --html \(html)", to: html)
            }
            let timeline = try Runner.output(trace, json: json)
            guard !json else { return (timeline, screen.stopRecording()) }
            let report = DemoReport(sceneName: sceneType.name, sceneSummary: sceneType.summary, events: trace.events)
            return (report.header + "\n" + timeline + "\n" + report.summary, screen.stopRecording())
        }
        print(text)
        if let record, let recording {
            let url = URL(fileURLWithPath: record)
            do {
                try recording.jsonData().write(to: url)
            } catch {
                throw CommandError(description: "cannot write the recording '\(record)': \(error.localizedDescription)")
            }
        }
    }
}

/// `opentouch replay <recording.json> --scene <name>`: replays a recording and prints the timeline.
struct Replay: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay a recording on a scene and print the timeline; --check compares it with a saved one."
    )

    @Argument(help: "The recording, a JSON file in OpenTouch's recording format.")
    var recording: String

    @Option(help: "The scene to replay it on.")
    var scene: String = EmojiPicker.name

    @Option(help: "A saved timeline to compare with; the command fails at the first differing line.")
    var check: String?

    @Flag(help: "Print the trace as JSON instead of a timeline.")
    var json = false

    @Option(help: "Also write a self-contained HTML file with the scene and the timeline of every touch sequence.")
    var html: String?

    func run() async throws {
        let data = try read(recording, what: "recording")
        let expected = try check.map { try read($0, what: "expected timeline") }
        let (recording, scene, json, html) = (recording, scene, json, html)
        let text: String = try await MainActor.run {
            let parsed: Recording
            do {
                parsed = try Recording(json: data)
            } catch {
                throw CommandError(description: "\(recording): \(error)")
            }
            let sceneType = try Runner.scene(named: scene)
            let (instance, trace): (any OpenTouchScene, TouchTrace)
            do {
                (instance, trace) = try Runner.replay(parsed, on: sceneType)
            } catch let error as CommandError {
                throw CommandError(description: "\(recording): \(error)")
            }
            if let html {
                try Runner.writeHTML(of: instance, traced: trace, source: "opentouch replay \(recording) --scene \(scene) --html \(html)", to: html)
            }
            return try Runner.output(trace, json: json)
        }
        print(text)
        if let expected {
            try compare(text, with: String(decoding: expected, as: UTF8.self))
        }
    }

    private func read(_ path: String, what: String) throws -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandError(description: "cannot read the \(what) '\(path)': no such file, or it is not readable")
        }
        return data
    }

    private func compare(_ actual: String, with expected: String) throws {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.trimmingCharacters(in: .newlines).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(actualLines.count, expectedLines.count) {
            let got = index < actualLines.count ? String(actualLines[index]) : "(end of timeline)"
            let want = index < expectedLines.count ? String(expectedLines[index]) : "(end of timeline)"
            if got != want {
                throw CommandError(description: "the timeline differs at line \(index + 1):\n  expected: \(want)\n  actual:   \(got)")
            }
        }
    }
}
