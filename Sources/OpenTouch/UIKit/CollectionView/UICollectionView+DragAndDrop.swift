import Foundation

/// Dragging items out and dropping items on (LST-23): set a drag delegate to let a held press
/// lift a row, a drop delegate to take drops.
extension UICollectionView {
    /// The object that gives the items a held press on a row lifts; kept weakly.
    public var dragDelegate: UICollectionViewDragDelegate? {
        get { dragDrop?.dragDelegate as? UICollectionViewDragDelegate }
        set { dragDropMade.dragDelegate = newValue; dragDropMade.update() }
    }

    /// The object that takes drops; kept weakly.
    public var dropDelegate: UICollectionViewDropDelegate? {
        get { dragDrop?.dropDelegate as? UICollectionViewDropDelegate }
        set { dragDropMade.dropDelegate = newValue; dragDropMade.update() }
    }

    /// Whether a held press lifts items (with a drag delegate); true by default, as since iOS 15
    /// on iPhone and iPad alike.
    public var dragInteractionEnabled: Bool {
        get { dragDrop?.isDragEnabled ?? true }
        set { dragDropMade.isDragEnabled = newValue }
    }

    /// Whether items lifted from here are being dragged.
    public var hasActiveDrag: Bool { dragDrop?.hasActiveDrag ?? false }

    /// Whether a drag session is over this view.
    public var hasActiveDrop: Bool { dragDrop?.hasActiveDrop ?? false }
}
