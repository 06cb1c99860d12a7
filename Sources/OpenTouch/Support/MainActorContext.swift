import Dispatch
import Foundation

/// Whether the code running now is on the main actor, for the APIs that UIKit and Foundation
/// let any thread call (timers, delayed performs, drawing) and that use the application clock
/// when called on the main thread (RUN-6).
///
/// `Thread.isMainThread` is not enough on Linux: Swift Testing runs main-actor tests on the main
/// dispatch queue, drained by a thread that is not the process's main thread. The main queue is
/// the main actor's executor, so being on it (a queue-specific value set on the main queue says
/// so) is being on the main actor.
enum MainActorContext {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// True on the main thread or the main queue.
    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }

    /// Whether `queue` is the main queue. Dispatch on Linux makes a new `DispatchQueue` object each
    /// time `DispatchQueue.main` is read, so identity cannot tell; the value set on the main
    /// queue can.
    static func isMainQueue(_ queue: DispatchQueue) -> Bool {
        queue.getSpecific(key: key) == true
    }

    /// Runs `body` on the main actor when the caller is on it; does nothing elsewhere.
    static func runIfCurrent(_ body: @MainActor () -> Void) {
        guard isCurrent else { return }
        MainActor.assumeIsolated(body)
    }
}
