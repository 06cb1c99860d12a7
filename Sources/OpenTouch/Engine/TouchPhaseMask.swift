/// A set of touch phases in one word: which phases a frame's touches are in, found in one scan
/// so that the delivery skips the phases nobody is in (most frames are moves only).
struct TouchPhaseMask: Equatable {
    private var bits: UInt16 = 0

    init() {}

    mutating func insert(_ phase: UITouch.Phase) {
        bits |= 1 << UInt16(phase.rawValue)
    }

    func contains(_ phase: UITouch.Phase) -> Bool {
        bits & (1 << UInt16(phase.rawValue)) != 0
    }

    var isEmpty: Bool { bits == 0 }

    /// Whether a touch is in a phase other than stationary: one that a recognizer hears of.
    var hasChanges: Bool {
        var changed = self
        changed.bits &= ~(1 << UInt16(UITouch.Phase.stationary.rawValue))
        return changed.bits != 0
    }
}
