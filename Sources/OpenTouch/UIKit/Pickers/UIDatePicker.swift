import Foundation

/// A control for picking a date, a time, both, or a countdown's length, in wheels, as a compact
/// button that opens a calendar or time wheels, or as an inline calendar (PKR-4..7).
///
/// `.valueChanged` is sent when a finger changes the value: a wheel coming to rest, a day tapped
/// in a calendar. Setting ``date`` or ``countDownDuration`` in code sends nothing. The value is
/// kept between ``minimumDate`` and ``maximumDate``, and on ``minuteInterval``.
///
/// ```swift
/// let picker = UIDatePicker()
/// picker.datePickerMode = .date
/// picker.preferredDatePickerStyle = .wheels
/// picker.addTarget(self, action: Selector(Settings.dateChanged), for: .valueChanged)
/// ```
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What a date picker picks (PKR-4). Raw values are UIKit's.
    public enum Mode: Int, Sendable, Hashable {
        /// Hours and minutes (and AM/PM where the locale uses it).
        case time = 0
        /// Month, day and year, in the locale's order.
        case date = 1
        /// A day, hours and minutes.
        case dateAndTime = 2
        /// Hours and minutes of a duration: ``UIDatePicker/countDownDuration``.
        case countDownTimer = 3
        /// Month and year.
        case yearAndMonth = 4
    }

    private var storedDate: Date
    private var storedDuration: TimeInterval = 0
    /// What shows the value: the wheels, the compact buttons or the inline calendar (PKR-5).
    var face: DatePickerFace?

    public override init(frame: CGRect) {
        storedDate = Date()
        super.init(frame: frame)
        rebuild()
    }

    /// A date picker from a storyboard or nib (NIB-2), showing today.
    public required init?(coder: NSCoder) {
        storedDate = Date()
        super.init(coder: coder)
        rebuild()
    }

    /// What the picker picks; `.dateAndTime` by default (PKR-4).
    open var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { rebuild() } }
    }

    /// The style asked for; `.automatic` by default (PKR-5).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { if preferredDatePickerStyle != oldValue { rebuild() } }
    }

    /// The style shown (PKR-5): `.automatic` is `.compact` on a phone, except that a countdown
    /// and month-and-year picker always shows wheels, as UIKit's do; an inline time is compact.
    open var datePickerStyle: UIDatePickerStyle { resolvedStyle }

    /// The date shown and picked, kept within the limits and on the minute interval (PKR-4).
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }

    /// Shows `date` (kept within the limits), turning the wheels when `animated`; sends nothing (PKR-4).
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = fitted(date)
        face?.show(animated: animated)
    }

    /// The earliest date a finger may pick; nil for none (PKR-4).
    open var minimumDate: Date? {
        didSet { refitDate() }
    }

    /// The latest date a finger may pick; nil for none (PKR-4).
    open var maximumDate: Date? {
        didSet { refitDate() }
    }

    /// The step of the minutes wheel, between 1 and 30 and dividing 60; any other value is
    /// ignored and 1 kept, as UIKit documents (PKR-4).
    open var minuteInterval: Int {
        get { storedInterval }
        set {
            storedInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1
            face?.reload()
            refitDate()
        }
    }
    private var storedInterval = 1

    /// Whether ``date`` is rounded to the nearest ``minuteInterval``; true by default (PKR-4).
    open var roundsToMinuteInterval = true

    /// A countdown picker's length in seconds, less than a day, on the minute interval (PKR-4).
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set {
            let step = TimeInterval(60 * minuteInterval)
            storedDuration = min(max(0, (newValue / step).rounded(.down) * step), 86_400 - step)
            face?.show(animated: false)
        }
    }

    /// The locale of the wheels' order, names and hour cycle; nil for the current one (PKR-4).
    open var locale: Locale? {
        didSet { face?.reload() }
    }

    /// The calendar the wheels and the calendar view count in; the current one by default (PKR-4).
    open var calendar: Calendar! {
        get { storedCalendar ?? .current }
        set {
            storedCalendar = newValue
            face?.reload()
        }
    }
    private var storedCalendar: Calendar?

    /// The time zone the date is shown in; nil for the current one (PKR-4).
    open var timeZone: TimeZone? {
        didSet { face?.reload() }
    }

    /// The size the style takes (PKR-5): wheels 320 × 216, an inline calendar 320 × 330 (with
    /// a time row for a date and time), compact buttons as wide as their text.
    open override var intrinsicContentSize: CGSize {
        face?.intrinsicSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Lays the style's views out in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        face?.layout(in: bounds)
    }
}

/// How a date picker shows its value (PKR-5). Raw values are UIKit's.
public enum UIDatePickerStyle: Int, Sendable, Hashable {
    /// The system's choice for the mode and the device.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// A button showing the value, whose tap opens a calendar or time wheels.
    case compact = 2
    /// A calendar (and a time button) in place.
    case inline = 3
}
