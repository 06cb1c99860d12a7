/// How important a log message is: the levels of Apple's unified log, with its raw values.
public struct OSLogType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A log type of `rawValue`.
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    /// Messages kept by default: what `Logger.log` and `notice` write.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Helpful but not essential.
    public static let info = OSLogType(rawValue: 0x01)
    /// For development only.
    public static let debug = OSLogType(rawValue: 0x02)
    /// A failure in the process (`Logger.error`, `warning`).
    public static let error = OSLogType(rawValue: 0x10)
    /// A bug, or a failure beyond the process (`Logger.fault`, `critical`).
    public static let fault = OSLogType(rawValue: 0x11)

    /// The level's name, as Console shows it.
    public var description: String {
        switch self {
        case .info: "Info"
        case .debug: "Debug"
        case .error: "Error"
        case .fault: "Fault"
        default: "Default"
        }
    }
}
