import Foundation

/// Cells and section views made from nibs and storyboard prototypes (NIB-4): a factory per reuse
/// identifier, beside the classes registered the usual way. A factory that cannot make its view
/// (its nib failed, reported) falls back to a plain one, so that the list keeps its rows.
extension UITableView {
    func registerCellFactory(_ identifier: String, make: @escaping () -> UITableViewCell?) {
        recycler.register(identifier) {
            let cell = make() ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
            if cell.reuseIdentifier == nil { cell.reuseIdentifier = identifier }
            return cell
        }
    }

    func registerHeaderFooterNib(_ nib: UINib?, identifier: String) {
        guard let nib else { return sectionViews.register(identifier, factory: nil) }
        sectionViews.register(identifier) {
            let view = nib.firstObject(of: UITableViewHeaderFooterView.self) ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
            view.reuseIdentifier = identifier
            return view
        }
    }
}

extension UICollectionView {
    func registerCellFactory(_ identifier: String, make: @escaping () -> UICollectionViewCell?) {
        recycler.register(identifier) {
            let cell = make() ?? UICollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
    }

    func registerSupplementaryNib(_ nib: UINib?, kind: String, identifier: String) {
        guard let nib else { return supplementaryRecycler(kind).register(identifier, factory: nil) }
        registerSupplementaryFactory(kind: kind, identifier: identifier) { nib.firstObject(of: UICollectionReusableView.self) }
    }

    func registerSupplementaryFactory(kind: String, identifier: String, make: @escaping () -> UICollectionReusableView?) {
        supplementaryRecycler(kind).register(identifier) {
            let view = make() ?? UICollectionReusableView(frame: .zero)
            view.reuseIdentifier = identifier
            return view
        }
    }
}

/// The segue a prototype cell's selection performs (NIB-7).
@MainActor
private var selectionSegueKey: UInt8 = 0

extension UIView {
    /// The segue the storyboard attaches to this cell's selection, if any (NIB-7).
    var selectionSegue: StoryboardSegueTemplate? {
        get { AssociatedObjects.value(for: &selectionSegueKey, on: self) as? StoryboardSegueTemplate }
        set { AssociatedObjects.set(newValue, for: &selectionSegueKey, on: self, policy: .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
