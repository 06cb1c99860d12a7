import Foundation

/// The one owner of the application's live touches: one entry per finger that is down, with its
/// `UITouch` (whose ``TouchRecord`` holds the hit-test result, recognizers, held phases and
/// what its view has heard), and the state TCH-4's tap count carries from one touch to the next.
///
/// The touch event's list (`UIEvent.touchList`, TCH-2) is written by this table and nowhere else:
/// it is the touches that have not left the event, in the order they began. A touch leaves the event when
/// the cycle that finished it closes; its finger's entry stays until the finger lifts, so that
/// the later samples of a finger whose touch the system cancelled (TCH-9, TCH-10) are recognised
/// and ignored.
///
/// A screen has at most ``TouchScreen/maximumTouchCount`` fingers down (11 by default), so a
/// linear scan of a small array finds one faster than hashing its number would.
@MainActor
final class LiveTouches {
    // `@exclusivity(unchecked)`: read on every frame, only on the main actor, never through
    // overlapping inout accesses (see BENCHMARKS.md).
    @exclusivity(unchecked) private var fingerEntries: [(finger: Int, touch: UITouch)] = []

    /// The application's touch event, whose touch list this table writes and nobody else does.
    private unowned(unsafe) let event: UIEvent

    /// The touches of the event, in the order they began: every entry whose touch has not left it.
    var inEvent: [UITouch] { event.touchList }

    /// The latest lift, for TCH-4: a touch that begins close to it in time and place continues its count.
    @exclusivity(unchecked) private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?

    /// TCH-4 [chosen]: a touch that begins within this many seconds of the previous touch's end…
    static let tapInterval: TimeInterval = 0.35
    /// …and within this many points of it continues the tap count.
    static let tapDistance: CGFloat = 45

    init(event: UIEvent) {
        self.event = event
    }

    /// How many fingers are down.
    var fingerCount: Int { fingerEntries.count }

    /// The numbers of the fingers that are down, in the order they went down.
    var fingers: [Int] { fingerEntries.map(\.finger) }

    /// The touch of `finger` while the finger is down (also when the system cancelled the touch).
    subscript(finger finger: Int) -> UITouch? {
        for entry in fingerEntries where entry.finger == finger { return entry.touch }
        return nil
    }

    /// A finger went down: its touch joins the table and the event.
    func add(_ touch: UITouch, finger: Int) {
        fingerEntries.append((finger, touch))
        event.touchList.append(touch)
    }

    /// The finger lifted or its input gave it up: its entry goes (its touch leaves the event when
    /// the cycle closes).
    func release(finger: Int, at time: TimeInterval, location: CGPoint, tapCount: Int, lifted: Bool) {
        var index = 0
        while index < fingerEntries.count && fingerEntries[index].finger != finger { index += 1 }
        if index < fingerEntries.count { fingerEntries.remove(at: index) }
        lastTap = lifted ? (time, location, tapCount) : nil
    }

    /// TCH-4: continues the count of the previous touch when this one is close in time and place.
    func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard let lastTap, time - lastTap.time <= Self.tapInterval,
              hypot(location.x - lastTap.location.x, location.y - lastTap.location.y) <= Self.tapDistance
        else { return 1 }
        return lastTap.count + 1
    }

    /// Touches that finished leave the event (the cycle's close calls this).
    func removeFinishedFromEvent() {
        var anyFinished = false
        for touch in event.touchList where touch.record.isFinished {
            anyFinished = true
            break
        }
        guard anyFinished else { return }
        var index = event.touchList.count - 1
        while index >= 0 {
            if event.touchList[index].record.isFinished { event.touchList.remove(at: index) }
            index -= 1
        }
    }
}
