// Written as iOS code is: a shopping list whose rows are reordered by drag and drop, which
// takes words dropped from elsewhere, and a trash can that deletes the rows dropped on it.
// Edits for Linux: none.
import UIKit

final class ShoppingListController: UITableViewController, UITableViewDragDelegate, UITableViewDropDelegate, UIDropInteractionDelegate {
    private(set) var items = ["Milk", "Eggs", "Bread", "Butter", "Jam"]
    private(set) var log: [String] = []
    let trash = UIImageView(image: UIImage(systemName: "trash"))

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        tableView.dragInteractionEnabled = true
        tableView.dragDelegate = self
        tableView.dropDelegate = self
        trash.isUserInteractionEnabled = true
        trash.accessibilityIdentifier = "trash"
        trash.addInteraction(UIDropInteraction(delegate: self))
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    // MARK: - UITableViewDragDelegate

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let name = items[indexPath.row]
        let dragItem = UIDragItem(itemProvider: NSItemProvider(object: name as NSString))
        dragItem.localObject = name
        return [dragItem]
    }

    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
        log.append("drag ended")
    }

    // MARK: - UITableViewDropDelegate

    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: NSString.self)
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        if tableView.hasActiveDrag {
            return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: items.count - 1, section: 0)
        if let item = coordinator.items.first, let source = item.sourceIndexPath {
            tableView.performBatchUpdates({
                let name = self.items.remove(at: source.row)
                self.items.insert(name, at: destination.row)
                tableView.deleteRows(at: [source], with: .automatic)
                tableView.insertRows(at: [destination], with: .automatic)
            }, completion: nil)
            coordinator.drop(item.dragItem, toRowAt: destination)
            log.append("moved \(items[destination.row]) to \(destination.row)")
            return
        }
        coordinator.session.loadObjects(ofClass: NSString.self) { loaded in
            let strings = loaded as! [String]
            var indexPaths: [IndexPath] = []
            for (offset, string) in strings.enumerated() {
                let indexPath = IndexPath(row: destination.row + offset, section: destination.section)
                self.items.insert(string, at: indexPath.row)
                indexPaths.append(indexPath)
            }
            tableView.insertRows(at: indexPaths, with: .automatic)
            self.log.append("added \(strings.joined(separator: ", "))")
        }
    }

    // MARK: - UIDropInteractionDelegate (the trash)

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.localDragSession != nil
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .move)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        for dragItem in session.items {
            guard let name = dragItem.localObject as? String, let index = items.firstIndex(of: name) else { continue }
            items.remove(at: index)
            tableView.deleteRows(at: [IndexPath(row: index, section: 0)], with: .fade)
            log.append("deleted \(name)")
        }
    }
}
