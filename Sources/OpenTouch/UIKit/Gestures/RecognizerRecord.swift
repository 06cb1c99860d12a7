import Foundation
@_spi(Engine) import GestureArbitration

/// The engine's bookkeeping for one gesture recognizer: its standing in the arena, the touches
/// it tracks, and its timers (GR-1, GR-3..5, GR-10).
///
/// `UIGestureRecognizer` declares what UIKit declares; what the engine remembers about it lives
/// here, reached through its one internal `record` reference.
@MainActor
final class RecognizerRecord {
    // `@exclusivity(unchecked)` on hot stored properties: they are only used on the main actor and
    // never through overlapping inout accesses, and the run-time checks were a quarter of the
    // instructions of a moved touch (see BENCHMARKS.md).

    /// The recognizer's standing in its application's arena while it is in play (GR-3, GR-10);
    /// the arena writes it, and the engine keeps it to name the recognizer without a search.
    @exclusivity(unchecked) var arenaEntry: ArenaEntry?

    /// The state of a recognizer in no window: it arbitrates with nobody and only sends actions.
    @exclusivity(unchecked) var detachedState: ArenaState = .possible

    /// Whether the recognizer follows the pointer and never a touch (``PointerFollowing``,
    /// INT-5): it is never offered a touch and changes state outside the arena.
    @exclusivity(unchecked) var followsPointerOnly = false

    /// The state the arena last gave the recognizer (GR-3); the one the rules read.
    var state: ArenaState { arenaEntry?.state ?? detachedState }

    /// A recognition held back by failure requirements (GR-10); `state` reads possible meanwhile.
    var waitingToBecome: ArenaState? { arenaEntry?.waitingToBecome }

    /// The state of the transition whose actions are being sent, while they are (GR-4): each
    /// action reads its own transition even when the recognizer has moved on since.
    @exclusivity(unchecked) var stateShownToActions: ArenaState?

    /// The delivery that offered the recognizer its touches, while the recognizer is in play in
    /// its arena. Stored unretained and not weak (a weakly referenced delivery takes Swift's slow
    /// path on every retain and release, several times a move), and read only while the arena
    /// entry is in play: an arena lets its entries go when it goes, so this never dangles.
    var delivery: (any EventDispatching)? {
        get { arenaEntry?.isInPlay == true ? joinedDelivery : nil }
        set { joinedDelivery = newValue }
    }
    @exclusivity(unchecked) private unowned(unsafe) var joinedDelivery: (any EventDispatching)?

    /// The state and reason of the latest arena decision, put into words when read (GR-3..10).
    @exclusivity(unchecked) var explanation: (state: ArenaState, reason: ArenaReason)?

    /// The touches that are down and tracked, in the order they arrived.
    @exclusivity(unchecked) var activeTouches: [UITouch] = []

    /// Every touch received since the last reset and not ignored; the views' touches the
    /// recognizer may cancel on recognizing (GR-11) or hold (GR-12, GR-13). Each touch here has
    /// the recognizer in its own list (``TouchRecord/recognizers``): ``track(_:by:)``,
    /// ``forget(_:)`` and ``clear()`` write both sides together, and nothing else writes either.
    @exclusivity(unchecked) private(set) var sequenceTouches: [UITouch] = []

    /// New touches offered in the current event, before `shouldReceive` (GR-7).
    @exclusivity(unchecked) var offeredTouches: [UITouch] = []

    /// The last set handed to `touchesMoved`, reused while the moving touches stay the same…
    @exclusivity(unchecked) var movedSet: Set<UITouch> = []
    /// …which are these, in `activeTouches` order (compared by identity: no hashing per move).
    @exclusivity(unchecked) private var movedSetTouches: [UITouch] = []

    /// The window location of the touches when last seen, for `location(in:)` after they lifted.
    @exclusivity(unchecked) var lastCentroid: CGPoint = .zero

    /// Timers scheduled with `schedule(after:_:)`; the reset cancels them.
    @exclusivity(unchecked) var timers: [ScheduledWork] = []

    init() {}

    /// The state the recognizer shows: the transition being acted on while actions run, and
    /// possible while a recognition waits (GR-4, GR-10).
    var visibleState: ArenaState {
        if let shown = stateShownToActions { return shown }
        return waitingToBecome == nil ? state : .possible
    }

    /// The state the recognizer is really in: possible while a recognition waits.
    var currentState: ArenaState {
        waitingToBecome == nil ? state : .possible
    }

    /// The phases the tracked touches are in: one scan per event, instead of one per phase.
    var activeTouchPhases: TouchPhaseMask {
        var mask = TouchPhaseMask()
        for touch in activeTouches { mask.insert(touch.phase) }
        return mask
    }

    /// The tracked touches in `phase`, or nil when there are none; during a gesture the moved
    /// set is the same from event to event, and is not made again.
    func activeTouchSet(in phase: UITouch.Phase) -> Set<UITouch>? {
        if phase == .moved, let set = reusableMovedSet() { return set }
        var count = 0
        for touch in activeTouches where touch.phase == phase { count += 1 }
        guard count > 0 else { return nil }
        var set = Set<UITouch>(minimumCapacity: count)  // one allocation, not one per growth
        for touch in activeTouches where touch.phase == phase { set.insert(touch) }
        if phase == .moved {
            movedSet = set
            movedSetTouches.removeAll(keepingCapacity: true)
            for touch in activeTouches where touch.phase == .moved { movedSetTouches.append(touch) }
        }
        return set
    }

    /// ``movedSet`` when the touches that moved in this event are exactly those it holds.
    private func reusableMovedSet() -> Set<UITouch>? {
        guard !movedSetTouches.isEmpty else { return nil }
        var next = 0
        for touch in activeTouches where touch.phase == .moved {
            guard next < movedSetTouches.count, movedSetTouches[next] === touch else { return nil }
            next += 1
        }
        return next == movedSetTouches.count ? movedSet : nil
    }

    /// Drops the touches that ended or were cancelled in this event.
    func removeActiveTouches(in phase: UITouch.Phase) {
        var index = activeTouches.count - 1
        while index >= 0 {
            if activeTouches[index].phase == phase { activeTouches.remove(at: index) }
            index -= 1
        }
        movedSet.removeAll(keepingCapacity: true)
        movedSetTouches.removeAll(keepingCapacity: true)
    }

    /// `recognizer` (whose record this is) receives `touch` (GR-1, GR-7): it tracks the touch, and
    /// the touch lists it among its recognizers.
    func track(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        activeTouches.append(touch)
        sequenceTouches.append(touch)
        touch.record.recognizers.append(recognizer)
    }

    /// Stops tracking `touch` (GR-14); returns whether it was tracked.
    func forget(_ touch: UITouch) -> Bool {
        guard sequenceTouches.containsIdentical(touch) else { return false }
        rememberCentroid()
        activeTouches.removeIdentical(touch)
        sequenceTouches.removeIdentical(touch)
        touch.record.recognizers.remove(self)
        return true
    }

    /// The centroid of the tracked touches, in window coordinates.
    static func centroid(of touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in touches {
            x += touch.windowLocation.x
            y += touch.windowLocation.y
        }
        return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
    }

    func rememberCentroid() {
        if !activeTouches.isEmpty { lastCentroid = Self.centroid(of: activeTouches) }
    }

    /// Back to possible with no touches and no timers (GR-5).
    func clear() {
        arenaEntry = nil
        detachedState = .possible
        rememberCentroid()
        // Capacity is kept: the next gesture needs the same room, and making storage for
        // collections of main-actor types is costly at run time.
        activeTouches.removeAll(keepingCapacity: true)
        for touch in sequenceTouches { touch.record.recognizers.remove(self) }
        sequenceTouches.removeAll(keepingCapacity: true)
        offeredTouches.removeAll(keepingCapacity: true)
        movedSet.removeAll(keepingCapacity: true)
        movedSetTouches.removeAll(keepingCapacity: true)
        for timer in timers { timer.cancel() }
        timers.removeAll(keepingCapacity: true)
        delivery = nil
    }

    /// The touch types the recognizer takes, as bits of their raw values (GR-17); all by default.
    var allowedTouchTypeMask: UInt = .max

    func allowsTouchType(_ type: UITouch.TouchType) -> Bool {
        allowedTouchTypeMask & (1 << UInt(type.rawValue)) != 0
    }
}
