import Foundation

/// What the take-over rules know of a recognizer: the kind of gesture it recognizes, which each
/// recognizer class declares about itself (`takeoverGesture`, overridden by the tap, the pan and
/// the swipe). The take-over policy asks this, never a recognizer's class (CTL-8, GR-19).
enum TakeoverGesture: Equatable {
    /// A tap of `taps` taps with `touches` fingers.
    case tap(taps: Int, touches: Int)
    /// A drag that follows the finger.
    case pan
    /// A quick stroke, possible along the x axis, the y axis, or both.
    case swipe(alongX: Bool, alongY: Bool)
    /// Anything else: the rules that depend on the gesture leave it alone.
    case other

    /// GR-19: whether a recognizer of this gesture may prevent one of `other`: a tap never
    /// prevents a tap that needs more taps, as UIKit's subclassing header says, so a single tap
    /// that recognizes does not fail a double tap on the same touches. Every other pair may.
    /// `UITapGestureRecognizer.canPrevent(_:)` asks this; the take-over policy's table lists it.
    func mayPrevent(_ other: TakeoverGesture) -> Bool {
        guard case .tap(let taps, _) = self, case .tap(let otherTaps, _) = other else { return true }
        return otherTaps <= taps
    }
}
