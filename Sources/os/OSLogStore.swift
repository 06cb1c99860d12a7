import Foundation

/// The messages this process logged, read back as Apple's `OSLogStore` reads them: how a test
/// checks what code under test wrote with `Logger` or `os_log`.
///
/// ```swift
/// let store = try OSLogStore(scope: .currentProcessIdentifier)
/// let messages = try store.getEntries()
///     .compactMap { $0 as? OSLogEntryLog }
///     .filter { $0.subsystem == "com.example.app" }
///     .map(\.composedMessage)
/// ```
///
/// The store keeps the last ``capacity`` messages, so that a host that logs for days does not grow.
/// A predicate must be made with a block (`NSPredicate { entry, _ in … }`): Foundation on Linux
/// cannot parse predicate formats.
public final class OSLogStore: @unchecked Sendable {
    /// Which messages a store reads.
    public enum Scope: Sendable {
        /// This process's messages; the only scope there is here.
        case currentProcessIdentifier
        /// The whole system's messages, which a process outside Apple's systems cannot read.
        case system
    }

    /// What ``getEntries(with:at:matching:)`` accepts; only the order is honoured.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Newest first.
        public static let reverse = ReadingOptions(rawValue: 1)
    }

    /// How many messages the store keeps; older ones are dropped.
    public static let capacity = 10_000

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [OSLogEntryLog] = []
    nonisolated(unsafe) private static var dropped = 0

    /// Why a store cannot be opened.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// A store of this process's messages; `.system` throws, as it does for a process without
    /// the entitlement on Apple's systems.
    public init(scope: Scope) throws {
        guard scope == .currentProcessIdentifier else {
            throw Failure(description: "OSLogStore: only .currentProcessIdentifier can be read here; the system log is not this process's")
        }
    }

    /// A position in the store at `date`: entries read from it start there.
    public func position(date: Date) -> OSLogPosition { OSLogPosition(date: date) }

    /// A position `seconds` after the process started logging.
    public func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition {
        OSLogPosition(date: Date().addingTimeInterval(seconds))
    }

    /// The messages kept, oldest first (newest first with `.reverse`), from `position` on, that
    /// `predicate` accepts.
    public func getEntries(with options: ReadingOptions = [], at position: OSLogPosition? = nil,
                           matching predicate: NSPredicate? = nil) throws -> AnySequence<OSLogEntry> {
        var kept = OSLogStore.lock.withLock { OSLogStore.entries }
        if let position { kept = kept.filter { $0.date >= position.date } }
        if let predicate { kept = kept.filter { predicate.evaluate(with: $0) } }
        if options.contains(.reverse) { kept.reverse() }
        return AnySequence(kept.map { $0 as OSLogEntry })
    }

    /// Keeps `entry`, and echoes it to standard error unless the console is silenced.
    static func record(_ entry: OSLogEntryLog, revealed: String) {
        lock.withLock {
            entries.append(entry)
            if entries.count > capacity {
                entries.removeFirst(entries.count - capacity)
            }
        }
        guard ProcessInfo.processInfo.environment["OS_ACTIVITY_MODE"] != "disable" else { return }
        let place = entry.subsystem.isEmpty ? "" : "[\(entry.subsystem):\(entry.category)] "
        FileHandle.standardError.write(Data("\(place)\(revealed)\n".utf8))
    }
}

/// A place in an ``OSLogStore`` to read from.
public final class OSLogPosition: @unchecked Sendable {
    let date: Date
    init(date: Date) { self.date = date }
}

/// One entry of the log: when, and the message with its values in place.
public class OSLogEntry: NSObject, @unchecked Sendable {
    /// When the message was written.
    public let date: Date
    /// The message, values interpolated, private ones as `<private>`.
    public let composedMessage: String

    init(date: Date, composedMessage: String) {
        self.date = date
        self.composedMessage = composedMessage
    }
}

/// A message written with `Logger` or `os_log`: its level, subsystem and category besides.
public final class OSLogEntryLog: OSLogEntry, @unchecked Sendable {
    /// A message's level, as the store reports it.
    public enum Level: Int, Sendable {
        case undefined = 0, debug = 1, info = 2, notice = 3, error = 4, fault = 5

        init(_ type: OSLogType) {
            self = switch type {
            case .debug: .debug
            case .info: .info
            case .error: .error
            case .fault: .fault
            default: .notice
            }
        }
    }

    /// The level it was written at.
    public let level: Level
    /// The subsystem of the logger that wrote it.
    public let subsystem: String
    /// The category of the logger that wrote it.
    public let category: String
    /// The process that wrote it.
    public let process = ProcessInfo.processInfo.processName
    /// The process's identifier.
    public let processIdentifier = ProcessInfo.processInfo.processIdentifier

    init(date: Date, composedMessage: String, level: Level, subsystem: String, category: String) {
        self.level = level
        self.subsystem = subsystem
        self.category = category
        super.init(date: date, composedMessage: composedMessage)
    }
}
