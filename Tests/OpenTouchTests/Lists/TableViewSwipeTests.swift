import Foundation
import Testing
@testable import OpenTouch

@Suite("Table views: swipe actions")
@MainActor
struct TableViewSwipeTests {
    /// A table whose rows offer Delete (removing the row) and Flag on the trailing side.
    private func swipeScene() -> (TableScene, ran: () -> [String]) {
        let list = TableScene()
        var ran: [String] = []
        let controller = list.controller
        let table = list.table
        let delete = UIContextualAction(style: .destructive, title: "Delete") { action, source, done in
            ran.append("\(action.title!) from \(type(of: source))")
            if let row = table.indexPathForSelectedRow?.row ?? Optional(2) {
                controller.rows.remove(at: row)
                table.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
            }
            done(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { action, _, done in
            ran.append(action.title!)
            done(false)
        }
        controller.trailingActions = [delete, flag]
        return (list, { defer { ran.removeAll() }; return ran })
    }

    private func swipe(_ list: TableScene, row: Int, by dx: CGFloat) {
        let start = list.point(ofRow: row)
        list.screen.drag(from: CGPoint(x: 380, y: start.y), to: CGPoint(x: 380 + dx, y: start.y), duration: 0.3, steps: 6)
    }

    @Test("LST-8 a horizontal pan on a row reveals its trailing actions, the first nearest the edge")
    func revealTrailing() {
        let (list, _) = swipeScene()
        swipe(list, row: 2, by: -120)
        let cell = list.cell(2)!
        #expect(cell.frame.minX == -161)
        let actions = list.table.subviews.compactMap { $0 as? SwipeActionsView }.first
        #expect(actions?.frame == CGRect(x: 400 - 161, y: 88, width: 161, height: 44))
        #expect(actions?.buttons.map { $0.convert($0.bounds, to: list.table).minX } == [313, 239])
        #expect(actions?.buttons.map(\.currentTitle) == ["Delete", "Flag"])
        #expect(list.log.take().isEmpty)
        #expect(list.table.contentOffset == CGPoint(x: 0, y: -47))   // at rest below the status bar (SCR-10)
    }

    @Test("LST-8 a vertical drag on a row with actions still scrolls")
    func verticalStillScrolls() {
        let (list, _) = swipeScene()
        let start = list.point(ofRow: 6), rest = list.table.contentOffset.y
        list.screen.drag(from: start, to: CGPoint(x: start.x, y: start.y - 150), duration: 0.3, steps: 6)
        #expect(list.table.contentOffset.y - rest > 100)
        #expect(!list.table.subviews.contains { $0 is SwipeActionsView })
    }

    @Test("LST-8 a row without actions for that side does not move")
    func noActionsNoSwipe() {
        let (list, _) = swipeScene()
        swipe(list, row: 2, by: 120)
        #expect(list.cell(2)?.frame.minX == 0)
        #expect(!list.table.subviews.contains { $0 is SwipeActionsView })
    }

    @Test("LST-8 tapping an action runs its handler; its completion closes the row")
    func tapActionRunsHandler() {
        let (list, ran) = swipeScene()
        swipe(list, row: 2, by: -120)
        list.screen.advance(by: 0.5)
        list.screen.tap(at: CGPoint(x: 370, y: list.point(ofRow: 2).y))
        #expect(ran() == ["Delete from UIButton"])
        #expect(list.table.numberOfRows(inSection: 0) == 29)
        #expect(!list.table.subviews.contains { $0 is SwipeActionsView })
        list.screen.runLayoutPass()
        #expect(list.cell(2)?.frame == CGRect(x: 0, y: 88, width: 400, height: 44))
        #expect(list.cell(2)?.textLabel?.text == "3", "the cell that showed row 3 moved up: kept, not asked for again (LST-13)")
        #expect(list.log.take().filter { !$0.hasPrefix("reuse") && !$0.hasPrefix("cell") }.isEmpty)
    }

    @Test("LST-8 a swipe that shows actions is editing: willBeginEditingRowAt, isEditing, the handler once, then didEndEditingRowAt as the row closes")
    func swipeIsEditing() {
        let list = TableScene()
        var ran: [String] = []
        let flag = UIContextualAction(style: .normal, title: "Flag") { [log = list.log] action, _, done in
            ran.append(action.title!)
            log.append("handler \(action.title!)")
            done(true)
        }
        list.controller.trailingActions = [flag]
        list.controller.logsEditing = true
        swipe(list, row: 2, by: -120)
        #expect(list.log.take() == ["willBeginEditing 0.2, isEditing false"])
        #expect(list.table.isEditing, "the table edits the swiped row")
        #expect(list.cell(2)?.isEditing == false, "no editing controls appear")
        list.screen.advance(by: 0.5)
        list.screen.tap(at: CGPoint(x: 370, y: list.point(ofRow: 2).y))
        #expect(ran == ["Flag"])
        #expect(list.log.take() == ["handler Flag", "didEndEditing 0.2, isEditing false"])
        #expect(!list.table.isEditing && list.table.indexPathForSelectedRow == nil)

        swipe(list, row: 3, by: -120)
        list.screen.advance(by: 0.5)
        list.screen.tap(at: list.point(ofRow: 6))
        #expect(list.log.take() == ["willBeginEditing 0.3, isEditing false", "didEndEditing 0.3, isEditing false"], "closed by a touch elsewhere")
        swipe(list, row: 3, by: -120)
        list.table.isEditing = false
        #expect(list.log.take() == ["willBeginEditing 0.3, isEditing false", "didEndEditing 0.3, isEditing false"], "closed by leaving editing")
        #expect(list.cell(3)?.frame.minX == 0)
    }

    @Test("LST-8 a touch elsewhere closes the open row and does nothing else")
    func tapElsewhereCloses() {
        let (list, ran) = swipeScene()
        swipe(list, row: 2, by: -120)
        list.screen.advance(by: 0.5)
        list.screen.tap(at: list.point(ofRow: 5))
        list.screen.advance(by: 0.5)
        #expect(ran().isEmpty)
        #expect(list.cell(2)?.frame.minX == 0)
        #expect(list.log.take().isEmpty)
        #expect(list.table.indexPathForSelectedRow == nil)
        // The next tap selects as usual.
        list.screen.tap(at: list.point(ofRow: 5))
        #expect(list.table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
    }

    @Test("LST-8 a swipe released short of half the actions' width closes again")
    func shortSwipeCloses() {
        let (list, _) = swipeScene()
        swipe(list, row: 3, by: -60)
        #expect(list.cell(3)?.frame.minX == 0)
        #expect(!list.table.subviews.contains { $0 is SwipeActionsView })
    }

    @Test("LST-8 a swipe across most of the row performs the first action")
    func fullSwipe() {
        let (list, ran) = swipeScene()
        swipe(list, row: 2, by: -340)
        #expect(ran() == ["Delete from UIButton"])
        #expect(list.table.numberOfRows(inSection: 0) == 29)
    }

    @Test("LST-8 without a full swipe the row stops at its actions' width")
    func fullSwipeOff() {
        let (list, ran) = swipeScene()
        list.controller.fullSwipe = false
        swipe(list, row: 2, by: -340)
        #expect(ran().isEmpty)
        #expect(list.cell(2)?.frame.minX == -161)
    }

    @Test("LST-8 a scroll closes the open row")
    func scrollCloses() {
        let (list, _) = swipeScene()
        swipe(list, row: 2, by: -120)
        list.screen.advance(by: 0.5)
        let start = list.point(ofRow: 6)
        list.screen.drag(from: start, to: CGPoint(x: start.x, y: start.y - 100), duration: 0.3, steps: 6)
        #expect(!list.table.subviews.contains { $0 is SwipeActionsView })
    }

    @Test("LST-8 CTL-8 dragging a row's switch sideways moves its knob, not the row")
    func switchKeepsHorizontalDrag() {
        let (list, _) = swipeScene()
        let toggle = list.cell(2)!.toggle
        let start = toggle.convert(CGPoint(x: 8, y: 15), to: nil)
        let finger = list.screen.touchDown(at: start)
        list.screen.advance(by: 0.2)
        for step in 1...4 {
            list.screen.advance(by: 0.02)
            finger.move(to: CGPoint(x: start.x + CGFloat(step) * 10, y: start.y))
        }
        finger.lift()
        #expect(toggle.isOn)
        #expect(list.cell(2)?.frame.minX == 0)
    }

    @Test("LST-8 a swipe to the right reveals the leading actions on the left")
    func revealLeading() {
        let (list, ran) = swipeScene()
        list.controller.leadingActions = [UIContextualAction(style: .normal, title: "Pin") { action, _, done in
            done(true)
        }]
        let start = list.point(ofRow: 1)
        list.screen.drag(from: CGPoint(x: 20, y: start.y), to: CGPoint(x: 140, y: start.y), duration: 0.3, steps: 6)
        #expect(list.cell(1)?.frame.minX == 74)
        let actions = list.table.subviews.compactMap { $0 as? SwipeActionsView }.first
        #expect(actions?.frame == CGRect(x: 0, y: 44, width: 74, height: 44))
        list.screen.advance(by: 0.5)
        list.screen.tap(at: CGPoint(x: 30, y: start.y))
        #expect(ran().isEmpty)
        #expect(list.cell(1)?.frame.minX == 0)
    }
}

@Suite("Table views: the older row actions (LST-8)")
@MainActor
struct TableRowActionTests {
    @Test("LST-8 editActionsForRowAt: the row actions show as a trailing swipe's, a tap runs the handler with the row and closes it; a trailing configuration takes their place")
    func rowActions() {
        let list = TableScene()
        var ran: [String] = []
        let share = UITableViewRowAction(style: .normal, title: "Share") { action, indexPath in ran.append("\(action.title!) \(indexPath.row)") }
        share.backgroundColor = .systemBlue
        let delete = UITableViewRowAction(style: .destructive, title: "Delete") { action, indexPath in ran.append("\(action.title!) \(indexPath.row)") }
        list.controller.rowActions = [delete, share]
        let start = list.point(ofRow: 2)
        list.screen.drag(from: CGPoint(x: 380, y: start.y), to: CGPoint(x: 260, y: start.y), duration: 0.3, steps: 6)
        let actions = list.table.subviews.compactMap { $0 as? SwipeActionsView }.first
        #expect(actions?.buttons.map(\.currentTitle) == ["Delete", "Share"])
        let shareButton = actions!.buttons[1]
        list.screen.tap(at: shareButton.convert(CGPoint(x: shareButton.bounds.midX, y: shareButton.bounds.midY), to: nil))
        list.screen.advance(by: 1)
        #expect(ran == ["Share 2"])
        #expect(list.cell(2)?.frame.minX == 0, "the row closed")
        list.controller.trailingActions = [UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }]
        list.screen.drag(from: CGPoint(x: 380, y: start.y), to: CGPoint(x: 260, y: start.y), duration: 0.3, steps: 6)
        #expect(list.table.subviews.compactMap { $0 as? SwipeActionsView }.first?.buttons.map(\.currentTitle) == ["Pin"])
    }
}
