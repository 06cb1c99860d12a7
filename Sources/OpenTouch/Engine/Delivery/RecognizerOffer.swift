/// Stage 4 of the pipeline: a new touch is offered to the recognizers of its view and of every
/// ancestor up to the window, as they stand now (GR-1); deeper views first, then in the order
/// added (GR-2). A recognizer that is offered a touch joins the arena.
@MainActor
final class RecognizerOffer {
    private unowned(unsafe) let event: UIEvent
    private unowned(unsafe) let recognizers: RecognizerRun
    /// The application's trace while tracing is on.
    @exclusivity(unchecked) var trace: TouchTrace?

    init(event: UIEvent, recognizers: RecognizerRun) {
        self.event = event
        self.recognizers = recognizers
    }

    /// Offers the new touches of `window` to the enabled recognizers under them.
    func offerNewTouches(in window: UIWindow) {
        let touches = event.touchList
        for touch in touches where touch.window === window && touch.phase == .began && !touch.record.isOffered {
            touch.record.isOffered = true
            var current = touch.view
            while let view = current {
                for recognizer in view.recognizerStorage {
                    // INT-5: a hover recognizer follows the pointer, never a touch.
                    if recognizer is UIHoverGestureRecognizer { continue }
                    guard recognizer.isEnabled else {
                        trace?.recordRecognizer(recognizer, "not offered the touch", reason: "it is disabled (GR-6)")
                        continue
                    }
                    guard !TakeoverPolicy.exclusiveTouchBlocks(recognizer, from: touch, among: touches) else {
                        trace?.recordRecognizer(recognizer, "not offered the touch", reason: "an exclusive-touch view outside its view is tracking (TCH-8)")
                        continue
                    }
                    recognizer.record.offeredTouches.append(touch)
                    recognizers.entry(for: recognizer)
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
