import Foundation
import Testing
@testable import OpenTouch

@Suite("List controllers: a table or collection view as the view, the controller its data source and delegate (LST-11)")
@MainActor
struct ListControllerTests {
    final class Rows: UITableViewController {
        var log: [String] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willSelect \(indexPath.row)")
            return indexPath
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
        override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
    }

    final class NoCells: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    }

    @Test("LST-11 LST-4 a subclass's overrides are the table's data source and delegate; the selection clears when the table appears again")
    func overrides() {
        let rows = Rows(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = rows
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        screen.runLayoutPass()
        #expect(rows.tableView.frame == window.bounds && rows.tableView.numberOfRows(inSection: 0) == 3)
        screen.tap(at: CGPoint(x: 100, y: 44 + 22))
        #expect(rows.log == ["willSelect 1", "didSelect 1"] && rows.tableView.indexPathForSelectedRow?.row == 1)
        rows.tableView.alwaysBounceVertical = true
        screen.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 500), duration: 0.3, steps: 6)
        #expect(rows.log.last == "willBeginDragging")
        rows.beginAppearanceTransition(false, animated: false)
        rows.endAppearanceTransition()
        rows.beginAppearanceTransition(true, animated: false)
        #expect(rows.tableView.indexPathForSelectedRow == nil, "clearsSelectionOnViewWillAppear")
        rows.endAppearanceTransition()
    }

    @Test("LST-11 a controller with rows but no cells is reported, and shows an empty cell")
    func missingCells() {
        var reports: [Diagnostics.Report] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { reports.append($0) }
        defer { Diagnostics.handler = saved }
        let controller = NoCells(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.tableView.visibleCells.count == 1 && reports.map(\.kind) == [.invalidArgument])
        #expect(reports.first?.message.contains("NoCells has rows but does not override tableView(_:cellForRowAt:)") == true)
    }
}
