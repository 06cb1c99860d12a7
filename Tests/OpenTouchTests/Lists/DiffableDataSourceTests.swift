import Foundation
import Testing
@testable import OpenTouch

/// A cell that shows its item's name, configured by a registration.
@MainActor
private final class NameCell: UICollectionViewCell {
    var name = ""
    var configurations = 0
}

/// A table data source subclass giving section titles and deleting rows, as iOS code writes it.
@MainActor
private final class Fruits: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([item])
        apply(snapshot)
    }
}

@Suite("Diffable data sources and cell registrations (LST-18)")
@MainActor
struct DiffableDataSourceTests {
    private let scene = Scene()

    private func grid() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 50)
        layout.minimumLineSpacing = 0
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 500), collectionViewLayout: layout)
        let log = scene.log
        let registration = UICollectionView.CellRegistration<NameCell, String> { cell, indexPath, name in
            cell.name = name
            cell.configurations += 1
            log.append("configure \(name) at \(indexPath.section).\(indexPath.item)")
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: grid) { grid, indexPath, name in
            grid.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        scene.window.addSubview(grid)
        return (grid, dataSource)
    }

    private func snapshot(_ sections: [(Int, [String])]) -> NSDiffableDataSourceSnapshot<Int, String> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    private func names(_ grid: UICollectionView) -> [String] {
        grid.indexPathsForVisibleItems.compactMap { (grid.cellForItem(at: $0) as? NameCell)?.name }
    }

    @Test("LST-18 the first snapshot loads the grid through the registration; the next inserts, deletes and moves, keeping the cells and the selection of the items that stay")
    func applyDifferences() {
        let (grid, dataSource) = grid()
        dataSource.apply(snapshot([(0, ["apple", "banana", "cherry", "damson"])]))
        scene.screen.runLayoutPass()
        #expect(scene.log.take() == ["configure apple at 0.0", "configure banana at 0.1", "configure cherry at 0.2", "configure damson at 0.3"])
        #expect(names(grid) == ["apple", "banana", "cherry", "damson"])
        grid.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        let cherry = grid.cellForItem(at: IndexPath(item: 2, section: 0))

        var completions = 0
        dataSource.apply(snapshot([(0, ["cherry", "apple", "elder", "damson"])])) { completions += 1 }
        scene.screen.runLayoutPass()
        #expect(names(grid) == ["cherry", "apple", "elder", "damson"])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0)) === cherry, "the item that moved keeps its cell")
        #expect(scene.log.take() == ["configure elder at 0.2"])
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "elder")
        #expect(dataSource.indexPath(for: "damson") == IndexPath(item: 3, section: 0))
        #expect(completions == 0)
        scene.screen.advance(by: 0.02)
        #expect(completions == 1)
    }

    @Test("LST-18 a snapshot whose sections change order reloads; sections come and go with their items")
    func sections() {
        let (grid, dataSource) = grid()
        dataSource.apply(snapshot([(0, ["a", "b"]), (1, ["c"]), (2, ["d", "e"])]))
        scene.screen.runLayoutPass()
        dataSource.apply(snapshot([(0, ["a"]), (2, ["d", "e", "b"]), (3, ["f"])]))
        scene.screen.runLayoutPass()
        #expect(grid.numberOfSections == 3)
        #expect((0..<3).map { grid.numberOfItems(inSection: $0) } == [1, 3, 1])
        #expect(names(grid) == ["a", "d", "e", "b", "f"])
        let trace = scene.screen.startTracing()
        dataSource.apply(snapshot([(3, ["f"]), (0, ["a"]), (2, ["d", "e", "b"])]))
        scene.screen.runLayoutPass()
        #expect(names(grid) == ["f", "a", "d", "e", "b"])
        #expect(trace.timeline.contains("reloads its data — the sections that stay changed order (LST-18)"))
        #expect(dataSource.sectionIdentifier(for: 0) == 3 && dataSource.index(for: 2) == 2)
    }

    @Test("LST-18 a reloaded item is configured again; a misused snapshot is reported and left as it was")
    func reloadAndMisuse() {
        let (grid, dataSource) = grid()
        dataSource.apply(snapshot([(0, ["a", "b"])]))
        scene.screen.runLayoutPass()
        _ = scene.log.take()
        var next = dataSource.snapshot()
        next.reloadItems(["b"])
        next.appendItems(["a", "c", "c"], toSection: 0)
        next.appendItems(["z"], toSection: 9)
        #expect(next.itemIdentifiers == ["a", "b"])
        let reports = collectingDiagnostics {
            dataSource.apply(next)
            scene.screen.runLayoutPass()
        }
        #expect(reports.map(\.message) == [
            "appendItems: supplied item identifiers are not unique. Duplicate identifiers: a, c; the snapshot is left as it was (LST-18)",
            "appendItems: there is no section 9; the snapshot is left as it was (LST-18)",
        ])
        #expect(scene.log.take() == ["configure b at 0.1"])
        #expect(names(grid) == ["a", "b"])
    }

    @Test("LST-18 LST-12 LST-15 a table's diffable data source subclass titles its sections and deletes a row through the delete confirmation")
    func table() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        let fruits = Fruits(tableView: table) { table, indexPath, name in
            let cell = table.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            cell.textLabel?.text = name
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Stone fruit", "Berries"])
        snapshot.appendItems(["plum", "peach"], toSection: "Stone fruit")
        snapshot.appendItems(["raspberry"], toSection: "Berries")
        fruits.apply(snapshot, animatingDifferences: false)
        scene.window.addSubview(table)
        scene.screen.runLayoutPass()
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Berries")
        #expect(table.numberOfRows(inSection: 0) == 2)
        table.setEditing(true, animated: false)
        scene.screen.runLayoutPass()
        let plum = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(plum.textLabel?.text == "plum")
        // The delete control, then the confirmation button.
        let control = try! #require(plum.editingControl)
        scene.screen.tap(at: control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil))
        let confirm = try! #require(table.swipe.actionsView?.buttons.first)
        scene.screen.tap(at: confirm.convert(CGPoint(x: confirm.bounds.midX, y: confirm.bounds.midY), to: nil))
        scene.screen.runLayoutPass()
        #expect(fruits.snapshot().itemIdentifiers == ["peach", "raspberry"])
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "peach")
    }
}
