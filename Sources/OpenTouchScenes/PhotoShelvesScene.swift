import Foundation
import OpenTouch

/// A photo library written as iOS 15 code is (LST-16..22, INT-2): a compositional layout with a
/// "Featured" shelf that pages sideways and an "Albums" grid under it, a diffable data source,
/// cell and header registrations, a context menu on each featured card, and albums that a long
/// press lifts and drags to a new place.
///
/// The script pages the shelf one card on, scrolls the page a little and back, long-presses a
/// card and taps Favourite in its menu, and drags the first album to the third place.
@MainActor
public final class PhotoShelvesScene: OpenTouchScene, UICollectionViewDelegate, UIGestureRecognizerDelegate {
    /// The name `opentouch` and the playground know the scene by.
    public nonisolated static let name = "photo-shelves"
    /// What the scene shows, in one line.
    public nonisolated static let summary = "A compositional grid: a shelf that pages sideways, a context menu, albums dragged into place (LST-17..22, INT-2)"
    /// What to try with the scene in the playground.
    public nonisolated static let suggestion = "Swipe the Featured shelf sideways, hold a card for its menu, or hold an album and drag it to a new place."

    enum Section: Int, CaseIterable {
        case featured, albums

        var title: String { self == .featured ? "Featured" : "Albums" }
    }

    /// The window the scene is built in, shown and key.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    /// The grid: the Featured shelf, then the albums (LST-17).
    public let collectionView: UICollectionView
    private var dataSource: LibraryDataSource!
    /// The albums, in the order the user put them.
    public private(set) var albums = ["Recents", "Favourites", "Holidays", "Pets", "Food", "Screenshots", "Portraits", "Panoramas", "Selfies"]
    /// The featured photos on the shelf, in order.
    public let featured = ["Beach", "Mountains", "City", "Forest", "Desert"]
    /// The featured photos marked as favourites from their menu.
    public private(set) var favourites: [String] = []
    /// The long press that lifts an album.
    public let reorderPress = UILongPressGestureRecognizer()
    /// The album the long press lifted, while it is held.
    private var lifted: UICollectionViewCell?

    /// Builds the scene in its window, shown and key.
    public init() {
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: Self.makeLayout())
        collectionView.accessibilityIdentifier = "library"
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        configureDataSource()
        reorderPress.minimumPressDuration = 0.3
        reorderPress.name = "album reorder press"
        reorderPress.addTarget(self, action: PhotoShelvesScene.reorder)
        reorderPress.delegate = self
        collectionView.addGestureRecognizer(reorderPress)
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
    }

    private static func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let section: NSCollectionLayoutSection
            if index == Section.featured.rawValue {
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(240), heightDimension: .absolute(150)),
                                                               subitems: [item])
                section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 12
            } else {
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(96)),
                                                               repeatingSubitem: item, count: 3)
                section = NSCollectionLayoutSection(group: group)
            }
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
            section.boundarySupplementaryItems = [header]
            return section
        }
    }

    private func configureDataSource() {
        // Each card its own colour and its title, so that paging shows which card came in.
        let colours: [UIColor] = [.systemIndigo, .systemTeal, .systemOrange, .systemGreen, .systemPink]
        let card = UICollectionView.CellRegistration<UICollectionViewCell, String> { [featured] cell, _, photo in
            var content = UIListContentConfiguration.cell()
            content.text = photo
            content.textProperties.font = .preferredFont(forTextStyle: .headline)
            content.textProperties.color = .white
            content.textProperties.alignment = .center
            cell.contentConfiguration = content
            cell.contentView.backgroundColor = colours[(featured.firstIndex(of: photo) ?? 0) % colours.count]
            cell.contentView.layer.cornerRadius = 12
            cell.accessibilityIdentifier = photo
        }
        let album = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            content.textProperties.alignment = .center
            content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            cell.contentConfiguration = content
            cell.contentView.backgroundColor = .secondarySystemBackground
            cell.contentView.layer.cornerRadius = 8
            cell.accessibilityIdentifier = name
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = Section(rawValue: indexPath.section)?.title
            content.directionalLayoutMargins = .zero
            view.contentConfiguration = content
        }
        dataSource = LibraryDataSource(collectionView: collectionView) { collectionView, indexPath, name in
            indexPath.section == Section.featured.rawValue
                ? collectionView.dequeueConfiguredReusableCell(using: card, for: indexPath, item: name)
                : collectionView.dequeueConfiguredReusableCell(using: album, for: indexPath, item: name)
        }
        dataSource.scene = self
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections(Section.allCases.map(\.rawValue))
        snapshot.appendItems(featured, toSection: Section.featured.rawValue)
        snapshot.appendItems(albums, toSection: Section.albums.rawValue)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    // MARK: Reordering albums (LST-22)

    private func reorder(_ press: UILongPressGestureRecognizer) {
        let point = press.location(in: collectionView)
        switch press.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: point), indexPath.section == Section.albums.rawValue,
                  collectionView.beginInteractiveMovementForItem(at: indexPath) else { return }
            UIApplication.note("PhotoShelves", "lifts \(albums[indexPath.item])")
            lifted = collectionView.cellForItem(at: indexPath)
            lifted.map { Self.draw($0, lifted: true) }
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(point)
        case .ended:
            collectionView.endInteractiveMovement()
            lifted.map { Self.draw($0, lifted: false) }
            lifted = nil
        default:
            collectionView.cancelInteractiveMovement()
            lifted.map { Self.draw($0, lifted: false) }
            lifted = nil
        }
    }

    /// A lifted album grows a little and casts a shadow, as Photos draws the one under the
    /// finger; put down, it settles back.
    private static func draw(_ cell: UICollectionViewCell, lifted: Bool) {
        cell.layer.shadowRadius = 8
        cell.layer.shadowOffset = CGSize(width: 0, height: 4)
        UIView.animate(withDuration: 0.15) {
            cell.contentView.transform = lifted ? CGAffineTransform(scaleX: 1.12, y: 1.12) : .identity
        }
        cell.layer.shadowOpacity = lifted ? 0.3 : 0
    }

    /// An album was dropped in a new place; the data source already moved it in its snapshot.
    fileprivate func albumMoved(from source: Int, to destination: Int) {
        let name = albums.remove(at: source)
        albums.insert(name, at: destination)
        UIApplication.note("PhotoShelves", "moves \(name) to place \(destination + 1)")
    }

    /// The reorder press begins only on an album, so that a press on a featured card is its
    /// context menu's (GR-7).
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === reorderPress else { return true }
        return collectionView.indexPathForItem(at: gestureRecognizer.location(in: collectionView))?.section == Section.albums.rawValue
    }

    // MARK: Delegate

    /// Keeps a moved album among the albums: a proposal elsewhere leaves it where it is (LST-22).
    public func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                               toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        // Albums stay among the albums.
        proposedIndexPath.section == Section.albums.rawValue ? proposedIndexPath : currentIndexPath
    }

    /// A featured photo's menu: Favourite, Share and, inline, Hide; albums have none (INT-4).
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                               point: CGPoint) -> UIContextMenuConfiguration? {
        guard indexPath.section == Section.featured.rawValue else { return nil }
        let photo = featured[indexPath.item]
        return UIContextMenuConfiguration(identifier: photo as NSString, previewProvider: nil) { [weak self] _ in
            UIMenu(children: [
                UIAction(title: "Favourite", image: UIImage(systemName: "heart")) { _ in
                    self?.favourites.append(photo)
                    UIApplication.note("PhotoShelves", "favourites \(photo)")
                },
                UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in },
                UIMenu(options: .displayInline, children: [
                    UIAction(title: "Hide", image: UIImage(systemName: "eye.slash"), attributes: .destructive) { _ in },
                ]),
            ])
        }
    }

    /// Notes the photo or album opened, and deselects it.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let name = indexPath.section == Section.featured.rawValue ? featured[indexPath.item] : albums[indexPath.item]
        UIApplication.note("PhotoShelves", "opens \(name)")
        collectionView.deselectItem(at: indexPath, animated: true)
    }

    // MARK: Script

    /// The middle of the item showing `name`, on the screen.
    public func point(of name: String) -> CGPoint {
        guard let indexPath = dataSource.indexPath(for: name), let cell = collectionView.cellForItem(at: indexPath) else { return .zero }
        return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
    }

    /// Plays the scene's scripted interaction on `screen`, on its clock.
    public func play(on screen: TouchScreen) {
        screen.runLayoutPass()
        // The shelf pages one card on; the page itself does not move.
        let card = point(of: "Beach")
        screen.drag(from: card, to: CGPoint(x: card.x - 60, y: card.y), duration: 0.15, steps: 5)
        screen.advance(by: 1)
        // A vertical drag scrolls the page, not the shelf.
        screen.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 340), duration: 0.3, steps: 6)
        screen.advance(by: 1.5)
        collectionView.setContentOffset(CGPoint(x: 0, y: -collectionView.adjustedContentInset.top), animated: false)
        screen.runLayoutPass()
        // A long press on a card shows its menu; Favourite marks it.
        screen.longPress(at: point(of: "Mountains"), duration: 0.7)
        screen.advance(by: 0.3)
        if let favourite = window.firstSubview(labelled: "Favourite") {
            screen.tap(at: favourite.convert(CGPoint(x: favourite.bounds.midX, y: favourite.bounds.midY), to: nil))
        }
        screen.advance(by: 0.5)
        // A long press lifts the first album; dragged onto the third, it takes its place.
        let from = point(of: "Recents"), to = point(of: "Holidays")
        let finger = screen.touchDown(at: from)
        screen.advance(by: 0.4)
        for step in 1...8 {
            screen.advance(by: 0.03)
            finger.move(to: CGPoint(x: from.x + (to.x - from.x) * CGFloat(step) / 8, y: from.y + (to.y - from.y) * CGFloat(step) / 8))
        }
        finger.lift()
        screen.advance(by: 0.5)
    }
}

/// The library's data source: albums can be moved, featured photos cannot (LST-22).
@MainActor
final class LibraryDataSource: UICollectionViewDiffableDataSource<Int, String> {
    weak var scene: PhotoShelvesScene?

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        indexPath.section == PhotoShelvesScene.Section.albums.rawValue
    }

    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        super.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
        scene?.albumMoved(from: sourceIndexPath.item, to: destinationIndexPath.item)
    }
}

extension UIView {
    /// The first view under this one, front to back, whose accessibility label is `label`.
    func firstSubview(labelled label: String) -> UIView? {
        for subview in subviews.reversed() {
            if subview.accessibilityLabel == label { return subview }
            if let found = subview.firstSubview(labelled: label) { return found }
        }
        return nil
    }
}
