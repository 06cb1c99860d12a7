// Written as iOS 15+ code is: a store front with a horizontally paging "featured" shelf and a list
// of products, a diffable data source with enum sections, cell and header registrations, list
// cells with accessories, swipe to delete, and a cell that dims while highlighted.
// Edits for Linux: none.
import UIKit

final class StoreFrontController: UIViewController, UICollectionViewDelegate {
    enum Section: Int, CaseIterable {
        case featured, products

        var title: String { self == .featured ? "Featured" : "All products" }
    }

    struct Product: Hashable {
        let id: Int
        let name: String
    }

    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Product>!
    private(set) var log: [String] = []
    private var products = (1...12).map { Product(id: $0, name: "Product \($0)") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)
        configureDataSource()
        applySnapshot(animated: false)
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
            guard let section = Section(rawValue: sectionIndex) else { return nil }
            switch section {
            case .featured:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                     heightDimension: .fractionalHeight(1.0)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85),
                                                                                                  heightDimension: .absolute(180)),
                                                               subitems: [item])
                let layoutSection = NSCollectionLayoutSection(group: group)
                layoutSection.orthogonalScrollingBehavior = .groupPaging
                layoutSection.interGroupSpacing = 10
                layoutSection.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 20, trailing: 16)
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                layoutSection.boundarySupplementaryItems = [header]
                return layoutSection
            case .products:
                var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                configuration.headerMode = .supplementary
                configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                    self?.deleteAction(at: indexPath)
                }
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            }
        }
    }

    private func deleteAction(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let product = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.remove(product)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    private func configureDataSource() {
        let featuredRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Product> { cell, _, product in
            cell.contentView.backgroundColor = .systemIndigo
            cell.contentView.layer.cornerRadius = 12
            cell.accessibilityLabel = product.name
        }
        let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Product> { cell, _, product in
            var content = cell.defaultContentConfiguration()
            content.text = product.name
            content.secondaryText = "£\(product.id * 5)"
            content.image = UIImage(systemName: "bag")
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
            cell.configurationUpdateHandler = { cell, state in
                cell.contentView.alpha = state.isHighlighted ? 0.5 : 1
            }
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = Section(rawValue: indexPath.section)?.title
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Product>(collectionView: collectionView) { collectionView, indexPath, product in
            switch Section(rawValue: indexPath.section)! {
            case .featured:
                return collectionView.dequeueConfiguredReusableCell(using: featuredRegistration, for: indexPath, item: product)
            case .products:
                return collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: product)
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    private func applySnapshot(animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Product>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(Array(products.prefix(4)).map { Product(id: $0.id + 100, name: "Featured \($0.id)") }, toSection: .featured)
        snapshot.appendItems(products, toSection: .products)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    private func remove(_ product: Product) {
        log.append("delete \(product.name)")
        products.removeAll { $0 == product }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([product])
        dataSource.apply(snapshot)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let product = dataSource.itemIdentifier(for: indexPath) else { return }
        log.append("open \(product.name)")
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
