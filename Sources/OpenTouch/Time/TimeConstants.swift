import Foundation

#if !canImport(ObjectiveC)
// What iOS code reaches for around UIKit's time that Foundation and Dispatch on Linux do not
// export (RUN-10): Dispatch's nanosecond constants, Core Foundation's absolute time, and the
// autorelease pool tests wrap work in.

/// Nanoseconds in a second, as Dispatch on Apple's platforms declares it (RUN-10).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond (RUN-10).
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond (RUN-10).
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second (RUN-10).
public let USEC_PER_SEC: UInt64 = 1_000_000

/// Seconds since 1 January 2001, 00:00 GMT, as Core Foundation counts them (RUN-10).
public typealias CFAbsoluteTime = Double

/// The wall clock now, in seconds since 1 January 2001 (RUN-10). It is the wall clock, not UIKit's
/// time: code that times its own work with it measures real seconds, as on iOS.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
}

/// Runs `body` and returns what it returns (RUN-10). On Apple's platforms it drains the objects
/// autoreleased inside it; Swift on Linux has no autorelease pool, so there is nothing to drain.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
#endif
