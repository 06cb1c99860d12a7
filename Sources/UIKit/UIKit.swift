// `import UIKit` for code written for iOS: OpenTouch under UIKit's module name, with Foundation
// (CGPoint, CGRect, CGFloat, NSCoder) re-exported through it, so that such a file needs no edit
// here. Everything lives in OpenTouch; this module only names it (and takes the place of a few
// Foundation and Dispatch methods, below and in the files beside it). As on iOS, importing UIKit
// also imports QuartzCore and CoreGraphics.
@_exported import OpenTouch
@_exported import QuartzCore
@_exported import CoreGraphics

// Declarations of this module's own take the place of Foundation's and Dispatch's for code that
// imports UIKit. Swift would call two declarations of one signature ambiguous in a file that
// also imports Foundation or XCTest, so each is a closer match than the one it replaces: here a
// queue that is not optional (`queue: .main` needs no conversion), for the main-queue blocks no
// `qos:` or `flags:` (no default arguments) (NTF-3, TIM-4).
extension NotificationCenter {
    /// Registers `block` for notifications named `name` from `obj` on `queue`; an observer on the
    /// main queue runs at once when the main actor posts, as on iOS, instead of hanging `post` on
    /// Linux (NTF-3). With a `nil` queue, Foundation's method is called, as before.
    @discardableResult
    public func addObserver(forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue,
                            using block: @escaping @Sendable (Notification) -> Void) -> any NSObjectProtocol {
        addObserverRunningMainQueueAtOnce(forName: name, object: obj, queue: queue, using: block)
    }
}
