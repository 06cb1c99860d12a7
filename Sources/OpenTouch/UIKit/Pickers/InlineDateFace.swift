import Foundation

/// An inline date picker: the calendar in place, and for a date and time a row below it whose
/// compact time button opens the time wheels (PKR-5, PKR-7).
@MainActor
final class InlineDateFace: DatePickerFace {
    unowned let owner: UIDatePicker
    let calendar: DateCalendarView
    /// The time row's button, for a date and time.
    private var time: CompactDateFace?
    private let timeRow = UIView(frame: .zero)

    init(owner: UIDatePicker) {
        self.owner = owner
        calendar = DateCalendarView(owner: owner)
        owner.addSubview(calendar)
        if owner.datePickerMode == .dateAndTime {
            owner.addSubview(timeRow)
            let time = CompactDateFace(owner: owner)
            time.dateButton.removeFromSuperview()
            timeRow.addSubview(time.timeButton)
            self.time = time
        }
    }

    var intrinsicSize: CGSize {
        CGSize(width: DatePickerMetrics.calendarSize.width,
               height: DatePickerMetrics.calendarSize.height + (time == nil ? 0 : DatePickerMetrics.timeRowHeight))
    }

    func layout(in bounds: CGRect) {
        let rowHeight = time == nil ? 0 : DatePickerMetrics.timeRowHeight
        calendar.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height - rowHeight)
        timeRow.frame = CGRect(x: bounds.minX, y: bounds.maxY - rowHeight, width: bounds.width, height: rowHeight)
        if let time {
            let width = time.timeButton.intrinsicContentSize.width + 2 * DatePickerMetrics.compactPadding
            time.timeButton.frame = CGRect(x: timeRow.bounds.width - 16 - width, y: (rowHeight - DatePickerMetrics.compactHeight) / 2,
                                           width: width, height: DatePickerMetrics.compactHeight)
        }
    }

    func show(animated: Bool) {
        calendar.show()
        time?.show(animated: animated)
    }

    func reload() {
        calendar.reload()
        time?.reload()
    }

    func remove() {
        time?.remove()
        calendar.removeFromSuperview()
        timeRow.removeFromSuperview()
    }
}
