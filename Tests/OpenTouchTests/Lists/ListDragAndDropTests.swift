import Foundation
import Testing
@testable import OpenTouch

/// A grocery list whose rows drag and drop, as iOS code writes one: every call is logged.
@MainActor
private final class Groceries: NSObject, UITableViewDataSource, UITableViewDelegate, UITableViewDragDelegate, UITableViewDropDelegate {
    let log: CallbackLog
    var rows = ["Apples", "Bread", "Cheese", "Dates", "Eggs"]
    var movable = true
    init(log: CallbackLog) { self.log = log }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }  // added for Linux
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("moveRowAt \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        log.append("itemsForBeginning \(indexPath.row)")
        let item = UIDragItem(itemProvider: NSItemProvider(object: rows[indexPath.row] as NSString))
        item.localObject = rows[indexPath.row]
        return [item]
    }
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) { log.append("dragSessionWillBegin") }
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) { log.append("dragSessionDidEnd") }

    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool { session.canLoadObjects(ofClass: String.self) }
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) { log.append("dropSessionDidEnter") }
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        log.append("update \(destinationIndexPath.map { "\($0.row)" } ?? "nil")")
        return session.localDragSession != nil
            ? UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            : UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }
    func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) { log.append("dropSessionDidExit") }
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) { log.append("dropSessionDidEnd") }
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: rows.count, section: 0)
        log.append("performDropWith at \(destination.row), sources \(coordinator.items.map { $0.sourceIndexPath.map { "\($0.row)" } ?? "none" })")
        for item in coordinator.items {
            if let source = item.sourceIndexPath {
                tableView.performBatchUpdates { [self] in
                    rows.insert(rows.remove(at: source.row), at: destination.row)
                    tableView.moveRow(at: source, to: destination)
                }
            } else {
                coordinator.session.loadObjects(ofClass: String.self) { [self] strings in
                    rows.insert(contentsOf: strings, at: destination.row)
                    tableView.insertRows(at: [destination], with: .automatic)
                }
            }
            coordinator.drop(item.dragItem, toRowAt: destination).addCompletion { [log] _ in log.append("landed") }
        }
    }
}

/// A card that drags a word into the list.
@MainActor
private final class Word: UIDragInteractionDelegate {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: "Figs" as NSString))]
    }
}

/// Six tiles whose drop delegate moves them itself, as collection view code does.
@MainActor
private final class Tiles: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    let log: CallbackLog
    var tiles = ["a", "b", "c", "d", "e", "f"]
    init(log: CallbackLog) { self.log = log }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tiles.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("moveItemAt \(sourceIndexPath.item) to \(destinationIndexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        log.append("itemsForBeginning \(indexPath.item)")
        let item = UIDragItem(itemProvider: NSItemProvider(object: tiles[indexPath.item] as NSString))
        item.localObject = tiles[indexPath.item]
        return [item]
    }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first, let source = item.sourceIndexPath else { return }
        log.append("performDropWith \(source.item) to \(destination.item)")
        collectionView.performBatchUpdates { [self] in
            tiles.insert(tiles.remove(at: source.item), at: destination.item)
            collectionView.moveItem(at: source, to: destination)
        }
        coordinator.drop(item.dragItem, toItemAt: destination)
    }
}

@Suite("Table and collection drag and drop (LST-23)")
@MainActor
struct ListDragAndDropTests {
    private let scene = Scene()

    private func groceries() -> (UITableView, Groceries) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let list = Groceries(log: scene.log)
        table.dataSource = list
        table.delegate = list
        table.dragDelegate = list
        table.dropDelegate = list
        scene.window.addSubview(table)
        scene.screen.runLayoutPass()
        return (table, list)
    }

    private func titles(_ table: UITableView) -> [String] {
        (0..<table.numberOfRows(inSection: 0)).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text }
    }

    @Test("LST-23 a row held and dragged down its own table makes room as it goes and is dropped through moveRowAt, keeping its cell")
    func reorderByDrag() {
        let (table, list) = groceries()
        #expect(table.dragInteractionEnabled && !table.hasActiveDrag)
        let apples = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let finger = scene.screen.touchDown(at: CGPoint(x: 100, y: 22))
        scene.screen.advance(by: 0.6)
        #expect(scene.log.take() == ["itemsForBeginning 0"])
        finger.move(to: CGPoint(x: 100, y: 60))
        #expect(scene.log.take() == ["dragSessionWillBegin", "dropSessionDidEnter", "update 1"],
                "asked with the row under the finger; the rows then make room for the move it proposed")
        #expect(table.hasActiveDrag && table.hasActiveDrop)
        finger.move(to: CGPoint(x: 100, y: 150))
        #expect(scene.log.take() == ["update 2"])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 132, "Dates keeps its place below the gap")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 0, "Bread moved up into the lifted row's place")
        finger.lift()
        #expect(scene.log.take() == ["moveRowAt 0 to 2"], "performDropWith is not called for a row its data source moves")
        scene.screen.advance(by: 0.3)
        #expect(scene.log.take() == ["dragSessionDidEnd", "dropSessionDidEnd"])
        scene.screen.runLayoutPass()
        #expect(list.rows == ["Bread", "Cheese", "Apples", "Dates", "Eggs"] && titles(table) == list.rows)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === apples && apples?.isHidden == false)
        #expect(!table.hasActiveDrag && !table.hasActiveDrop)
    }

    @Test("LST-23 a row its data source cannot move is dropped through performDropWith, with the row it came from")
    func performDropForOwnRow() {
        let (table, list) = groceries()
        list.movable = false
        let finger = scene.screen.touchDown(at: CGPoint(x: 100, y: 22))
        scene.screen.advance(by: 0.6)
        finger.move(to: CGPoint(x: 100, y: 60))
        finger.move(to: CGPoint(x: 100, y: 150))
        _ = scene.log.take()
        finger.lift()
        #expect(scene.log.take() == ["performDropWith at 3, sources [\"0\"]"])
        scene.screen.advance(by: 0.3)
        #expect(scene.log.take() == ["landed", "dragSessionDidEnd", "dropSessionDidEnd"])
        #expect(list.rows == ["Bread", "Cheese", "Dates", "Apples", "Eggs"])
        _ = table
    }

    @Test("LST-23 a word dragged from outside is dropped on a row through performDropWith, loaded and inserted")
    func dropFromOutside() {
        let (table, list) = groceries()
        table.frame = CGRect(x: 0, y: 100, width: 400, height: 300)
        let card = scene.view("card", CGRect(x: 0, y: 0, width: 100, height: 60))
        let word = Word()
        let drag = UIDragInteraction(delegate: word)
        drag.isEnabled = true
        card.addInteraction(drag)
        scene.screen.runLayoutPass()
        let finger = scene.screen.touchDown(at: CGPoint(x: 50, y: 30))
        scene.screen.advance(by: 0.6)
        finger.move(to: CGPoint(x: 100, y: 120))
        finger.move(to: CGPoint(x: 100, y: 150))
        #expect(scene.log.take() == ["card began 1", "card cancelled 1", "dropSessionDidEnter", "update 0", "update 1"])
        finger.lift()
        #expect(scene.log.take() == ["performDropWith at 1, sources [\"none\"]"])
        scene.screen.advance(by: 0.3)
        #expect(scene.log.take() == ["landed", "dropSessionDidEnd"])
        #expect(list.rows == ["Apples", "Figs", "Bread", "Cheese", "Dates", "Eggs"])
        withExtendedLifetime(word) {}
    }

    @Test("LST-23 a tile dragged across its own collection view makes room, and its drop delegate moves it")
    func collectionReorder() {
        let tiles = Tiles(log: scene.log)
        let grid = tileGrid(in: scene, dataSource: tiles)
        grid.dragDelegate = tiles
        grid.dropDelegate = tiles
        let a = grid.cellForItem(at: IndexPath(item: 0, section: 0))
        let finger = scene.screen.touchDown(at: CGPoint(x: 50, y: 50))
        scene.screen.advance(by: 0.6)
        finger.move(to: CGPoint(x: 150, y: 60))
        finger.move(to: CGPoint(x: 250, y: 50))
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 100, "c steps back to make room")
        finger.lift()
        #expect(scene.log.take() == ["itemsForBeginning 0", "performDropWith 0 to 2"], "the data source's moveItemAt is not called")
        scene.screen.advance(by: 0.3)
        scene.screen.runLayoutPass()
        #expect(tiles.tiles == ["b", "c", "a", "d", "e", "f"])
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0)) === a && a?.isHidden == false)
    }
}
