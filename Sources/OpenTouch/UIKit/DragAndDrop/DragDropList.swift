import Foundation

/// What ``ListDragDrop`` needs from a table or collection view (LST-23): where its rows are,
/// its drag and drop delegates' answers, and moving one of its own rows, in one vocabulary for
/// both.
@MainActor
protocol DragDropList: ListHost {
    /// The list's drag and drop, once a delegate or setting made it.
    var dragDrop: ListDragDrop? { get set }
    /// The row or item under `point` (in the list's content).
    func element(at point: CGPoint) -> IndexPath?
    /// The visible cell of the row or item at `indexPath`.
    func elementCell(at indexPath: IndexPath) -> UIView?
    var hasDragDelegate: Bool { get }
    var hasDropDelegate: Bool { get }
    func dragDelegateItems(for session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    func dragDelegatePreviewParameters(at indexPath: IndexPath) -> UIDragPreviewParameters?
    func dragDelegateWillBegin(_ session: UIDragSession)
    func dragDelegateDidEnd(_ session: UIDragSession)
    func dragDelegateAllowsMove(_ session: UIDragSession) -> Bool
    func dragDelegateIsRestricted(_ session: UIDragSession) -> Bool
    func dropDelegateCanHandle(_ session: UIDropSession) -> Bool
    func dropDelegateEntered(_ session: UIDropSession)
    /// The delegate's proposal for a drop at `destination`, and whether its intent is to insert
    /// at the destination, so that the rows make room.
    func dropDelegateProposal(_ session: UIDropSession, at destination: IndexPath?) -> (proposal: UIDropProposal, insertsAt: Bool)
    func dropDelegateExited(_ session: UIDropSession)
    func dropDelegateEnded(_ session: UIDropSession)
    func dropDelegatePerform(_ drop: ListDrop)
    func dropDelegatePreviewParameters(at indexPath: IndexPath) -> UIDragPreviewParameters?
    /// Whether a row moved within the list by a drag is dropped through the data source's move
    /// method (a table's `moveRowAt`) rather than the drop delegate's `performDropWith`.
    var dropsOwnMovesThroughDataSource: Bool { get }
    /// Whether the data source lets the row or item at `indexPath` move (LST-21, LST-22).
    func canMoveElement(at indexPath: IndexPath) -> Bool
    /// Lifts the row or item at `indexPath` to be moved by the drag; whether it could be.
    func beginLocalMove(at indexPath: IndexPath, finger: CGPoint) -> Bool
    /// The finger dragging the lifted row is at `finger` (in the content).
    func updateLocalMove(finger: CGPoint)
    /// Where the lifted row would go now.
    var localMoveDestination: IndexPath? { get }
    /// Drops the lifted row: the data source hears the move.
    func endLocalMove()
    /// Puts the lifted row back.
    func cancelLocalMove()
}

extension DragDropList {
    /// The list's drag and drop, made the first time a delegate or setting needs it.
    var dragDropMade: ListDragDrop {
        if let dragDrop { return dragDrop }
        let made = ListDragDrop(list: self)
        dragDrop = made
        return made
    }
}

/// A drop on a list as its drop delegate's coordinator reports it (LST-23): the items with the
/// row each came from, where they were dropped, the proposal, and where the delegate sends each.
@MainActor
final class ListDrop {
    let session: UIDropSession
    let items: [(item: UIDragItem, source: IndexPath?)]
    let destination: IndexPath?
    let proposal: UIDropProposal
    /// Where the delegate sent each item's preview, found when the preview goes (the row may have
    /// been inserted by then), and the animator it was handed.
    private(set) var targets: [ObjectIdentifier: (target: () -> UIDragPreviewTarget?, animator: DragAnimator)] = [:]

    init(session: UIDropSession, items: [(item: UIDragItem, source: IndexPath?)], destination: IndexPath?, proposal: UIDropProposal) {
        self.session = session
        self.items = items
        self.destination = destination
        self.proposal = proposal
    }

    /// Sends `item`'s preview to where `target` says when the drop animates.
    func send(_ item: UIDragItem, to target: @escaping () -> UIDragPreviewTarget?) -> UIDragAnimating {
        let animator = DragAnimator()
        targets[ObjectIdentifier(item)] = (target, animator)
        return animator
    }
}
