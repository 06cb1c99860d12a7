import Foundation

/// Cell and supplementary registrations (LST-18): a cell class and the code that configures it
/// for an item, in one value, instead of a reuse identifier registered apart.
extension UICollectionView {
    /// A cell class and how to configure one of its cells for an item.
    ///
    /// ```swift
    /// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, name in
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = name
    ///     cell.contentConfiguration = content
    /// }
    /// ```
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        /// Configures a dequeued cell.
        public let handler: Handler
        /// The reuse identifier the collection view knows the registration by.
        let reuseIdentifier: String

        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = RegistrationIdentifier.next("cell", Cell.self)
        }
    }

    /// A supplementary view class, its kind, and how to configure one of its views.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        /// The kind of view this registration makes.
        public let elementKind: String
        /// Configures a dequeued view.
        public let handler: Handler
        let reuseIdentifier: String

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = RegistrationIdentifier.next("supplementary", Supplementary.self)
        }
    }

    /// A cell of `registration`'s class for the item at `indexPath`, configured by its handler
    /// with `item`; the class is registered on first use, as UIKit does.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(using registration: CellRegistration<Cell, Item>,
                                                                               for indexPath: IndexPath, item: Item?) -> Cell {
        if !cellClassIsRegistered(registration.reuseIdentifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        // The registered class made the cell, so the cast holds.
        let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of `registration`'s class and kind for `indexPath`, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(using registration: SupplementaryRegistration<Supplementary>,
                                                                                              for indexPath: IndexPath) -> Supplementary {
        let recycler = supplementaryRecycler(registration.elementKind)
        if !recycler.isRegistered(registration.reuseIdentifier) {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// Gives each registration a reuse identifier of its own.
@MainActor
enum RegistrationIdentifier {
    private static var count = 0

    static func next(_ role: String, _ type: Any.Type) -> String {
        count += 1
        return "OpenTouch.\(role)Registration.\(count).\(type)"
    }
}
