import Foundation
import Testing
@testable import OpenTouch

/// A photo's context menu delegate, logging every call, as iOS code writes one.
@MainActor
private final class PhotoMenu: UIContextMenuInteractionDelegate {
    let log: CallbackLog
    var givesMenu = true
    var preview: UIViewController?
    init(log: CallbackLog) { self.log = log }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        log.append("configuration at (\(Int(location.x)), \(Int(location.y)))")
        guard givesMenu else { return nil }
        let log = log
        return UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: { [preview] in preview }) { suggested in
            log.append("actions, \(suggested.count) suggested")
            let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in log.append("share") }
            let hidden = UIAction(title: "Secret", attributes: .hidden) { _ in log.append("secret") }
            let locked = UIAction(title: "Locked", attributes: .disabled) { _ in log.append("locked") }
            let rotate = UIMenu(title: "Rotate", children: [
                UIAction(title: "Left") { _ in log.append("rotate left") },
                UIAction(title: "Right") { _ in log.append("rotate right") },
            ])
            let delete = UIMenu(options: .displayInline, children: [
                UIAction(title: "Delete", attributes: .destructive) { _ in log.append("delete") },
            ])
            return UIMenu(children: [share, hidden, locked, rotate, delete])
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        log.append("willDisplay \(configuration.identifier)")
        animator?.addCompletion { [log] in log.append("displayed") }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        log.append("willEnd \(configuration.identifier)")
        animator?.addCompletion { [log] in log.append("ended") }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        log.append("willPerformPreviewAction")
    }
}

@Suite("Context menus, interactions and button menus (INT-1..3)")
@MainActor
struct ContextMenuTests {
    private let scene = Scene()
    /// Keeps the delegates, which interactions hold weakly, as a view controller would.
    private let delegates = NSMutableArray()

    private func center(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    /// A 100-point photo at (40, 100) with a context menu, and its delegate.
    private func photo() -> (RecordingView, UIContextMenuInteraction, PhotoMenu) {
        let photo = scene.view("photo", CGRect(x: 40, y: 100, width: 100, height: 100))
        let menu = PhotoMenu(log: scene.log)
        let interaction = UIContextMenuInteraction(delegate: menu)
        delegates.add(menu)
        photo.addInteraction(interaction)
        return (photo, interaction, menu)
    }

    private func rows(_ interaction: UIContextMenuInteraction) -> [String] {
        interaction.overlay?.items.map { $0.element.title } ?? []
    }

    private func row(_ title: String, _ interaction: UIContextMenuInteraction) -> ContextMenuItemView {
        interaction.overlay!.items.first { $0.element.title == title }!
    }

    @Test("INT-1 an interaction belongs to one view: adding it to another moves it, removing it takes its press away")
    func interactions() {
        let (photo, interaction, _) = photo()
        #expect(photo.interactions.count == 1 && interaction.view === photo)
        #expect(photo.gestureRecognizers?.contains { $0 === interaction.press } == true)
        let other = scene.view("other", CGRect(x: 200, y: 100, width: 50, height: 50))
        other.addInteraction(interaction)
        #expect(photo.interactions.isEmpty && other.interactions.count == 1 && interaction.view === other)
        #expect(photo.gestureRecognizers == nil && other.gestureRecognizers?.first === interaction.press)
        other.removeInteraction(interaction)
        #expect(interaction.view == nil && other.gestureRecognizers == nil)
    }

    @Test("INT-2 a half-second press asks for the menu where the finger is, cancels the view's touch, shows the rows; a tap on a row runs it after willEnd")
    func pressAndTap() {
        let (photo, interaction, _) = photo()
        let finger = scene.screen.touchDown(at: CGPoint(x: 60, y: 130))
        scene.screen.advance(by: 0.49)
        #expect(interaction.overlay == nil)
        scene.screen.advance(by: 0.02)
        #expect(scene.log.take() == ["photo began 1", "configuration at (20, 30)", "photo cancelled 1", "actions, 0 suggested", "willDisplay photo"],
                "the press cancels the view's touch as it begins, then shows the menu")
        #expect(rows(interaction) == ["Share", "Locked", "Rotate", "Delete"], "the hidden action is left out")
        #expect(interaction.location(in: nil) == CGPoint(x: 60, y: 130))
        let overlay = try! #require(interaction.overlay)
        #expect(overlay.superview === scene.window && overlay.panel.frame == CGRect(x: 40, y: 208, width: 250, height: 3 * 44 + 8 + 44))
        #expect(!row("Locked", interaction).isEnabled)
        finger.lift()
        #expect(interaction.overlay != nil, "a lift where the finger went down leaves the menu up")
        scene.screen.advance(by: 0.3)
        #expect(scene.log.take() == ["displayed"])
        scene.screen.tap(at: center(row("Locked", interaction)))
        #expect(scene.log.take().isEmpty && interaction.overlay != nil)
        scene.screen.tap(at: center(row("Share", interaction)))
        #expect(scene.log.take() == ["willEnd photo", "share"])
        #expect(interaction.overlay == nil && photo.superview != nil)
        scene.screen.advance(by: 0.3)
        #expect(scene.log.take() == ["ended"])
        _ = photo
    }

    @Test("INT-2 sliding the pressing finger onto a row and lifting chooses it; a submenu opens in the menu's place")
    func slideToChoose() {
        let (_, interaction, _) = photo()
        let finger = scene.screen.touchDown(at: CGPoint(x: 60, y: 130))
        scene.screen.advance(by: 0.6)
        _ = scene.log.take()
        let rotate = center(row("Rotate", interaction))
        finger.move(to: CGPoint(x: 60, y: 180))
        finger.move(to: rotate)
        #expect(row("Rotate", interaction).isHighlighted && !row("Share", interaction).isHighlighted)
        finger.lift()
        #expect(rows(interaction) == ["Left", "Right"])
        scene.screen.tap(at: center(row("Right", interaction)))
        #expect(scene.log.take() == ["willEnd photo", "rotate right"])
    }

    @Test("INT-2 no configuration: the press fails and the view keeps its touch; a touch outside the menu dismisses it; dismissMenu() too")
    func dismissals() {
        let (_, interaction, menu) = photo()
        menu.givesMenu = false
        scene.screen.longPress(at: CGPoint(x: 60, y: 130), duration: 0.8)
        #expect(scene.log.take() == ["photo began 1", "configuration at (20, 30)", "photo ended 1"])
        menu.givesMenu = true
        scene.screen.longPress(at: CGPoint(x: 60, y: 130), duration: 0.8)
        _ = scene.log.take()
        scene.screen.tap(at: CGPoint(x: 350, y: 380))
        #expect(scene.log.take() == ["willEnd photo"], "the touch that dismisses does nothing else")
        #expect(interaction.overlay == nil)
        scene.screen.longPress(at: CGPoint(x: 60, y: 130), duration: 0.8)
        _ = scene.log.take()
        interaction.dismissMenu()
        #expect(scene.log.take() == ["willEnd photo"] && interaction.overlay == nil)
    }

    @Test("INT-2 a preview shows above the menu; tapping it tells the delegate and dismisses")
    func preview() {
        let (_, interaction, menu) = photo()
        let preview = UIViewController()
        preview.preferredContentSize = CGSize(width: 200, height: 80)
        menu.preview = preview
        scene.screen.longPress(at: CGPoint(x: 60, y: 130), duration: 0.8)
        _ = scene.log.take()
        let container = try! #require(interaction.overlay?.previewContainer)
        #expect(container.frame == CGRect(x: 16, y: 100, width: 200, height: 80), "centred on the photo, kept 16 points in")
        #expect(interaction.overlay?.panel.frame.minY == 188)
        scene.screen.tap(at: center(container))
        #expect(scene.log.take() == ["willPerformPreviewAction", "willEnd photo"])
    }

    @Test("INT-3 CTL-7 a button's menu: a long press shows it and cancels the tap; as the primary action a touch down shows it and sends no tap")
    func buttonMenu() {
        let log = scene.log
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 40, y: 300, width: 120, height: 44)
        button.setTitle("Sort", for: .normal)
        button.addAction(UIAction { _ in log.append("tap") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("touch cancel") }, for: .touchCancel)
        button.menu = UIMenu(children: [
            UIAction(title: "Name") { action in log.append("sort by name from \(action.sender === button ? "the button" : "?")") },
            UIAction(title: "Date") { _ in log.append("sort by date") },
        ])
        scene.window.addSubview(button)
        #expect(button.isContextMenuInteractionEnabled && button.contextMenuInteraction != nil)
        scene.screen.tap(at: center(button))
        #expect(log.take() == ["tap"])
        scene.screen.longPress(at: center(button), duration: 0.8)
        #expect(log.take() == ["touch cancel"])
        let interaction = try! #require(button.contextMenuInteraction)
        scene.screen.tap(at: center(row("Name", interaction)))
        #expect(log.take() == ["sort by name from the button"])

        button.showsMenuAsPrimaryAction = true
        let finger = scene.screen.touchDown(at: center(button))
        #expect(interaction.overlay != nil && !button.isTracking && !button.isHighlighted)
        finger.move(to: center(row("Date", interaction)))
        finger.lift()
        #expect(log.take() == ["sort by date"], "no tap, no cancel: the menu took the touch")
        #expect(interaction.overlay == nil)
    }

    @Test("INT-3 a pop-up button shows its chosen action's title and keeps one action chosen")
    func popUpButton() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 40, y: 300, width: 120, height: 44)
        let small = UIAction(title: "Small") { _ in }, large = UIAction(title: "Large") { _ in }
        button.menu = UIMenu(options: .singleSelection, children: [small, large])
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        scene.window.addSubview(button)
        #expect(button.currentTitle == "Small" && small.state == .on && large.state == .off)
        scene.screen.tap(at: center(button))
        scene.screen.tap(at: center(row("Large", button.contextMenuInteraction!)))
        #expect(button.currentTitle == "Large" && small.state == .off && large.state == .on)
    }

    @Test("INT-4 LST-3 a long press on a row asks the table's delegate with its index path; the row's touch is cancelled, nothing is selected; the menu is by the cell")
    func tableRows() {
        let log = scene.log
        let rows = MenuRows(log: log)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        scene.window.addSubview(table)
        scene.screen.runLayoutPass()
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        scene.screen.longPress(at: center(cell), duration: 0.8)
        #expect(log.take() == ["highlight 2", "menu for row 2 at (200, 110)", "unhighlight 2", "willDisplay row 2"])
        #expect(table.indexPathForSelectedRow == nil)
        let overlay = try! #require(table.contextMenus.interaction.overlay)
        #expect(overlay.panel.frame.minY == cell.convert(cell.bounds, to: nil).maxY + 8)
        scene.screen.tap(at: center(overlay.items[0]))
        #expect(log.take() == ["willEnd row 2", "copy row 2"])
        withExtendedLifetime(rows) {}
    }

    @Test("INT-4 a collection view asks the iOS 16 form, which by default answers with the single-item form")
    func collectionItems() {
        let log = scene.log
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let tiles = MenuTiles(log: log)
        grid.dataSource = tiles
        grid.delegate = tiles
        scene.window.addSubview(grid)
        scene.screen.runLayoutPass()
        let cell = grid.cellForItem(at: IndexPath(item: 1, section: 0))!
        scene.screen.longPress(at: center(cell), duration: 0.8)
        #expect(log.take() == ["menu for item 1"])
        #expect(grid.contextMenus.interaction.overlay?.items.map { $0.element.title } == ["Open item 1"])
        grid.contextMenus.interaction.dismissMenu()
        withExtendedLifetime(tiles) {}
    }
}

/// Rows with a context menu each, and a log of the table's calls, as iOS code writes it.
@MainActor
private final class MenuRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    let log: CallbackLog
    init(log: CallbackLog) { self.log = log }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("highlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("unhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        log.append("menu for row \(indexPath.row) at (\(Int(point.x)), \(Int(point.y)))")
        let log = log
        return UIContextMenuConfiguration(identifier: "row \(indexPath.row)" as NSString, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Copy") { _ in log.append("copy row \(indexPath.row)") }])
        }
    }

    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionAnimating?) {
        log.append("willDisplay \(configuration.identifier)")
    }

    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionAnimating?) {
        log.append("willEnd \(configuration.identifier)")
    }
}

/// Tiles with the iOS 13 form of the context-menu method.
@MainActor
private final class MenuTiles: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let log: CallbackLog
    init(log: CallbackLog) { self.log = log }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        log.append("menu for item \(indexPath.item)")
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Open item \(indexPath.item)") { _ in }])
        }
    }
}
