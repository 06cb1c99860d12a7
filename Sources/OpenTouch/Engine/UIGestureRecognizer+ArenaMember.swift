/// `UIGestureRecognizer` as a member of the arena: the answers come from UIKit's API (its
/// delegate, its overridable questions, the views it touches) through ``TakeoverPolicy``, and the
/// verdicts go to the recognizer's actions and its ``TouchDispatcher``.
extension UIGestureRecognizer: ArenaMember {
    var arenaState: ArenaState {
        get { record.state }
        set { record.state = newValue }
    }

    var waitingToBecome: ArenaState? {
        get { record.waitingToBecome }
        set { record.waitingToBecome = newValue }
    }

    var joinedArena: ObjectIdentifier? {
        get { record.joinedArena }
        set { record.joinedArena = newValue }
    }

    var isIdle: Bool {
        record.sequenceTouches.isEmpty && record.offeredTouches.isEmpty && record.waitingToBecome == nil
    }

    func sharesTouch(with other: UIGestureRecognizer) -> Bool {
        let theirs = other.record.sequenceTouches
        for touch in record.sequenceTouches where theirs.containsIdentical(touch) { return true }
        return false
    }

    func excludes(_ other: UIGestureRecognizer) -> Bool {
        TakeoverPolicy.recognizer(self, excludes: other)
    }

    /// GR-10 from the five sources UIKit has: `require(toFail:)`, the two subclass overrides and
    /// the two delegate questions.
    func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        hasFailureRequirement(other)
            || shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: self)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    func refusalToBegin() -> String? {
        TakeoverPolicy.refusalToBegin(self, trace: engineTrace)
    }

    func arenaDidSet(_ state: ArenaState, because reason: ArenaReason?) {
        if let reason { record.explanation = (state, reason) }
        engineTrace?.recordRecognizer(self, "→ \(state)", reason: reason?.description)
    }

    func arenaDidHold(_ state: ArenaState, until blocker: UIGestureRecognizer) {
        record.explanation = (.possible, .waitingForFailure)
        if let trace = engineTrace {
            trace.recordRecognizer(self, "waits to become \(state)", reason: "it requires \(trace.name(of: blocker)) to fail (GR-10)")
        }
    }

    func arenaDidStopWaiting(for blocker: UIGestureRecognizer) {
        record.explanation = (.possible, .waited(for: blocker.arenaName))
    }

    func arenaDidRecognize() {
        dispatcher?.recognizerDidRecognize(self)
    }

    func arenaSendActions(as state: ArenaState) {
        let saved = record.stateShownToActions
        record.stateShownToActions = state
        defer { record.stateShownToActions = saved }
        sendActions()
    }

    func arenaDidRelease() {
        dispatcher?.recognizerDidRelease(self)
    }

    func arenaReset() {
        engineTrace?.recordRecognizer(self, "reset", reason: "after \(record.state), once the event was delivered (GR-5)")
        reset()
        record.clear(for: self)
    }

    var arenaName: ArenaName { ArenaName(type: type(of: self), name: name) }

    /// The trace of the application whose arena this is.
    private var engineTrace: TouchTrace? { TouchTrace.applicationsTracing == 0 ? nil : dispatcher?.trace }
}
