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
}
