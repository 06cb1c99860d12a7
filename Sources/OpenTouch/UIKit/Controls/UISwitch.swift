import Foundation

/// An on/off switch: toggles on a tap, or follows a drag of its knob, and sends `.valueChanged`
/// then `.primaryActionTriggered` (CTL-7) when the value changes by touch.
///
/// [chosen] A finger that moves more than ``dragDistance`` along the switch is dragging the
/// knob: on release the switch is on when the finger is right of the middle. Shorter moves are
/// a tap, which toggles when it lifts inside the tracking area (CTL-5). Setting ``isOn`` or
/// calling ``setOn(_:animated:)`` sends nothing, as in UIKit.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The size UIKit gives every switch.
    public static let standardSize = CGSize(width: 51, height: 31)
    /// How far a finger must move along the switch to drag the knob, in points [chosen].
    public static let dragDistance: CGFloat = 10

    /// Whether the switch is on.
    open var isOn = false

    private var grabX: CGFloat = 0
    private var isDraggingKnob = false

    /// A switch at `frame`'s origin with the standard size, which UIKit always uses.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.standardSize))
    }

    /// A switch from a storyboard or nib (NIB-2).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the value without sending any event.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        grabX = touch.location(in: self).x
        isDraggingKnob = false
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if abs(touch.location(in: self).x - grabX) > Self.dragDistance { isDraggingKnob = true }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch else { return }
        let newValue: Bool
        if isDraggingKnob {
            newValue = touch.location(in: self).x > bounds.midX
        } else if isTouchInside {
            newValue = !isOn
        } else {
            return
        }
        guard newValue != isOn else { return }
        isOn = newValue
        send(.valueChanged, with: event)
        send(.primaryActionTriggered, with: event)
    }

    /// CTL-8: the switch keeps a single tap, and a pan along its knob, against its ancestors.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        TakeoverPolicy.control(self, letsBegin: gestureRecognizer)
    }

    override var accessibilityKindTraits: UIAccessibilityTraits { [.button, .toggleButton] }

    /// "1" when on, "0" when off, as UIKit's switch says.
    open override var accessibilityValue: String? {
        get { extras?.accessibilityValue ?? (isOn ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }

    /// A switch is 51 × 31 points, as UIKit's is (LAY-3).
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

    /// 51 × 31 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

/// What a switch keeps against its ancestors' recognizers (CTL-8): a single tap, and while it
/// tracks, a pan along its knob.
extension UISwitch: ControlGestureClaiming {
    var gestureClaims: ControlGestureClaims { ControlGestureClaims(whileTracking: [.panAlongX]) }
}
