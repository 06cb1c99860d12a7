/// Stage 3 of the pipeline: a new touch's fate toward its view is settled once, delivered or
/// withheld for the touch's whole life (TCH-7, TCH-8), by asking ``TakeoverPolicy``.
@MainActor
final class Admission {
    private unowned(unsafe) let event: UIEvent
    /// The application's trace while tracing is on.
    @exclusivity(unchecked) var trace: TouchTrace?

    init(event: UIEvent) {
        self.event = event
    }

    /// Decides the new touches of `window`.
    func admitNewTouches(in window: UIWindow) {
        let touches = event.touchList
        for touch in touches where touch.window === window && touch.record.viewDelivery == .undecided {
            touch.record.viewDelivery = TakeoverPolicy.admission(of: touch, among: touches)
            if let trace, case .withheld(let why) = touch.record.viewDelivery, let view = touch.view {
                trace.recordDelivery(view, "withheld for the touch's whole life", touch, reason: why.explanation)
            }
        }
    }
}
