import Foundation
import Testing
@testable import OpenTouch

@Suite("List layouts, list cells, content configurations (LST-19)")
@MainActor
struct ListLayoutTests {
    private let scene = Scene()

    /// A list of `names` in one section, with list cells configured by a registration.
    private func list(_ configuration: UICollectionLayoutListConfiguration, _ names: [String],
                      configure: @escaping (UICollectionViewListCell, String) -> Void = { _, _ in })
        -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let list = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 600),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            content.secondaryText = "about \(name)"
            cell.contentConfiguration = content
            configure(cell, name)
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { list, indexPath, name in
            list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(names)
        dataSource.apply(snapshot)
        scene.window.addSubview(list)
        scene.screen.runLayoutPass()
        return (list, dataSource)
    }

    private func center(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    @Test("LST-19 LST-24 a plain list has full-width rows as tall as their two lines; an inset-grouped one is 20 points in and 35 down; cells show their content configuration")
    func rows() {
        let (plain, plainSource) = list(UICollectionLayoutListConfiguration(appearance: .plain), ["Wi-Fi", "Bluetooth"])
        // Measured (LST-24): 11-point margins around a 21-point line, 3 points, and a second 21-point line.
        #expect(plain.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 67, width: 390, height: 67))
        let cell = try! #require(plain.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let content = try! #require(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        #expect(content.shownText == "Wi-Fi" && content.shownSecondaryText == "about Wi-Fi")
        #expect(content.frame == cell.contentView.bounds)
        withExtendedLifetime(plainSource) {}

        let (inset, insetSource) = list(UICollectionLayoutListConfiguration(appearance: .insetGrouped), ["Wi-Fi"])
        #expect(inset.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 20, y: 35, width: 350, height: 67))
        withExtendedLifetime(insetSource) {}
    }

    @Test("LST-19 LST-2 LST-4 a list cell's configuration update handler hears each change of state as the row is touched, in order")
    func updateHandler() {
        let log = scene.log
        let (list, source) = list(UICollectionLayoutListConfiguration(appearance: .plain), ["Wi-Fi"]) { cell, _ in
            cell.configurationUpdateHandler = { _, state in log.append("state highlighted \(state.isHighlighted) selected \(state.isSelected)") }
        }
        _ = log.take()
        let cell = try! #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
        scene.screen.tap(at: center(cell))
        scene.screen.runLayoutPass()
        #expect(log.take() == ["state highlighted false selected true"],
                "highlight, select and unhighlight come in one touch's lift; the cell updates once before its next layout")
        let finger = scene.screen.touchDown(at: center(cell))
        scene.screen.advance(by: 0.2)
        scene.screen.runLayoutPass()
        #expect(log.take() == ["state highlighted true selected true"])
        finger.lift()
        scene.screen.runLayoutPass()
        #expect(log.take() == ["state highlighted false selected true"])
        withExtendedLifetime(source) {}
    }

    @Test("LST-19 LST-7 accessories sit at the trailing edge and the content makes room; the detail button's tap runs its handler and selects nothing")
    func accessories() {
        let log = scene.log
        let (list, source) = list(UICollectionLayoutListConfiguration(appearance: .plain), ["Wi-Fi"]) { cell, name in
            cell.accessories = [.disclosureIndicator(), .detail { log.append("detail \(name)") }, .delete()]
        }
        let cell = try! #require(list.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let views = cell.accessoryViews.map(\.view)
        #expect(views.count == 2, "the delete accessory shows only while editing")
        // Centred in the 67-point row the two lines of text measure (LST-24).
        #expect(views[0].frame == CGRect(x: 390 - 16 - 12, y: 25, width: 12, height: 17))
        #expect(views[1].frame == CGRect(x: 362 - 8 - 24, y: 21.5, width: 24, height: 24))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 330, height: 67))
        _ = log.take()
        scene.screen.tap(at: center(views[1]))
        #expect(log.take() == ["detail Wi-Fi"])
        #expect(list.indexPathsForSelectedItems == nil)
        withExtendedLifetime(source) {}
    }

    @Test("LST-19 each accessory takes its options' tint colour, a hidden one takes no room, and the tinted detail button still runs its handler alone")
    func accessoryOptions() {
        let log = scene.log
        let (list, source) = list(UICollectionLayoutListConfiguration(appearance: .plain), ["Wi-Fi"]) { cell, name in
            cell.accessories = [.disclosureIndicator(options: .init(tintColor: .systemRed)),
                                .checkmark(options: .init(isHidden: true)),
                                .detail(options: .init(tintColor: .systemGreen)) { log.append("detail \(name)") }]
        }
        let cell = try! #require(list.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let views = cell.accessoryViews.map(\.view)
        #expect(views.count == 2, "the hidden checkmark is left out")
        #expect(views[0].tintColor == .systemRed)
        #expect(views[1].tintColor == .systemGreen)
        #expect(views[1].frame == CGRect(x: 362 - 8 - 24, y: 21.5, width: 24, height: 24), "placed as if the checkmark were not there")
        _ = log.take()
        scene.screen.tap(at: center(views[1]))
        #expect(log.take() == ["detail Wi-Fi"])
        #expect(list.indexPathsForSelectedItems == nil)
        withExtendedLifetime(source) {}
    }

    @Test("LST-19 LST-8 a list configuration's trailing swipe actions: a swipe opens the row, a tap on the action runs it and closes the row")
    func swipeActions() {
        let log = scene.log
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            guard indexPath.item == 0 else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                log.append("delete \(indexPath.item)")
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        let (list, source) = list(configuration, ["Wi-Fi", "Bluetooth"])
        let cell = try! #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
        let y = center(cell).y
        scene.screen.drag(from: CGPoint(x: 350, y: y), to: CGPoint(x: 200, y: y), duration: 0.3, steps: 6)
        let button = try! #require(list.rowSwipes?.actionsView?.buttons.first)
        #expect(cell.frame.minX < 0 && button.currentTitle == "Delete")
        scene.screen.tap(at: center(button))
        #expect(log.take() == ["delete 0"])
        #expect(cell.frame.minX == 0 && list.rowSwipes?.openRow == nil)
        // The second row has no actions: a sideways drag on it does nothing.
        let second = try! #require(list.cellForItem(at: IndexPath(item: 1, section: 0)))
        scene.screen.drag(from: CGPoint(x: 350, y: center(second).y), to: CGPoint(x: 200, y: center(second).y), duration: 0.3, steps: 6)
        #expect(second.frame.minX == 0 && list.rowSwipes?.openRow == nil)
        withExtendedLifetime(source) {}
    }
}
