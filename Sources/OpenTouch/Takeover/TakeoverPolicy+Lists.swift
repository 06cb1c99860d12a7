import Foundation

/// Lists' cells against each other, a table's swipe actions against its rows, and its reorder
/// controls against its scrolling (LST-6, LST-8, LST-21).
extension TakeoverPolicy {
    /// LST-6, repeating TCH-8 among a list's cells: a cell highlights for a new touch unless an
    /// exclusive-touch cell is being touched, or it is exclusive-touch itself and another cell is.
    static func listCell(isExclusive: Bool, mayTakeTouchWhileTracking trackedExclusive: some Collection<Bool>) -> Bool {
        if isExclusive && !trackedExclusive.isEmpty { return false }
        for exclusive in trackedExclusive where exclusive { return false }
        return true
    }

    /// LST-8: whether a horizontal pan that started on the row `startRow` of `list` (nil: on no
    /// row) and moved by `moved` may slide a row aside: it must be more horizontal than vertical
    /// and start on a row; while a row is open only that row may be dragged; otherwise the
    /// delegate must give actions for the side the finger went (`hasActions`). The list finds the
    /// row under the finger; the rule is here.
    static func rowSwipe(in list: UIView, startRow: IndexPath?, moved: CGPoint, openRow: IndexPath?, noun: String,
                         hasActions: (IndexPath, _ trailing: Bool) -> Bool) -> Bool {
        guard abs(moved.x) > abs(moved.y), let indexPath = startRow else { return false }
        if let openRow { return openRow == indexPath }
        guard hasActions(indexPath, moved.x < 0) else {
            list.trace?.recordList(list, "does not swipe \(noun) [\(indexPath.section), \(indexPath[1])]",
                                   reason: "the delegate gives no \(moved.x < 0 ? "trailing" : "leading") actions (LST-8)")
            return false
        }
        return true
    }

    /// LST-21: an editing list does not scroll for a drag that began on a row's reorder control:
    /// the control moves the row. The list says where the drag began;
    /// `UITableView.gestureRecognizerShouldBegin(_:)` asks this.
    static func listMayScroll(_ list: UIView, isEditing: Bool, dragBeganOnReorderControl: Bool) -> Bool {
        guard isEditing, dragBeganOnReorderControl else { return true }
        list.trace?.recordList(list, "does not scroll", reason: "the drag began on a reorder control (LST-21)")
        return false
    }

    /// What a touch does to a table's open row (LST-8).
    enum OpenRowDismissal {
        /// On the row's actions: the actions take it, the row stays open.
        case none
        /// Anywhere else: the row closes at once, and the touch does nothing else.
        case now
        /// On the open row itself: it closes at the lift, unless the swipe pan drags it first.
        case atLift
    }

    /// LST-8: how a touch that lands while a row is open closes it.
    static func openRowDismissal(by touch: UITouch, actions: UIView?, isOnOpenRow: Bool) -> OpenRowDismissal {
        if let actions, let view = touch.view, view.isDescendant(of: actions) { return .none }
        return isOnOpenRow ? .atLift : .now
    }
}
