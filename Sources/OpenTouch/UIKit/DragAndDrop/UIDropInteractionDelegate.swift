import Foundation

/// What a drop interaction asks and tells its delegate (INT-7): whether it takes the session,
/// what a drop would do, the drop itself.
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: AnyObject {
    /// Whether the view takes drops of this session at all; asked once a session; true by default.
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool
    /// The session came over the view.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession)
    /// The session is over the view (entered or moved): what a drop now would do; a cancel by default.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal
    /// The session left the view, or was let go over it without a drop.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession)
    /// The items were dropped on the view with a copy or a move: load them now.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession)
    /// The drop's animations are over.
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession)
    /// The session ended; told to every drop interaction it entered.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession)
    /// Where a dropped item goes; `defaultPreview` (under the finger) by default; nil, and it
    /// disappears where it is.
    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    /// `item` is dropping: animations to run beside it.
    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating)
}

extension UIDropInteractionDelegate {
    /// True: the view looks at every drop.
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool { true }
    /// Does nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {}
    /// A proposal to cancel: a view that takes drops says how.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .cancel)
    }
    /// Does nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {}
    /// Does nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {}
    /// Does nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {}
    /// Does nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {}
    /// The default preview.
    public func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                                withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? { defaultPreview }
    /// Does nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating) {}
}
