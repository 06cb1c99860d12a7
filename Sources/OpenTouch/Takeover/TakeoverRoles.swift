import Foundation

/// What a control keeps for itself against its ancestors' recognizers (CTL-8), as the control
/// declares it (``ControlGestureClaiming``): a one-finger single tap, unless it says otherwise,
/// and while it tracks a touch, the drags and strokes it moves with.
struct ControlGestureClaims {
    /// What a control keeps while it tracks.
    enum TrackingClaim {
        /// Every pan (a slider's thumb follows the finger whichever way it goes).
        case everyPan
        /// A pan that goes more along x than along y (a switch's knob).
        case panAlongX
        /// A swipe along x (a slider's track).
        case swipeAlongX
    }

    /// Whether it keeps an ancestor's one-finger single tap: every control does, but a slider.
    var keepsSingleTap = true
    /// What it keeps while it tracks a touch.
    var whileTracking: [TrackingClaim] = []
}

/// A control whose claims differ from the default (a one-finger single tap, nothing more).
@MainActor
protocol ControlGestureClaiming: UIView {
    /// What it keeps against its ancestors' recognizers.
    var gestureClaims: ControlGestureClaims { get }
    /// Whether it is tracking a touch now.
    var isTracking: Bool { get }
}

/// A view that may take a touch from its content by scrolling (SCR-1..5, SCR-9): what the
/// take-over rules ask of it. `UIScrollView` is one.
@MainActor
protocol ContentScrolling: UIView {
    /// Whether its content is still moving after a flick (a touch stops it, SCR-6).
    var isDecelerating: Bool { get }
    /// Whether it holds a touch from its content for a moment (SCR-1), and for how long.
    var delaysContentTouches: Bool { get }
    var contentTouchHoldDuration: TimeInterval { get }
    /// Whether its drag may take touches its content tracks (SCR-3).
    var canCancelContentTouches: Bool { get }
    /// The axes it can scroll along now (SCR-5).
    var canScrollHorizontally: Bool { get }
    var canScrollVertically: Bool { get }
    /// Whether `recognizer` is one it scrolls or zooms with; those recognize together (SCR-9).
    func scrolls(with recognizer: UIGestureRecognizer) -> Bool
    /// Its zoom limits, and whether its delegate names a view to zoom (SCR-9).
    var minimumZoomScale: CGFloat { get }
    var maximumZoomScale: CGFloat { get }
    var hasViewForZooming: Bool { get }
    /// UIKit's override points for the content's claims (SCR-2, SCR-3).
    func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool
    func touchesShouldCancel(in view: UIView) -> Bool
}

/// A view that tracks its own touches, and keeps them from a scroll view that starts dragging
/// (SCR-3): `UIControl` is one, as UIKit's `touchesShouldCancel(in:)` answers for controls.
@MainActor
protocol TouchTracking: UIView {}
