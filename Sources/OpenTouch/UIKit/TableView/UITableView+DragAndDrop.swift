import Foundation

/// Dragging rows out and dropping items on (LST-23): set a drag delegate to let a held press
/// lift a row, a drop delegate to take drops.
extension UITableView {
    /// The object that gives the items a held press on a row lifts; kept weakly.
    public var dragDelegate: UITableViewDragDelegate? {
        get { dragDrop?.dragDelegate as? UITableViewDragDelegate }
        set { dragDropMade.dragDelegate = newValue; dragDropMade.update() }
    }

    /// The object that takes drops; kept weakly.
    public var dropDelegate: UITableViewDropDelegate? {
        get { dragDrop?.dropDelegate as? UITableViewDropDelegate }
        set { dragDropMade.dropDelegate = newValue; dragDropMade.update() }
    }

    /// Whether a held press lifts rows (with a drag delegate); true by default, as since iOS 15
    /// on iPhone and iPad alike.
    public var dragInteractionEnabled: Bool {
        get { dragDrop?.isDragEnabled ?? true }
        set { dragDropMade.isDragEnabled = newValue }
    }

    /// Whether rows lifted from here are being dragged.
    public var hasActiveDrag: Bool { dragDrop?.hasActiveDrag ?? false }

    /// Whether a drag session is over this view.
    public var hasActiveDrop: Bool { dragDrop?.hasActiveDrop ?? false }
}
