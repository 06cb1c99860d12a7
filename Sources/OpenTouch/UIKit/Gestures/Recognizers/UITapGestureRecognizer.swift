import Foundation

/// Recognizes one or more taps of one or more fingers (discrete).
///
/// A tap fails when a finger moves more than ``maximumMovement`` from where it went down, when a
/// tap lasts longer than ``maximumTapDuration``, when more than ``maximumTapInterval`` pass
/// between taps, or when more fingers than ``numberOfTouchesRequired`` take part; it recognizes
/// when the last finger of the last required tap lifts. [chosen] Each later tap must also land
/// within ``maximumMovement`` of the first, the distance TCH-4 uses for tap counts.
///
/// ```swift
/// let doubleTap = UITapGestureRecognizer(target: self, action: Photo.zoom)
/// doubleTap.numberOfTapsRequired = 2
/// ```
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// A tap of its taps and fingers, to the take-over rules (GR-19, CTL-8).
    override var takeoverGesture: TakeoverGesture { .tap(taps: numberOfTapsRequired, touches: numberOfTouchesRequired) }

    /// How far a finger may move during a tap, in points [measured/inferred].
    public static let maximumMovement: CGFloat = 45
    /// How long one tap may last, in seconds [measured/inferred].
    public static let maximumTapDuration: TimeInterval = 0.75
    /// How long may pass from one tap's lift to the next tap, in seconds [measured/inferred].
    public static let maximumTapInterval: TimeInterval = 0.35

    /// How many taps make the gesture; 1 by default.
    @exclusivity(unchecked) open var numberOfTapsRequired = 1
    /// How many fingers each tap needs; 1 by default.
    @exclusivity(unchecked) open var numberOfTouchesRequired = 1

    @exclusivity(unchecked) private var tapsCompleted = 0
    @exclusivity(unchecked) private var touchesInTap = 0
    @exclusivity(unchecked) private var isTapOpen = false
    @exclusivity(unchecked) private var firstTapCentroid: CGPoint?
    /// Where each finger of the first tap went down, in the order the recognizer got them (GR-18).
    @exclusivity(unchecked) private var firstTapPoints: [CGPoint] = []
    @exclusivity(unchecked) private var timer: ScheduledWork?

    /// GR-19: a tap recognizer never prevents one that needs more taps, as UIKit's subclassing
    /// header says; so a single tap that recognizes does not fail a double tap on the same touches.
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        takeoverGesture.mayPrevent(preventedGestureRecognizer.takeoverGesture) && super.canPrevent(preventedGestureRecognizer)
    }

    /// GR-18: where the first tap's fingers went down (their centroid), as Apple documents for multiple taps.
    open override func location(in view: UIView?) -> CGPoint {
        guard let firstTapCentroid else { return super.location(in: view) }
        return convertFromWindow(firstTapCentroid, to: view)
    }

    /// GR-18: each finger's location is where it went down in the first tap, as ``location(in:)``
    /// is the first tap's; before a tap has completed, where the finger is.
    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard firstTapPoints.indices.contains(touchIndex) else { return super.location(ofTouch: touchIndex, in: view) }
        return convertFromWindow(firstTapPoints[touchIndex], to: view)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if !isTapOpen {
            isTapOpen = true
            touchesInTap = 0
            restartTimer(Self.maximumTapDuration)
        }
        touchesInTap += touches.count
        if touchesInTap > numberOfTouchesRequired { fail() }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if anyMovedTooFar(touches) { fail() }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if anyMovedTooFar(touches) { return fail() }
        for touch in trackedTouches where !touches.contains(touch) { return }  // fingers still down
        isTapOpen = false
        timer?.cancel()
        guard touchesInTap == numberOfTouchesRequired else { return fail() }
        let tapTouches = trackedTouches
        let points = tapTouches.map(\.record.downWindowLocation)
        let centroid = CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
                               y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
        if let first = firstTapCentroid {
            if hypot(centroid.x - first.x, centroid.y - first.y) > Self.maximumMovement { return fail() }
        } else {
            firstTapCentroid = centroid
            firstTapPoints = points
        }
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            restartTimer(Self.maximumTapInterval)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fail()
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        touchesInTap = 0
        isTapOpen = false
        firstTapCentroid = nil
        firstTapPoints.removeAll()
        timer = nil
    }

    private func anyMovedTooFar(_ touches: Set<UITouch>) -> Bool {
        for touch in touches where movedTooFar(touch) { return true }
        return false
    }

    private func movedTooFar(_ touch: UITouch) -> Bool {
        let start = touch.record.downWindowLocation
        return hypot(touch.windowLocation.x - start.x, touch.windowLocation.y - start.y) > Self.maximumMovement
    }

    private func restartTimer(_ delay: TimeInterval) {
        timer?.cancel()
        timer = schedule(after: delay) { [weak self] in self?.fail() }
    }

    private func fail() {
        timer?.cancel()
        if state == .possible { state = .failed }
    }
}
