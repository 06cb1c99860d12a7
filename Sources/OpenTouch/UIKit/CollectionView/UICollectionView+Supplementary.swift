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

    /// Registers the class whose views
    /// ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`` makes for
    /// `elementKind` and `identifier`, with ``UICollectionReusableView/init(frame:)``; nil
    /// unregisters it.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        guard let viewClass else { return supplementaryRecycler(elementKind).register(identifier, factory: nil) }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            Diagnostics.report(.invalidArgument, "register(_:forSupplementaryViewOfKind:withReuseIdentifier:): \(viewClass) is not a UICollectionReusableView subclass (LST-16)")
            return
        }
        supplementaryRecycler(elementKind).register(identifier) {
            let view = viewType.init(frame: .zero)
            view.reuseIdentifier = identifier
            return view
        }
    }

    /// A supplementary view of `elementKind` for `identifier`, placed for `indexPath`: one that
    /// scrolled out, or a new one of the registered class. Without a registered class UIKit raises
    /// an exception; OpenTouch reports it (``Diagnostics``) and returns a plain view.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let recycler = supplementaryRecycler(elementKind)
        let view: UICollectionReusableView
        if let spare = recycler.spareCell(for: identifier) {
            spare.prepareForReuse()
            view = spare
        } else if let made = recycler.makeCell(for: identifier) {
            view = made
        } else {
            Diagnostics.report(.invalidArgument, "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier (LST-16)")
            view = UICollectionReusableView(frame: .zero)
        }
        if let attributes = layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath) {
            view.frame = attributes.frame
            view.apply(attributes)
        }
        return view
    }

    /// Where the layout puts the supplementary view of `kind` at `indexPath`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The supplementary view of `elementKind` at `indexPath` while it is on screen.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        supplementaryRecyclers[elementKind]?.visible[indexPath]
    }

    /// The supplementary views of `elementKind` on screen, in index path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap { supplementaryRecyclers[elementKind]?.visible[$0] }
    }

    /// The index paths of the supplementary views of `elementKind` on screen, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        supplementaryRecyclers[elementKind]?.visible.keys.sorted() ?? []
    }

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
