import Foundation

/// Block observers on the main queue that run at once when the main actor posts (NTF-3).
///
/// On iOS, a notification posted on the main thread reaches an observer registered with
/// `queue: .main` at once, inside `post`. On Linux, swift-corelibs-foundation compares the
/// observer's queue with `OperationQueue.current`; where the main actor runs on a thread other
/// than the main thread (Swift Testing's main-actor tests do), that is not the main queue, so
/// `post` adds an operation to the main queue and waits for it, and nothing ever runs it: the
/// test hangs. UIKit code registers its keyboard observers with `queue: .main` all the time.
extension NotificationCenter {
    /// Registers `block` for notifications named `name` from `obj`; when `queue` is the main
    /// queue, the block runs at once on the posting thread, as it does on iOS when the main thread
    /// posts (NTF-3); any other queue is Foundation's to use. `import UIKit` makes
    /// `addObserver(forName:object:queue:using:)` call this.
    @discardableResult
    public func addObserverRunningMainQueueAtOnce(forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
                                                  using block: @escaping @Sendable (Notification) -> Void) -> any NSObjectProtocol {
        addObserver(forName: name, object: obj, queue: queue === OperationQueue.main ? nil : queue, using: block)
    }
}
