import Foundation

/// A table's swipe actions (LST-8), and a list layout's (LST-19): a horizontal pan on a row slides
/// it aside to show the delegate's actions, a tap on an action runs it, and a touch anywhere else
/// closes the row.
///
/// The swipe is an ordinary pan on the list, competing with the scroll view's own pan: the
/// scroll view's refuses a horizontal drag (it cannot scroll sideways, SCR-5), and this one
/// refuses anything but a horizontal drag on a row that has actions for that side, so a
/// vertical drag still scrolls.
@MainActor
final class RowSwipeController: UIGestureRecognizerDelegate {
    /// [chosen] A row released past this share of its actions' width opens; short of it, closes.
    static let openingShare: CGFloat = 0.5
    /// [chosen] A row released past this share of the table's width performs its first action
    /// when the configuration allows a full swipe.
    static let fullSwipeShare: CGFloat = 0.6

    private unowned let table: SwipeHost
    let pan = UIPanGestureRecognizer()
    let dismiss = OpenRowDismissGestureRecognizer()

    /// The row that is swiped or open, its side, and how far its cell is moved (negative: left).
    private(set) var openRow: IndexPath?
    private var offset: CGFloat = 0
    private var offsetAtPanStart: CGFloat = 0
    private(set) var actionsView: SwipeActionsView?
    /// Whether a swipe opened the row (so the table is editing it), not a delete control (LST-15).
    private var openedBySwipe = false

    init(table: SwipeHost) {
        self.table = table
    }

    func install() {
        let listName = table is UICollectionView ? "UICollectionView" : "UITableView"
        pan.name = "\(listName) swipe actions"
        pan.delegate = self
        pan.addTarget(self, action: RowSwipeController.handlePan)
        dismiss.name = "\(listName) open row dismissal"
        dismiss.controller = self
        dismiss.addTarget(self, action: RowSwipeController.handleDismiss)
        table.addGestureRecognizer(pan)
        table.addGestureRecognizer(dismiss)
        // A scroll closes an open row.
        table.panGestureRecognizer.addTarget(self, action: RowSwipeController.handleScroll)
    }

    private func note(_ action: String, _ reason: String) {
        table.trace?.recordList(table, action, reason: reason)
    }

    private func name(_ indexPath: IndexPath) -> String { "\(table.elementNoun) [\(indexPath.section), \(indexPath[1])]" }

    // MARK: Beginning (LST-8)

    /// Where the pan's finger went down, in the table's content.
    private var panStart: CGPoint {
        let now = pan.location(in: table), moved = pan.translation(in: table)
        return CGPoint(x: now.x - moved.x, y: now.y - moved.y)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === pan else { return true }
        // In editing mode the rows' delete controls stand for the swipe (LST-15).
        guard table.swipesAllowed else { return false }
        return TakeoverPolicy.rowSwipe(in: table, startRow: table.swipeIndexPath(at: panStart), moved: pan.translation(in: table),
                                       openRow: openRow, noun: table.elementNoun) { indexPath, trailing in
            configuration(for: indexPath, trailing: trailing)?.actions.isEmpty == false
        }
    }

    private func configuration(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        table.swipeActions(for: indexPath, trailing: trailing)
    }

    // MARK: Following the finger

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            if openRow == nil {
                guard let indexPath = table.swipeIndexPath(at: panStart) else { return }
                let trailing = pan.translation(in: table).x < 0
                guard let configuration = configuration(for: indexPath, trailing: trailing) else { return }
                open(indexPath, configuration: configuration, trailing: trailing)
                openedBySwipe = true
                table.swipeDidBeginEditing(indexPath)
                offsetAtPanStart = 0
            } else {
                offsetAtPanStart = offset
            }
            pan.setTranslation(.zero, in: table)
            note("swipes \(name(openRow!))", "a horizontal pan on a row with actions (LST-8)")
        case .changed:
            follow(offsetAtPanStart + pan.translation(in: table).x)
        case .ended:
            follow(offsetAtPanStart + pan.translation(in: table).x)
            settle()
        case .cancelled, .failed:
            close("the swipe was cancelled (LST-8)")
        default:
            break
        }
    }

    private func open(_ indexPath: IndexPath, configuration: UISwipeActionsConfiguration, trailing: Bool) {
        let view = SwipeActionsView(configuration: configuration, trailing: trailing, controller: self)
        actionsView = view
        openRow = indexPath
        table.insertSubview(view, at: 0)
    }

    /// Shows the delete confirmation of a row in editing mode, its delete control tapped: the
    /// row opens on `delete`, whose tap commits the deletion (LST-15).
    func openDeleteConfirmation(at indexPath: IndexPath, action delete: UIContextualAction) {
        close("another row's delete confirmation (LST-15)")
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = false
        open(indexPath, configuration: configuration, trailing: true)
        offset = -(actionsView?.actionsWidth ?? 0)
        layOutOpenRow()
        note("shows the delete confirmation of \(name(indexPath))", "its delete control was tapped (LST-15)")
    }

    /// The cell follows the finger up to its actions' width; past it, only with a full swipe.
    private func follow(_ proposed: CGFloat) {
        guard let view = actionsView else { return }
        let width = view.actionsWidth
        let limit = view.configuration.performsFirstActionWithFullSwipe ? table.bounds.width : width
        var moved = view.trailing ? min(0, proposed) : max(0, proposed)
        if abs(moved) > limit { moved = moved < 0 ? -limit : limit }
        offset = moved
        layOutOpenRow()
    }

    private func settle() {
        guard let view = actionsView, let openRow else { return }
        let width = view.actionsWidth
        if view.configuration.performsFirstActionWithFullSwipe, abs(offset) > table.bounds.width * Self.fullSwipeShare,
           let first = view.configuration.actions.first {
            note("performs \(first.title ?? "the first action") on \(name(openRow))", "swiped across most of the row (LST-8)")
            run(first, from: view.buttons.first ?? view)
        } else if abs(offset) >= width * Self.openingShare {
            offset = view.trailing ? -width : width
            layOutOpenRow()
            note("opens \(name(openRow))", "released past half its actions' width (LST-8)")
        } else {
            close("released short of half its actions' width (LST-8)")
        }
    }

    /// Places the open row's cell and its actions beside it.
    func layOutOpenRow() {
        guard let openRow, let view = actionsView else { return }
        let row = table.swipeRect(for: openRow)
        guard row != .zero else { return close("its row is gone (LST-8)") }
        table.swipeCell(at: openRow)?.frame = row.offsetBy(dx: offset, dy: 0)
        let width = view.actionsWidth
        view.frame = CGRect(x: view.trailing ? row.maxX - width : row.minX, y: row.minY, width: width, height: row.height)
    }

    // MARK: Ending (LST-8)

    /// Runs `action`'s handler; its completion closes the row.
    func run(_ action: UIContextualAction, from source: UIView) {
        if let openRow { note("runs \(action.title ?? "an action") on \(name(openRow))", "its action was tapped (LST-8)") }
        action.handler(action, source) { [weak self] _ in
            self?.close("the action's handler called its completion (LST-8)")
        }
    }

    private func close(_ reason: String) {
        guard let openRow else { return }
        let row = table.swipeRect(for: openRow)
        if row != .zero { table.swipeCell(at: openRow)?.frame = row }
        actionsView?.removeFromSuperview()
        actionsView = nil
        self.openRow = nil
        offset = 0
        note("closes \(name(openRow))", reason)
        if openedBySwipe {
            openedBySwipe = false
            table.swipeDidEndEditing(openRow)
        }
    }

    /// Closes the open row, if any, at once (a reload, a row change).
    func closeOpenRow() {
        close("the table's rows changed (LST-8)")
    }

    private func handleDismiss(_ recognizer: OpenRowDismissGestureRecognizer) {
        close("a touch outside its actions (LST-8)")
    }

    private func handleScroll(_ pan: UIPanGestureRecognizer) {
        if pan.state == .began, openRow != nil { close("the table began scrolling (LST-8)") }
    }

    /// Whether `touch` is on the open row's cell.
    func isOnOpenCell(_ touch: UITouch) -> Bool {
        guard let openRow, let cell = table.swipeCell(at: openRow), let view = touch.view else { return false }
        return view.isDescendant(of: cell)
    }
}
