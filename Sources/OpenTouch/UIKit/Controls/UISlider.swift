import Foundation

/// A slider: a thumb dragged along a track sets ``value`` (a control that tracks only touches
/// that land on its thumb).
///
/// While dragging, `.valueChanged` is sent at every change when ``isContinuous``, otherwise once
/// on release. The thumb keeps the point where the finger grabbed it, so the value does not jump
/// at touch-down. CTL-8: pans and swipes of ancestors that start on the thumb do not begin.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The side of the thumb, in points: UIKit's standard thumb.
    public static let thumbSize: CGFloat = 31

    /// The current value, kept within ``minimumValue``...``maximumValue``.
    open var value: Float {
        get { storedValue }
        set { storedValue = clamp(newValue) }
    }
    /// The lowest value; 0 by default. CTL-10: a minimum above ``maximumValue`` raises the
    /// maximum to it, and the value moves inside the new range.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = clamp(storedValue)
        }
    }
    /// The highest value; 1 by default. CTL-10: a maximum below ``minimumValue`` lowers the
    /// minimum to it, and the value moves inside the new range.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = clamp(storedValue)
        }
    }
    /// Whether `.valueChanged` is sent while dragging (true) or only on release (false).
    open var isContinuous = true

    private var storedValue: Float = 0
    private var grabOffset: CGFloat = 0
    private var valueAtTouchDown: Float = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A slider from a storyboard or nib (NIB-2).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the value without sending any event.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// The track: the whole width, a thin line through the middle.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - 1, width: bounds.width, height: 2)
    }

    /// The thumb for `value`: a square of ``thumbSize`` whose center runs along the track.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = Self.thumbSize
        let centerX = rect.minX + size / 2 + (rect.width - size) * CGFloat(fraction(of: value))
        return CGRect(x: centerX - size / 2, y: rect.midY - size / 2, width: size, height: size)
    }

    private var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self), thumb = currentThumbRect
        guard thumb.contains(point) else { return false }
        grabOffset = point.x - thumb.midX
        valueAtTouchDown = value
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds), size = Self.thumbSize
        let span = track.width - size
        let centerX = touch.location(in: self).x - grabOffset
        let share = span > 0 ? Float((centerX - track.minX - size / 2) / span) : 0
        let newValue = clamp(minimumValue + share * (maximumValue - minimumValue))
        if newValue != value {
            value = newValue
            if isContinuous { send(.valueChanged, with: event) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous && value != valueAtTouchDown { send(.valueChanged, with: event) }
    }

    /// CTL-8: a pan or swipe of an ancestor that starts on the thumb does not begin.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        TakeoverPolicy.control(self, letsBegin: gestureRecognizer)
    }

    private func clamp(_ value: Float) -> Float {
        min(max(value, minimumValue), max(minimumValue, maximumValue))
    }

    private func fraction(of value: Float) -> Float {
        maximumValue > minimumValue ? (value - minimumValue) / (maximumValue - minimumValue) : 0
    }

    override var accessibilityKindTraits: UIAccessibilityTraits { .adjustable }

    /// The value as a whole percentage of the range, as UIKit's slider says.
    open override var accessibilityValue: String? {
        get {
            if let own = extras?.accessibilityValue { return own }
            let span = maximumValue - minimumValue
            return "\(Int((span > 0 ? (value - minimumValue) / span * 100 : 0).rounded()))%"
        }
        set { super.accessibilityValue = newValue }
    }

    /// A slider has no width of its own and is 31 points high, as UIKit's is (LAY-3).
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }
}

/// What a slider keeps against its ancestors' recognizers (CTL-8): no tap; while its thumb is
/// tracked, every pan and a swipe along its track.
extension UISlider: ControlGestureClaiming {
    var gestureClaims: ControlGestureClaims { ControlGestureClaims(keepsSingleTap: false, whileTracking: [.everyPan, .swipeAlongX]) }
}
