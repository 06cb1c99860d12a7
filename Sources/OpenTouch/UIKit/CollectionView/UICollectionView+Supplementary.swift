import Foundation

/// Supplementary views (LST-16): the views a layout places beside the items, a section's header
/// and footer above all, registered by kind and reuse identifier, made by the data source, reused
/// as they scroll out like cells.
extension UICollectionView {
    /// What a layout attributes object places.
    public enum ElementCategory: UInt, Sendable {
        case cell = 0, supplementaryView, decorationView
    }

    /// The kind of a section's header, as flow and compositional layouts place it.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section's footer.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The views of one kind, made on first use.
    func supplementaryRecycler(_ kind: String) -> CellRecycler<UICollectionReusableView> {
        if let recycler = supplementaryRecyclers[kind] { return recycler }
        let recycler = CellRecycler<UICollectionReusableView>(identifier: { $0.reuseIdentifier })
        supplementaryRecyclers[kind] = recycler
        return recycler
    }

    /// Puts on screen the supplementary views `wanted` asks for, kind by kind, in front of the
    /// cells, and takes away the ones that left. A section that scrolls sideways keeps its header
    /// where it is: only its items are in its own scroll view (LST-17).
    /// `wanted` lists the kinds in the order the layout first gave them.
    func showSupplementaryViews(_ wanted: [(kind: String, elements: [(IndexPath, CGRect)])]) {
        let given = wanted.map(\.kind)
        for kind in given + supplementaryRecyclers.keys.filter({ !given.contains($0) }).sorted() {
            supplementaryRecycler(kind).show(wanted.first { $0.kind == kind }?.elements ?? [], in: self, inFront: true,
                                              make: { [unowned self] indexPath in
                guard let dataSource else { return UICollectionReusableView(frame: .zero) }
                return dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
            }, shown: { [unowned self] view, indexPath in
                collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
            }, hidden: { [unowned self] view, indexPath in
                collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: indexPath)
            })
        }
    }
}
