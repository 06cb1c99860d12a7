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

/// `opentouch demo`: a scripted interaction on a small scene, printing every delivery.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a scripted interaction and print what each view received."
    )

    func run() throws {
        // ArgumentParser calls `run` on the main thread; the scene is main-actor code.
        let lines = MainActor.assumeIsolated { DeliveryDemo().run() }
        for line in lines { print(line) }
    }
}
