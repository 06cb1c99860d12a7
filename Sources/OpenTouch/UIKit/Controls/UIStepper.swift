import Foundation

/// A stepper: a minus half and a plus half that change ``value`` by ``stepValue``, once at
/// touch-down and then repeatedly while the finger stays down (``autorepeat``), on the
/// application clock.
///
/// [chosen] Repeats start ``autorepeatDelay`` after touch-down and come every
/// ``autorepeatInterval`` while the finger is inside the tracking area. With ``wraps``, a step
/// past one end lands on the other.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The size UIKit gives every stepper.
    public static let standardSize = CGSize(width: 94, height: 32)
    /// How long a finger must stay down before steps repeat, in seconds [chosen].
    public static let autorepeatDelay: TimeInterval = 0.5
    /// The time between repeated steps, in seconds [chosen].
    public static let autorepeatInterval: TimeInterval = 0.1

    /// The current value, kept within ``minimumValue``...``maximumValue``.
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    /// The lowest value; 0 by default.
    open var minimumValue: Double = 0 { didSet { value = storedValue } }
    /// The highest value; 100 by default.
    open var maximumValue: Double = 100 { didSet { value = storedValue } }
    /// The change of one step; 1 by default.
    open var stepValue: Double = 1
    /// Whether stepping past one end continues from the other; false by default.
    open var wraps = false
    /// Whether holding a half repeats its step; true by default.
    open var autorepeat = true
    /// Whether `.valueChanged` is sent at every step (true) or once on release (false).
    open var isContinuous = true

    private var storedValue: Double = 0
    private var direction: Double = 1
    private var valueAtTouchDown: Double = 0
    private var repeater: ScheduledWork?

    /// A stepper at `frame`'s origin with the standard size, which UIKit always uses.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.standardSize))
    }

    /// A stepper from a storyboard or nib (NIB-2).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        direction = touch.location(in: self).x < bounds.midX ? -1 : 1
        valueAtTouchDown = value
        step(with: event)
        if autorepeat { scheduleRepeat(after: Self.autorepeatDelay) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finish(with: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        finish(with: event)
    }

    /// CTL-8: the stepper keeps a single tap against its ancestors.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        TakeoverPolicy.control(self, letsBegin: gestureRecognizer)
    }

    private func finish(with event: UIEvent?) {
        repeater?.cancel()
        repeater = nil
        if !isContinuous && value != valueAtTouchDown { send(.valueChanged, with: event) }
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        let clock = (window?.application ?? UIApplication.shared).clock
        repeater = clock.schedule(after: delay, label: "\(self.trace?.name(of: self) ?? "UIStepper") autorepeat") { [weak self] in
            guard let self, self.isTracking else { return }
            if self.isTouchInside { self.step(with: self.window?.application?.touchEvent) }
            self.scheduleRepeat(after: Self.autorepeatInterval)
        }
    }

    private func step(with event: UIEvent?) {
        var next = value + direction * stepValue
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != value else { return }
        value = next
        if isContinuous { send(.valueChanged, with: event) }
    }

    /// A stepper is 94 × 32 points, as UIKit's is (LAY-3).
    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }

    /// 94 × 32 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
