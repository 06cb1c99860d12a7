import Foundation
import Synchronization

/// One finger on the screen, the same object from touch-down to lift (TCH-2).
///
/// The touch keeps the view it first landed on for its whole life, even after the finger has
/// left that view (HIT-7). Locations are kept in window coordinates and converted on request
/// through every transform on the way (TCH-3).
///
/// ```swift
/// override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
///     guard let touch = touches.first else { return }
///     let step = touch.location(in: self) - touch.previousLocation(in: self)
/// }
/// ```
@preconcurrency @MainActor
public final class UITouch: Hashable {
    /// Where a touch is in its life (TCH-1). Raw values are UIKit's.
    public enum Phase: Int, Sendable, CustomStringConvertible {
        case began = 0, moved, stationary, ended, cancelled
        case regionEntered, regionMoved, regionExited

        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .regionEntered: "regionEntered"
            case .regionMoved: "regionMoved"
            case .regionExited: "regionExited"
            }
        }
    }

    /// What made the touch. Raw values are UIKit's.
    public enum TouchType: Int, Sendable, CaseIterable, CustomStringConvertible {
        case direct = 0, indirect, pencil, indirectPointer

        /// Apple Pencil's other name in UIKit.
        public static var stylus: TouchType { .pencil }

        public var description: String {
            switch self {
            case .direct: "direct"
            case .indirect: "indirect"
            case .pencil: "pencil"
            case .indirectPointer: "indirectPointer"
            }
        }
    }

    // `@exclusivity(unchecked)` on hot stored properties: they are only used on the main actor and
    // never through overlapping inout accesses, and the run-time checks were a quarter of the
    // instructions of a moved touch (see BENCHMARKS.md).
    /// The phase of the touch's latest change; while a view hears a phase that was held back, the
    /// phase it hears (GR-12, GR-13).
    public internal(set) var phase: Phase {
        get { replayed?.phase ?? currentPhase }
        set { currentPhase = newValue }
    }
    /// The phase the input gave the touch last.
    @exclusivity(unchecked) private var currentPhase: Phase = .began

    /// What a view hears of the touch while a phase held back from it is delivered late (GR-12,
    /// GR-13): the phase, and for a late beginning the place the touch went down. The public
    /// answers (`phase`, `location(in:)`, `previousLocation(in:)`) come from it for that call;
    /// the touch's own state, which the delivery and recognizers read, is never rewritten.
    struct Replayed {
        var phase: Phase
        var windowLocation: CGPoint
        var previousWindowLocation: CGPoint
    }
    @exclusivity(unchecked) var replayed: Replayed?

    /// The view the touch landed on, fixed when it began (HIT-7); nil when it landed on no view.
    @exclusivity(unchecked) public internal(set) var view: UIView?

    /// The window the touch is in.
    @exclusivity(unchecked) public internal(set) var window: UIWindow?

    /// Taps in quick succession at about the same place, counting this one (TCH-4).
    @exclusivity(unchecked) public internal(set) var tapCount: Int = 1

    /// When the touch last changed, in seconds on the application clock (TCH-5).
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval = 0

    /// The pressure, where 1.0 is an average touch; 0 when the input has no force (TCH-5).
    @exclusivity(unchecked) public internal(set) var force: CGFloat = 0

    /// TCH-5: a finger's maximum possible force on force-sensing screens.
    static let fingerMaximumPossibleForce: CGFloat = 400.0 / 60.0

    /// GR-17: Apple Pencil's maximum possible force, as devices report it (measured: 25/6 ≈ 4.17).
    static let pencilMaximumPossibleForce: CGFloat = 25.0 / 6.0

    /// The largest force the input can report: 400/60 for a finger with force, 0 without (TCH-5).
    @exclusivity(unchecked) public internal(set) var maximumPossibleForce: CGFloat = 0

    /// The contact radius of a finger that reports none, in points [chosen: an adult fingertip].
    nonisolated static let typicalMajorRadius: CGFloat = 20
    /// The tolerance of ``typicalMajorRadius``, in points [chosen].
    nonisolated static let typicalMajorRadiusTolerance: CGFloat = 5

    /// The radius of the contact, in points.
    @exclusivity(unchecked) public internal(set) var majorRadius: CGFloat = UITouch.typicalMajorRadius

    /// How far ``majorRadius`` may be off, in points.
    @exclusivity(unchecked) public internal(set) var majorRadiusTolerance: CGFloat = UITouch.typicalMajorRadiusTolerance

    /// What made the touch: `.direct` for a finger, `.pencil` for a stylus (GR-17).
    @exclusivity(unchecked) public internal(set) var type: TouchType = .direct

    /// A stylus's angle to the screen, from 0 (flat) to π/2 (upright); π/2 for a finger, as in UIKit.
    @exclusivity(unchecked) public internal(set) var altitudeAngle: CGFloat = .pi / 2

    /// The stylus's azimuth in window coordinates, clockwise from the x axis.
    @exclusivity(unchecked) var azimuthAngleInWindow: CGFloat = 0

    /// The direction a stylus points on the screen, in `view`'s coordinates (radians clockwise
    /// from its x axis); 0 for a finger.
    public func azimuthAngle(in view: UIView?) -> CGFloat {
        let vector = azimuthUnitVector(in: view)
        return atan2(vector.dy, vector.dx)
    }

    /// The direction a stylus points, as a unit vector in `view`'s coordinates.
    public func azimuthUnitVector(in view: UIView?) -> CGVector {
        guard type == .pencil else { return CGVector(dx: 1 as CGFloat, dy: 0 as CGFloat) }
        let start = location(in: view)
        let here = replayed?.windowLocation ?? windowLocation
        let tipInWindow = CGPoint(x: here.x + cos(azimuthAngleInWindow), y: here.y + sin(azimuthAngleInWindow))
        let tip = view.map { $0.convert(tipInWindow, from: window as UIView?) } ?? tipInWindow
        let dx = tip.x - start.x, dy = tip.y - start.y, length = (dx * dx + dy * dy).squareRoot()
        return length > 0 ? CGVector(dx: dx / length, dy: dy / length) : CGVector(dx: 1 as CGFloat, dy: 0 as CGFloat)
    }

    /// The current location, in window coordinates.
    @exclusivity(unchecked) var windowLocation: CGPoint = .zero

    /// The location at the previous delivery, in window coordinates.
    @exclusivity(unchecked) var previousWindowLocation: CGPoint = .zero

    /// Samples the hardware merged into this delivery, oldest first (TCH-6).
    @exclusivity(unchecked) var coalescedSamples: [UITouch] = []

    /// Where the input expects the finger to go next (TCH-6).
    @exclusivity(unchecked) var predictedSamples: [UITouch] = []

    /// The delivery's bookkeeping for this touch (``TouchRecord``), made by the delivery with the
    /// touch: nothing of it is UIKit's.
    let record: TouchRecord

    /// The recognizers receiving the touch (GR-1); nil when there are none.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        record.recognizers.count == 0 ? nil : record.recognizers.array
    }

    init(record: TouchRecord) {
        self.record = record
        UITouch.liveCount.wrappingAdd(1, ordering: .relaxed)
    }

    deinit {
        UITouch.liveCount.wrappingAdd(-1, ordering: .relaxed)
    }

    /// How many touches are alive, copies included (``LiveObjects``).
    nonisolated static let liveCount = Atomic<Int>(0)

    /// A frozen copy for `coalescedTouches` and `predictedTouches`.
    func sample(at location: CGPoint, timestamp: TimeInterval) -> UITouch {
        let copy = UITouch(record: TouchRecord(finger: nil))
        copy.phase = phase
        copy.view = view
        copy.window = window
        copy.tapCount = tapCount
        copy.timestamp = timestamp
        copy.force = force
        copy.maximumPossibleForce = maximumPossibleForce
        copy.majorRadius = majorRadius
        copy.majorRadiusTolerance = majorRadiusTolerance
        copy.type = type
        copy.windowLocation = location
        copy.previousWindowLocation = windowLocation
        copy.record.viewDelivery = .withheld(.sample)
        copy.record.finish()
        return copy
    }

    /// The current location in `view`'s coordinates, or the window's when `view` is nil (TCH-3).
    public func location(in view: UIView?) -> CGPoint {
        convert(replayed?.windowLocation ?? windowLocation, to: view)
    }

    /// The location at the previous delivery, in `view`'s coordinates (TCH-3).
    public func previousLocation(in view: UIView?) -> CGPoint {
        convert(replayed?.previousWindowLocation ?? previousWindowLocation, to: view)
    }

    /// The location, as exact as the input reports it; simulated input is exact already.
    public func preciseLocation(in view: UIView?) -> CGPoint {
        location(in: view)
    }

    /// The previous location, as exact as the input reports it.
    public func precisePreviousLocation(in view: UIView?) -> CGPoint {
        previousLocation(in: view)
    }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, view !== window else { return point }
        guard let window else { return point }
        return view.convert(point, from: window as UIView?)
    }

    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool {
        lhs === rhs
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

// MARK: The delivery's record of a touch

/// The delivery's bookkeeping for one touch: what its view has heard and where it is in its life
/// (TCH-1, TCH-7..9, GR-1, GR-11..13).
///
/// `UITouch` carries only what UIKit declares; everything the delivery needs to remember about
/// a touch lives here. The delivery makes the record with the touch and hands the touch a
/// pointer to it (not a dictionary look-up, so a move costs no hashing). It is declared beside
/// `UITouch`, which holds it, so that the touch does not name the engine that fills it in. The
/// recognizers holding the touch are kept here, as UIKit's touch keeps them, so that they are
/// found from the touch and not by a search of the arena.
@MainActor
final class TouchRecord {
    // `@exclusivity(unchecked)` on hot stored properties: they are only used on the main actor and
    // never through overlapping inout accesses, and the run-time checks were a quarter of the
    // instructions of a moved touch (see BENCHMARKS.md).

    /// The input's number for the finger, for traces and recordings.
    let finger: Int?

    /// Where the touch went down, in its window's coordinates (a tap's and a long press's
    /// allowable movement is measured from here, GR-18).
    @exclusivity(unchecked) var downWindowLocation: CGPoint = .zero

    /// What the touch's view hears of it; decided when the touch begins (TCH-7, TCH-8).
    @exclusivity(unchecked) var viewDelivery: TouchViewDelivery = .undecided

    /// Whether the view has heard `touchesBegan` for this touch (so a cancel is owed, not a drop).
    @exclusivity(unchecked) var viewHasBegun = false

    /// Phases held back from the view by recognizers (GR-12, GR-13), oldest first.
    @exclusivity(unchecked) var heldPhases: [UITouch.Phase] = []
    /// Whether the last phase replayed was a late `began`, so that the next replayed move
    /// starts from where the touch went down (GR-12).
    @exclusivity(unchecked) var replayedBeganLate = false

    /// The grouping pass that last picked this touch for its view's call; keeps one touch from
    /// being delivered twice in a pass when callbacks change other touches.
    @exclusivity(unchecked) var groupMark: UInt64 = 0

    /// Whether the touch is over: ended, cancelled, or cut off by the system. It stays in its
    /// event's list until the cycle closes, and its view may still hear of it after that if a
    /// recognizer holds its ended phase (GR-13).
    @exclusivity(unchecked) private(set) var isFinished = false

    /// Whether the finished touch is out of its event's list (the cycle it finished in has
    /// closed), so that a cancel reaches its view alone and not with the event's touches (GR-13).
    @exclusivity(unchecked) var hasLeftEvent = false

    /// Whether the recognizers of the views under the touch have been offered it (GR-1).
    @exclusivity(unchecked) var isOffered = false

    /// The recognizers holding the touch (GR-1, GR-2): those that received it and have not been
    /// reset or let it go, in the order they received it, which is the order they joined the
    /// arena. Written only beside the recognizer's own list of its touches
    /// (``RecognizerRecord/track(_:by:)``, ``RecognizerRecord/forget(_:)``,
    /// ``RecognizerRecord/clear()``), so that the two sides always agree.
    @exclusivity(unchecked) var recognizers = TouchRecognizerList()

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

/// The recognizers holding one touch, in the order they received it (GR-1, GR-2).
///
/// A touch is new with every gesture, and is most often held by one or two recognizers (a tap and
/// a pan on its view): those two are kept inline and only a third makes storage. An array of
/// its own made every press dearer by an allocation and its growth (BENCHMARKS.md, round four).
@MainActor
struct TouchRecognizerList {
    // Unowned(unsafe), not strong: a recognizer's references count on its slow path (it has weak
    // references), and retaining it twice a press showed in the benchmarks. It cannot dangle: a
    // recognizer holding a touch is in play in its arena, which keeps it, and it leaves every
    // touch's list when it lets the touch go or is reset (`RecognizerRecord`), before the arena
    // lets it go; a delivery that goes resets the records of its arena first.
    private unowned(unsafe) var first: UIGestureRecognizer?
    private unowned(unsafe) var second: UIGestureRecognizer?
    private var rest: [UIGestureRecognizer] = []

    /// How many recognizers hold the touch.
    private(set) var count = 0

    /// The recognizer at `index`, counted from the first to receive the touch.
    subscript(index: Int) -> UIGestureRecognizer {
        switch index {
        case 0: first.unsafelyUnwrapped
        case 1: second.unsafelyUnwrapped
        default: rest[index - 2]
        }
    }

    /// The recognizers, first to last, as UIKit's `UITouch.gestureRecognizers` hands them out.
    var array: [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        result.reserveCapacity(count)
        for index in 0..<count { result.append(self[index]) }
        return result
    }

    /// `recognizer` received the touch, after those that hold it already.
    mutating func append(_ recognizer: UIGestureRecognizer) {
        switch count {
        case 0: first = recognizer
        case 1: second = recognizer
        default: rest.append(recognizer)
        }
        count += 1
    }

    /// The recognizer whose record is `record` holds the touch no more (it let it go, or was reset).
    mutating func remove(_ record: RecognizerRecord) {
        // One or two recognizers, the common case: no subscript and no array.
        if count <= 2 {
            if count == 2, second.unsafelyUnwrapped.record === record {
                second = nil
                count = 1
            }
            if count >= 1, first.unsafelyUnwrapped.record === record {
                first = second
                second = nil
                count -= 1
            }
            return
        }
        var index = 0
        while index < count {
            if self[index].record === record { remove(at: index) } else { index += 1 }
        }
    }

    /// Removes the recognizer at `index`; those after it move up one place.
    private mutating func remove(at index: Int) {
        if index == 0 { first = second }
        if index <= 1 { second = rest.isEmpty ? nil : rest.removeFirst() } else { rest.remove(at: index - 2) }
        count -= 1
    }
}
