import Foundation

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
