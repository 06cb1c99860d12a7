import Foundation

/// What a collection view shows: how many sections and items, and the cell for each item
/// (LST-1, LST-9, LST-16). `numberOfSections(in:)` is optional (one section).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// How many items `section` has.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, from
    /// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// How many sections the collection view has; 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` the layout placed at `indexPath` (a section header, …),
    /// from ``UICollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``
    /// (LST-16). UIKit raises an exception when a layout places one and the data source has no
    /// such method; OpenTouch reports it and shows an empty view.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the item may be moved interactively; true by default (LST-22).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The item at `sourceIndexPath` was moved to `destinationIndexPath` interactively: move the
    /// data; the collection view has already moved the item (LST-22).
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// Returns 1: a collection view has one section unless its data source says otherwise (LST-9).
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Returns true, and notes that the default answered (``DefaultAnswers``, LST-22).
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { DefaultAnswers.canMoveItem }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    /// Reports that the layout placed a supplementary view the data source cannot make
    /// (``Diagnostics``, LST-16), and returns an empty view; UIKit raises an exception here.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        Diagnostics.report(.invalidArgument, "the layout placed a supplementary view of kind \(kind) at \(indexPath), but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:) (LST-16)")
        return UICollectionReusableView(frame: .zero)
    }
}
