import Foundation

/// A date picker's wheels: a picker view whose components are the mode's fields in the locale's
/// order, turned to the value, and read back into a date when a finger turns one (PKR-6).
@MainActor
final class DateWheels: DatePickerFace, UIPickerViewDataSource, UIPickerViewDelegate {
    /// One wheel's field.
    enum Field: Equatable {
        case month, day, year, days, hour12, hour24, minute, meridiem, countHours, countMinutes
    }

    unowned let owner: UIDatePicker
    let picker = UIPickerView(frame: .zero)
    private let mode: UIDatePicker.Mode
    private(set) var fields: [Field] = []
    /// The day of the first row of a date-and-time picker's day wheel.
    private var firstDay = Date()
    /// [chosen] The day wheel runs ten years (3,653 days) either side of the date shown at load.
    static let dayRange = 3653

    /// Wheels for `owner`, for its mode or, in a compact picker's time popup, for `mode`.
    init(owner: UIDatePicker, mode: UIDatePicker.Mode? = nil, in container: UIView? = nil) {
        self.owner = owner
        self.mode = mode ?? owner.datePickerMode
        picker.dataSource = self
        picker.delegate = self
        (container ?? owner).addSubview(picker)
        reload()
    }

    var intrinsicSize: CGSize { UIPickerView.standardSize }

    func layout(in bounds: CGRect) { picker.frame = bounds }

    func remove() { picker.removeFromSuperview() }

    func reload() {
        let calendar = owner.effectiveCalendar
        fields = Self.fields(for: mode, locale: calendar.locale ?? .current)
        let today = calendar.startOfDay(for: owner.date)
        firstDay = calendar.date(byAdding: .day, value: -Self.dayRange, to: today) ?? today
        picker.reloadAllComponents()
        show(animated: false)
    }

    /// PKR-6: the fields of `mode`, in the order `locale` writes them: month, day and year as
    /// its dates do; the hour, minutes and AM/PM as its times do (no AM/PM in a 24-hour locale).
    static func fields(for mode: UIDatePicker.Mode, locale: Locale) -> [Field] {
        func ordered(_ template: String, _ letters: [(Character, Field)]) -> [Field] {
            let format = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
            return letters.sorted { (format.firstIndex(of: $0.0) ?? format.endIndex) < (format.firstIndex(of: $1.0) ?? format.endIndex) }.map(\.1)
        }
        let timeFormat = DateFormatter.dateFormat(fromTemplate: "jm", options: 0, locale: locale) ?? "h:mm a"
        let time: [Field] = timeFormat.contains("a") ? ordered("jma", [("h", .hour12), ("m", .minute), ("a", .meridiem)]) : [.hour24, .minute]
        switch mode {
        case .date: return ordered("yMMMMd", [("M", .month), ("d", .day), ("y", .year)])
        case .time: return time
        case .dateAndTime: return [.days] + time
        case .countDownTimer: return [.countHours, .countMinutes]
        case .yearAndMonth: return ordered("yMMMM", [("M", .month), ("y", .year)])
        }
    }

    // MARK: Rows

    private var interval: Int { owner.minuteInterval }

    private func rowCount(_ field: Field) -> Int {
        switch field {
        case .month: 12
        case .day: 31
        case .year: 9999
        case .days: 2 * Self.dayRange + 1
        case .hour12: 12
        case .hour24, .countHours: 24
        case .minute, .countMinutes: 60 / interval
        case .meridiem: 2
        }
    }

    /// The row of `field` that shows the picker's value.
    private func row(of field: Field) -> Int {
        let calendar = owner.effectiveCalendar
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: owner.date)
        let hour = parts.hour ?? 0, duration = Int(owner.countDownDuration)
        switch field {
        case .month: return (parts.month ?? 1) - 1
        case .day: return (parts.day ?? 1) - 1
        case .year: return (parts.year ?? 1) - 1
        case .days: return calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: owner.date)).day ?? Self.dayRange
        case .hour12: return (hour % 12 == 0 ? 12 : hour % 12) - 1
        case .hour24: return hour
        case .minute: return (parts.minute ?? 0) / interval
        case .meridiem: return hour >= 12 ? 1 : 0
        case .countHours: return duration / 3600
        case .countMinutes: return duration % 3600 / 60 / interval
        }
    }

    private func title(_ row: Int, _ field: Field) -> String {
        let calendar = owner.effectiveCalendar
        switch field {
        case .month: return calendar.monthSymbols[row]
        case .day, .year, .hour12: return "\(row + 1)"
        case .days:
            let day = calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay
            if calendar.isDateInToday(day) { return "Today" }
            let format = DateFormatter()
            format.calendar = calendar
            format.locale = calendar.locale
            format.timeZone = calendar.timeZone
            format.setLocalizedDateFormatFromTemplate("EEEMMMd")
            return format.string(from: day)
        case .hour24: return String(format: "%02d", row)
        case .minute: return String(format: "%02d", row * interval)
        case .meridiem: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .countHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countMinutes: return "\(row * interval) min"
        }
    }

    /// Turns each wheel that does not show the value to it.
    func show(animated: Bool) {
        for (component, field) in fields.enumerated() where picker.selectedRow(inComponent: component) != row(of: field) {
            picker.selectRow(row(of: field), inComponent: component, animated: animated)
        }
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { fields.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rowCount(fields[component]) }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        title(row, fields[component])
    }

    /// PKR-6: a wheel came to rest: every wheel's row read back into a date (a day past the
    /// month's end becomes its last day), picked as PKR-4 says.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        func selected(_ field: Field) -> Int? {
            fields.firstIndex(of: field).map { picker.selectedRow(inComponent: $0) }
        }
        if mode == .countDownTimer {
            owner.pickDuration(TimeInterval((selected(.countHours) ?? 0) * 3600 + (selected(.countMinutes) ?? 0) * interval * 60))
            return
        }
        let calendar = owner.effectiveCalendar
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: owner.date)
        if let days = selected(.days), let day = calendar.date(byAdding: .day, value: days, to: firstDay) {
            let picked = calendar.dateComponents([.year, .month, .day], from: day)
            (parts.year, parts.month, parts.day) = (picked.year, picked.month, picked.day)
        }
        if let month = selected(.month) { parts.month = month + 1 }
        if let year = selected(.year) { parts.year = year + 1 }
        if let day = selected(.day) { parts.day = day + 1 }
        if let hour = selected(.hour24) { parts.hour = hour }
        if let hour = selected(.hour12) { parts.hour = (hour + 1) % 12 + (selected(.meridiem) == 1 ? 12 : 0) }
        if let minute = selected(.minute) { parts.minute = minute * interval }
        if mode == .yearAndMonth { parts.day = 1 }
        var firstOfMonth = parts
        firstOfMonth.day = 1
        if let start = calendar.date(from: firstOfMonth), let days = calendar.range(of: .day, in: .month, for: start) {
            parts.day = min(parts.day ?? 1, days.count)
        }
        guard let date = calendar.date(from: parts) else { return }
        owner.pick(date)
    }
}
