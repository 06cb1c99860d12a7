import Foundation

/// What a collection view shows: how many sections and items, and the cell for each item
/// (LST-1, LST-9). `numberOfSections(in:)` is optional (one section).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// How many items `section` has.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, from
    /// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// How many sections the collection view has; 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
