import Foundation

/// Recognizes a quick stroke in one of the allowed ``direction``s (discrete).
///
/// It recognizes when the movement along a direction reaches ``minimumDistance`` within
/// ``maximumDuration`` while the movement across it stays under the movement along it
/// [measured/chosen]. [chosen] The across-check starts once the fingers have moved
/// ``slop`` points, so that the first jitter of a touch does not fail it; lifting first,
/// running out of time or more fingers than required fail it.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// A swipe, along the axes of its directions, to the take-over rules (CTL-8).
    override var takeoverGesture: TakeoverGesture {
        .swipe(alongX: !direction.isDisjoint(with: [.left, .right]), alongY: !direction.isDisjoint(with: [.up, .down]))
    }

    /// Directions of a swipe. Raw values are UIKit's.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Toward the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Toward the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Up.
        public static let up = Direction(rawValue: 1 << 2)
        /// Down.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// How far the fingers must travel along the direction, in points.
    public static let minimumDistance: CGFloat = 50
    /// How long the stroke may take, in seconds.
    public static let maximumDuration: TimeInterval = 0.5
    /// How far the fingers move before the across-movement is judged, in points [chosen].
    public static let slop: CGFloat = 10

    /// The allowed directions; `.right` by default.
    open var direction: Direction = .right
    /// How many fingers swipe; 1 by default.
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?
    private var timer: ScheduledWork?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if start == nil {
            timer = schedule(after: Self.maximumDuration) { [weak self] in self?.fail() }
        }
        start = super.location(in: nil)
        if trackedTouches.count > numberOfTouchesRequired { fail() }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, trackedTouches.count == numberOfTouchesRequired, let start else { return }
        let now = super.location(in: nil)
        let dx = now.x - start.x, dy = now.y - start.y
        var fitsSomeDirection = false
        for (allowed, ux, uy) in [(Direction.right, 1.0, 0.0), (.left, -1.0, 0.0), (.down, 0.0, 1.0), (.up, 0.0, -1.0)]
        where direction.contains(allowed) {
            let along = dx * ux + dy * uy, across = abs(dx * uy - dy * ux)
            guard across < along else { continue }
            if along >= Self.minimumDistance {
                timer?.cancel()
                state = .recognized
                return
            }
            fitsSomeDirection = true
        }
        if !fitsSomeDirection && hypot(dx, dy) >= Self.slop { fail() }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fail()
    }

    /// GR-11: where the swipe began (the fingers' centroid then), in `view`'s coordinates, as
    /// UIKit reports it; the current centroid before any touch.
    open override func location(in view: UIView?) -> CGPoint {
        guard let start else { return super.location(in: view) }
        return convertFromWindow(start, to: view)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fail()
    }

    open override func reset() {
        super.reset()
        start = nil
        timer = nil
    }

    private func fail() {
        timer?.cancel()
        if state == .possible { state = .failed }
    }
}
