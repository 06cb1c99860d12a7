import Foundation

/// What a date picker's faces share: the style shown, the value kept within its limits, the
/// calendar they count in, and a finger's picks sent as `.valueChanged` (PKR-4, PKR-5).
extension UIDatePicker {
    /// PKR-5: `.automatic` is compact on a phone; a countdown and a month-and-year picker show
    /// wheels whatever is asked; an inline time is compact, as in UIKit.
    var resolvedStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer || datePickerMode == .yearAndMonth { return .wheels }
        switch preferredDatePickerStyle {
        case .automatic: return .compact
        case .inline: return datePickerMode == .time ? .compact : .inline
        case .wheels, .compact: return preferredDatePickerStyle
        }
    }

    /// The calendar counted in, with the picker's time zone and locale.
    var effectiveCalendar: Calendar {
        var counting = calendar ?? .current
        counting.timeZone = timeZone ?? .current
        counting.locale = locale ?? .current
        return counting
    }

    /// Whether the mode picks minutes, so that the value keeps to the minute interval.
    private var picksMinutes: Bool { datePickerMode == .time || datePickerMode == .dateAndTime }

    /// `date` rounded to the nearest minute interval when the mode picks minutes, and kept
    /// between the limits (PKR-4).
    func fitted(_ date: Date) -> Date {
        var result = date
        if picksMinutes, roundsToMinuteInterval {
            let step = TimeInterval(60 * minuteInterval)
            let start = effectiveCalendar.dateInterval(of: .hour, for: date)?.start ?? date
            result = start.addingTimeInterval(((date.timeIntervalSince(start)) / step).rounded() * step)
        }
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }

    /// The limits or the interval changed: the value moves inside them, sending nothing.
    func refitDate() {
        let fitted = fitted(date)
        if fitted != date { setDate(fitted, animated: false) } else { face?.reload() }
    }

    /// A finger picked `picked` (PKR-4): kept within the limits (the face turns back to them),
    /// and `.valueChanged` sent when the value changed.
    func pick(_ picked: Date) {
        let new = fitted(picked)
        let changed = new != date
        setDate(new, animated: true)
        guard changed else { return }
        trace?.recordControl(self, "picks \(new)", reason: "a finger changed the value (PKR-4)")
        send(.valueChanged, with: nil)
    }

    /// A finger picked a countdown of `seconds` (PKR-4); a countdown of nothing becomes one
    /// interval, as UIKit's wheels turn back from zero.
    func pickDuration(_ seconds: TimeInterval) {
        let old = countDownDuration
        countDownDuration = max(seconds, TimeInterval(60 * minuteInterval))
        guard countDownDuration != old else { return }
        send(.valueChanged, with: nil)
    }

    /// Makes the face of the style shown, replacing the old one.
    func rebuild() {
        face?.remove()
        switch resolvedStyle {
        case .wheels, .automatic: face = DateWheels(owner: self)
        case .compact: face = CompactDateFace(owner: self)
        case .inline: face = InlineDateFace(owner: self)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}

/// How a date picker shows its value: wheels, compact buttons or an inline calendar (PKR-5).
@MainActor
protocol DatePickerFace: AnyObject {
    /// The picker's size for this face.
    var intrinsicSize: CGSize { get }
    func layout(in bounds: CGRect)
    /// The value changed in code (or was kept within the limits): show it.
    func show(animated: Bool)
    /// The locale, calendar, time zone, interval or limits changed: make the views again.
    func reload()
    /// The style changed: take the face's views away.
    func remove()
}

/// The sizes UIKit keeps private for date pickers, chosen and written in one place (PKR-5).
@MainActor
enum DatePickerMetrics {
    /// An inline calendar: 320 × 330 points [chosen, close to iOS's].
    static let calendarSize = CGSize(width: 320, height: 330)
    /// The row of an inline date and time picker that holds the time button [chosen].
    static let timeRowHeight: CGFloat = 44
    /// A compact button's height, and the room around its text [chosen, as iOS's capsule].
    static let compactHeight: CGFloat = 34
    static let compactPadding: CGFloat = 12
    static let compactGap: CGFloat = 6
}
