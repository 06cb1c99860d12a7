import Foundation

/// A compact date picker: a button for the date and one for the time (as the mode has them),
/// whose tap opens a calendar or time wheels in a popup over the window (PKR-5, PKR-7).
///
/// [chosen where Apple is silent] The popup is a view over the whole window: the panel sits
/// below the picker (above it when there is no room), and a tap outside the panel closes it. A
/// day picked in the calendar closes it too; the time wheels stay until a tap outside. The
/// picker sends `.editingDidBegin` when the popup opens and `.editingDidEnd` when it closes.
@MainActor
final class CompactDateFace: DatePickerFace {
    unowned let owner: UIDatePicker
    let dateButton = UIButton(type: .system)
    let timeButton = UIButton(type: .system)
    private(set) var popup: DatePickerPopup?

    init(owner: UIDatePicker) {
        self.owner = owner
        dateButton.addAction(UIAction { [weak self] _ in self?.open(.date, from: self?.dateButton) }, for: .touchUpInside)
        timeButton.addAction(UIAction { [weak self] _ in self?.open(.time, from: self?.timeButton) }, for: .touchUpInside)
        for button in buttons { owner.addSubview(button) }
        show(animated: false)
    }

    /// The buttons the mode has: the date's, the time's, or both.
    var buttons: [UIButton] {
        switch owner.datePickerMode {
        case .date: [dateButton]
        case .time: [timeButton]
        default: [dateButton, timeButton]
        }
    }

    var intrinsicSize: CGSize {
        let widths = buttons.map { $0.intrinsicContentSize.width + 2 * DatePickerMetrics.compactPadding }
        return CGSize(width: widths.reduce(0, +) + DatePickerMetrics.compactGap * CGFloat(max(0, widths.count - 1)),
                      height: DatePickerMetrics.compactHeight)
    }

    /// The buttons side by side from the leading edge, centred vertically.
    func layout(in bounds: CGRect) {
        var x = bounds.minX
        for button in buttons {
            let width = button.intrinsicContentSize.width + 2 * DatePickerMetrics.compactPadding
            button.frame = CGRect(x: x, y: bounds.midY - DatePickerMetrics.compactHeight / 2, width: width, height: DatePickerMetrics.compactHeight)
            x += width + DatePickerMetrics.compactGap
        }
    }

    func show(animated: Bool) {
        let calendar = owner.effectiveCalendar
        func text(date: DateFormatter.Style, time: DateFormatter.Style) -> String {
            let format = DateFormatter()
            format.calendar = calendar
            format.locale = calendar.locale
            format.timeZone = calendar.timeZone
            (format.dateStyle, format.timeStyle) = (date, time)
            return format.string(from: owner.date)
        }
        dateButton.setTitle(text(date: .medium, time: .none), for: .normal)
        timeButton.setTitle(text(date: .none, time: .short), for: .normal)
        owner.invalidateIntrinsicContentSize()
        owner.setNeedsLayout()
        popup?.show(animated: animated)
    }

    func reload() {
        show(animated: false)
        popup?.reload()
    }

    func remove() {
        close()
        for button in [dateButton, timeButton] { button.removeFromSuperview() }
    }

    /// PKR-7: opens the calendar (`.date`) or the time wheels (`.time`) under `button`.
    func open(_ part: UIDatePicker.Mode, from button: UIButton?) {
        guard popup == nil, let button, let window = owner.window else { return }
        button.isSelected = true
        let popup = DatePickerPopup(owner: owner, part: part, anchor: button.convert(button.bounds, to: window), in: window)
        popup.onClose = { [weak self] in self?.close() }
        self.popup = popup
        owner.trace?.recordControl(owner, "opens its \(part == .time ? "time wheels" : "calendar")", reason: "a tap on its compact button (PKR-7)")
        owner.sendActions(for: .editingDidBegin)
    }

    /// Closes the popup, if one is open.
    func close() {
        guard let popup else { return }
        self.popup = nil
        popup.removeFromSuperview()
        for button in [dateButton, timeButton] { button.isSelected = false }
        owner.sendActions(for: .editingDidEnd)
    }
}

/// A compact date picker's popup: a view over the window holding a panel with a calendar or
/// time wheels; a tap outside the panel closes it (PKR-7).
@MainActor
final class DatePickerPopup: UIView {
    let panel = UIView(frame: .zero)
    private(set) var calendar: DateCalendarView?
    private(set) var wheels: DateWheels?
    var onClose: (() -> Void)?

    init(owner: UIDatePicker, part: UIDatePicker.Mode, anchor: CGRect, in window: UIWindow) {
        super.init(frame: window.bounds)
        let size = part == .time ? UIPickerView.standardSize : DatePickerMetrics.calendarSize
        let below = anchor.maxY + 8
        let y = below + size.height <= window.bounds.height - window.safeAreaInsets.bottom ? below : max(window.safeAreaInsets.top, anchor.minY - 8 - size.height)
        let x = min(max(8, anchor.minX), max(8, window.bounds.width - 8 - size.width))
        panel.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        panel.backgroundColor = .systemBackground
        panel.layer.cornerRadius = 13
        addSubview(panel)
        if part == .time {
            let wheels = DateWheels(owner: owner, mode: .time, in: panel)
            wheels.layout(in: panel.bounds)
            self.wheels = wheels
        } else {
            let calendar = DateCalendarView(owner: owner)
            calendar.frame = panel.bounds
            calendar.onPick = { [weak self] in self?.onClose?() }
            panel.addSubview(calendar)
            self.calendar = calendar
        }
        window.addSubview(self)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    func show(animated: Bool) {
        calendar?.show()
        wheels?.show(animated: animated)
    }

    func reload() {
        calendar?.reload()
        wheels?.reload()
    }

    /// A touch outside the panel lands here: lifting it closes the popup.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !panel.frame.contains(touch.location(in: self)) else { return }
        onClose?()
    }
}
