import Testing
import UIKit
@testable import Gallery

@MainActor
@Test("A user's package: import Testing and UIKit together, drive a cell with TouchScreen")
func doubleTapOnCell() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let cell = PhotoCell(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
    window.addSubview(cell)
    window.makeKeyAndVisible()
    let screen = TouchScreen(window: window)
    let finger = screen.touchDown(at: CGPoint(x: 60, y: 60))
    screen.advance(by: 0.1)
    finger.lift()
    screen.advance(by: 0.1)
    screen.tap(at: CGPoint(x: 60, y: 60))
    #expect(cell.imageView.frame == CGRect(x: 4, y: 4, width: 112, height: 112), "laid out before the first event")
    #expect(cell.events.first == "highlight")
    #expect(cell.events[1] == "unhighlight after 0.10 s")
    #expect(cell.events.contains("double tap"))
}

@MainActor
@Test("A user's table view controller: a tap opens an album, its switch stays its own, a swipe deletes")
func albumList() {
    let controller = AlbumListController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    controller.view.frame = window.bounds
    window.addSubview(controller.view)
    window.makeKeyAndVisible()
    let screen = TouchScreen(window: window)
    screen.runLayoutPass()
    screen.tap(at: CGPoint(x: 100, y: 90))
    screen.advance(by: 0.5)
    let toggle = (controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) as! AlbumCell).favourite
    screen.tap(at: toggle.convert(CGPoint(x: 25, y: 15), to: nil))
    screen.advance(by: 0.5)
    screen.drag(from: CGPoint(x: 300, y: 210), to: CGPoint(x: 150, y: 210), duration: 0.25, steps: 5)
    screen.advance(by: 0.5)
    screen.tap(at: CGPoint(x: 300, y: 210))
    #expect(controller.opened == ["Family"])
    #expect(controller.favourites == ["Screenshots"])
    #expect(controller.albums == ["Holidays", "Family", "Screenshots", "Pets"])
    #expect(controller.tableView.indexPathForSelectedRow == nil)
}
