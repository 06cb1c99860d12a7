import ArgumentParser
import FlyingFox
import FlyingSocks
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
        // The HTTP server listens on a Unix socket in a directory of this user's only; the gate
        // listens where the user asked and reads every frame header before passing it on.
        let (directory, upstream) = try Self.privateSocket()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let listener: Socket
        do {
            listener = try Socket(domain: AF_INET, type: .stream)
            try listener.setValue(true, for: .localAddressReuse)
            try listener.bind(to: address)
            try listener.listen()
        } catch {
            throw CommandError(description: "cannot listen on \(host):\(port): \(error.localizedDescription)")
        }
        let server = HTTPServer(address: upstream, logger: .disabled)
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
        let gatePool = HTTPServer.defaultPool()
        try await gatePool.prepare()
        let gate = PlaygroundGate(upstream: upstream, registry: registry)
        let task = Task {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await server.run() }
                group.addTask { try await gatePool.run() }
                group.addTask { try await gate.run(on: listener, pool: gatePool) }
                try await group.next()
                group.cancelAll()
            }
        }
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
        try? listener.close()
        print("stopped")
    }

    /// A new directory only this user may enter, and the Unix socket address inside it.
    private static func privateSocket() throws -> (directory: String, address: sockaddr_un) {
        var template = Array((NSTemporaryDirectory() + "opentouch-playground-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw CommandError(description: "cannot make a private directory for the server's socket: \(String(cString: strerror(errno)))")
        }
        let directory = String(cString: made)
        return (directory, .unix(path: directory + "/http.sock"))
    }
}
