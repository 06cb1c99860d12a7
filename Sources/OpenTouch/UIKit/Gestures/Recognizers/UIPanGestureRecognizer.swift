import Foundation

/// Recognizes fingers dragging (continuous): begins once their centroid has moved
/// ``threshold`` points, changes as they move, ends when fewer than
/// ``minimumNumberOfTouches`` remain.
///
/// ``translation(in:)`` is measured from where the fingers went down, so at `.began` it already
/// holds the movement that crossed the threshold [chosen, believed to match UIKit]. Fingers that
/// join or leave do not make the translation jump. GR-20: more fingers than
/// ``maximumNumberOfTouches`` before the pan began make it fail; after it began, the extra
/// fingers are ignored (handed back to the view, GR-14) and the pan goes on.
///
/// ```swift
/// @objc func handlePan(_ pan: UIPanGestureRecognizer) {   // without @objc here
///     card.center.x += pan.translation(in: card.superview).x
///     pan.setTranslation(.zero, in: card.superview)
/// }
/// ```
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// A pan, with its translation, to the take-over rules (CTL-8).
    override var takeoverGesture: TakeoverGesture { .pan }
    override func takeoverMovement(in view: UIView) -> CGPoint { translation(in: view) }

    /// How far the centroid must move before the pan begins, in points [measured].
    public static let threshold: CGFloat = 10
    /// How far back velocity looks, in seconds [chosen].
    static let velocityWindow: TimeInterval = 0.1

    /// The fewest fingers that pan; 1 by default.
    @exclusivity(unchecked) open var minimumNumberOfTouches = 1
    /// The most fingers that pan; unlimited by default.
    @exclusivity(unchecked) open var maximumNumberOfTouches = Int.max

    /// Where the translation is measured from, in window coordinates.
    @exclusivity(unchecked) private var origin: CGPoint = .zero
    @exclusivity(unchecked) private var samples: [(time: TimeInterval, point: CGPoint)] = []
    @exclusivity(unchecked) private var windowVelocity: CGPoint = .zero

    /// The movement since the fingers went down (or since ``setTranslation(_:in:)``), in `view`'s coordinates.
    open func translation(in view: UIView?) -> CGPoint {
        let current = location(in: nil)
        let a = convertFromWindow(current, to: view), b = convertFromWindow(origin, to: view)
        return CGPoint(x: a.x - b.x, y: a.y - b.y)
    }

    /// Makes the translation read `translation` in `view`'s coordinates from here on, and resets velocity.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = location(in: nil)
        let inView = convertFromWindow(current, to: view)
        let originInView = CGPoint(x: inView.x - translation.x, y: inView.y - translation.y)
        origin = convertToWindow(originInView, from: view)
        let time = samples.last?.time ?? trackedTouches.first?.timestamp ?? 0
        // Kept storage: a drag that moves its view calls this on every frame.
        let translationNow = self.translation(in: nil)
        samples.removeAll(keepingCapacity: true)
        samples.append((time, translationNow))
        windowVelocity = .zero
    }

    /// How fast the fingers move, in points per second in `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint {
        let base = location(in: nil)
        let a = convertFromWindow(CGPoint(x: base.x + windowVelocity.x, y: base.y + windowVelocity.y), to: view)
        let b = convertFromWindow(base, to: view)
        return CGPoint(x: a.x - b.x, y: a.y - b.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let before = trackedTouches.filter { !touches.contains($0) }
        if state == .possible && trackedTouches.count > maximumNumberOfTouches {
            state = .failed
            return
        }
        // Once the pan has begun, the latest fingers beyond the maximum go back to the view.
        for touch in trackedTouches.reversed() where touches.contains(touch) && trackedTouches.count > maximumNumberOfTouches {
            ignore(touch, for: event)
        }
        keepTranslationSteady(from: before, to: trackedTouches)
        record(time: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        record(time: event.timestamp)
        let moved = translation(in: nil)
        advanceContinuousGesture(pastThreshold: trackedTouches.count >= minimumNumberOfTouches && hypot(moved.x, moved.y) >= Self.threshold)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        record(time: event.timestamp)
        let remaining = trackedTouches.filter { !touches.contains($0) }
        switch state {
        case .possible:
            if remaining.isEmpty { state = .failed }
        case .began, .changed:
            if remaining.count < minimumNumberOfTouches { state = .ended }
        default:
            break
        }
        if !remaining.isEmpty { keepTranslationSteady(from: trackedTouches, to: remaining) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: true)
    }

    open override func reset() {
        super.reset()
        origin = .zero
        samples.removeAll(keepingCapacity: true)
        windowVelocity = .zero
    }

    /// When the set of fingers changes, the centroid jumps; move the origin with it.
    private func keepTranslationSteady(from old: [UITouch], to new: [UITouch]) {
        let newCentroid = RecognizerRecord.centroid(of: new)
        guard !old.isEmpty else {
            origin = newCentroid
            return
        }
        let oldCentroid = RecognizerRecord.centroid(of: old)
        origin.x += newCentroid.x - oldCentroid.x
        origin.y += newCentroid.y - oldCentroid.y
    }

    /// Velocity from the translation over the last ``velocityWindow`` seconds.
    private func record(time: TimeInterval) {
        let point = translation(in: nil)
        samples.append((time, point))
        while samples.count > 2, let second = samples.dropFirst().first, time - second.time >= Self.velocityWindow {
            samples.removeFirst()
        }
        guard let first = samples.first, time > first.time else { return }
        let span = time - first.time
        windowVelocity = CGPoint(x: (point.x - first.point.x) / span, y: (point.y - first.point.y) / span)
    }

    private func convertToWindow(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window, view !== window else { return point }
        return window.convert(point, from: view as UIView?)
    }
}

/// A pan that must start near one of the window's ``edges`` (continuous).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How close to an edge the first finger must land, in points [chosen].
    public static let edgeDistance: CGFloat = 20

    /// The edges the pan may start from; none by default, as in UIKit.
    open var edges: UIRectEdge = []

    /// Only the first finger drives an edge pan: any other is ignored (GR-14), so that
    /// `numberOfTouches` stays 1 and a second finger changes nothing, as on iOS.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let earlier = trackedTouches.filter { !touches.contains($0) }
        let extra = earlier.isEmpty ? Array(touches.sorted { $0.timestamp < $1.timestamp }.dropFirst()) : Array(touches)
        for touch in extra { ignore(touch, for: event) }
        let kept = touches.subtracting(extra)
        guard !kept.isEmpty else { return }
        let isFirst = earlier.isEmpty
        super.touchesBegan(kept, with: event)
        guard isFirst, state == .possible, let window = view?.window else { return }
        let point = location(in: window), bounds = window.bounds, reach = Self.edgeDistance
        let nearEdge = (edges.contains(.left) && point.x - bounds.minX <= reach)
            || (edges.contains(.right) && bounds.maxX - point.x <= reach)
            || (edges.contains(.top) && point.y - bounds.minY <= reach)
            || (edges.contains(.bottom) && bounds.maxY - point.y <= reach)
        if !nearEdge { state = .failed }
    }

    /// A finger that sets off along the edge rather than away from it is not an edge pan
    /// (chosen: UIKit's edge pans need the first movement to be mostly across the edge, so that a
    /// vertical drag by the left edge scrolls the list instead of going back).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            let moved = translation(in: nil)
            if hypot(moved.x, moved.y) >= Self.threshold {
                let horizontalEdge = edges.contains(.left) || edges.contains(.right)
                let across = horizontalEdge ? abs(moved.x) : abs(moved.y), along = horizontalEdge ? abs(moved.y) : abs(moved.x)
                if along > across {
                    state = .failed
                    return
                }
            }
        }
        super.touchesMoved(touches, with: event)
    }
}
