// `import UIKit` for code written for iOS: OpenTouch under UIKit's module name, with Foundation
// (CGPoint, CGRect, CGFloat, NSCoder) re-exported through it, so that such a file needs no edit
// here. Everything lives in OpenTouch; this module only names it (and shadows one Foundation
// method, below). As on iOS, importing UIKit
// also imports QuartzCore and CoreGraphics.
@_exported import OpenTouch
@_exported import QuartzCore
@_exported import CoreGraphics

// The one declaration of this module's own: it takes the place of Foundation's for code that
// imports UIKit, since a module's declarations shadow those of the modules it imports (NTF-3).
extension NotificationCenter {
    /// Registers `block` for notifications named `name` from `obj`; an observer on the main queue
    /// runs at once when the main actor posts, as on iOS, instead of hanging `post` on Linux (NTF-3).
    @discardableResult
    public func addObserver(forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
                            using block: @escaping @Sendable (Notification) -> Void) -> any NSObjectProtocol {
        addObserverRunningMainQueueAtOnce(forName: name, object: obj, queue: queue, using: block)
    }
}
