import Foundation
import Testing
@testable import OpenTouch

/// Scene S3's listener: records each drag event with the finger's distance above the button's
/// top edge, read from the action's event as the seed's author did (CTL-6).
@MainActor
private final class DragReporter {
    var lines: [String] = []

    func attach(to button: UIButton) {
        for (event, name) in [(UIControl.Event.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
                              (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
                              (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside")] {
            button.addAction(UIAction { [unowned self] action in
                // The event is the one of the tracking touch; UIAction has no event, so read it from the application.
                let button = action.sender as! UIButton
                let touch = button.window!.application!.touchDelivery.event.allTouches!.first!
                self.lines.append("\(name) \(Int(-touch.location(in: button).y))")
            }, for: event)
        }
    }

    func dragged(_ sender: UIButton, forEvent event: UIEvent) {
        let touch = event.allTouches!.first!
        lines.append("event says \(Int(-touch.location(in: sender).y))")
    }
}

@Suite("S3 button drag tracking: why touchDragExit fires 70 pt away (CTL-3..6)")
@MainActor
struct ButtonDragScenarioTests {
    private func drag(margin: CGFloat?) -> [String] {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        let button = UIButton(frame: CGRect(x: 100, y: 300, width: 100, height: 44))
        if let margin { button.trackingMargin = margin }
        window.addSubview(button)
        let reporter = DragReporter()
        reporter.attach(to: button)
        let finger = screen.touchDown(at: .at(150, 320))
        for distance in [10, 24, 26, 69, 71, 90, 60, 20] {   // points above the top edge
            finger.move(to: .at(150, 300 - CGFloat(distance)))
        }
        finger.move(to: .at(150, 300 - 100))
        finger.lift()
        return reporter.lines
    }

    @Test("CTL-5 with UIKit's margin, exit fires only past 70 pt, enter on the way back, up outside beyond it")
    func defaultMargin() {
        #expect(drag(margin: nil) == [
            "dragInside 10", "dragInside 24", "dragInside 26", "dragInside 69",
            "dragExit 71", "dragOutside 71", "dragOutside 90",
            "dragEnter 60", "dragInside 60", "dragInside 20",
            "dragExit 100", "dragOutside 100", "upOutside 100",
        ])
    }

    @Test("CTL-5 with the author's 25 pt, every inside/outside event follows it, once each")
    func authorsMargin() {
        #expect(drag(margin: 25) == [
            "dragInside 10", "dragInside 24",
            "dragExit 26", "dragOutside 26", "dragOutside 69", "dragOutside 71", "dragOutside 90", "dragOutside 60",
            "dragEnter 20", "dragInside 20",
            "dragExit 100", "dragOutside 100", "upOutside 100",
        ])
    }

    @Test("CTL-6 the action's UIEvent carries the real touch: its location is right, never (0, 0)")
    func eventCarriesTouch() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        let button = UIButton(frame: CGRect(x: 100, y: 300, width: 100, height: 44))
        window.addSubview(button)
        let reporter = DragReporter()
        button.addTarget(reporter, action: DragReporter.dragged, for: [.touchDragInside, .touchDragOutside])
        let finger = screen.touchDown(at: .at(150, 320))
        finger.move(to: .at(150, 250))
        finger.move(to: .at(150, 150))
        finger.lift()
        #expect(reporter.lines == ["event says 50", "event says 150"])
    }
}
