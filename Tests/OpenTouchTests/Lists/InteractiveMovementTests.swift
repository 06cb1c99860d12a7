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
