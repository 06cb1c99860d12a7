import Foundation

/// What a table asks and tells about rows dragged out of it (LST-23).
@preconcurrency @MainActor
public protocol UITableViewDragDelegate: AnyObject {
    /// The items a held press on the row at `indexPath` lifts; none, and no drag begins.
    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    /// How the lifted row is cut out; the whole cell by default.
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
    /// The lifted rows are starting to move.
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession)
    /// The drag ended, dropped or not.
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession)
    /// Whether a drop may move the rows; true by default.
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool
    /// Whether the rows stay in this app; false by default.
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool
}

extension UITableViewDragDelegate {
    /// Returns nil.
    public func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {}
    /// Returns true.
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool { true }
    /// Returns false.
    public func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool { false }
}
