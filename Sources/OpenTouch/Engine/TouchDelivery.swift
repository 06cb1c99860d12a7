import Foundation
@_spi(Engine) import GestureArbitration

/// The touch delivery of one application: it owns every live touch and takes each frame from
/// input to the views, step by step, in this file and two beside it.
///
/// A frame's life, in the order ``handleFrame(_:at:windows:fallback:)`` and ``deliver(_:in:)``
/// call the steps:
///
/// 1. **apply the frame** (``applyFrame(_:at:windows:fallback:)``): phases, locations (screen to
///    window, once), force, coalesced points, tap counts (TCH-1..6); the system's cancels (TCH-9,
///    TCH-10);
/// 2. **hit-test** each new touch, once (``place(_:at:in:fallback:)``, HIT-1..9, HIT-7);
///    then the event goes through `UIApplication.sendEvent` and `UIWindow.sendEvent`, as on iOS,
///    and each window hands its share back to ``deliver(_:in:)``:
/// 3. **admit** (``admitNewTouches(in:)``): a new touch's view hears it, or never does (TCH-7, TCH-8);
/// 4. **offer** (``offerNewTouches(in:)``): new touches go to the recognizers under them (GR-1, GR-2);
/// 5. **run the recognizers** (`RecognizerArbitration.swift`): they get their touches and the
///    arena arbitrates (GR-3..15);
/// 6. **deliver to the views** (`TouchDelivery+Views.swift`): held, replayed or cancelled
///    (GR-11..14, TCH-1);
/// 7. **close the cycle** (``perform(deliveringTouches:_:)``): finished recognizers are reset
///    (GR-5) and finished touches leave the event.
///
/// Timers, recognizers changing state, views leaving their window mid-touch and the system
/// cancelling touches come in through the other entries below, each in a cycle of its own.
///
/// Who may take a touch from whom is never decided here: every such question goes to
/// ``TakeoverPolicy``.
@MainActor
final class TouchDelivery: EventDispatching {
    // Unowned(unsafe): the application owns its delivery, and a safe unowned load is a runtime call.
    private unowned(unsafe) let application: UIApplication

    /// The one touch event the application reuses for every frame (TCH-2). Its touch list is
    /// written here and nowhere else: the touches that have not left the event, in the order they
    /// began.
    let event = UIEvent(type: .touches)
    /// The arbitration of the application's recognizers; this delivery is its one listener.
    let arena = GestureArena()
    /// The application's clock, for the timers of the recognizers in play.
    let clock: ApplicationClock

    /// The application's trace of decisions while tracing is on; every "is anyone tracing?"
    /// check of a frame is one load of it.
    @exclusivity(unchecked) var trace: TouchTrace? {
        didSet { event.trace = trace }
    }

    // `@exclusivity(unchecked)` on the stored state below: read on every frame, only on the main
    // actor, never through overlapping inout accesses (see BENCHMARKS.md).

    /// One entry per finger that is down. A touch leaves the event when the cycle that finished it
    /// closes; its finger's entry stays until the finger lifts, so that later samples of a finger
    /// whose touch the system cancelled (TCH-9, TCH-10) are recognised and ignored. A screen has
    /// at most 11 fingers down, so a scan of a small array beats hashing the finger's number.
    @exclusivity(unchecked) private var fingerEntries: [(finger: Int, touch: UITouch)] = []
    /// The latest lift, for TCH-4: a touch that begins close to it in time and place continues its count.
    @exclusivity(unchecked) private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?
    /// How many cycles are open, nested, and how many of them deliver touches to views.
    @exclusivity(unchecked) private var cycleDepth = 0
    @exclusivity(unchecked) private var touchDeliveries = 0
    /// The view delivery's grouping pass (`TouchDelivery+Views.swift`).
    @exclusivity(unchecked) var groupingPass: UInt64 = 0

    /// TCH-4 [chosen]: a touch that begins within this many seconds of the previous touch's end…
    static let tapInterval: TimeInterval = 0.35
    /// …and within this many points of it continues the tap count.
    static let tapDistance: CGFloat = 45

    init(application: UIApplication) {
        self.application = application
        clock = application.clock
        arena.listener = self
        event.dispatcher = self
    }

    // A recognizer that app code keeps must not go on holding touches of a delivery that is
    // gone, nor count them (`numberOfTouches`).
    isolated deinit {
        for entry in arena.entries { UIGestureRecognizer.recognizer(entry.member).record.clear() }
    }

    // MARK: Entries from input

    /// A validated frame from input, at `time`: steps 1 and 2, then the event through the
    /// application and its windows. New touches land in the front-most of `windows` whose
    /// hit-test finds a view, else in `fallback`.
    func handleFrame(_ samples: [TouchSample], at time: TimeInterval, windows: some Collection<UIWindow>, fallback: UIWindow) {
        guard applyFrame(samples, at: time, windows: windows, fallback: fallback) else { return }
        dispatchEvent(at: time)
    }

    /// A frame for an application with one window (``EventDispatching``): no array is made.
    func handleFrame(_ samples: [TouchSample], at time: TimeInterval, in window: UIWindow) {
        handleFrame(samples, at: time, windows: CollectionOfOne(window), fallback: window)
    }

    /// A frame for an application with several windows, front to back (``EventDispatching``).
    func handleFrame(_ samples: [TouchSample], at time: TimeInterval, frontToBack windows: [UIWindow], fallback: UIWindow) {
        handleFrame(samples, at: time, windows: windows, fallback: fallback)
    }

    /// Whether ``cancelAllTouches(at:)`` has anything to do: touches are down and none is being delivered.
    var canCancelAllTouches: Bool { !event.touchList.isEmpty && !isDeliveringTouches }

    /// TCH-10: the system cancels every touch; views and recognizers get `touchesCancelled`.
    func cancelAllTouches(at time: TimeInterval) {
        guard canCancelAllTouches else { return }
        trace?.record(.input, "screen", "cancels every touch", reason: "the system cancelled all touches (TCH-10)")
        for touch in event.touchList { cancel(touch, at: time) }
        dispatchEvent(at: time)
    }

    /// Whether touches are being delivered: a new frame now would reach views in the middle of
    /// another's callbacks, so input refuses it.
    var isDeliveringTouches: Bool { touchDeliveries > 0 }

    /// How many fingers are down.
    var fingerCount: Int { fingerEntries.count }

    /// The numbers of the fingers that are down, in the order they went down.
    var fingersDown: [Int] { fingerEntries.map(\.finger) }

    /// The touch of `finger` while the finger is down (also when the system cancelled the touch).
    func touch(ofFinger finger: Int) -> UITouch? {
        for entry in fingerEntries where entry.finger == finger { return entry.touch }
        return nil
    }

    // MARK: Entries from UIKit

    /// A window's share of the event (`UIWindow.sendEvent` calls this): steps 3 to 6.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        perform(deliveringTouches: true) {
            admitNewTouches(in: window)
            offerNewTouches(in: window)
            // With no recognizer in play (a plain tap), step 5 has nobody to deliver to.
            if !arena.isEmpty { deliverTouchesToRecognizers() }
            deliverTouchesToViews(in: window)
        }
    }

    /// TCH-9: cancels, now, every touch of `window` whose view is `view` or inside it.
    ///
    /// Recognizers tracking such a touch get `touchesCancelled`, and views that heard it begin get
    /// `touchesCancelled`; held phases are dropped. Every such touch is finished, so the rest of a
    /// frame under way skips it and later samples of its finger are ignored until it lifts.
    func cancelTouches(inSubtreeOf view: UIView, in window: UIWindow) {
        let affected = event.touchList.filter { touch in touch.window === window && isLive(touch, inSubtreeOf: view) }
        guard !affected.isEmpty else { return }
        for touch in affected {
            cancel(touch)
            touch.record.finish()
        }
        perform(deliveringTouches: true) {
            cancelRecognizers(of: affected)
            cancelViews(of: affected, because: "\(trace?.name(of: view) ?? "a view") left its window or superview (TCH-9)")
        }
    }

    /// Whether a touch of `view` or of a view inside it is live (a scroll view asks before it
    /// moves its content under a finger).
    func hasLiveTouch(inSubtreeOf view: UIView) -> Bool {
        for touch in event.touchList where isLive(touch, inSubtreeOf: view) { return true }
        return false
    }

    private func isLive(_ touch: UITouch, inSubtreeOf view: UIView) -> Bool {
        guard !touch.record.isFinished, let touchView = touch.view else { return false }
        return touchView.isDescendant(of: view)
    }

    // MARK: Step 7: the cycle

    /// Runs `body` as part of a cycle, closing the cycle afterwards if it is the outermost.
    ///
    /// Every way into the delivery runs inside a cycle. Cycles nest; when the outermost one
    /// closes, and only then, finished recognizers are reset (GR-5) and finished touches leave
    /// the event. This is the one place either happens, so no loop over recognizers or touches
    /// ever sees its list change under it.
    func perform<Result>(deliveringTouches: Bool = false, _ body: () -> Result) -> Result {
        cycleDepth += 1
        if deliveringTouches { touchDeliveries += 1 }
        let result = body()
        if deliveringTouches { touchDeliveries -= 1 }
        cycleDepth -= 1
        if cycleDepth == 0 {
            if !arena.isEmpty { arena.sweep() }
            removeFinishedTouchesFromEvent()
        }
        return result
    }

    /// Sends the event through `UIApplication.sendEvent` (overridable, as on iOS); touches that
    /// ended or were cancelled are finished, and leave the event when the cycle closes.
    private func dispatchEvent(at time: TimeInterval) {
        event.timestamp = time
        perform(deliveringTouches: true) {
            application.sendEvent(event)
            for touch in event.touchList where touch.phase == .ended || touch.phase == .cancelled {
                touch.record.finish()
            }
        }
    }

    private func removeFinishedTouchesFromEvent() {
        var anyFinished = false
        for touch in event.touchList where touch.record.isFinished {
            anyFinished = true
            break
        }
        guard anyFinished else { return }
        var index = event.touchList.count - 1
        while index >= 0 {
            let record = event.touchList[index].record
            if record.isFinished {
                record.hasLeftEvent = true
                event.touchList.remove(at: index)
            }
            index -= 1
        }
    }

    // MARK: Step 1: the frame becomes touch state

    /// Applies `samples` at `time`; returns whether any view may hear of the frame. This is the
    /// one place a touch's input-driven state is written.
    private func applyFrame(_ samples: [TouchSample], at time: TimeInterval, windows: some Collection<UIWindow>, fallback: UIWindow) -> Bool {
        // A new frame: every touch is stationary until its sample says otherwise (TCH-1).
        for touch in event.touchList { touch.phase = .stationary }
        var changed = false
        for sample in samples {
            if let trace { trace.recordInput(sample, cutOff: touch(ofFinger: sample.finger)?.record.isFinished == true) }
            changed = apply(sample, at: time, windows: windows, fallback: fallback) || changed
        }
        return changed
    }

    private func apply(_ sample: TouchSample, at time: TimeInterval, windows: some Collection<UIWindow>, fallback: UIWindow) -> Bool {
        if sample.phase == .down {
            let touch = UITouch(record: TouchRecord(finger: sample.finger))
            touch.timestamp = time
            touch.tapCount = tapCount(at: sample.location, time: time)
            touch.type = sample.type
            if sample.type == .pencil { touch.majorRadius = 0.25 }
            update(touch, from: sample)
            place(touch, at: sample.location, in: windows, fallback: fallback)
            fingerEntries.append((sample.finger, touch))
            event.touchList.append(touch)
            return true
        }
        guard let touch = touch(ofFinger: sample.finger) else { return false }
        // TCH-11: the touch stays in the window it began in, wherever the finger goes.
        let window = touch.window ?? fallback
        if sample.phase == .up || sample.phase == .cancel {
            // TCH-4: a touch the system already cancelled (TCH-9, TCH-10) is no tap when its
            // finger lifts: the next touch starts a count of its own.
            release(finger: sample.finger, at: time, location: sample.location, tapCount: touch.tapCount,
                    lifted: sample.phase == .up && !touch.record.isFinished)
        }
        guard !touch.record.isFinished else { return false }
        switch sample.phase {
        case .down, .stationary:
            return false
        case .move:
            touch.phase = .moved
        case .up:
            touch.phase = .ended
        case .cancel:
            cancel(touch, at: time)
            return true
        }
        setCoalescedSamples(of: touch, from: sample, in: window, until: time)
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = window.convertFromSuperviewSpace(sample.location)
        touch.timestamp = time
        update(touch, from: sample)
        return true
    }

    /// The finger lifted or its input gave it up: its entry goes (its touch leaves the event when
    /// the cycle closes).
    private func release(finger: Int, at time: TimeInterval, location: CGPoint, tapCount: Int, lifted: Bool) {
        var index = 0
        while index < fingerEntries.count && fingerEntries[index].finger != finger { index += 1 }
        if index < fingerEntries.count { fingerEntries.remove(at: index) }
        lastTap = lifted ? (time, location, tapCount) : nil
    }

    /// TCH-4: continues the count of the previous touch when this one is close in time and place.
    private func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard let lastTap, time - lastTap.time <= Self.tapInterval,
              hypot(location.x - lastTap.location.x, location.y - lastTap.location.y) <= Self.tapDistance
        else { return 1 }
        return lastTap.count + 1
    }

    /// The touch is cancelled where it is: by its input, or by the system (TCH-9, TCH-10); nil
    /// keeps its timestamp (a view that left its window cancels its touches between frames).
    private func cancel(_ touch: UITouch, at time: TimeInterval? = nil) {
        touch.phase = .cancelled
        if let time { touch.timestamp = time }
    }

    private func update(_ touch: UITouch, from sample: TouchSample) {
        touch.force = sample.force ?? 0
        if touch.type == .pencil {
            touch.maximumPossibleForce = UITouch.pencilMaximumPossibleForce
        } else {
            touch.maximumPossibleForce = sample.force == nil ? 0 : UITouch.fingerMaximumPossibleForce
        }
        if let altitude = sample.altitudeAngle { touch.altitudeAngle = altitude }
        if let azimuth = sample.azimuthAngle { touch.azimuthAngleInWindow = azimuth }
        touch.majorRadius = sample.majorRadius
        touch.majorRadiusTolerance = UITouch.typicalMajorRadiusTolerance
    }

    /// Coalesced samples get times spread evenly since the touch's previous delivery (TCH-6).
    private func setCoalescedSamples(of touch: UITouch, from sample: TouchSample, in window: UIWindow, until time: TimeInterval) {
        // Most frames have neither; leave the empty arrays alone so that a move allocates nothing.
        if !touch.coalescedSamples.isEmpty || !sample.coalesced.isEmpty {
            let start = touch.timestamp, count = Double(sample.coalesced.count + 1)
            touch.coalescedSamples = sample.coalesced.enumerated().map { index, point in
                touch.sample(at: window.convertFromSuperviewSpace(point),
                             timestamp: start + (time - start) * Double(index + 1) / count)
            }
        }
        if !touch.predictedSamples.isEmpty || !sample.predicted.isEmpty {
            touch.predictedSamples = sample.predicted.map { point in
                touch.sample(at: window.convertFromSuperviewSpace(point), timestamp: time)
            }
        }
    }

    // MARK: Step 2: hit-testing

    /// Places a touch that went down at `screenPoint`: its window, its location there, its view,
    /// once for the touch's whole life (HIT-7, TCH-11).
    ///
    /// HIT-9 picks the window, front to back by window level, whose hit-test finds a view. When
    /// none does, the touch belongs to the front-most visible window under the finger, else to
    /// the fallback, and reaches no view. The views' own `hitTest(_:with:)` and
    /// `point(inside:with:)`, overrides included (HIT-8), do the searching.
    private func place(_ touch: UITouch, at screenPoint: CGPoint, in windows: some Collection<UIWindow>, fallback: UIWindow) {
        var chosen: UIWindow?
        var view: UIView?
        for window in windows {
            let point = window.convertFromSuperviewSpace(screenPoint)
            if let hit = window.hitTest(point, with: event) {
                chosen = window
                view = hit
                break
            }
        }
        let window = chosen ?? windows.first { !$0.isHidden && $0.frame.contains(screenPoint) } ?? fallback
        touch.window = window
        touch.windowLocation = window.convertFromSuperviewSpace(screenPoint)
        touch.previousWindowLocation = touch.windowLocation
        touch.record.downWindowLocation = touch.windowLocation
        touch.view = view
        if let trace { trace.recordPlacement(of: touch, in: window, amongWindows: windows.count) }
    }

    // MARK: Step 3: admission

    /// A new touch's fate toward its view is settled once, delivered or withheld for the touch's
    /// whole life (TCH-7, TCH-8), by asking ``TakeoverPolicy`` when another finger is down: a
    /// touch alone on a view has nothing to be withheld for.
    private func admitNewTouches(in window: UIWindow) {
        let touches = event.touchList
        for touch in touches where touch.window === window && touch.record.viewDelivery == .undecided {
            let alone = touches.count == 1 && touch.view != nil
            touch.record.viewDelivery = alone ? .delivered : TakeoverPolicy.admission(of: touch, among: touches)
            if let trace, case .withheld(let why) = touch.record.viewDelivery, let view = touch.view {
                trace.recordDelivery(view, "withheld for the touch's whole life", touch, reason: why.explanation)
            }
        }
    }

    // MARK: Step 4: the offer to recognizers

    /// A new touch is offered to the recognizers of its view and of every ancestor up to the
    /// window, as they stand now (GR-1); deeper views first, then in the order added (GR-2). A
    /// recognizer that is offered a touch joins the arena.
    private func offerNewTouches(in window: UIWindow) {
        let touches = event.touchList
        for touch in touches where touch.window === window && touch.phase == .began && !touch.record.isOffered {
            touch.record.isOffered = true
            var current = touch.view
            while let view = current {
                for recognizer in view.recognizerStorage {
                    // INT-5: a hover recognizer follows the pointer, never a touch.
                    if recognizer.record.followsPointerOnly { continue }
                    guard recognizer.isEnabled else {
                        trace?.recordRecognizer(recognizer, "not offered the touch", reason: "it is disabled (GR-6)")
                        continue
                    }
                    guard !TakeoverPolicy.exclusiveTouchBlocks(recognizer, from: touch, among: touches) else {
                        trace?.recordRecognizer(recognizer, "not offered the touch", reason: "an exclusive-touch view outside its view is tracking (TCH-8)")
                        continue
                    }
                    recognizer.record.offeredTouches.append(touch)
                    entry(for: recognizer)
                    if let trace {
                        trace.record(.recognizer, trace.name(of: recognizer), "offered the touch",
                                     reason: "it is on \(trace.name(of: view)), under the touch (GR-1)", finger: touch.record.finger)
                    }
                }
                current = view.superview
            }
        }
    }
}

extension UIApplication {
    /// The application's delivery as the engine itself, for the engine's own code and tests:
    /// UIKit's classes reach it as ``EventDispatching``, and `TouchDelivery` is its one kind.
    var touchDelivery: TouchDelivery { unsafeDowncast(dispatcher as AnyObject, to: TouchDelivery.self) }
}
