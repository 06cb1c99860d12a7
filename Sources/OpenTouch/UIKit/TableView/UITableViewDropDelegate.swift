import Foundation

/// What a table asks and tells about items dropped on it (LST-23).
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: AnyObject {
    /// Puts the dropped items in the data and the table. Not called for a row moved within its
    /// own table by its data source's `moveRowAt` (LST-23).
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
    /// Whether the table takes drops of this session at all; true by default.
    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool
    /// The session came over the table.
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession)
    /// The session is over the table, at `destinationIndexPath` (nil off the rows): what a drop
    /// now would do; a cancel by default.
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
    /// The session left the table, or was let go over it without a drop.
    func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession)
    /// The session ended.
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession)
    /// How a row dropped at `indexPath` is cut out; the whole cell by default.
    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UITableViewDropDelegate {
    /// Returns true.
    public func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) {}
    /// Returns a proposal to cancel: a table whose delegate does not say otherwise takes no drop (LST-23).
    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .cancel)
    }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {}
    /// Returns nil.
    public func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
}
