import Foundation
import Testing
@testable import OpenTouch
import OpenTouchScenes

@Suite("The photo shelves scene: a compositional grid, a context menu, albums dragged into place")
@MainActor
struct PhotoShelvesScenarioTests {
    @Test("LST-17 LST-22 INT-2 INT-4 the script pages the shelf, favourites a card from its menu and moves the first album to the third place")
    func script() {
        let scene = PhotoShelvesScene()
        let screen = TouchScreen(window: scene.window)
        let trace = screen.startTracing()
        scene.play(on: screen)
        let shelf = try! #require(scene.collectionView.sectionScrollers[0])
        #expect(shelf.contentOffset.x == 252, "one 240-point card and its 12-point gap on")
        #expect(scene.favourites == ["Mountains"])
        #expect(scene.albums.prefix(4) == ["Favourites", "Holidays", "Recents", "Pets"])
        #expect(scene.collectionView.contextMenus.interaction.overlay == nil)
        let notes = trace.events.filter { $0.topic == .note }.map(\.action)
        #expect(notes == ["favourites Mountains", "lifts Recents", "moves Recents to place 3"])
        let cell = scene.collectionView.cellForItem(at: IndexPath(item: 2, section: 1))
        #expect(cell?.accessibilityIdentifier == "Recents")
    }

    @Test("LST-22 the lifted album grows and casts a shadow while the finger holds it, and settles back where it is put down")
    func liftedAlbumDrawn() throws {
        let scene = PhotoShelvesScene()
        let screen = TouchScreen(window: scene.window)
        screen.runLayoutPass()
        let recents = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 1)))
        #expect(recents.contentView.transform == .identity && recents.layer.shadowOpacity == 0)
        let start = scene.point(of: "Recents")
        let finger = screen.touchDown(at: start)
        screen.advance(by: 0.5)
        #expect(scene.reorderPress.state == .began)
        #expect(recents.contentView.transform == CGAffineTransform(scaleX: 1.12, y: 1.12) && recents.layer.shadowOpacity == 0.3)
        for step in 1...8 {
            finger.move(to: CGPoint(x: start.x + CGFloat(step) * 24, y: start.y))
            screen.advance(by: 0.03)
        }
        finger.lift()
        screen.advance(by: 0.5)
        #expect(recents.contentView.transform == .identity && recents.layer.shadowOpacity == 0)
        #expect(scene.albums.prefix(3) == ["Favourites", "Holidays", "Recents"])
    }

    @Test("LST-17 each featured card shows its title on a colour of its own")
    func cardsTitled() throws {
        let scene = PhotoShelvesScene()
        TouchScreen(window: scene.window).runLayoutPass()
        let cards = (0..<2).compactMap { scene.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(cards.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text } == ["Beach", "Mountains"])
        #expect(cards.count == 2 && cards[0].contentView.backgroundColor != cards[1].contentView.backgroundColor)
    }
}
