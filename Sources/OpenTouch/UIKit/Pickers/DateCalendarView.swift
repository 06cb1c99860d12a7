import Foundation

/// A month's calendar, as an inline date picker and a compact one's popup show it: a header with
/// the month and buttons to the months before and after, the weekdays, and a button per day
/// (PKR-7).
///
/// A tap on a day picks it, keeping the time of day; days outside the limits take no taps. The
/// month shown follows the value, and the header's buttons page through months without
/// changing it.
@MainActor
final class DateCalendarView: UIView {
    unowned let owner: UIDatePicker
    /// Called after a finger picked a day (a compact picker's popup closes).
    var onPick: (() -> Void)?
    let monthLabel = UILabel(frame: .zero)
    let previousMonth = UIButton(type: .system)
    let nextMonth = UIButton(type: .system)
    private var weekdayLabels: [UILabel] = []
    /// The buttons of the days of the month shown, the first day's first.
    private(set) var dayButtons: [UIButton] = []
    /// The first day of the month shown.
    private(set) var month = Date()

    /// [chosen] The header's and the weekdays' heights.
    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 20

    init(owner: UIDatePicker) {
        self.owner = owner
        super.init(frame: .zero)
        previousMonth.setTitle("‹", for: .normal)
        previousMonth.accessibilityLabel = "Previous Month"
        nextMonth.setTitle("›", for: .normal)
        nextMonth.accessibilityLabel = "Next Month"
        previousMonth.addAction(UIAction { [weak self] _ in self?.page(by: -1) }, for: .touchUpInside)
        nextMonth.addAction(UIAction { [weak self] _ in self?.page(by: 1) }, for: .touchUpInside)
        for view in [monthLabel, previousMonth, nextMonth] as [UIView] { addSubview(view) }
        reload()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The calendar's views made again for the value's month.
    func reload() {
        let calendar = owner.effectiveCalendar
        month = calendar.dateInterval(of: .month, for: owner.date)?.start ?? owner.date
        for label in weekdayLabels { label.removeFromSuperview() }
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        weekdayLabels = (0..<7).map { column in
            let label = UILabel(frame: .zero)
            label.text = symbols[(column + calendar.firstWeekday - 1) % 7]
            label.textAlignment = .center
            addSubview(label)
            return label
        }
        showMonth()
    }

    /// The value changed: its month is shown, its day selected.
    func show() {
        let calendar = owner.effectiveCalendar
        if !calendar.isDate(month, equalTo: owner.date, toGranularity: .month) {
            month = calendar.dateInterval(of: .month, for: owner.date)?.start ?? owner.date
            showMonth()
        } else {
            markDays()
        }
    }

    private func page(by months: Int) {
        let calendar = owner.effectiveCalendar
        guard let shown = calendar.date(byAdding: .month, value: months, to: month) else { return }
        month = shown
        trace?.recordControl(owner, "shows \(monthLabel.text ?? "")", reason: "a tap on the calendar's \(months < 0 ? "previous" : "next") month (PKR-7)")
        showMonth()
    }

    /// Makes the buttons of the month shown.
    private func showMonth() {
        let calendar = owner.effectiveCalendar
        let title = DateFormatter()
        title.calendar = calendar
        title.locale = calendar.locale
        title.timeZone = calendar.timeZone
        title.setLocalizedDateFormatFromTemplate("MMMMy")
        monthLabel.text = title.string(from: month)
        let full = DateFormatter()
        full.calendar = calendar
        full.locale = calendar.locale
        full.timeZone = calendar.timeZone
        full.dateStyle = .full
        for button in dayButtons { button.removeFromSuperview() }
        let count = calendar.range(of: .day, in: .month, for: month)?.count ?? 30
        dayButtons = (1...count).map { day in
            let button = UIButton(type: .system)
            button.setTitle("\(day)", for: .normal)
            let date = calendar.date(byAdding: .day, value: day - 1, to: month) ?? month
            button.accessibilityLabel = full.string(from: date)
            button.addAction(UIAction { [weak self] _ in self?.pick(day: day) }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        markDays()
        setNeedsLayout()
    }

    /// The value's day is selected; days outside the limits are disabled.
    private func markDays() {
        let calendar = owner.effectiveCalendar
        let first = owner.minimumDate.map { calendar.startOfDay(for: $0) }
        let last = owner.maximumDate.map { calendar.startOfDay(for: $0) }
        for (index, button) in dayButtons.enumerated() {
            let day = calendar.date(byAdding: .day, value: index, to: month) ?? month
            button.isEnabled = !(first.map { day < $0 } ?? false) && !(last.map { day > $0 } ?? false)
            button.isSelected = calendar.isDate(day, inSameDayAs: owner.date)
        }
    }

    /// PKR-7: a tap on a day picks it at the value's time of day.
    private func pick(day: Int) {
        let calendar = owner.effectiveCalendar
        var parts = calendar.dateComponents([.year, .month], from: month)
        let time = calendar.dateComponents([.hour, .minute, .second], from: owner.date)
        (parts.day, parts.hour, parts.minute, parts.second) = (day, time.hour, time.minute, time.second)
        guard let date = calendar.date(from: parts) else { return }
        owner.pick(date)
        onPick?()
    }

    /// The header across the top, then the weekdays, then six rows of seven days.
    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width, column = width / 7
        monthLabel.frame = CGRect(x: 16, y: 0, width: width - 32 - 88, height: Self.headerHeight)
        previousMonth.frame = CGRect(x: width - 88, y: 0, width: 44, height: Self.headerHeight)
        nextMonth.frame = CGRect(x: width - 44, y: 0, width: 44, height: Self.headerHeight)
        for (index, label) in weekdayLabels.enumerated() {
            label.frame = CGRect(x: CGFloat(index) * column, y: Self.headerHeight, width: column, height: Self.weekdayHeight)
        }
        let calendar = owner.effectiveCalendar
        let lead = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
        let top = Self.headerHeight + Self.weekdayHeight, row = max(0, (bounds.height - top) / 6)
        for (index, button) in dayButtons.enumerated() {
            let cell = lead + index
            button.frame = CGRect(x: CGFloat(cell % 7) * column, y: top + CGFloat(cell / 7) * row, width: column, height: row)
        }
    }
}
