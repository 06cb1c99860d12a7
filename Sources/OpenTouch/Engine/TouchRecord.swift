/// The delivery's bookkeeping for one touch: what its view has heard and where it is in its life
/// (TCH-1, TCH-7..9, GR-1, GR-11..13).
///
/// `UITouch` carries only what UIKit declares; everything the delivery needs to remember about
/// a touch lives here. ``TouchDelivery`` makes the record with the touch and hands the touch a
/// pointer to it (not a dictionary look-up, so a move costs no hashing). Which recognizers hold
/// the touch is not kept here: that relation is stored once, on the recognizers' side
/// (``RecognizerRecord/sequenceTouches``).
@MainActor
final class TouchRecord {
    // `@exclusivity(unchecked)` on hot stored properties: they are only used on the main actor and
    // never through overlapping inout accesses, and the run-time checks were a quarter of the
    // instructions of a moved touch (see BENCHMARKS.md).

    /// The input's number for the finger, for traces and recordings.
    let finger: Int?

    /// What the touch's view hears of it; decided when the touch begins (TCH-7, TCH-8).
    @exclusivity(unchecked) var viewDelivery: TouchViewDelivery = .undecided

    /// Whether the view has heard `touchesBegan` for this touch (so a cancel is owed, not a drop).
    @exclusivity(unchecked) var viewHasBegun = false

    /// Phases held back from the view by recognizers (GR-12, GR-13), oldest first.
    @exclusivity(unchecked) var heldPhases: [UITouch.Phase] = []

    /// The grouping pass that last picked this touch for its view's call; keeps one touch from
    /// being delivered twice in a pass when callbacks change other touches.
    @exclusivity(unchecked) var groupMark: UInt64 = 0

    /// Whether the touch has left its event: ended, cancelled, or cut off by the system. Its
    /// view may still hear of it if a recognizer holds its ended phase (GR-13).
    @exclusivity(unchecked) private(set) var isFinished = false

    /// Whether the recognizers of the views under the touch have been offered it (GR-1).
    @exclusivity(unchecked) var isOffered = false

    /// A set holding only the touch, made once and reused for every delivery of it.
    @exclusivity(unchecked) private var aloneInSetStorage: Set<UITouch>?

    /// A record for the touch of `finger`; nil for a frozen sample, which no finger makes.
    init(finger: Int?) {
        self.finger = finger
    }

    /// A set holding only `touch` (whose record this is), reused while the touch lives; it holds
    /// the touch, so it is dropped when the touch finishes.
    func aloneInSet(_ touch: UITouch) -> Set<UITouch> {
        if let set = aloneInSetStorage { return set }
        let set: Set<UITouch> = [touch]
        if !isFinished { aloneInSetStorage = set }
        return set
    }

    /// The touch has left its event: it ended, was cancelled, or was cut off.
    func finish() {
        isFinished = true
        aloneInSetStorage = nil
    }
}

/// What a touch's view and its responder chain hear of the touch.
enum TouchViewDelivery: Equatable {
    /// A new touch whose admission (TCH-7, TCH-8) is decided when its began phase is delivered.
    case undecided
    /// The view hears every phase.
    case delivered
    /// The view hears nothing of the touch, for the reason given (TCH-7, TCH-8).
    case withheld(WithholdReason)
    /// The view has heard the last of the touch: it ended or was cancelled for the view, or a
    /// recognizer dropped it (GR-12).
    case done

    enum WithholdReason: Equatable {
        /// The view has `isMultipleTouchEnabled == false` and already has a touch (TCH-7).
        case multipleTouch
        /// An exclusive-touch view conflicts with this touch (TCH-8).
        case exclusiveTouch
        /// The touch landed on no view.
        case noView
        /// A frozen sample of a touch, not a live touch.
        case sample

        /// The rule that withheld the touch, for traces.
        var explanation: String {
            switch self {
            case .multipleTouch: "the view already has a touch and isMultipleTouchEnabled is false (TCH-7)"
            case .exclusiveTouch: "an exclusive-touch view is involved while another view tracks a touch (TCH-8)"
            case .noView: "the touch landed on no view"
            case .sample: "a frozen sample"
            }
        }
    }
}
