import Foundation
@_spi(Engine) import GestureArbitration

/// The composition root of the touch engine: one per application, made by it, owning the stages
/// of the pipeline and the one touch event (TCH-2). A frame's life, stage by stage:
///
/// 1. ``FrameApplication`` applies the frame to the ``LiveTouches``: phases, locations (screen
///    to window, once), force, tap counts (TCH-1..6); …
/// 2. … placing each new touch with ``HitTesting``, once (HIT-1..9, HIT-7).
///    Then the event goes through `UIApplication.sendEvent` and `UIWindow.sendEvent`, as on iOS,
///    and each window hands its share back to ``deliver(_:in:)``:
/// 3. ``Admission``: a new touch's view hears it, or never does (TCH-7, TCH-8);
/// 4. ``RecognizerOffer``: new touches go to the recognizers under them (GR-1, GR-2);
/// 5. ``RecognizerRun``: recognizers get their touches, the arena arbitrates (GR-3..15);
/// 6. ``ViewDelivery``: the views get theirs, held, replayed or cancelled (GR-11..13, TCH-1);
/// 7. the ``DeliveryCycle`` closes: finished recognizers are reset (GR-5), finished touches leave.
///
/// Timers, recognizers changing state, views leaving their window mid-touch and the system
/// cancelling touches come in through the other entries below, each in a cycle of its own. The
/// stages never call back into the root; they are handed what they need when it makes them.
@MainActor
final class TouchDispatcher {
    // Unowned(unsafe), as every link between the engine's parts: the application owns the root,
    // the root owns the stages and the event, and a safe unowned load is a runtime call.
    private unowned(unsafe) let application: UIApplication

    /// The one touch event the application reuses for every frame (TCH-2).
    let event = UIEvent(type: .touches)
    /// The live touches, one per finger down: the one owner of a touch's state.
    let touches: LiveTouches
    /// The engine's "what is under way" (GR-5).
    let cycle: DeliveryCycle
    /// The application's clock, for the timers of the recognizers in play.
    let clock: ApplicationClock

    private let hitTesting: HitTesting
    private let frame: FrameApplication
    private let admission: Admission
    private let offer: RecognizerOffer
    private let views: ViewDelivery
    private let recognizers: RecognizerRun

    /// The arbitration of the application's recognizers.
    var arena: GestureArena { recognizers.arena }

    /// The application's trace of decisions, while tracing is on; handed to every stage, so that
    /// the many "is anyone tracing?" checks of a frame are one load each.
    @exclusivity(unchecked) var trace: TouchTrace? {
        didSet {
            event.trace = trace
            hitTesting.trace = trace
            frame.trace = trace
            admission.trace = trace
            offer.trace = trace
            recognizers.trace = trace
            views.trace = trace
        }
    }

    init(application: UIApplication) {
        self.application = application
        clock = application.clock
        touches = LiveTouches(event: event)
        hitTesting = HitTesting(event: event)
        frame = FrameApplication(touches: touches, hitTesting: hitTesting)
        admission = Admission(event: event)
        views = ViewDelivery(event: event)
        recognizers = RecognizerRun(event: event, views: views)
        offer = RecognizerOffer(event: event, recognizers: recognizers)
        cycle = DeliveryCycle(touches: touches, arena: recognizers.arena)
        recognizers.engine = self
        event.engine = self
    }

    // MARK: The pipeline

    /// A validated frame from input, at `time`: stages 1 and 2, then the event through the
    /// application and its windows, then stage 7. New touches land in the front-most of
    /// `windows` whose hit-test finds a view, else in `fallback`.
    func handleFrame(_ samples: [TouchSample], at time: TimeInterval, windows: some Collection<UIWindow>, fallback: UIWindow) {
        guard frame.apply(samples, at: time, windows: windows, fallback: fallback) else { return }
        dispatchEvent(at: time)
    }

    /// Sends the event through `UIApplication.sendEvent` (overridable, as on iOS); touches that
    /// ended or were cancelled are finished, and leave the event when the cycle closes.
    private func dispatchEvent(at time: TimeInterval) {
        event.timestamp = time
        cycle.perform(deliveringTouches: true) {
            application.sendEvent(event)
            for touch in touches.inEvent where touch.phase == .ended || touch.phase == .cancelled {
                touch.record.finish()
            }
        }
    }

    /// A window's share of the event (`UIWindow.sendEvent` calls this): stages 3 to 6.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        cycle.perform(deliveringTouches: true) {
            admission.admitNewTouches(in: window)
            offer.offerNewTouches(in: window)
            recognizers.deliverTouches()
            views.deliver(in: window)
        }
    }

    // MARK: Entries from recognizers

    /// A recognizer asks for a GR-3-legal transition (its `state` setter).
    func request(_ recognizer: UIGestureRecognizer, to state: ArenaState) {
        cycle.perform { recognizers.request(recognizer, to: state) }
    }

    /// GR-6: a recognizer disabled or removed from its view while in play.
    func withdraw(_ recognizer: UIGestureRecognizer) {
        cycle.perform { recognizers.withdraw(recognizer) }
    }

    /// A recognizer's timer fires: its code runs like a touches method, in a cycle of its own.
    func runTimer(of recognizer: UIGestureRecognizer, _ work: @MainActor () -> Void) {
        cycle.perform { arena.run(work) }
    }

    /// GR-14: the recognizer let go of `touch`; phases it held may now reach the view.
    func recognizer(_ recognizer: UIGestureRecognizer, didIgnore touch: UITouch) {
        views.replayHeld(touch)
    }

    /// GR-21: a presses event reaches the recognizers from `responder` up before the responder does.
    func offerPresses(_ event: UIPressesEvent, startingAt responder: UIResponder) {
        cycle.perform { recognizers.offerPresses(event, startingAt: responder) }
    }

    // MARK: Entries from views and the system

    /// TCH-9: cancels, now, every touch of `window` whose view is `view` or inside it.
    ///
    /// Recognizers tracking such a touch get `touchesCancelled`, and views that heard it begin get
    /// `touchesCancelled`; held phases are dropped. Every such touch is finished, so the rest of a
    /// frame under way skips it and later samples of its finger are ignored until it lifts.
    func cancelTouches(inSubtreeOf view: UIView, in window: UIWindow) {
        let affected = touches.inEvent.filter { touch in
            guard touch.window === window, !touch.record.isFinished, let touchView = touch.view else { return false }
            return touchView.isDescendant(of: view)
        }
        guard !affected.isEmpty else { return }
        for touch in affected {
            frame.cancel(touch)
            touch.record.finish()
        }
        cycle.perform(deliveringTouches: true) {
            recognizers.cancel(affected)
            views.cancel(affected, because: "\(trace?.name(of: view) ?? "a view") left its window or superview (TCH-9)")
        }
    }

    /// Whether ``cancelAllTouches(at:)`` has anything to do: touches are down and none is being delivered.
    var canCancelAllTouches: Bool { !touches.inEvent.isEmpty && !cycle.isDeliveringTouches }

    /// TCH-10: the system cancels every touch; views and recognizers get `touchesCancelled`.
    func cancelAllTouches(at time: TimeInterval) {
        guard canCancelAllTouches else { return }
        trace?.record(.input, "screen", "cancels every touch", reason: "the system cancelled all touches (TCH-10)")
        for touch in touches.inEvent { frame.cancel(touch, at: time) }
        dispatchEvent(at: time)
    }
}
