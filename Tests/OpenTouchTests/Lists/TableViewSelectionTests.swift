import Foundation
import Testing
@testable import OpenTouch

@Suite("Table views: cells, highlight and selection by touch")
@MainActor
struct TableViewSelectionTests {
    @Test("LST-1 rows are laid out from their heights, and cells are reused as the table scrolls")
    func layoutAndReuse() {
        let list = TableScene()
        #expect(list.table.contentSize == CGSize(width: 400, height: 30 * 44))
        // SCR-10: the table rests below the window's 47-point status bar, so rows 0 to 8 show.
        #expect(list.table.contentOffset == CGPoint(x: 0, y: -47))
        #expect(list.table.indexPathsForVisibleRows == (0...8).map { IndexPath(row: $0, section: 0) })
        #expect(list.controller.cellsMade == 9)
        #expect(list.table.indexPathForRow(at: CGPoint(x: 10, y: 100)) == IndexPath(row: 2, section: 0))
        #expect(list.table.indexPathForRow(at: CGPoint(x: 10, y: 30 * 44 + 1)) == nil)
        #expect(list.table.cellForRow(at: IndexPath(row: 20, section: 0)) == nil)
        let firstCells = Set(list.table.visibleCells.map(ObjectIdentifier.init))
        list.log.take().forEach { _ in }
        list.table.contentOffset = CGPoint(x: 0, y: 440)
        list.screen.runLayoutPass()
        #expect(list.table.indexPathsForVisibleRows == (10...19).map { IndexPath(row: $0, section: 0) })
        #expect(Set(list.table.visibleCells.map(ObjectIdentifier.init)).isSuperset(of: firstCells))
        #expect(list.controller.cellsMade == 9 + 10)   // rows 10 to 19 asked for: nine reused, one new
        #expect(list.log.take() == Array(repeating: "reuse", count: 9))
        #expect(list.cell(12)?.textLabel?.text == "12")
        #expect(list.cell(12)?.frame == CGRect(x: 0, y: 12 * 44, width: 400, height: 44))
    }

    @Test("LST-1 dequeueing an identifier nobody registered is reported, and a plain cell comes back")
    func unregisteredIdentifier() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var cell: UITableViewCell?
        let reports = collectingDiagnostics {
            cell = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        }
        let made = try #require(cell)
        #expect(type(of: made) == UITableViewCell.self)
        #expect(reports.map(\.message) == ["unable to dequeue a cell with identifier missing - must register a nib or a class for the identifier"])
    }

    @Test("LST-2 a held finger highlights its row after the content-touch delay; the lift selects it")
    func highlightAfterDelayThenSelect() {
        let list = TableScene()
        let finger = list.screen.touchDown(at: list.point(ofRow: 2))
        list.screen.advance(by: 0.14)
        #expect(list.log.take().isEmpty)
        list.screen.advance(by: 0.01)
        #expect(list.log.take() == ["shouldHighlight 0.2", "cell 2 highlighted true", "didHighlight 0.2"])
        finger.lift()
        #expect(list.log.take() == ["willSelect 0.2", "cell 2 selected true", "cell 2 highlighted false", "didUnhighlight 0.2", "didSelect 0.2"])
        #expect(list.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(list.cell(2)?.isSelected == true && list.cell(2)?.isHighlighted == false)
    }

    @Test("LST-2 a quick tap highlights and selects at the lift")
    func quickTap() {
        let list = TableScene()
        let finger = list.screen.touchDown(at: list.point(ofRow: 4))
        list.screen.advance(by: 0.05)
        #expect(list.log.take().isEmpty)
        finger.lift()
        #expect(list.log.take() == ["shouldHighlight 0.4", "cell 4 highlighted true", "didHighlight 0.4",
                                    "willSelect 0.4", "cell 4 selected true", "cell 4 highlighted false", "didUnhighlight 0.4", "didSelect 0.4"])
    }

    @Test("LST-2 a row the delegate will not highlight is neither highlighted nor selected, and the delegate is asked nothing more")
    func noHighlight() {
        let list = TableScene()
        list.controller.shouldHighlight = false
        list.screen.tap(at: list.point(ofRow: 1))
        #expect(list.log.take() == ["shouldHighlight 0.1"])
        #expect(list.table.indexPathForSelectedRow == nil)
        let finger = list.screen.touchDown(at: list.point(ofRow: 2))
        list.screen.advance(by: 0.5)
        finger.lift()
        #expect(list.log.take() == ["shouldHighlight 0.2"], "held, then lifted: the same")
        #expect(list.table.indexPathForSelectedRow == nil)
    }

    @Test("LST-3 a drag that becomes a scroll takes the highlight away and selects nothing")
    func dragUnhighlights() {
        let list = TableScene()
        let finger = list.screen.touchDown(at: list.point(ofRow: 5))
        list.screen.advance(by: 0.2)
        #expect(list.log.take() == ["shouldHighlight 0.5", "cell 5 highlighted true", "didHighlight 0.5"])
        for step in 1...4 {
            list.screen.advance(by: 0.02)
            finger.move(to: CGPoint(x: 150, y: list.point(ofRow: 5).y - 0 - CGFloat(step) * 15))
        }
        finger.lift()
        #expect(list.log.take().filter { $0 != "reuse" } == ["cell 5 highlighted false", "didUnhighlight 0.5"])
        #expect(list.table.indexPathForSelectedRow == nil)
        #expect(list.table.contentOffset.y > 0)
    }

    @Test("LST-3 a quick flick scrolls and the rows hear nothing")
    func flickHearsNothing() {
        let list = TableScene()
        list.screen.drag(from: list.point(ofRow: 6), to: CGPoint(x: 150, y: 50), duration: 0.1, steps: 5)
        #expect(list.log.take().filter { !$0.hasPrefix("reuse") }.isEmpty)
        #expect(list.table.isDecelerating)
    }

    @Test("LST-3 a tap while the table decelerates stops it and selects nothing")
    func tapWhileDecelerating() {
        let list = TableScene()
        list.screen.drag(from: list.point(ofRow: 7), to: CGPoint(x: 150, y: 20), duration: 0.1, steps: 5)
        list.screen.advance(by: 0.1)
        #expect(list.table.isDecelerating)
        _ = list.log.take()
        list.screen.tap(at: CGPoint(x: 150, y: 200))
        let offset = list.table.contentOffset
        list.screen.advance(by: 1)
        #expect(!list.table.isDecelerating)
        #expect(list.table.contentOffset == offset)
        #expect(list.log.take().filter { $0 != "reuse" }.isEmpty)
        #expect(list.table.indexPathForSelectedRow == nil)
    }

    @Test("LST-4 selecting another row deselects the first: willSelect, willDeselect, didDeselect, didUnhighlight, didSelect")
    func singleSelectionReplaces() {
        let list = TableScene()
        list.screen.tap(at: list.point(ofRow: 1))
        list.screen.advance(by: 0.5)
        _ = list.log.take()
        list.screen.tap(at: list.point(ofRow: 3))
        #expect(list.log.take() == ["shouldHighlight 0.3", "cell 3 highlighted true", "didHighlight 0.3", "willSelect 0.3",
                                    "willDeselect 0.1", "cell 1 selected false", "didDeselect 0.1",
                                    "cell 3 selected true", "cell 3 highlighted false", "didUnhighlight 0.3", "didSelect 0.3"])
        #expect(list.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    }

    @Test("LST-4 willSelectRowAt may redirect the selection or refuse it")
    func willSelectRedirects() {
        let list = TableScene()
        list.controller.redirectSelection = [IndexPath(row: 2, section: 0): IndexPath(row: 7, section: 0),
                                             IndexPath(row: 3, section: 0): IndexPath?.none]
        list.screen.tap(at: list.point(ofRow: 2))
        #expect(list.log.take() == ["shouldHighlight 0.2", "cell 2 highlighted true", "didHighlight 0.2", "willSelect 0.2",
                                    "cell 7 selected true", "cell 2 highlighted false", "didUnhighlight 0.2", "didSelect 0.7"])
        list.screen.advance(by: 0.5)
        list.screen.tap(at: list.point(ofRow: 3))
        #expect(list.log.take() == ["shouldHighlight 0.3", "cell 3 highlighted true", "didHighlight 0.3", "willSelect 0.3",
                                    "cell 3 highlighted false", "didUnhighlight 0.3"])
        #expect(list.table.indexPathForSelectedRow == IndexPath(row: 7, section: 0))
    }

    @Test("LST-4 with multiple selection a tap on a selected row deselects it")
    func multipleSelectionToggles() {
        let list = TableScene()
        list.table.allowsMultipleSelection = true
        for row in [1, 2, 1] {
            list.screen.tap(at: list.point(ofRow: row))
            list.screen.advance(by: 0.5)
        }
        #expect(list.log.take() == [
            "shouldHighlight 0.1", "cell 1 highlighted true", "didHighlight 0.1", "willSelect 0.1", "cell 1 selected true",
            "cell 1 highlighted false", "didUnhighlight 0.1", "didSelect 0.1",
            "shouldHighlight 0.2", "cell 2 highlighted true", "didHighlight 0.2", "willSelect 0.2", "cell 2 selected true",
            "cell 2 highlighted false", "didUnhighlight 0.2", "didSelect 0.2",
            "shouldHighlight 0.1", "cell 1 highlighted true", "didHighlight 0.1", "willDeselect 0.1",
            "cell 1 highlighted false", "didUnhighlight 0.1", "cell 1 selected false", "didDeselect 0.1",
        ])
        #expect(list.table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    }

    @Test("LST-4 without allowsSelection a tap neither highlights nor selects")
    func selectionNotAllowed() {
        let list = TableScene()
        list.table.allowsSelection = false
        list.screen.tap(at: list.point(ofRow: 1))
        #expect(list.log.take().isEmpty)
        #expect(list.table.indexPathForSelectedRow == nil)
    }

    @Test("LST-4 a finger that leaves its row before lifting selects nothing")
    func liftOutside() {
        let list = TableScene()
        list.table.isScrollEnabled = false
        let finger = list.screen.touchDown(at: list.point(ofRow: 1))
        list.screen.advance(by: 0.2)
        finger.move(to: list.point(ofRow: 3))
        finger.lift()
        #expect(list.log.take() == ["shouldHighlight 0.1", "cell 1 highlighted true", "didHighlight 0.1",
                                    "cell 1 highlighted false", "didUnhighlight 0.1"])
    }

    @Test("LST-5 selectRow and deselectRow tell the delegate nothing; the selection survives reuse")
    func programmaticSelection() {
        let list = TableScene()
        list.table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        list.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(list.log.take() == ["cell 0 selected true", "cell 0 selected false", "cell 1 selected true"])
        list.table.contentOffset = CGPoint(x: 0, y: 800)
        list.screen.runLayoutPass()
        _ = list.log.take()
        list.table.contentOffset = .zero
        list.screen.runLayoutPass()
        #expect(list.cell(1)?.isSelected == true)
        #expect(list.cell(0)?.isSelected == false)
        list.table.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
        #expect(list.log.take().filter { $0 != "reuse" } == ["cell 1 selected true", "cell 1 selected false"])
        list.table.selectRow(at: IndexPath(row: 25, section: 0), animated: false, scrollPosition: .bottom)
        let bottomOfRow25: CGFloat = 26 * 44 - 400
        #expect(list.table.contentOffset == CGPoint(x: 0, y: bottomOfRow25))
    }

    @Test("LST-6 cells are exclusive-touch: a second finger on another row neither highlights nor selects")
    func exclusiveCells() {
        let list = TableScene()
        #expect(list.cell(0)?.isExclusiveTouch == true)
        let first = list.screen.touchDown(at: list.point(ofRow: 1))
        list.screen.advance(by: 0.2)
        let second = list.screen.touchDown(at: list.point(ofRow: 4))
        list.screen.advance(by: 0.2)
        second.lift()
        list.screen.advance(by: 0.05)
        first.lift()
        #expect(list.log.take() == ["shouldHighlight 0.1", "cell 1 highlighted true", "didHighlight 0.1",
                                    "willSelect 0.1", "cell 1 selected true", "cell 1 highlighted false", "didUnhighlight 0.1", "didSelect 0.1"])
    }

    @Test("LST-7 a switch in a row gets its own tap, and the row is neither highlighted nor selected")
    func switchInCell() {
        let list = TableScene()
        let toggle = list.cell(2)!.toggle
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        list.screen.tap(at: toggle.convert(CGPoint(x: toggle.bounds.midX, y: toggle.bounds.midY), to: nil))
        #expect(toggle.isOn && changes == 1)
        #expect(list.log.take().isEmpty)
        #expect(list.table.indexPathForSelectedRow == nil)
    }

    @Test("LST-7 a button in a row's content sends its action without selecting the row")
    func buttonInCell() {
        let list = TableScene()
        let button = UIButton(frame: CGRect(x: 10, y: 5, width: 60, height: 34))
        list.cell(3)!.contentView.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        list.screen.tap(at: button.convert(CGPoint(x: 30, y: 17), to: nil))
        #expect(taps == 1)
        #expect(list.log.take().isEmpty)
    }

    @Test("LST-1 sections stack one after the other, and index paths name the section")
    func sections() {
        final class TwoSections: UITableViewDataSource, UITableViewDelegate {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 4 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
                return cell
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { indexPath.section == 0 ? 50 : 30 }
            var selected: [IndexPath] = []
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        }
        let scene = Scene()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let source = TwoSections()
        table.dataSource = source
        table.delegate = source
        scene.window.addSubview(table)
        scene.screen.runLayoutPass()
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 4)
        #expect(table.contentSize == CGSize(width: 300, height: 270))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 180, width: 300, height: 30))
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 185)) == IndexPath(row: 1, section: 1))
        scene.screen.tap(at: CGPoint(x: 100, y: 185))
        #expect(source.selected == [IndexPath(row: 1, section: 1)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.isSelected == true)
    }

    @Test("LST-1 a row deletion the data source does not match is reported as UIKit's invalid update, and the table reloads")
    func invalidUpdate() {
        let list = TableScene()
        list.table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        let reports = collectingDiagnostics {
            list.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        #expect(reports.map(\.message) == ["Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (30) must be equal to the number of rows contained in that section before the update (30), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out); the table view reloads its data instead (deleteRows)"])
        #expect(list.table.numberOfRows(inSection: 0) == 30)
        #expect(list.table.indexPathForSelectedRow == nil)
        list.controller.rows.remove(at: 0)
        list.table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        let matched = collectingDiagnostics {
            list.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        #expect(matched.isEmpty)
        #expect(list.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }
}
