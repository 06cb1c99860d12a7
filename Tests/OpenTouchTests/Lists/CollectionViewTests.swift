import Foundation
import Testing
@testable import OpenTouch

/// A registered item cell written as for iOS; `required` on its initializer is the Linux edit.
@MainActor
private final class TileCell: UICollectionViewCell {
    weak var log: CallbackLog?
    var number = -1

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemBlue
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { log?.append("cell \(number) highlighted \(isHighlighted)") } }
    }

    override var isSelected: Bool {
        didSet { if isSelected != oldValue { log?.append("cell \(number) selected \(isSelected)") } }
    }
}

/// Forty tiles of 90 points, four to a line in a 390-point-wide grid.
@MainActor
private final class Tiles: UICollectionViewDataSource, UICollectionViewDelegate {
    let log: CallbackLog
    var shouldSelect = true
    var unhighlightable: Set<Int> = []
    var shouldDeselect = true

    init(log: CallbackLog) { self.log = log }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TileCell
        cell.log = log
        cell.number = indexPath.item
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.item)")
        return !unhighlightable.contains(indexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { log.append("didHighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { log.append("didUnhighlight \(indexPath.item)") }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return shouldSelect
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log.append("didSelect \(indexPath.item)") }

    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect \(indexPath.item)")
        return shouldDeselect
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.item)") }
}

@Suite("Collection views: flow layout, highlight and selection by touch")
@MainActor
struct CollectionViewTests {
    private let scene = Scene()
    private let grid: UICollectionView
    private let tiles: Tiles

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
        grid.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        tiles = Tiles(log: scene.log)
        grid.dataSource = tiles
        grid.delegate = tiles
        scene.window.addSubview(grid)
        scene.screen.runLayoutPass()
    }

    private func center(of item: Int) -> CGPoint {
        let frame = grid.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
        return grid.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
    }

    @Test("LST-9 a flow layout puts fixed-size items in full lines, and cells are reused as it scrolls")
    func flowLayout() {
        #expect(grid.contentSize == CGSize(width: 390, height: 10 * 90 + 9 * 10))
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 100, y: 100, width: 90, height: 90))
        #expect(grid.indexPathForItem(at: CGPoint(x: 300, y: 150)) == IndexPath(item: 7, section: 0))
        #expect(grid.indexPathForItem(at: CGPoint(x: 95, y: 150)) == nil)
        #expect(grid.indexPathsForVisibleItems.count == 16)
        let cells = Set(grid.visibleCells.map(ObjectIdentifier.init))
        grid.contentOffset = CGPoint(x: 0, y: 400)
        scene.screen.runLayoutPass()
        #expect(grid.indexPathsForVisibleItems == (16..<32).map { IndexPath(item: $0, section: 0) })
        #expect(Set(grid.visibleCells.map(ObjectIdentifier.init)).isSubset(of: cells))
    }

    @Test("LST-9 LST-2 LST-4 a held finger highlights its item after the delay; the lift selects it")
    func highlightThenSelect() {
        let finger = scene.screen.touchDown(at: center(of: 5))
        scene.screen.advance(by: 0.14)
        #expect(scene.log.take().isEmpty)
        scene.screen.advance(by: 0.01)
        #expect(scene.log.take() == ["shouldHighlight 5", "cell 5 highlighted true", "didHighlight 5"])
        finger.lift()
        #expect(scene.log.take() == ["shouldSelect 5", "cell 5 selected true", "cell 5 highlighted false", "didUnhighlight 5", "didSelect 5"])
        scene.screen.advance(by: 0.5)
        scene.screen.tap(at: center(of: 6))
        #expect(scene.log.take() == ["shouldHighlight 6", "cell 6 highlighted true", "didHighlight 6", "shouldSelect 6",
                                     "shouldDeselect 5", "cell 5 selected false", "didDeselect 5",
                                     "cell 6 selected true", "cell 6 highlighted false", "didUnhighlight 6", "didSelect 6"])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
    }

    @Test("LST-2 an item the delegate will not highlight is neither highlighted nor selected, and the delegate is asked nothing more")
    func highlightRefused() {
        tiles.unhighlightable = [3]
        scene.screen.tap(at: center(of: 3))
        #expect(scene.log.take() == ["shouldHighlight 3"])
        #expect(grid.indexPathsForSelectedItems?.isEmpty ?? true)
        scene.screen.advance(by: 0.5)
        scene.screen.tap(at: center(of: 4))
        #expect(scene.log.take() == ["shouldHighlight 4", "cell 4 highlighted true", "didHighlight 4", "shouldSelect 4",
                                     "cell 4 selected true", "cell 4 highlighted false", "didUnhighlight 4", "didSelect 4"])
    }

    @Test("LST-9 LST-4 an item the delegate will not select only loses its highlight")
    func shouldSelectNo() {
        tiles.shouldSelect = false
        scene.screen.tap(at: center(of: 2))
        #expect(scene.log.take() == ["shouldHighlight 2", "cell 2 highlighted true", "didHighlight 2", "shouldSelect 2",
                                     "cell 2 highlighted false", "didUnhighlight 2"])
        #expect(grid.indexPathsForSelectedItems == nil)
    }

    @Test("LST-9 LST-3 a drag that scrolls the grid takes the highlight away")
    func dragCancels() {
        let start = center(of: 9)
        let finger = scene.screen.touchDown(at: start)
        scene.screen.advance(by: 0.2)
        for step in 1...4 {
            scene.screen.advance(by: 0.02)
            finger.move(to: CGPoint(x: start.x, y: start.y - CGFloat(step) * 20))
        }
        finger.lift()
        #expect(scene.log.take() == ["shouldHighlight 9", "cell 9 highlighted true", "didHighlight 9",
                                     "cell 9 highlighted false", "didUnhighlight 9"])
        #expect(grid.contentOffset.y > 0)
    }

    @Test("LST-9 LST-4 with multiple selection a tap deselects a selected item unless the delegate refuses")
    func multipleSelection() {
        grid.allowsMultipleSelection = true
        grid.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        grid.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        #expect(scene.log.take() == ["cell 1 selected true", "cell 3 selected true"])
        scene.screen.tap(at: center(of: 1))
        scene.screen.advance(by: 0.5)
        tiles.shouldDeselect = false
        scene.screen.tap(at: center(of: 3))
        #expect(scene.log.take() == ["shouldHighlight 1", "cell 1 highlighted true", "didHighlight 1", "shouldDeselect 1",
                                     "cell 1 highlighted false", "didUnhighlight 1", "cell 1 selected false", "didDeselect 1",
                                     "shouldHighlight 3", "cell 3 highlighted true", "didHighlight 3", "shouldDeselect 3",
                                     "cell 3 highlighted false", "didUnhighlight 3"])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }
}
