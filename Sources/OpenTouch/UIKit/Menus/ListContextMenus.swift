import Foundation

/// A table's or collection view's context menus for its rows and items (INT-4): one interaction
/// on the list, which asks the list's delegate for the menu of the row under the press, and
/// tells it as that menu comes and goes. The menu is placed by the pressed cell.
@MainActor
final class ListContextMenus: UIContextMenuInteractionDelegate {
    private unowned let list: UIScrollView
    private(set) lazy var interaction = UIContextMenuInteraction(delegate: self)
    /// The row or item the menu shown is for.
    private var pressed: IndexPath?

    init(list: UIScrollView) {
        self.list = list
    }

    func install() {
        interaction.press.name = "\(list is UICollectionView ? "UICollectionView" : "UITableView") context menu press"
        interaction.sourceView = { [unowned self] in pressed.flatMap { cell(at: $0) } }
        list.addInteraction(interaction)
    }

    private func cell(at indexPath: IndexPath) -> UIView? {
        (list as? UITableView)?.cellForRow(at: indexPath) ?? (list as? UICollectionView)?.cellForItem(at: indexPath)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        if let table = list as? UITableView {
            pressed = table.indexPathForRow(at: location)
            guard let pressed, let delegate = table.tableDelegate else { return nil }
            return delegate.tableView(table, contextMenuConfigurationForRowAt: pressed, point: location)
        }
        guard let collection = list as? UICollectionView, let delegate = collection.collectionDelegate else { return nil }
        pressed = collection.indexPathForItem(at: location)
        return delegate.collectionView(collection, contextMenuConfigurationForItemsAt: pressed.map { [$0] } ?? [], point: location)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        if let table = list as? UITableView { table.tableDelegate?.tableView(table, willDisplayContextMenu: configuration, animator: animator) }
        if let collection = list as? UICollectionView {
            collection.collectionDelegate?.collectionView(collection, willDisplayContextMenu: configuration, animator: animator)
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        if let table = list as? UITableView { table.tableDelegate?.tableView(table, willEndContextMenuInteraction: configuration, animator: animator) }
        if let collection = list as? UICollectionView {
            collection.collectionDelegate?.collectionView(collection, willEndContextMenuInteraction: configuration, animator: animator)
        }
        pressed = nil
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        if let table = list as? UITableView { table.tableDelegate?.tableView(table, willPerformPreviewActionForMenuWith: configuration, animator: animator) }
        if let collection = list as? UICollectionView {
            collection.collectionDelegate?.collectionView(collection, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
    }
}
