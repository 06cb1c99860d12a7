import ArgumentParser
import OpenTouch

/// The `opentouch` command: runs OpenTouch's scenes and shows what the event system did.
@main
struct OpenTouchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "opentouch",
        abstract: "UIKit's touch event system, running anywhere Swift runs.",
        subcommands: [Demo.self],
        defaultSubcommand: Demo.self
    )
}

/// `opentouch demo [scene]`: a scripted interaction, printing every delivery and decision.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a scene's scripted interaction and print what each view and recognizer received.",
        discussion: "Without a scene name, every scene runs in turn. Scenes: \(DemoScene.all.map(\.name).joined(separator: ", "))."
    )

    @Argument(help: "The scene to run (see --list).")
    var scene: String?

    @Flag(help: "List the scenes and exit.")
    var list = false

    func validate() throws {
        if let scene, DemoScene.named(scene) == nil {
            throw ValidationError("unknown scene '\(scene)'; known scenes: \(DemoScene.all.map(\.name).joined(separator: ", "))")
        }
    }

    func run() throws {
        if list {
            for scene in DemoScene.all { print("\(scene.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(scene.summary)") }
            return
        }
        let chosen = scene.flatMap(DemoScene.named).map { [$0] } ?? DemoScene.all
        // ArgumentParser calls `run` on the main thread; the scenes are main-actor code.
        let lines = MainActor.assumeIsolated { chosen.flatMap { $0.run() } }
        for line in lines { print(line) }
    }
}

/// A scene the demo can run.
struct DemoScene: Sendable {
    let name: String
    let summary: String
    let run: @MainActor @Sendable () -> [String]

    static let all: [DemoScene] = [
        DemoScene(name: "emoji-picker", summary: "S1: drag an emoji out of a scroll view (SCR, HIT-7)", run: { EmojiPickerDemo().run() }),
        DemoScene(name: "delivery", summary: "hit-testing and the touch rules (HIT, TCH)", run: { DeliveryDemo().run() }),
        DemoScene(name: "gestures", summary: "recognizers competing for a touch, and why one wins (GR)", run: { GestureDemo().run() }),
        DemoScene(name: "button-drag", summary: "S3: why touchDragExit fires 70 pt from a button, and a 25 pt margin (CTL)",
                  run: { ButtonDragDemo().run() }),
    ]

    static func named(_ name: String) -> DemoScene? {
        all.first { $0.name == name }
    }
}
