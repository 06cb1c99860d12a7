import UIKit

/// How often the journal reminds, and when: a picker of frequencies and a date picker of the
/// time of day, in a grouped table.
public final class SettingsController: UITableViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    public static let frequencies = ["Never", "Daily", "Weekdays", "Weekly", "Monthly"]

    public let frequencyPicker = UIPickerView()
    public let timePicker = UIDatePicker()
    public let remindersSwitch = UISwitch()
    public private(set) var frequency = "Daily"
    public private(set) var reminderTime: Date
    public private(set) var changes: [String] = []

    public init() {
        var components = DateComponents()
        components.year = 2026
        components.month = 11
        components.day = 28
        components.hour = 8
        components.minute = 0
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        reminderTime = calendar.date(from: components)!
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
        frequencyPicker.dataSource = self
        frequencyPicker.delegate = self
        frequencyPicker.selectRow(1, inComponent: 0, animated: false)
        timePicker.datePickerMode = .time
        timePicker.preferredDatePickerStyle = .wheels
        timePicker.timeZone = TimeZone(identifier: "UTC")
        timePicker.minuteInterval = 15
        timePicker.date = reminderTime
        timePicker.addTarget(self, action: Selector(SettingsController.timeChanged), for: .valueChanged)
        remindersSwitch.isOn = true
        remindersSwitch.addTarget(self, action: Selector(SettingsController.remindersToggled), for: .valueChanged)
    }

    public override func numberOfSections(in tableView: UITableView) -> Int { 3 }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        ["Reminders", "How often", "At"][section]
    }

    public override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == 0 ? 44 : 216
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        cell.selectionStyle = .none
        let control: UIView
        switch indexPath.section {
        case 0:
            cell.textLabel?.text = "Remind me"
            cell.accessoryView = remindersSwitch
            return cell
        case 1: control = frequencyPicker
        default: control = timePicker
        }
        control.frame = cell.contentView.bounds
        control.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if control.superview !== cell.contentView { cell.contentView.addSubview(control) }
        return cell
    }

    // MARK: The picker of frequencies

    public func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { Self.frequencies.count }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { Self.frequencies[row] }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        frequency = Self.frequencies[row]
        changes.append("frequency \(frequency)")
    }

    func timeChanged(_ sender: UIDatePicker) {
        reminderTime = sender.date
        let parts = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: sender.date)
        changes.append(String(format: "time %02d:%02d", parts.hour ?? 0, parts.minute ?? 0))
    }

    func remindersToggled(_ sender: UISwitch) {
        changes.append("reminders \(sender.isOn ? "on" : "off")")
    }
}
