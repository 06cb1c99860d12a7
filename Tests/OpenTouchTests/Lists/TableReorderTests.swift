import Foundation
import Testing
@testable import OpenTouch

/// Two sections of fruit that can be reordered, logging the table's calls, as iOS code writes it
/// (with `canMoveRowAt`, the edit Linux forces).
@MainActor
private final class Basket: NSObject, UITableViewDataSource, UITableViewDelegate {
    let log: CallbackLog
    var sections = [["apple", "banana", "cherry", "damson", "elder"], ["fig", "grape"]]
    var keepInSection = false
    init(log: CallbackLog) { self.log = log }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        log.append("cellForRow \(indexPath.section).\(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.section).\(sourceIndexPath.row) to \(destinationIndexPath.section).\(destinationIndexPath.row)")
        let fruit = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(fruit, at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .none }
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        guard keepInSection, proposedDestinationIndexPath.section != sourceIndexPath.section else { return proposedDestinationIndexPath }
        return IndexPath(row: sourceIndexPath.section < proposedDestinationIndexPath.section ? sections[sourceIndexPath.section].count - 1 : 0,
                         section: sourceIndexPath.section)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("scrolls") }
}

@Suite("Reordering rows by their reorder controls (LST-21)")
@MainActor
struct TableReorderTests {
    private let scene = Scene()

    private func table(_ basket: Basket) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), style: .plain)
        table.sectionHeaderHeight = 0
        table.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        table.dataSource = basket
        table.delegate = basket
        scene.window.addSubview(table)
        table.setEditing(true, animated: false)
        scene.screen.runLayoutPass()
        return table
    }

    private func grip(_ table: UITableView, _ row: Int, _ section: Int = 0) -> CGPoint {
        let control = table.cellForRow(at: IndexPath(row: row, section: section))!.reorderControl!
        return control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil)
    }

    private func names(_ table: UITableView) -> [String?] {
        (table.indexPathsForVisibleRows ?? []).map { table.cellForRow(at: $0)?.textLabel?.text }
    }

    @Test("LST-21 a row dragged by its reorder control follows the finger, the rows it passes make room; dropped, the data source hears moveRowAt and no cell is asked for again")
    func dragDown() {
        let basket = Basket(log: scene.log)
        let table = table(basket)
        _ = scene.log.take()
        let apple = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        table.allowsSelectionDuringEditing = true
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(apple.showsReorderControl && apple.reorderControl != nil)
        #expect(apple.contentView.frame.width == CGFloat(400 - 38))
        let start = grip(table, 0)
        let finger = scene.screen.touchDown(at: start)
        for step in 1...10 {
            scene.screen.advance(by: 0.02)
            finger.move(to: CGPoint(x: start.x, y: start.y + CGFloat(step) * 10))
        }
        // The apple's centre is at 22 + 100: past the banana's and the cherry's middles.
        #expect(apple.frame.minY == 100)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 0, "the banana moved up to make room")
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 44)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 132, "the damson stays")
        #expect(table.contentOffset.y == 0)
        finger.lift()
        scene.screen.runLayoutPass()
        #expect(scene.log.take() == ["move 0.0 to 0.2"])
        #expect(basket.sections[0] == ["banana", "cherry", "apple", "damson", "elder"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === apple && apple.frame.minY == 88)
        #expect(names(table).prefix(5) == ["banana", "cherry", "apple", "damson", "elder"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0), "the selection followed the banana")
    }

    @Test("LST-21 the delegate's targetIndexPathForMove keeps a row in its section; a row dropped where it was is put back")
    func redirected() {
        let basket = Basket(log: scene.log)
        basket.keepInSection = true
        let table = table(basket)
        _ = scene.log.take()
        let start = grip(table, 3)
        scene.screen.drag(from: start, to: CGPoint(x: start.x, y: start.y + 160), duration: 0.4, steps: 10)
        scene.screen.runLayoutPass()
        #expect(scene.log.take() == ["move 0.3 to 0.4"])
        #expect(basket.sections == [["apple", "banana", "cherry", "elder", "damson"], ["fig", "grape"]])
        let grape = grip(table, 1, 1)
        scene.screen.drag(from: grape, to: CGPoint(x: grape.x, y: grape.y + 5), duration: 0.3, steps: 5)
        #expect(scene.log.take().isEmpty)
    }
}
