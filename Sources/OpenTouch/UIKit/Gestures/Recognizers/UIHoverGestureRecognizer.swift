import Foundation

/// Recognizes a pointer hovering over its view (INT-5): it begins when the pointer comes over
/// the view (or a view inside it), changes as the pointer moves over it, and ends when the
/// pointer leaves or goes away. Touches, a finger's or a pointer's click, never drive it.
///
/// ```swift
/// let hover = UIHoverGestureRecognizer(target: self, action: #selector(hovered(_:)))
/// card.addGestureRecognizer(hover)
/// ```
///
/// Hovering takes no part in touch arbitration: a hover recognizer is never offered a touch,
/// never waits for another recognizer and never makes one fail.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// Where the pointer is, in the window, while it is over the view.
    var pointerLocation: CGPoint?

    /// The pointer's location in `view`'s coordinates (the window's when nil).
    open override func location(in view: UIView?) -> CGPoint {
        guard let pointerLocation, let window = self.view?.window else { return .zero }
        guard let view, view !== window else { return pointerLocation }
        return view.convert(pointerLocation, from: window)
    }

    /// One point: the pointer's.
    open override var numberOfTouches: Int { pointerLocation == nil ? 0 : 1 }

    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        location(in: view)
    }
}
