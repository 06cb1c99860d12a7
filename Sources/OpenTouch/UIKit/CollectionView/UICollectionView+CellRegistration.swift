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
        /// Configures `cell` for the item `itemIdentifier` shown at `indexPath`.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        /// Configures a dequeued cell.
        public let handler: Handler
        /// The reuse identifier the collection view knows the registration by.
        let reuseIdentifier: String

        /// A registration of `Cell`, made with `init(frame:)`, that `handler` configures each time
        /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)`` hands one out.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = RegistrationIdentifier.next("cell", Cell.self)
        }
    }

    /// A supplementary view class, its kind, and how to configure one of its views.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures `supplementaryView`, of kind `elementKind`, for `indexPath`.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        /// The kind of view this registration makes.
        public let elementKind: String
        /// Configures a dequeued view.
        public let handler: Handler
        let reuseIdentifier: String

        /// A registration of `Supplementary` views of kind `elementKind`, configured by `handler` each
        /// time one is dequeued (LST-16).
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = RegistrationIdentifier.next("supplementary", Supplementary.self)
        }
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
