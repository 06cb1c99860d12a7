import ArgumentParser
import FlyingFox
import Foundation
import OpenTouchScenes

/// `opentouch playground`: serves a page that draws a scene and sends the browser's real pointer
/// input to OpenTouch; every decision comes back live.
struct Playground: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve the scenes to a browser: touch them with real fingers, a pen or a mouse, and watch the trace."
    )

    @Option(help: "The port to listen on.")
    var port: UInt16 = 8080

    @Option(help: "The address to listen on; 127.0.0.1 keeps the playground to this machine. Use 0.0.0.0 to open it to your network.")
    var host: String = "127.0.0.1"

    @Option(help: "The scene a new page starts with.")
    var scene: String = "emoji-picker"

    func run() async throws {
        guard await MainActor.run(body: { SceneCatalog.scene(named: scene) != nil }) else {
            throw CommandError(description: "unknown scene '\(scene)'")
        }
        let address: sockaddr_in
        do {
            address = try .inet(ip4: host, port: port)
        } catch {
            throw CommandError(description: "'\(host)' is not an IPv4 address to listen on")
        }
        let server = HTTPServer(address: address, logger: .disabled)
        let firstScene = scene
        await server.appendRoute("GET /") { _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: Data(PlaygroundPage.html.utf8))
        }
        let registry = await MainActor.run { PlaygroundRegistry() }
        await server.appendRoute("GET /socket", to: .webSocket(PlaygroundSocket(scene: firstScene, registry: registry)))
        // The sessions as a whole, for load tests and the curious: open, refused, closed, touches, live objects.
        await server.appendRoute("GET /status") { _ in
            let status = await MainActor.run { registry.status }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: try encoder.encode(status))
        }
        let task = Task { try await server.run() }
        try await server.waitUntilListening()
        // Written straight away, unbuffered: tools wait for this line.
        FileHandle.standardOutput.write(Data("OpenTouch playground: http://\(host):\(port)/   (Ctrl-C stops it)\n".utf8))
        // Ctrl-C: stop accepting, close the connections, and exit cleanly.
        signal(SIGINT, SIG_IGN)
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
        interrupt.setEventHandler { task.cancel() }
        interrupt.resume()
        do {
            try await task.value
        } catch where task.isCancelled {
            // Cancelling the server task ends its socket with an error: that is the clean stop.
        }
        await server.stop(timeout: 1)
        print("stopped")
    }
}
