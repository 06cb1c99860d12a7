import Foundation
import Testing
@testable import OpenTouch

@Suite("Batch updates: rows and sections inserted, deleted, reloaded and moved, the selection following (LST-13)")
@MainActor
struct BatchUpdateTests {
    /// A data source of sections of named rows that the test edits before telling the list.
    final class Model: NSObject, UITableViewDataSource, UICollectionViewDataSource {
        var sections: [[String]]
        init(_ sections: [[String]]) { self.sections = sections }
        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            return cell
        }
        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        /// The names of the selected rows, to follow a selection through a batch.
        func names(_ paths: [IndexPath]?) -> [String] { (paths ?? []).map { sections[$0.section][$0[1]] } }
    }

    func table(_ model: Model) -> (UITableView, TouchScreen) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.allowsMultipleSelection = true
        table.dataSource = model
        return (table, phoneScreen(showing: table))
    }

    /// A collection view of 100-point items over `model`, on a phone's screen.
    func collection(_ model: Model) -> (UICollectionView, TouchScreen) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = model
        return (collection, phoneScreen(showing: collection))
    }

    @Test("LST-13 LST-5 a batch: deletions name rows before it, insertions rows after it, a move carries its selection; the rows and the selection follow")
    func rowBatch() {
        let model = Model([["a", "b", "c", "d"], ["x", "y"]])
        let (table, screen) = table(model)
        for path in [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0), IndexPath(row: 0, section: 1)] {
            table.selectRow(at: path, animated: false, scrollPosition: .none)
        }
        #expect(model.names(table.indexPathsForSelectedRows) == ["b", "d", "x"])
        // a b c d | x y  →  new b d c | y x   (a deleted, new inserted at 0, c and d swapped by moving d, x and y swapped)
        model.sections = [["new", "b", "d", "c"], ["y", "x"]]
        table.beginUpdates()
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 2, section: 0))
        table.moveRow(at: IndexPath(row: 0, section: 1), to: IndexPath(row: 1, section: 1))
        #expect(table.numberOfRows(inSection: 0) == 4 && model.names(table.indexPathsForSelectedRows) != [], "nothing applied inside the batch")
        table.endUpdates()
        screen.runLayoutPass()
        #expect(Set(model.names(table.indexPathsForSelectedRows)) == ["b", "d", "x"], "the same rows stay selected where they went")
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["new", "b", "d", "c", "y", "x"])
    }

    @Test("LST-13 sections inserted, deleted and reloaded; a reloaded section's rows are no longer selected; performBatchUpdates completes on the next turn of the clock")
    func sectionBatch() {
        let model = Model([["a"], ["b", "c"], ["d"]])
        let (table, screen) = table(model)
        table.selectRow(at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 0, section: 2), animated: false, scrollPosition: .none)
        model.sections = [["new"], ["a"], ["d", "e"]]
        var completed: [Bool] = []
        table.performBatchUpdates({
            table.deleteSections(IndexSet(integer: 1), with: .automatic)
            table.insertSections(IndexSet(integer: 0), with: .automatic)
            table.reloadSections(IndexSet(integer: 2), with: .automatic)
        }, completion: { completed.append($0) })
        #expect(table.numberOfSections == 3 && table.indexPathsForSelectedRows == nil, "b went with its section, d with its reload")
        #expect(completed.isEmpty)
        screen.advance(by: 0)
        #expect(completed == [true])
        table.selectRow(at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
        model.sections.insert(["top"], at: 0)
        table.insertSections(IndexSet(integer: 0), with: .none)
        #expect(model.names(table.indexPathsForSelectedRows) == ["a"] && table.indexPathForSelectedRow == IndexPath(row: 0, section: 2))
    }

    @Test("LST-13 a section count that does not add up is UIKit's invalid update: reported, and the table reloads")
    func invalidSections() {
        let model = Model([["a"], ["b"]])
        let (table, _) = table(model)
        var reports: [Diagnostics.Report] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { reports.append($0) }
        defer { Diagnostics.handler = saved }
        model.sections.append(["c"])
        table.deleteSections(IndexSet(integer: 0), with: .fade)
        #expect(reports.map(\.message) == ["Invalid update: invalid number of sections. The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted); the table view reloads its data instead (deleteSections)"])
        #expect(table.numberOfSections == 3)
    }

    @Test("LST-13 TCH-9 rows that stay keep their cells through an insertion, then a batch of a deletion, a move and a section reload elsewhere; a moved row keeps its cell unasked; a finger on one goes on")
    func cellsStay() {
        final class CountingModel: NSObject, UITableViewDataSource {
            var sections: [[String]]
            var asked: [String] = []
            init(_ sections: [[String]]) { self.sections = sections }
            func numberOfSections(in tableView: UITableView) -> Int { sections.count }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "S\(section)" }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let name = sections[indexPath.section][indexPath.row]
                asked.append(name)
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.textLabel?.text = name
                return cell
            }
        }
        let model = CountingModel([["a", "b", "c", "d"], ["x", "y"]])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = model
        let screen = phoneScreen(showing: table)
        let b = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        var heard: [String] = []
        let pan = UIPanGestureRecognizer { heard.append("pan \($0.state)") }
        b.addGestureRecognizer(pan)
        model.asked.removeAll()
        let finger = screen.touchDown(at: table.convert(CGPoint(x: 100, y: table.rectForRow(at: IndexPath(row: 1, section: 0)).midY), to: nil))
        screen.advance(by: 0.2)

        model.sections[0].insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        screen.runLayoutPass()
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === b && model.asked == ["new"])
        model.sections[0] = ["new", "a", "c", "b"]
        model.sections[1] = ["x2"]
        table.performBatchUpdates {
            table.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .automatic)
            table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 3, section: 0))
            table.reloadSections([1], with: .automatic)
        }
        screen.runLayoutPass()
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === b && b.window != nil, "moved, and kept")
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "c")
        #expect(model.asked == ["new", "x2"], "only the reloaded section's row is asked for")

        finger.move(to: table.convert(CGPoint(x: 180, y: table.rectForRow(at: IndexPath(row: 3, section: 0)).midY), to: nil))
        screen.advance(by: 0.05)
        finger.move(to: table.convert(CGPoint(x: 260, y: table.rectForRow(at: IndexPath(row: 3, section: 0)).midY), to: nil))
        finger.lift()
        #expect(heard == ["pan began", "pan changed", "pan ended"], "the touch on the kept cell was never cancelled")
    }

    @Test("LST-13 a header stays with its section through a batch that leaves the section alone")
    func headerStays() {
        let model = Model([["a", "b"], ["x", "y"]])
        let (table, screen) = table(model)
        final class Titles: NSObject, UITableViewDelegate {
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
                header?.textLabel?.text = "S\(section)"
                return header
            }
        }
        let titles = Titles()
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.delegate = titles
        table.reloadData()
        screen.runLayoutPass()
        let second = table.headerView(forSection: 1)
        #expect(second != nil)
        model.sections.insert(["new"], at: 0)
        table.insertSections([0], with: .automatic)
        screen.runLayoutPass()
        #expect(table.headerView(forSection: 2) === second, "the section moved to 2 and kept its header")
        #expect(second?.textLabel?.text == "S1", "not asked for again")
    }

    @Test("LST-13 TCH-9 a collection view's items that stay keep their cells through an insertion and a move; a finger on one goes on")
    func collectionCellsStay() {
        let model = Model([["a", "b", "c"]])
        let (collection, screen) = collection(model)
        let c = collection.cellForItem(at: IndexPath(item: 2, section: 0))!
        var heard: [String] = []
        c.addGestureRecognizer(UIPanGestureRecognizer { heard.append("pan \($0.state)") })
        let finger = screen.touchDown(at: c.convert(CGPoint(x: 50, y: 50), to: nil))
        screen.advance(by: 0.2)
        model.sections = [["new", "a", "b", "c"]]
        collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        screen.runLayoutPass()
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) === c)
        model.sections = [["new", "c", "a", "b"]]
        collection.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 1, section: 0))
        screen.runLayoutPass()
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === c && c.window != nil)
        finger.move(to: c.convert(CGPoint(x: 80, y: 50), to: nil))
        screen.advance(by: 0.05)
        finger.move(to: c.convert(CGPoint(x: 120, y: 50), to: nil))
        finger.lift()
        #expect(heard == ["pan began", "pan changed", "pan ended"])
    }

    @Test("LST-13 LST-9 a collection view's batch: items moved and deleted, the selection following; completion on the next turn")
    func collectionBatch() {
        let model = Model([["a", "b", "c"]])
        let (collection, screen) = collection(model)
        collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        model.sections = [["c", "b"]]
        var done = false
        collection.performBatchUpdates({
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            collection.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
        }, completion: { _ in done = true })
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)] && collection.numberOfItems(inSection: 0) == 2)
        screen.advance(by: 0)
        #expect(done)
    }
}
