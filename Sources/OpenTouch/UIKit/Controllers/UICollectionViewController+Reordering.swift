import Foundation

/// The standard reordering gesture of a collection view controller (LST-22).
extension UICollectionViewController {
    /// Puts the long press on the collection view while the setting asks for it.
    func installReorderGesture() {
        guard let collection = viewIfLoaded as? UICollectionView else { return }
        reorderGesture.name = "UICollectionViewController reorder"
        if installsStandardGestureForInteractiveMovement, reorderGesture.view !== collection {
            collection.addGestureRecognizer(reorderGesture)
        } else if !installsStandardGestureForInteractiveMovement, reorderGesture.view === collection {
            collection.removeGestureRecognizer(reorderGesture)
        }
    }

    /// LST-22: the long press lifts the item under the finger when the data source answers
    /// `canMoveItemAt` itself with true; the finger's moves move it; lifting drops it, a cancel
    /// puts it back.
    func reorderGestureChanged(_ press: UILongPressGestureRecognizer) {
        guard let collection = viewIfLoaded as? UICollectionView else { return }
        let location = press.location(in: collection)
        switch press.state {
        case .began:
            guard let indexPath = collection.indexPathForItem(at: location), let dataSource = collection.dataSource else { return }
            let answer = DefaultAnswers.ask(.canMoveItem) { dataSource.collectionView(collection, canMoveItemAt: indexPath) }
            guard answer.byApp, answer.answer else { return }
            collection.beginInteractiveMovementForItem(at: indexPath)
        case .changed:
            collection.updateInteractiveMovementTargetPosition(location)
        case .ended:
            collection.endInteractiveMovement()
        case .cancelled, .failed:
            collection.cancelInteractiveMovement()
        default:
            break
        }
    }
}
