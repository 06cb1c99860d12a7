import Foundation

/// A log handle: the subsystem and category that messages written through it carry, as in
/// Apple's unified log.
///
/// ```swift
/// let touches = OSLog(subsystem: "com.example.app", category: "touches")
/// os_log("tap at %{public}@", log: touches, type: .info, "\(point)")
/// ```
public final class OSLog: NSObject, @unchecked Sendable {
    /// The subsystem, usually the app's bundle identifier; empty for ``default``.
    public let subsystem: String
    /// The category within the subsystem; empty for ``default``.
    public let category: String
    private let enabled: Bool

    /// A handle for messages of `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        self.enabled = true
    }

    private init(disabled: Void) {
        subsystem = ""
        category = ""
        enabled = false
    }

    /// The process's own log, with no subsystem or category.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that writes nothing: messages sent through it are dropped, as on Apple's systems.
    public static let disabled = OSLog(disabled: ())

    /// Whether messages of `type` are written: every type is, except on ``disabled``.
    public func isEnabled(type: OSLogType) -> Bool { enabled }

    /// Writes one message, already composed, to the store (private values hidden) and to
    /// standard error (every value shown).
    func write(_ message: String, revealed: String, type: OSLogType) {
        guard enabled else { return }
        OSLogStore.record(OSLogEntryLog(date: Date(), composedMessage: message, level: .init(type),
                                        subsystem: subsystem, category: category), revealed: revealed)
    }
}
