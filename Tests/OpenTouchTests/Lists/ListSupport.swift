import Foundation
@testable import OpenTouch

/// A registered cell class written as for iOS, with the one edit Swift without Objective-C
/// needs: its initializer is `required`, so the table can make it from its class.
@MainActor
final class LoggingCell: UITableViewCell {
    weak var log: CallbackLog?
    let toggle = UISwitch(frame: .zero)

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryView = toggle
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        log?.append("cell \(textLabel?.text ?? "?") highlighted \(highlighted)")
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        log?.append("cell \(textLabel?.text ?? "?") selected \(selected)")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        log?.append("reuse")
    }
}

/// A data source and delegate that log every call, as "didSelect 0.3".
@MainActor
final class RowsController: UITableViewDataSource, UITableViewDelegate {
    let log: CallbackLog
    var rows: [String]
    var shouldHighlight = true
    var redirectSelection: [IndexPath: IndexPath?] = [:]
    var keepSelected: Set<IndexPath> = []
    var trailingActions: [UIContextualAction] = []
    /// The older row actions, given when there is no trailing configuration (LST-8).
    var rowActions: [UITableViewRowAction] = []
    var leadingActions: [UIContextualAction] = []
    var fullSwipe = true
    /// Whether `willBeginEditingRowAt` and `didEndEditingRowAt` go into the log (LST-8's editing).
    var logsEditing = false
    private(set) var cellsMade = 0

    init(rows: Int = 30, log: CallbackLog) {
        self.log = log
        self.rows = (0..<rows).map { "row \($0)" }
    }

    private func text(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellsMade += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        (cell as? LoggingCell)?.log = nil
        cell.textLabel?.text = "\(indexPath.row)"
        (cell as? LoggingCell)?.log = log
        return cell
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(text(indexPath))")
        return shouldHighlight
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("didHighlight \(text(indexPath))") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("didUnhighlight \(text(indexPath))") }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(text(indexPath))")
        if let redirect = redirectSelection[indexPath] { return redirect }
        return indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(text(indexPath))") }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(text(indexPath))")
        return keepSelected.contains(indexPath) ? nil : indexPath
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(text(indexPath))") }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        if logsEditing { log.append("willBeginEditing \(text(indexPath)), isEditing \(tableView.isEditing)") }
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        if logsEditing { log.append("didEndEditing \(indexPath.map(text) ?? "nil"), isEditing \(tableView.isEditing)") }
    }

    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard !trailingActions.isEmpty else { return nil }
        let configuration = UISwipeActionsConfiguration(actions: trailingActions)
        configuration.performsFirstActionWithFullSwipe = fullSwipe
        return configuration
    }

    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        rowActions.isEmpty ? nil : rowActions
    }

    func tableView(_ tableView: UITableView,
                   leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leadingActions.isEmpty ? nil : UISwipeActionsConfiguration(actions: leadingActions)
    }
}

/// A 400×400 window filled by a table of 30 rows of 44 points, with logging cells.
@MainActor
struct TableScene {
    let scene = Scene()
    let table: UITableView
    let controller: RowsController
    var log: CallbackLog { scene.log }
    var screen: TouchScreen { scene.screen }

    init(rows: Int = 30) {
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), style: .plain)
        controller = RowsController(rows: rows, log: scene.log)
        table.register(LoggingCell.self, forCellReuseIdentifier: "row")
        table.dataSource = controller
        table.delegate = controller
        scene.window.addSubview(table)
        scene.screen.runLayoutPass()
    }

    /// The middle of row `row`'s text area, on the screen.
    func point(ofRow row: Int) -> CGPoint {
        let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
        return table.convert(CGPoint(x: 150, y: rect.midY), to: nil)
    }

    func cell(_ row: Int) -> LoggingCell? {
        table.cellForRow(at: IndexPath(row: row, section: 0)) as? LoggingCell
    }
}

/// A 300-point square collection view of 100-point tiles, three to a row with no spacing,
/// registered for "tile" cells, in `scene`'s window and laid out.
@MainActor
func tileGrid(in scene: Scene, dataSource: UICollectionViewDataSource, delegate: UICollectionViewDelegate? = nil) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 0
    layout.minimumLineSpacing = 0
    let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    grid.dataSource = dataSource
    grid.delegate = delegate
    scene.window.addSubview(grid)
    scene.screen.runLayoutPass()
    return grid
}
