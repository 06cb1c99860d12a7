import Foundation
import Testing
@testable import OpenTouch

@Suite("Editing mode: the edit button, delete controls and their confirmation, selection during editing (LST-15)")
@MainActor
struct TableEditingTests {
    final class Fruits: UITableViewController {
        var fruits = ["Apple", "Banana", "Cherry"]
        var log: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
            navigationItem.rightBarButtonItem = editButtonItem
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            cell.textLabel?.text = fruits[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { fruits[indexPath.row] != "Cherry" }
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            log.append("commit \(editingStyle == .delete ? "delete" : "insert") \(fruits[indexPath.row])")
            fruits.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(fruits[indexPath.row])") }
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            log.append("setEditing \(editing)")
        }
    }

    func center(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    @Test("LST-15 VC-5 the Edit button toggles editing; editable rows get delete controls and move in; a control shows the confirmation, whose tap commits; rows do not select while editing")
    func deleteInEditingMode() throws {
        let fruits = Fruits(style: .plain)
        let navigation = UINavigationController(rootViewController: fruits)
        let screen = phoneScreen(root: navigation)
        let edit = try #require(navigation.navigationBar.itemButtons.first)
        #expect(edit.currentTitle == "Edit")
        screen.tap(at: center(edit))
        screen.runLayoutPass()
        #expect(fruits.log == ["setEditing true"] && fruits.isEditing && fruits.tableView.isEditing && edit.currentTitle == "Done")
        let table = fruits.tableView!
        let cells = (0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: 0))! }
        #expect(cells.map(\.editingStyle) == [.delete, .delete, .none], "Cherry cannot be edited")
        #expect(cells[0].contentView.frame.minX == 38 && cells[2].contentView.frame.minX == 0)

        screen.tap(at: CGPoint(x: 200, y: center(cells[0]).y))
        screen.advance(by: 0.3)
        #expect(fruits.log == ["setEditing true"], "no selection while editing")
        let control = try #require(cells[1].editingControl)
        screen.tap(at: center(control))
        let confirm = try #require(table.swipe.actionsView?.buttons.first)
        #expect(confirm.currentTitle == "Delete" && cells[1].frame.minX < 0, "the row slides to show its confirmation")
        screen.tap(at: center(confirm))
        screen.runLayoutPass()
        #expect(fruits.log == ["setEditing true", "commit delete Banana"] && table.numberOfRows(inSection: 0) == 2)

        screen.tap(at: center(edit))
        screen.runLayoutPass()
        #expect(!table.isEditing && edit.currentTitle == "Edit" && table.cellForRow(at: IndexPath(row: 0, section: 0))?.editingControl == nil)
        screen.tap(at: CGPoint(x: 200, y: center(table.cellForRow(at: IndexPath(row: 1, section: 0))!).y))
        screen.advance(by: 0.3)
        #expect(fruits.log.suffix(2) == ["setEditing false", "didSelect Cherry"])
    }

    @Test("LST-15 LST-4 allowsSelectionDuringEditing lets a tap select in editing mode; an insert control commits at once")
    func selectionAndInsertion() throws {
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            var log: [String] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
            func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
                indexPath.row == 1 ? .insert : .delete
            }
            func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                log.append("commit \(editingStyle.rawValue) \(indexPath.row)")
            }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = Source()
        table.dataSource = source
        table.delegate = source
        let screen = phoneScreen(showing: table)
        table.allowsSelectionDuringEditing = true
        table.isEditing = true
        screen.tap(at: CGPoint(x: 200, y: 22))
        screen.advance(by: 0.3)
        let insert = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))?.editingControl)
        #expect(insert.accessibilityIdentifier == "insert control")
        screen.tap(at: center(insert))
        #expect(source.log == ["didSelect 0", "commit 2 1"])
    }
}
