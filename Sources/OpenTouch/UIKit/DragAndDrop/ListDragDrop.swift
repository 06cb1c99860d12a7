import Foundation

/// A table's or collection view's drag and drop (LST-23): a drag interaction that lifts the row
/// under a held press and a drop interaction on the list, both speaking to the list's drag and
/// drop delegates. A row dragged over its own list, with a proposal to move it there, moves as
/// by its reorder control: the rows make room, and at the drop the data source moves it.
@MainActor
final class ListDragDrop: UIDragInteractionDelegate, UIDropInteractionDelegate {
    private unowned let list: DragDropList
    private(set) lazy var drag = UIDragInteraction(delegate: self)
    private(set) lazy var drop = UIDropInteraction(delegate: self)
    /// The delegates, kept weakly as UIKit keeps them.
    weak var dragDelegate: AnyObject?
    weak var dropDelegate: AnyObject?
    /// Whether rows can be lifted (the list's `dragInteractionEnabled`).
    var isDragEnabled = true {
        didSet { drag.isEnabled = isDragEnabled && dragDelegate != nil }
    }
    private(set) var hasActiveDrag = false
    private(set) var hasActiveDrop = false
    /// The row the list's own drag lifted, and its session.
    private var lifted: (session: ObjectIdentifier, indexPath: IndexPath)?
    /// Whether the lifted row is being moved within the list, and where the drag is headed.
    private var movesLocally = false
    private var destination: IndexPath?
    /// What the drop delegate last proposed, which a drop follows.
    private var proposal: UIDropProposal?
    /// The drop the delegate is performing or animating.
    private var performed: ListDrop?
    /// Where a row moved by the drag landed, for the drop's preview.
    private var landed: IndexPath?

    init(list: DragDropList) {
        self.list = list
    }

    /// Puts the interactions on the list (once) and enables the drag as the delegates say.
    func update() {
        if drag.view == nil {
            drag.lift.name = "\(list is UICollectionView ? "UICollectionView" : "UITableView") drag lift"
            list.addInteraction(drag)
            list.addInteraction(drop)
        }
        drag.isEnabled = isDragEnabled && dragDelegate != nil
    }

    private func name(_ indexPath: IndexPath) -> String { "\(list.elementNoun) [\(indexPath.section), \(indexPath.last ?? 0)]" }

    // MARK: Dragging rows out (LST-23)

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let indexPath = list.element(at: session.location(in: list)) else { return [] }
        let items = list.dragDelegateItems(for: session, at: indexPath)
        if !items.isEmpty { lifted = (ObjectIdentifier(session), indexPath) }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview? {
        guard let lifted, let cell = list.elementCell(at: lifted.indexPath) else { return nil }
        return UITargetedDragPreview(view: cell, parameters: list.dragDelegatePreviewParameters(at: lifted.indexPath) ?? UIDragPreviewParameters())
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
        hasActiveDrag = true
        list.dragDelegateWillBegin(session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool {
        list.dragDelegateAllowsMove(session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        list.dragDelegateIsRestricted(session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        hasActiveDrag = false
        lifted = nil
        list.dragDelegateDidEnd(session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        if hasActiveDrag { return defaultPreview }
        // Let go before it moved: no session began, so none ends to clear the lifted row.
        lifted = nil
        return defaultPreview
    }

    // MARK: Dropping on the list (LST-23)

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        dropDelegate != nil && list.dropDelegateCanHandle(session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        hasActiveDrop = true
        list.dropDelegateEntered(session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        let finger = session.location(in: list)
        if movesLocally { list.updateLocalMove(finger: finger) }
        destination = movesLocally ? list.localMoveDestination : list.element(at: finger)
        let (proposal, insertsAt) = list.dropDelegateProposal(session, at: destination)
        self.proposal = proposal
        let own = lifted.flatMap { $0.session == ObjectIdentifier(session) ? $0.indexPath : nil }
        let wantsMove = own.map { insertsAt && proposal.operation == .move && session.allowsMoveOperation && list.canMoveElement(at: $0) } ?? false
        if let own, wantsMove, !movesLocally {
            movesLocally = list.beginLocalMove(at: own, finger: finger)
            if movesLocally {
                list.updateLocalMove(finger: finger)
                destination = list.localMoveDestination
            }
        } else if movesLocally, !wantsMove {
            stopMovingLocally()
        }
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        if movesLocally { stopMovingLocally() }
        list.dropDelegateExited(session)
    }

    private func stopMovingLocally() {
        list.cancelLocalMove()
        movesLocally = false
        list.setNeedsLayout()
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        if movesLocally, list.dropsOwnMovesThroughDataSource {
            movesLocally = false
            landed = list.localMoveDestination
            list.endLocalMove()
            return
        }
        // A collection view's own item dropped where it made room: the delegate moves it.
        if movesLocally { stopMovingLocally() }
        let own = lifted.flatMap { $0.session == ObjectIdentifier(session) ? $0.indexPath : nil }
        let drop = ListDrop(session: session, items: session.items.map { ($0, own) }, destination: destination,
                            proposal: proposal ?? UIDropProposal(operation: .cancel))
        performed = drop
        list.trace?.recordDrag(list, "performs the drop at \(destination.map(name) ?? "no \(list.elementNoun)")",
                               reason: "its drop delegate's performDropWith (LST-23)")
        list.dropDelegatePerform(drop)
    }

    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        if let landed, let cell = list.elementCell(at: landed) {
            let parameters = list.dropDelegatePreviewParameters(at: landed) ?? UIDragPreviewParameters()
            return UITargetedDragPreview(view: cell, parameters: parameters, target: UIDragPreviewTarget(container: list, center: cell.center))
        }
        guard let sent = performed?.targets[ObjectIdentifier(item)], let target = sent.target() else { return defaultPreview }
        return defaultPreview.retargetedPreview(with: target)
    }

    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating) {
        guard let sent = performed?.targets[ObjectIdentifier(item)] else { return }
        animator.addCompletion { _ in sent.animator.finish() }
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
        hasActiveDrop = false
        performed = nil
        proposal = nil
        landed = nil
        destination = nil
        list.dropDelegateEnded(session)
    }
}
