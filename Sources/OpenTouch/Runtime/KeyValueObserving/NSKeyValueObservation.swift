import Foundation

#if !canImport(ObjectiveC)
/// A running observation made by `observe(_:options:changeHandler:)` (RUN-9): it stops when
/// invalidated or released, as Foundation's does.
public final class NSKeyValueObservation: NSObject {
    /// Where the observation is registered; nil once it stopped.
    nonisolated(unsafe) private var registration: KeyValueObserving.Registration?

    init(registration: KeyValueObserving.Registration) {
        self.registration = registration
        super.init()
    }

    /// Stops the observation: the handler is not called again.
    public func invalidate() {
        guard let registration else { return }
        self.registration = nil
        nonisolated(unsafe) let ending = registration
        MainActorContext.runIfCurrent { KeyValueObserving.remove(ending) }
    }

    deinit {
        invalidate()
    }
}
#endif
