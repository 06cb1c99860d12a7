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
