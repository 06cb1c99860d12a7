import Foundation

/// Writes messages to the unified log, with values interpolated and their privacy marked, as
/// Apple's `Logger` does.
///
/// Each message is kept in the process's log store, where a test reads it back with
/// ``OSLogStore`` (private values hidden), and is echoed to standard error with every value shown,
/// as Xcode's console shows them (unless `OS_ACTIVITY_MODE=disable` is set, as
/// it silences Xcode's console):
///
/// ```swift
/// let logger = Logger(subsystem: "com.example.app", category: "touches")
/// logger.debug("tap at \(point.x, format: .fixed(precision: 1)), \(point.y, format: .fixed(precision: 1))")
/// logger.error("no cell for \(indexPath, privacy: .public)")
/// ```
public struct Logger: @unchecked Sendable {
    // `@unchecked`: the handle it writes through is immutable.
    private let log: OSLog

    /// A logger for `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger that writes through `log`.
    public init(_ log: OSLog) {
        self.log = log
    }

    /// A logger with no subsystem or category.
    public init() {
        log = .default
    }

    /// Writes `message` at the default level.
    public func log(_ message: OSLogMessage) { write(.default, message) }
    /// Writes `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { write(level, message) }
    /// Writes `message` at the debug level, for tracing.
    public func trace(_ message: OSLogMessage) { write(.debug, message) }
    /// Writes `message` at the debug level.
    public func debug(_ message: OSLogMessage) { write(.debug, message) }
    /// Writes `message` at the info level.
    public func info(_ message: OSLogMessage) { write(.info, message) }
    /// Writes `message` at the default level.
    public func notice(_ message: OSLogMessage) { write(.default, message) }
    /// Writes `message` at the error level, for a warning.
    public func warning(_ message: OSLogMessage) { write(.error, message) }
    /// Writes `message` at the error level.
    public func error(_ message: OSLogMessage) { write(.error, message) }
    /// Writes `message` at the fault level, for a critical failure.
    public func critical(_ message: OSLogMessage) { write(.fault, message) }
    /// Writes `message` at the fault level.
    public func fault(_ message: OSLogMessage) { write(.fault, message) }

    private func write(_ level: OSLogType, _ message: OSLogMessage) {
        log.write(message.composed, revealed: message.revealed, type: level)
    }
}
