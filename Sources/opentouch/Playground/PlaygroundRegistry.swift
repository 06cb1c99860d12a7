import Foundation
#if canImport(Glibc)
import Glibc
#endif
import OpenTouch
import Synchronization

/// The playground's sessions as a whole: how many are open (at most
/// ``PlaygroundLimits/maximumSessions``), what they took and refused, how connections ended,
/// and a check that every touch begun was ended or cancelled. Served as JSON at `/status`.
@MainActor
final class PlaygroundRegistry {
    private(set) var open = 0
    private(set) var opened = 0
    private(set) var refusedSessions = 0
    /// Why connections ended, by reason ("closed by the client", "message too large"…).
    private(set) var closes: [String: Int] = [:]
    var framesAccepted = 0
    var framesRefused = 0
    /// Frames merged into the one after them while they waited (counted in `framesAccepted` too).
    var framesMerged = 0
    /// Frames refused before reaching the scene because too many waited (counted off the main actor).
    nonisolated let framesOverloaded = Atomic<Int>(0)
    /// Frames refused where they arrived, past the rate a connection may send.
    nonisolated let framesThrottled = Atomic<Int>(0)
    /// Connections refused by ``PlaygroundGate`` from a header, before holding what it announced:
    /// a WebSocket frame or message past the size limit, an oversized request head, a request body.
    nonisolated let refusedAtHeader = Atomic<Int>(0)
    var touchesBegan = 0
    var touchesEnded = 0
    var touchesCancelledOnClose = 0
    /// Touches still live after their session cancelled everything: must stay zero.
    var touchesLeftOpen = 0

    /// A new session, or nil when the playground is full.
    func openSession(sceneName: String) -> PlaygroundSession? {
        guard open < PlaygroundLimits.maximumSessions else {
            refusedSessions += 1
            return nil
        }
        open += 1
        opened += 1
        return PlaygroundSession(sceneName: sceneName, registry: self)
    }

    /// Ends `session`'s connection for `reason`: its touches are cancelled and its place freed.
    func close(_ session: PlaygroundSession, reason: String) {
        guard !session.isClosed else { return }
        session.close()
        open -= 1
        closes[reason, default: 0] += 1
        releaseFreedMemory = true
    }

    /// Set when a session closed; the socket hands what its session freed back to the system
    /// once the session is gone (`trimMemory`).
    private var releaseFreedMemory = false

    /// Gives freed memory back to the system after sessions closed. glibc keeps what the
    /// sessions' threads freed in per-thread arenas, so without this the playground's resident
    /// size stays at its peak after every session has gone (measured: 433 MB after 50 sessions
    /// closed, with no object of theirs alive).
    func trimMemory() {
        guard releaseFreedMemory else { return }
        releaseFreedMemory = false
        _ = Self.mallocTrim?(0)
    }

    /// glibc's `malloc_trim`, which Swift's Glibc module does not import (it is in malloc.h); nil
    /// on a system without it.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
        guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
        return nil
        #endif
    }()

    /// The figures, as `/status` serves them.
    var status: Status {
        let objects = LiveObjects.current
        return Status(sessions: open, maximumSessions: PlaygroundLimits.maximumSessions, sessionsOpened: opened,
                      sessionsRefused: refusedSessions, closes: closes, framesAccepted: framesAccepted,
                      framesRefused: framesRefused, framesMerged: framesMerged,
                      framesOverloaded: framesOverloaded.load(ordering: .relaxed),
                      framesThrottled: framesThrottled.load(ordering: .relaxed),
                      refusedAtHeader: refusedAtHeader.load(ordering: .relaxed), touchesBegan: touchesBegan, touchesEnded: touchesEnded,
                      touchesCancelledOnClose: touchesCancelledOnClose, touchesLeftOpen: touchesLeftOpen,
                      liveViews: objects.views, liveTouches: objects.touches, liveGestureRecognizers: objects.gestureRecognizers,
                      traceEvents: objects.traceEvents, scheduledWork: objects.scheduledWork)
    }

    struct Status: Encodable, Sendable {
        var sessions, maximumSessions, sessionsOpened, sessionsRefused: Int
        var closes: [String: Int]
        var framesAccepted, framesRefused, framesMerged, framesOverloaded, framesThrottled, refusedAtHeader: Int
        var touchesBegan, touchesEnded, touchesCancelledOnClose, touchesLeftOpen: Int
        var liveViews, liveTouches, liveGestureRecognizers, traceEvents, scheduledWork: Int
    }
}
