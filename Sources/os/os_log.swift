import Foundation

/// Writes a printf-style message to `log` at `type` (Apple's `os_log`, before `Logger`).
///
/// Arguments fill the format's `%@`, `%d`, `%s`, `%f` and the rest; `%{public}@` shows a value
/// and `%{private}@` hides it as `<private>`. Without either, strings and objects are hidden
/// and numbers shown, as the unified log stores them.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default,
                   _ args: any CVarArg...) {
    guard log.isEnabled(type: type) else { return }
    let text = PrintfFormat.compose("\(message)", args)
    log.write(text.stored, revealed: text.revealed, type: type)
}

/// Writes a printf-style message to `log` at `type`: the form with the type first, which Apple
/// also declares (LOG-1).
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default,
                   _ message: StaticString, _ args: any CVarArg...) {
    guard log.isEnabled(type: type) else { return }
    let text = PrintfFormat.compose("\(message)", args)
    log.write(text.stored, revealed: text.revealed, type: type)
}

/// Writes a message, with its values interpolated, to `log` at `type` (the form of `os_log`
/// that takes an interpolated string, as `Logger` does).
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog, _ message: OSLogMessage) {
    guard log.isEnabled(type: type) else { return }
    log.write(message.composed, revealed: message.revealed, type: type)
}

/// Writes a message, with its values interpolated, to the default log at the default level.
public func os_log(_ message: OSLogMessage) {
    OSLog.default.write(message.composed, revealed: message.revealed, type: .default)
}

/// Writes a message, with its values interpolated, to the default log at `type`.
public func os_log(_ type: OSLogType, _ message: OSLogMessage) {
    OSLog.default.write(message.composed, revealed: message.revealed, type: type)
}
