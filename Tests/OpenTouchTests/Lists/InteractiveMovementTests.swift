import Foundation
import Testing
@testable import OpenTouch

/// Nine tiles in a grid, moved by a long press as apps do.
@MainActor
private final class Board: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let log: CallbackLog
    var tiles = Array(0..<9)
    var pinFirst = false
    init(log: CallbackLog) { self.log = log }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tiles.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        log.append("cellForItem \(indexPath.item)")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.tag = tiles[indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { indexPath.item != 8 }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.item) to \(destinationIndexPath.item)")
        tiles.insert(tiles.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        pinFirst && proposedIndexPath.item == 0 ? IndexPath(item: 1, section: 0) : proposedIndexPath
    }
}

@Suite("Moving collection view items by hand (LST-22)")
@MainActor
struct InteractiveMovementTests {
    private let scene = Scene()

    private func grid(_ board: Board) -> UICollectionView {
        let grid = tileGrid(in: scene, dataSource: board, delegate: board)
        // As apps do: a long press lifts the item, its movement moves it, its end drops it.
        let press = UILongPressGestureRecognizer()
        press.addAction { [unowned grid] press in
            let point = press.location(in: grid)
            switch press.state {
            case .began:
                if let indexPath = grid.indexPathForItem(at: point) { grid.beginInteractiveMovementForItem(at: indexPath) }
            case .changed: grid.updateInteractiveMovementTargetPosition(point)
            case .ended: grid.endInteractiveMovement()
            default: grid.cancelInteractiveMovement()
            }
        }
        grid.addGestureRecognizer(press)
        return grid
    }

    @Test("LST-22 a long-pressed tile follows the finger, the tiles between make room, and the drop moves it without asking for any cell")
    func move() {
        let board = Board(log: scene.log)
        let grid = grid(board)
        _ = scene.log.take()
        let zero = grid.cellForItem(at: IndexPath(item: 0, section: 0))!
        let finger = scene.screen.touchDown(at: CGPoint(x: 50, y: 50))
        scene.screen.advance(by: 0.6)
        finger.move(to: CGPoint(x: 150, y: 150))
        #expect(zero.frame.midX == 150 && zero.frame.midY == 150, "the lifted tile follows the finger")
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 0, "tile 1 took tile 0's place")
        #expect(grid.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.origin == CGPoint(x: 0, y: 100), "tile 4 made room")
        #expect(grid.cellForItem(at: IndexPath(item: 5, section: 0))?.frame.origin == CGPoint(x: 200, y: 100), "tile 5 stays")
        finger.lift()
        scene.screen.runLayoutPass()
        #expect(scene.log.take() == ["move 0 to 4"])
        #expect(board.tiles == [1, 2, 3, 4, 0, 5, 6, 7, 8])
        #expect(grid.cellForItem(at: IndexPath(item: 4, section: 0)) === zero && zero.frame.origin == CGPoint(x: 100, y: 100))
        withExtendedLifetime(board) {}
    }

    @Test("LST-22 an item the data source will not move is not lifted; the delegate redirects a destination; a cancelled movement puts the item back")
    func refusals() {
        let board = Board(log: scene.log)
        board.pinFirst = true
        let grid = grid(board)
        _ = scene.log.take()
        #expect(!grid.beginInteractiveMovementForItem(at: IndexPath(item: 8, section: 0)))
        #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
        #expect(!grid.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)), "one item moves at a time")
        grid.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 50))
        grid.endInteractiveMovement()
        #expect(scene.log.take() == ["move 4 to 1"])
        #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        grid.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 250))
        grid.cancelInteractiveMovement()
        scene.screen.runLayoutPass()
        #expect(scene.log.take().isEmpty && board.tiles == [0, 4, 1, 2, 3, 5, 6, 7, 8])
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.origin == CGPoint(x: 200, y: 0))
        withExtendedLifetime(board) {}
    }
}

@Suite("A collection view controller's standard reordering gesture (LST-22)")
@MainActor
struct StandardReorderGestureTests {
    /// Six square items in a row-wrapping grid; `answersMoves` overrides canMoveItemAt.
    final class Shelf: UICollectionViewController {
        var items = ["A", "B", "C", "D", "E", "F"]
        var moves: [String] = []
        var answersMoves = true
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            super.init(collectionViewLayout: layout)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            answersMoves ? true : super.collectionView(collectionView, canMoveItemAt: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            moves.append("\(sourceIndexPath.item) → \(destinationIndexPath.item)")
            items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    private func reorder(_ shelf: Shelf, on screen: TouchScreen, from: Int, to: Int) {
        let collection = shelf.collectionView!
        func center(_ item: Int) -> CGPoint {
            let frame = collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
            return collection.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
        }
        let start = center(from), end = center(to)
        let finger = screen.touchDown(at: start)
        screen.advance(by: 0.6)
        for step in 1...6 {
            screen.advance(by: 0.05)
            finger.move(to: CGPoint(x: start.x + (end.x - start.x) * CGFloat(step) / 6, y: start.y + (end.y - start.y) * CGFloat(step) / 6))
        }
        finger.lift()
        screen.advance(by: 0.5)
    }

    @Test("LST-22 installsStandardGestureForInteractiveMovement: a long press lifts an item, a drag carries it, lifting drops it and the data source hears moveItemAt")
    func reorders() {
        let shelf = Shelf()
        #expect(shelf.installsStandardGestureForInteractiveMovement)
        let screen = phoneScreen(root: shelf)
        #expect(shelf.reorderGesture.view === shelf.collectionView)
        reorder(shelf, on: screen, from: 0, to: 2)
        #expect(shelf.moves == ["0 → 2"] && shelf.items == ["B", "C", "A", "D", "E", "F"])
    }

    @Test("LST-22 a data source that does not answer canMoveItemAt itself is not reordered, and turning the gesture off removes it")
    func refused() {
        let shelf = Shelf()
        shelf.answersMoves = false
        let screen = phoneScreen(root: shelf)
        reorder(shelf, on: screen, from: 0, to: 2)
        #expect(shelf.moves.isEmpty && shelf.items.first == "A")
        shelf.installsStandardGestureForInteractiveMovement = false
        #expect(shelf.reorderGesture.view == nil)
    }
}
