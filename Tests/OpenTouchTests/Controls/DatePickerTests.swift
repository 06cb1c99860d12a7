import Foundation
import Testing
@testable import OpenTouch

@Suite("Date pickers: wheels, compact buttons and an inline calendar that a finger changes (PKR-4..7)")
@MainActor
struct DatePickerTests {
    static let utc = TimeZone(identifier: "UTC")!

    /// 28 November 2026 at `hour`:`minute` UTC, or another day.
    static func day(_ day: Int, _ month: Int = 11, _ year: Int = 2026, _ hour: Int = 10, _ minute: Int = 30) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// A date picker in `mode` and `style`, in UTC and `locale`, showing 28 November 2026 at
    /// 10:30, on the phone's screen at (0, 600), with its events logged.
    private func datePicker(_ mode: UIDatePicker.Mode, _ style: UIDatePickerStyle, locale: String = "en_US")
        -> (UIDatePicker, CallbackLog, TouchScreen) {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 600, width: 320, height: 216))
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = Self.utc
        picker.locale = Locale(identifier: locale)
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        picker.date = Self.day(28)
        let log = CallbackLog()
        picker.addAction(UIAction { _ in log.append("valueChanged") }, for: .valueChanged)
        picker.addAction(UIAction { _ in log.append("editingDidBegin") }, for: .editingDidBegin)
        picker.addAction(UIAction { _ in log.append("editingDidEnd") }, for: .editingDidEnd)
        let screen = phoneScreen(showing: picker)
        return (picker, log, screen)
    }

    private func wheels(_ picker: UIDatePicker) -> DateWheels { picker.face as! DateWheels }

    @Test("PKR-6 the wheels of a date follow the locale's order; a tap on the next day's row picks it and sends valueChanged once")
    func dateWheels() {
        let (picker, log, screen) = datePicker(.date, .wheels)
        #expect(picker.datePickerStyle == .wheels && picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(wheels(picker).fields == [.month, .day, .year])
        #expect(DateWheels.fields(for: .date, locale: Locale(identifier: "en_GB")) == [.day, .month, .year])
        #expect((0..<3).map { wheels(picker).picker.selectedRow(inComponent: $0) } == [10, 27, 2025])
        #expect((wheels(picker).picker.view(forRow: 10, forComponent: 0) as? UILabel)?.text == "November")
        screen.tap(at: CGPoint(x: 160, y: 600 + 108 + 32))
        #expect(log.take().isEmpty, "nothing until the wheel rests")
        screen.advance(by: 1)
        #expect(log.take() == ["valueChanged"] && picker.date == Self.day(29))
        picker.date = Self.day(31, 1)
        #expect(log.take().isEmpty, "set in code: nothing sent")
        screen.tap(at: CGPoint(x: 50, y: 600 + 108 + 32))
        screen.advance(by: 1)
        #expect(log.take() == ["valueChanged"] && picker.date == Self.day(28, 2), "31 February is the month's last day")
        #expect(wheels(picker).picker.selectedRow(inComponent: 1) == 27, "the day wheel turned back to the 28th")
    }

    @Test("PKR-4 the limits: set in code the date is kept inside silently; picked past them it turns back to the limit")
    func limits() {
        let (picker, log, screen) = datePicker(.date, .wheels)
        picker.minimumDate = Self.day(20)
        picker.maximumDate = Self.day(5, 12)
        picker.date = Self.day(1, 1, 2027)
        #expect(picker.date == Self.day(5, 12) && log.take().isEmpty)
        picker.date = Self.day(4, 12)
        screen.tap(at: CGPoint(x: 160, y: 600 + 108 + 64))
        screen.advance(by: 2)
        #expect(log.take() == ["valueChanged"] && picker.date == Self.day(5, 12), "the 6th is past the maximum: the 5th")
        #expect(wheels(picker).picker.selectedRow(inComponent: 1) == 4)
    }

    @Test("PKR-4 PKR-6 time wheels: hour, minutes by the interval, AM/PM; the interval rounds the date; an interval that does not divide 60 is ignored")
    func timeWheels() {
        let (picker, log, screen) = datePicker(.time, .wheels)
        #expect(wheels(picker).fields == [.hour12, .minute, .meridiem])
        #expect(DateWheels.fields(for: .time, locale: Locale(identifier: "en_GB")) == [.hour24, .minute])
        picker.minuteInterval = 15
        #expect(picker.numberOfMinuteRows == 4)
        picker.date = Self.day(28, 11, 2026, 10, 38)
        #expect(picker.date == Self.day(28, 11, 2026, 10, 45), "to the nearest quarter")
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 15
        screen.tap(at: CGPoint(x: 275, y: 600 + 108 + 32))
        screen.advance(by: 1)
        #expect(log.take() == ["valueChanged"] && picker.date == Self.day(28, 11, 2026, 22, 45), "PM")
    }

    @Test("PKR-4 PKR-5 a countdown shows wheels whatever the style asked; a tap on the next minute row lengthens it")
    func countdown() {
        let (picker, log, screen) = datePicker(.countDownTimer, .inline)
        #expect(picker.datePickerStyle == .wheels)
        picker.countDownDuration = 5400
        #expect((0..<2).map { wheels(picker).picker.selectedRow(inComponent: $0) } == [1, 30])
        #expect((wheels(picker).picker.view(forRow: 1, forComponent: 0) as? UILabel)?.text == "1 hour")
        screen.tap(at: CGPoint(x: 240, y: 600 + 108 + 32))
        screen.advance(by: 1)
        #expect(log.take() == ["valueChanged"] && picker.countDownDuration == 5460)
    }

    @Test("PKR-5 the styles shown and their sizes: automatic is compact, an inline time is compact, an inline date is a calendar")
    func styles() {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime && picker.preferredDatePickerStyle == .automatic && picker.datePickerStyle == .compact)
        picker.datePickerMode = .time
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .compact && picker.intrinsicContentSize.height == 34)
        picker.datePickerMode = .date
        #expect(picker.datePickerStyle == .inline && picker.intrinsicContentSize == CGSize(width: 320, height: 330))
        picker.datePickerMode = .dateAndTime
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 374))
    }

    @Test("PKR-7 compact: a tap on the date opens the calendar (editingDidBegin), a day tapped picks it and closes it; the time's wheels close on a tap outside")
    func compact() throws {
        let (picker, log, screen) = datePicker(.dateAndTime, .compact)
        let face = try #require(picker.face as? CompactDateFace)
        #expect(face.dateButton.currentTitle == "Nov 28, 2026" && face.timeButton.currentTitle?.replacingOccurrences(of: "\u{202F}", with: " ") == "10:30 AM",
                "the locale's medium date and short time (a narrow space before AM, as ICU and iOS 17 write it)")
        screen.tap(face.dateButton)
        let popup = try #require(face.popup)
        #expect(popup.window === picker.window && popup.calendar?.monthLabel.text == "November 2026")
        #expect(popup.panel.frame.maxY <= face.dateButton.convert(face.dateButton.bounds, to: nil).minY, "no room below the button: the panel opens above it")
        #expect(log.take() == ["editingDidBegin"])
        let day15 = try #require(popup.calendar?.dayButtons[14])
        screen.tap(day15)
        #expect(log.take() == ["valueChanged", "editingDidEnd"] && picker.date == Self.day(15) && face.popup == nil && popup.superview == nil)
        #expect(face.dateButton.currentTitle == "Nov 15, 2026")
        screen.tap(face.timeButton)
        #expect(face.popup?.wheels != nil && log.take() == ["editingDidBegin"])
        screen.tap(at: CGPoint(x: 200, y: 60))
        #expect(log.take() == ["editingDidEnd"] && face.popup == nil && picker.date == Self.day(15))
    }

    @Test("PKR-7 inline: the header pages through months without changing the value; a day picks it; days past the limits take no tap")
    func inline() throws {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 100, width: 320, height: 330))
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = Self.utc
        picker.locale = Locale(identifier: "en_US")
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .inline
        picker.date = Self.day(28)
        picker.maximumDate = Self.day(10, 12)
        let log = CallbackLog()
        picker.addAction(UIAction { _ in log.append("valueChanged") }, for: .valueChanged)
        let screen = phoneScreen(showing: picker)
        let face = try #require(picker.face as? InlineDateFace)
        #expect(face.calendar.dayButtons.count == 30 && face.calendar.dayButtons[27].isSelected)
        #expect(face.calendar.dayButtons[0].frame.minX == 0, "1 November 2026 is a Sunday, the first column in the United States")
        screen.tap(face.calendar.nextMonth)
        #expect(face.calendar.monthLabel.text == "December 2026" && log.take().isEmpty && picker.date == Self.day(28))
        #expect(face.calendar.dayButtons[9].isEnabled && !face.calendar.dayButtons[10].isEnabled)
        let twelfth = face.calendar.dayButtons[11]
        screen.tap(at: twelfth.convert(CGPoint(x: twelfth.bounds.midX, y: twelfth.bounds.midY), to: nil))
        #expect(log.take().isEmpty && picker.date == Self.day(28), "past the maximum: no tap")
        screen.tap(face.calendar.dayButtons[2])
        #expect(log.take() == ["valueChanged"] && picker.date == Self.day(3, 12))
    }
}

extension UIDatePicker {
    /// The number of rows of the minutes wheel, for the tests.
    var numberOfMinuteRows: Int {
        guard let wheels = face as? DateWheels, let component = wheels.fields.firstIndex(of: .minute) else { return 0 }
        return wheels.picker.numberOfRows(inComponent: component)
    }
}
