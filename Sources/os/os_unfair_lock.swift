import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Apple's smallest lock, as code that imports `os` uses it: four bytes that
/// `os_unfair_lock_lock` and `os_unfair_lock_unlock` take by address (LOG-2).
///
/// Packages choose it with `#if canImport(os)` (swift-argument-parser's mutex does), and this
/// module makes that condition true on Linux, so it is here for real: a lock word taken with an
/// atomic compare-and-swap, waiting by yielding the thread, never reentrant, as Apple's is not.
public struct os_unfair_lock_s: Sendable {
    /// The lock word: 0 when unlocked (the name is Apple's, from the C struct).
    public var _os_unfair_lock_opaque: UInt32

    /// An unlocked lock.
    public init() { _os_unfair_lock_opaque = 0 }

    /// A lock whose word is `_os_unfair_lock_opaque`: 0 for unlocked.
    public init(_os_unfair_lock_opaque: UInt32) { self._os_unfair_lock_opaque = _os_unfair_lock_opaque }
}

/// Apple's name for the lock's type (LOG-2).
public typealias os_unfair_lock = os_unfair_lock_s
/// A pointer to a lock, as the functions take it (LOG-2).
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

/// The lock word as an atomic: the same four bytes, read and written atomically.
@inline(__always)
private func word(_ lock: os_unfair_lock_t) -> UnsafeMutablePointer<Atomic<UInt32>> {
    UnsafeMutableRawPointer(lock).assumingMemoryBound(to: Atomic<UInt32>.self)
}

/// Takes the lock, waiting while another thread holds it (LOG-2).
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    let atomic = word(lock)
    var spins = 0
    while !atomic.pointee.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
        spins += 1
        if spins > 64 { sched_yield() }
    }
}

/// Takes the lock if it is free; says whether it did (LOG-2).
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    word(lock).pointee.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
}

/// Lets the lock go (LOG-2).
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    word(lock).pointee.store(0, ordering: .releasing)
}

/// Ends an unfair lock's life: nothing to release (LOG-2).
///
/// Packages written for Apple's systems and Linux pick the unfair lock under `canImport(os)` and
/// destroy their lock under `canImport(Glibc)`; on Apple's systems only the first is true, and
/// with this module on Linux both are, so the destroy call reaches this, which accepts the
/// unfair lock Glibc's would not.
@discardableResult
public func pthread_mutex_destroy(_ lock: os_unfair_lock_t) -> Int32 { 0 }
