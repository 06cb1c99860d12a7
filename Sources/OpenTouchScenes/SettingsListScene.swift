import Foundation
import OpenTouch

/// A settings list: a table of rows, each with a switch, that can be tapped, scrolled and swiped
/// to delete (LST-2..8), with a section header (LST-12), a segmented control that shows all the
/// settings or only those switched on (CTL-13), and an Edit button that puts the table in editing
/// mode with delete and reorder controls (LST-15, LST-21), written as an iOS developer writes a
/// table view controller. It is the root of a navigation controller: a tapped row opens the
/// setting's page, and the back button comes back to the list (VC-5).
///
/// The script taps a row (highlight and selection at the lift, the setting's page pushed; it
/// taps back), holds a row and then scrolls
/// (the highlight comes after the content-touch delay and goes when the drag takes the touch),
/// flips a row's switch (the row is not selected), shows only the settings switched on and then
/// all again, swipes a row to show Delete and taps it, taps Edit and Done, and flicks the list and
/// taps it while it decelerates (the list stops; nothing is selected).
@MainActor
public final class SettingsListScene: OpenTouchScene, UITableViewDataSource, UITableViewDelegate {
    /// The name `opentouch` and the playground know the scene by.
    public nonisolated static let name = "settings-list"
    /// What the scene shows, in one line.
    public nonisolated static let summary = "S5: rows with switches: tap, hold and scroll, swipe to delete, filter, edit (LST, SCR-1..3)"
    /// What to try with the scene in the playground.
    public nonisolated static let suggestion = "Tap a row to open its page, flip a switch, scroll the list, or swipe a row to the left to delete it."
    /// The height of a row, in points.
    public static let rowHeight: CGFloat = 48

    /// The window the scene is built in, shown and key.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    /// Grouped, as iOS draws a settings list: its section header scrolls with the rows.
    public let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
    /// The settings still in the list, in order.
    public private(set) var settings = ["Wi-Fi", "Bluetooth", "Airplane Mode", "Notifications", "Sounds", "Focus",
                                        "Screen Time", "Display", "Wallpaper", "Siri", "Battery", "Privacy",
                                        "Passwords", "Mail", "Contacts", "Calendar", "Notes", "Reminders",
                                        "Photos", "Camera", "Music", "Maps"]
    /// Which switches are on, by setting.
    public private(set) var isOn: [String: Bool] = [:]
    /// Every setting opened by a tap, in order.
    public private(set) var opened: [String] = []
    /// Every setting deleted by its swipe action, in order.
    public private(set) var deleted: [String] = []
    /// Shows all the settings, or only those switched on.
    public let filter = UISegmentedControl(items: ["All", "On"])
    /// Puts the list in editing mode and out of it.
    public let editButton = UIButton(type: .system)
    /// The title of the list's only section.
    public static let sectionTitle = "General"
    /// The list's controller, whose view is the table, and the navigation controller it is the root of.
    public let listController = UIViewController()
    /// The navigation controller whose root is the list's controller; a row's page is pushed on it.
    public private(set) lazy var navigationController = UINavigationController(rootViewController: listController)

    /// The settings shown: all, or only those switched on.
    public var shown: [String] {
        filter.selectedSegmentIndex == 1 ? settings.filter { isOn[$0] == true } : settings
    }

    /// Builds the scene in its window, shown and key.
    public init() {
        tableView.accessibilityIdentifier = "settings"
        tableView.rowHeight = Self.rowHeight
        tableView.register(SettingCell.self, forCellReuseIdentifier: SettingCell.identifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.tableHeaderView = makeHeader()
        listController.view = tableView
        listController.title = "Settings"
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    /// The bar above the list: the filter at the leading edge, Edit at the trailing edge.
    private func makeHeader() -> UIView {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 52))
        filter.frame = CGRect(x: 16, y: 10, width: 160, height: 32)
        filter.selectedSegmentIndex = 0
        filter.accessibilityIdentifier = "filter"
        filter.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            UIApplication.note("SettingsList", filter.selectedSegmentIndex == 1 ? "shows the settings switched on" : "shows every setting")
            tableView.reloadData()
        }, for: .valueChanged)
        header.addSubview(filter)
        editButton.frame = CGRect(x: 240, y: 10, width: 64, height: 32)
        editButton.setTitle("Edit", for: .normal)
        editButton.contentHorizontalAlignment = .right
        editButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            let editing = !tableView.isEditing
            tableView.setEditing(editing, animated: true)
            editButton.setTitle(editing ? "Done" : "Edit", for: .normal)
            UIApplication.note("SettingsList", editing ? "edits the list" : "is done editing")
        }, for: .touchUpInside)
        header.addSubview(editButton)
        return header
    }

    // MARK: Data source and delegate

    /// One row per setting shown (LST-1).
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    /// The section's title, General (LST-12).
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { Self.sectionTitle }

    /// A setting cell with the setting's name and its switch (LST-1, LST-7).
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SettingCell.identifier, for: indexPath) as! SettingCell
        let setting = shown[indexPath.row]
        cell.configure(setting, isOn: isOn[setting] ?? false) { [weak self] on in
            self?.isOn[setting] = on
            UIApplication.note("SettingsList", "\(setting) turned \(on ? "on" : "off")")
        }
        return cell
    }

    /// Opens the setting's page: notes it, deselects the row and pushes the page (LST-4).
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let setting = shown[indexPath.row]
        opened.append(setting)
        UIApplication.note("SettingsList", "opens \(setting)")
        tableView.deselectRow(at: indexPath, animated: true)
        let page = SettingPageController(setting: setting, isOn: isOn[setting] ?? false) { [weak self] on in
            guard let self else { return }
            isOn[setting] = on
            UIApplication.note("SettingsList", "\(setting) turned \(on ? "on" : "off") on its page")
            if let row = shown.firstIndex(of: setting) { tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none) }
        }
        navigationController.pushViewController(page, animated: true)
    }

    /// A row deleted by its delete control's confirmation, in editing mode (LST-15).
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        delete(at: indexPath)
    }

    /// Rows can be reordered while editing (LST-21; `canMoveRowAt` is the edit Linux forces).
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        filter.selectedSegmentIndex == 0
    }

    /// Moves the setting in the list's order, as the table already moved its row (LST-21).
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let setting = settings.remove(at: sourceIndexPath.row)
        settings.insert(setting, at: destinationIndexPath.row)
        UIApplication.note("SettingsList", "moves \(setting)")
    }

    private func delete(at indexPath: IndexPath) {
        let setting = shown[indexPath.row]
        settings.removeAll { $0 == setting }
        deleted.append(setting)
        UIApplication.note("SettingsList", "deletes \(setting)")
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    /// A Delete action that removes the setting and its row (LST-8).
    public func tableView(_ tableView: UITableView,
                          trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            self.delete(at: indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    // MARK: Script

    /// The middle of the row showing `setting`, on the screen.
    public func point(of setting: String, x: CGFloat = 120) -> CGPoint {
        let row = shown.firstIndex(of: setting)!
        let rect = tableView.rectForRow(at: IndexPath(row: row, section: 0))
        return tableView.convert(CGPoint(x: x, y: rect.midY), to: nil)
    }

    /// Where the navigation bar's back button is, on the screen: at the bar's leading end.
    public var backButtonPoint: CGPoint {
        let bar = navigationController.navigationBar
        return bar.convert(CGPoint(x: 24, y: bar.bounds.midY), to: nil)
    }

    /// The switch of the row showing `setting`, if the row is on screen.
    public func toggle(of setting: String) -> UISwitch? {
        guard let row = shown.firstIndex(of: setting) else { return nil }
        return (tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? SettingCell)?.toggle
    }

    /// Plays the scene's scripted interaction on `screen`, on its clock.
    public func play(on screen: TouchScreen) {
        screen.runLayoutPass()
        // A quick tap: highlight and selection together at the lift; the setting's page opens,
        // and its back button returns to the list.
        screen.tap(at: point(of: "Bluetooth"))
        screen.advance(by: 0.6)
        screen.tap(at: backButtonPoint)
        screen.advance(by: 0.6)
        // A held row highlights after 0.15 s; the drag that follows scrolls and takes it away.
        let start = point(of: "Sounds")
        let finger = screen.touchDown(at: start)
        screen.advance(by: 0.3)
        for step in 1...6 {
            screen.advance(by: 0.03)
            finger.move(to: CGPoint(x: start.x, y: start.y - CGFloat(step) * 12))
        }
        finger.lift()
        screen.advance(by: 1.5)
        tableView.setContentOffset(.zero, animated: false)
        screen.runLayoutPass()
        // The switch gets its own tap; the row is not selected.
        if let toggle = toggle(of: "Wi-Fi") {
            screen.tap(at: toggle.convert(CGPoint(x: toggle.bounds.midX, y: toggle.bounds.midY), to: nil))
        }
        screen.advance(by: 0.5)
        // Only the settings switched on, then all of them again (CTL-13).
        tapSegment(1, on: screen)
        tapSegment(0, on: screen)
        // Swipe a row to its Delete action, and tap it.
        let row = point(of: "Focus", x: 290)
        screen.drag(from: row, to: CGPoint(x: row.x - 150, y: row.y), duration: 0.25, steps: 5)
        screen.advance(by: 0.5)
        screen.tap(at: CGPoint(x: 300, y: row.y))
        screen.advance(by: 0.5)
        // Edit shows the rows' delete and reorder controls; Done hides them (LST-15, LST-21).
        screen.tap(at: editButton.convert(CGPoint(x: editButton.bounds.midX, y: editButton.bounds.midY), to: nil))
        screen.advance(by: 0.5)
        screen.tap(at: editButton.convert(CGPoint(x: editButton.bounds.midX, y: editButton.bounds.midY), to: nil))
        screen.advance(by: 0.5)
        // A flick, then a tap while the list decelerates: it stops, and nothing is selected.
        let flick = point(of: "Notifications")
        screen.drag(from: flick, to: CGPoint(x: flick.x, y: flick.y - 200), duration: 0.1, steps: 4)
        screen.advance(by: 0.1)
        screen.tap(at: CGPoint(x: 120, y: 240))
        screen.advance(by: 0.5)
    }
}

extension SettingsListScene {
    /// Taps the filter's segment `index`.
    func tapSegment(_ index: Int, on screen: TouchScreen) {
        let width = filter.bounds.width / CGFloat(filter.numberOfSegments)
        screen.tap(at: filter.convert(CGPoint(x: width * (CGFloat(index) + 0.5), y: filter.bounds.midY), to: nil))
        screen.advance(by: 0.5)
    }
}

/// A row of the settings list: the setting's name and a switch as its accessory view.
@MainActor
public final class SettingCell: UITableViewCell {
    static let identifier = "setting"
    /// The row's switch.
    public let toggle = UISwitch(frame: .zero)
    private var onChange: ((Bool) -> Void)?

    /// A setting cell with its switch as the accessory view (LST-7).
    public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryView = toggle
        toggle.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.onChange?(self.toggle.isOn)
        }, for: .valueChanged)
    }

    /// Not supported: made in code. Traps, as Xcode's template does.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(_ setting: String, isOn: Bool, onChange: @escaping (Bool) -> Void) {
        textLabel?.text = setting
        accessibilityIdentifier = "cell \(setting)"
        toggle.accessibilityIdentifier = "switch \(setting)"
        toggle.setOn(isOn, animated: false)
        self.onChange = onChange
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        onChange = nil
    }
}

/// A setting's own page, pushed when its row is tapped: its title in the navigation bar, and its
/// switch again, with a line saying what it does.
@MainActor
public final class SettingPageController: UIViewController {
    /// The setting this page shows.
    public let setting: String
    /// The page's switch, which turns the setting on and off as the row's does.
    public let toggle = UISwitch(frame: .zero)
    private let onChange: (Bool) -> Void

    init(setting: String, isOn: Bool, onChange: @escaping (Bool) -> Void) {
        self.setting = setting
        self.onChange = onChange
        super.init(nibName: nil, bundle: nil)
        title = setting
        toggle.setOn(isOn, animated: false)
    }

    /// Not supported: made in code. Traps, as Xcode's template does.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let row = UIView()
        row.backgroundColor = .systemBackground
        row.layer.cornerRadius = 10
        row.accessibilityIdentifier = "page row"
        let name = UILabel()
        name.text = setting
        let detail = UILabel()
        detail.text = "The same switch as in the list."
        detail.font = .preferredFont(forTextStyle: .footnote)
        detail.textColor = .secondaryLabel
        toggle.accessibilityIdentifier = "page switch"
        toggle.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            onChange(toggle.isOn)
        }, for: .valueChanged)
        for subview in [row, name, toggle, detail] { subview.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(row)
        row.addSubview(name)
        row.addSubview(toggle)
        view.addSubview(detail)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
            row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            row.heightAnchor.constraint(equalToConstant: 48),
            name.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
            name.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            toggle.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
            toggle.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            detail.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 8),
            detail.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
            detail.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
        ])
    }
}
