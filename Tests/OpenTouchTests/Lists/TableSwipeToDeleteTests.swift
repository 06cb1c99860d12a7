import Foundation
import Testing
@testable import OpenTouch

/// A list of groceries whose data source deletes rows in `commit`, as iOS code does, and logs
/// every question and callback about rows. The subclasses below add the deletion questions they
/// answer and declare the conformances themselves: a Swift conformance takes its methods from the
/// class that declares it, so a method a subclass adds would not be seen.
@MainActor
private class Groceries: NSObject {
    let log: CallbackLog
    var items = ["Apples", "Bread", "Cheese", "Dates", "Eggs", "Figs"]
    init(log: CallbackLog) { self.log = log }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(editingStyle == .delete ? "delete" : "other") \(items[indexPath.row])")
        guard editingStyle == .delete else { return }
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.row)")
        return true
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.append("willBeginEditing \(indexPath.row), isEditing \(tableView.isEditing)")
    }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEndEditing \(indexPath?.row ?? -1), isEditing \(tableView.isEditing)")
    }
}

/// Implements `commit` and `canEditRowAt`, as Xcode's table template does: Figs cannot be edited.
@MainActor
private final class EditableGroceries: Groceries, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { items[indexPath.row] != "Figs" }
}

/// Implements `commit` and names the button, and nothing else about deleting.
@MainActor
private final class TitledGroceries: Groceries, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Remove" }
}

/// Implements `commit` and an editing style of `.none` for every row.
@MainActor
private final class UndeletableGroceries: Groceries, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .none }
}

/// Implements `commit` and no deletion question.
@MainActor
private final class CommittingGroceries: Groceries, UITableViewDataSource, UITableViewDelegate {}

/// A table controller as Xcode's template writes one: `override` of `canEditRowAt` and `commit`.
@MainActor
private final class GroceriesController: UITableViewController {
    var items = ["Apples", "Bread", "Cheese"]
    var committed: [String] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            committed.append(items.remove(at: indexPath.row))
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }
}

/// A diffable data source subclass that deletes rows, as iOS code writes it for swipe to delete.
@MainActor
private final class DeletableFruits: UITableViewDiffableDataSource<Int, String> {
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([item])
        apply(snapshot)
    }
}

@Suite("Table views: swipe to delete from the data source's commit (LST-8)")
@MainActor
struct TableSwipeToDeleteTests {
    let scene = Scene()

    /// A 400 × 400 table at the window's top with `source` as data source and delegate, laid out.
    private func table(_ source: Groceries & UITableViewDataSource & UITableViewDelegate) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), style: .plain)
        table.dataSource = source
        table.delegate = source
        scene.window.addSubview(table)
        scene.screen.runLayoutPass()
        return table
    }

    private func rowPoint(_ table: UITableView, _ row: Int, x: CGFloat) -> CGPoint {
        let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
        return table.convert(CGPoint(x: x, y: rect.midY), to: nil)
    }

    private func swipe(_ table: UITableView, row: Int, by dx: CGFloat) {
        let start = rowPoint(table, row, x: 380)
        scene.screen.drag(from: start, to: CGPoint(x: start.x + dx, y: start.y), duration: 0.3, steps: 6)
        scene.screen.advance(by: 0.5)
    }

    private func actions(_ table: UITableView) -> SwipeActionsView? {
        table.subviews.compactMap { $0 as? SwipeActionsView }.first
    }

    @Test("LST-8 swipe to delete: the swipe reveals Delete without highlighting or selecting the row; a tap on Delete commits .delete, then the row's editing ends")
    func swipeRevealsDeleteAndTapCommits() {
        let source = EditableGroceries(log: scene.log)
        let table = table(source)
        swipe(table, row: 1, by: -120)
        #expect(scene.log.take() == ["willBeginEditing 1, isEditing false"])
        #expect(table.isEditing && table.indexPathForSelectedRow == nil)
        let view = try! #require(actions(table))
        #expect(view.buttons.map(\.currentTitle) == ["Delete"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == -view.actionsWidth)

        let delete = view.buttons[0]
        scene.screen.tap(at: delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: nil))
        scene.screen.advance(by: 0.5)
        #expect(scene.log.take() == ["commit delete Bread", "didEndEditing 1, isEditing false"])
        #expect(source.items == ["Apples", "Cheese", "Dates", "Eggs", "Figs"])
        #expect(table.numberOfRows(inSection: 0) == 5 && actions(table) == nil && !table.isEditing)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Cheese")
    }

    @Test("LST-8 swipe to delete: a swipe across most of the row deletes it at once; a row its data source cannot edit does not move")
    func fullSwipeAndUneditableRow() {
        let source = EditableGroceries(log: scene.log)
        let table = table(source)
        swipe(table, row: 0, by: -300)
        #expect(scene.log.take() == ["willBeginEditing 0, isEditing false", "commit delete Apples", "didEndEditing 0, isEditing false"])
        #expect(source.items.first == "Bread")
        // Figs is now row 4; canEditRowAt refuses it, so the sideways drag is an ordinary touch on
        // the row, as on any row without actions: no editing, and the row is selected at the lift.
        swipe(table, row: 4, by: -120)
        #expect(actions(table) == nil && table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame.minX == 0)
        #expect(scene.log.take() == ["shouldHighlight 4", "willSelect 4"])
    }

    @Test("LST-8 swipe to delete: titleForDeleteConfirmationButtonForRowAt names the button, and answering it is enough to offer the swipe")
    func titledButton() {
        let source = TitledGroceries(log: scene.log)
        let table = table(source)
        swipe(table, row: 2, by: -120)
        #expect(actions(table)?.buttons.map(\.currentTitle) == ["Remove"])
        #expect(scene.log.take() == ["willBeginEditing 2, isEditing false"])
    }

    @Test("LST-8 no swipe to delete: an editing style of .none, or (Linux) a data source that answers no deletion question itself")
    func noSwipeToDelete() {
        let sources: [Groceries & UITableViewDataSource & UITableViewDelegate] = [UndeletableGroceries(log: scene.log), CommittingGroceries(log: scene.log)]
        for source in sources {
            let table = table(source)
            swipe(table, row: 1, by: -120)
            #expect(actions(table) == nil && !table.isEditing, "\(type(of: source))")
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 0)
            #expect(scene.log.take() == ["shouldHighlight 1", "willSelect 1"], "an ordinary touch on the row: \(type(of: source))")
            table.removeFromSuperview()
        }
    }

    @Test("LST-8 swipe to delete in a UITableViewController subclass that overrides canEditRowAt and commit, as Xcode's template does")
    func tableViewControllerTemplate() {
        let controller = GroceriesController(style: .plain)
        controller.view.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        scene.window.addSubview(controller.view)
        scene.screen.runLayoutPass()
        let table = controller.tableView!
        swipe(table, row: 0, by: -300)
        #expect(controller.committed == ["Apples"] && controller.items == ["Bread", "Cheese"])
        #expect(table.numberOfRows(inSection: 0) == 2)
    }

    @Test("LST-8 LST-18 swipe to delete with a diffable data source subclass: Delete applies a snapshot without the row")
    func diffableDataSource() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), style: .plain)
        let fruits = DeletableFruits(tableView: table) { _, _, name in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = name
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Apple", "Banana", "Cherry"])
        fruits.apply(snapshot, animatingDifferences: false)
        scene.window.addSubview(table)
        scene.screen.runLayoutPass()
        swipe(table, row: 1, by: -120)
        #expect(actions(table)?.buttons.map(\.currentTitle) == ["Delete"])
        let delete = try! #require(actions(table)?.buttons.first)
        scene.screen.tap(at: delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: nil))
        scene.screen.advance(by: 0.5)
        #expect(fruits.snapshot().itemIdentifiers == ["Apple", "Cherry"])
        #expect(table.numberOfRows(inSection: 0) == 2 && actions(table) == nil)
    }
}
