import Foundation

/// A controller whose view is a collection view, which it serves as data source and delegate
/// (LST-11).
///
/// As with ``UITableViewController``, every data-source and delegate method is an `open` method
/// of the controller, so that a subclass's `override func collectionView(_:cellForItemAt:)` is
/// the one the collection view calls.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout the collection view is made with.
    private let initialLayout: UICollectionViewLayout

    /// A controller whose collection view places its items with `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A collection view controller from a storyboard or nib, with a flow layout until its
    /// collection view is loaded (LST-11, NIB-3).
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view, which is the controller's view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout { (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout }

    /// Makes the collection view, the size of the main screen, with this controller as its data
    /// source and delegate.
    open override func loadView() {
        if loadViewFromDocument() {
            installReorderGesture()
            return
        }
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
        installReorderGesture()
    }

    /// Whether the selected items are deselected when the collection view is about to appear
    /// again; true by default, as in UIKit (LST-11).
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a long press lifts an item and a drag reorders it, through the collection view's
    /// interactive movement; true by default, as in UIKit (LST-22). The data source shows it
    /// moves items by answering `canMoveItemAt` itself (Swift cannot see `moveItemAt`).
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { installReorderGesture() }
    }
    /// The long press of the standard reordering gesture (LST-22).
    lazy var reorderGesture = UILongPressGestureRecognizer(target: self, action: Selector(UICollectionViewController.reorderGestureChanged))

    /// Deselects the selected items when ``clearsSelectionOnViewWillAppear``, telling no delegate.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = viewIfLoaded as? UICollectionView else { return }
        for indexPath in collection.indexPathsForSelectedItems ?? [] { collection.deselectItem(at: indexPath, animated: animated) }
    }

    // MARK: UICollectionViewDataSource

    /// Returns 1; a subclass with sections of its own overrides it (LST-11).
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Returns 0; a subclass that shows items overrides it (LST-11).
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A subclass gives the cells; UIKit raises when it does not, OpenTouch reports it and shows
    /// an empty cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        Diagnostics.report(.invalidArgument, "\(type(of: self)) has items but does not override collectionView(_:cellForItemAt:) (LST-11)")
        return UICollectionViewCell(frame: .zero)
    }

    /// A subclass whose layout places supplementary views gives them (LST-16); UIKit raises when
    /// it does not, OpenTouch reports it and shows an empty view.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        Diagnostics.report(.invalidArgument, "\(type(of: self))'s layout placed a supplementary view of kind \(kind), but it does not override collectionView(_:viewForSupplementaryElementOfKind:at:) (LST-16)")
        return UICollectionReusableView(frame: .zero)
    }

    /// Returns true, and notes that the default answered (``DefaultAnswers``, LST-22).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { DefaultAnswers.canMoveItem }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: UICollectionViewDelegate

    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// Returns true.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Returns true.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Returns true.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Returns nil.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// Returns the single item's menu for one item, and nil for several (INT-4).
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? {
        indexPaths.count == 1 ? self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point) : nil
    }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                             animator: UIContextMenuInteractionAnimating?) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                             animator: UIContextMenuInteractionAnimating?) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                             animator: UIContextMenuInteractionCommitAnimating) {}
    /// Asks ``collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`` (LST-22).
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    /// Returns `proposedIndexPath`: the item goes where the finger proposes (LST-22).
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }

    // MARK: UIScrollViewDelegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Returns nil.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
