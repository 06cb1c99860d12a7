import Foundation

/// How a compositional layout lays out a section as a list (LST-19): one full-width row per
/// item, the appearance's insets, headers and footers, and the rows' swipe actions.
///
/// [chosen] Rows are 44 points high (UIKit estimates them at 44 and sizes them to their content,
/// which OpenTouch does not measure yet); headers 28 points in a plain list, 38 in a grouped one;
/// an inset-grouped list is 20 points in from each side, and grouped appearances leave 35 points
/// above each section's rows when there is no header.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// The look of the list.
    public enum Appearance: Int, Sendable {
        case plain = 0, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// What stands as a section's header or footer.
    public enum HeaderMode: Int, Sendable {
        /// None.
        case none = 0
        /// A supplementary view of kind `elementKindSectionHeader` (or footer), from the data source.
        case supplementary
        /// The section's first item, shown as its header.
        case firstItemInSection
    }

    /// What stands as a section's footer.
    public enum FooterMode: Int, Sendable {
        case none = 0, supplementary
    }

    /// Makes the swipe actions of the row at an index path, or nil for none.
    public typealias SwipeActionsConfigurationProvider = (_ indexPath: IndexPath) -> UISwipeActionsConfiguration?

    /// The look of the list: plain, grouped, inset grouped, sidebar (LST-19).
    public var appearance: Appearance
    /// Whether rows are separated by lines; true by default. Kept for the code that reads it:
    /// OpenTouch draws no row separators, in lists as in tables.
    public var showsSeparators = true
    /// The list's background colour; nil for the appearance's. Kept for the code that reads it:
    /// section backgrounds are decoration views, which OpenTouch does not build.
    public var backgroundColor: UIColor?
    /// What stands as each section's header; none by default.
    public var headerMode: HeaderMode = .none
    /// What stands as each section's footer; none by default.
    public var footerMode: FooterMode = .none
    /// The actions a row shows when swiped towards the trailing edge (LST-8).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a row shows when swiped towards the leading edge.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list configuration of `appearance`, with separators, no headers or footers and no swipe
    /// actions.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    static let rowHeight: CGFloat = 44
    static let plainHeaderHeight: CGFloat = 28
    static let groupedHeaderHeight: CGFloat = 38
    static let insetGroupedMargin: CGFloat = 20
    static let groupedSectionSpacing: CGFloat = 35

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
}

extension NSCollectionLayoutSection {
    /// A section laid out as a list (LST-19): a full-width row for each item.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        typealias List = UICollectionLayoutListConfiguration
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(List.rowHeight))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        let section = NSCollectionLayoutSection(group: group)
        let side = configuration.appearance == .insetGrouped ? List.insetGroupedMargin : 0
        let top = configuration.isGrouped && configuration.headerMode == .none ? List.groupedSectionSpacing : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: top, leading: side, bottom: 0, trailing: side)
        let headerHeight = configuration.isGrouped ? List.groupedHeaderHeight : List.plainHeaderHeight
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(headerHeight)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(headerHeight)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.listConfiguration = configuration
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list (LST-19).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
