import GestureArbitration

/// The arena's verdicts, heard in one place: explanations and the trace, actions, claims on the
/// views' touches, releases and resets (GR-3..15).
extension TouchDispatcher: ArenaListener {
    func arena(_ arena: GestureArena<UIGestureRecognizer>, decided verdict: ArenaVerdict<UIGestureRecognizer>) {
        switch verdict {
        case .state(let recognizer, let state, let reason):
            if let reason { recognizer.record.explanation = (state, reason) }
            trace?.recordRecognizer(recognizer, "→ \(state)", reason: reason?.description)
        case .waiting(let recognizer, let state, let blocker):
            recognizer.record.explanation = (.possible, .waitingForFailure)
            if let trace {
                trace.recordRecognizer(recognizer, "waits to become \(state)", reason: "it requires \(trace.name(of: blocker)) to fail (GR-10)")
            }
        case .stoppedWaiting(let recognizer, let blocker):
            recognizer.record.explanation = (.possible, .waited(for: blocker.arenaName))
        case .recognized(let recognizer):
            recognizerDidRecognize(recognizer)
        case .actions(let recognizer, let state):
            recognizer.sendActions(showing: state)
        case .released(let recognizer):
            recognizerDidRelease(recognizer)
        case .reset(let recognizer):
            trace?.recordRecognizer(recognizer, "reset", reason: "after \(recognizer.record.state), once the event was delivered (GR-5)")
            recognizer.reset()
            recognizer.record.clear(for: recognizer)
        case .failureCycle(let first, let second):
            Diagnostics.report(.failureRequirementCycle,
                               "\(first.arenaName) and \(second.arenaName) require each other to fail; \(first.arenaName), which got the touch first, does not wait")
        }
    }
}
