import Foundation
import OpenTouch

/// Scene S3: a finger drags up and away from a button, and back; every control event is
/// printed with the finger's distance from the button's top edge, read from the action's event.
@MainActor
struct ButtonDragDemo {
    private let log = DeliveryLog()

    func run() -> [String] {
        for margin in [UIControl.defaultTrackingMargin, 25] {
            log.step("Drag up from a button and back, tracking margin \(Int(margin)) pt (CTL-3..6)")
            drag(withMargin: margin)
        }
        return log.lines
    }

    private func drag(withMargin margin: CGFloat) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        log.clock = screen.clock
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 300, width: 100, height: 44)
        button.trackingMargin = margin
        window.addSubview(button)
        // One reporter per event, so that each knows its event's name; targets are weak, so keep them.
        let reporters = [(UIControl.Event.touchDown, "touchDown"), (.touchDragInside, "touchDragInside"),
                         (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"),
                         (.touchDragExit, "touchDragExit"), (.touchUpInside, "touchUpInside"),
                         (.touchUpOutside, "touchUpOutside")].map { event, name in
            let reporter = EventReporter(name: name, log: log)
            button.addTarget(reporter, action: EventReporter.report, for: event)
            return reporter
        }
        let finger = screen.touchDown(at: CGPoint(x: 150, y: 320))
        for distance in [10, 24, 26, 69, 71, 90, 60, 20, 100] as [CGFloat] {
            screen.advance(by: 0.05)
            finger.move(to: CGPoint(x: 150, y: 300 - distance))
        }
        finger.lift()
        withExtendedLifetime(reporters) {}
    }
}

/// Reports one control event with the finger's distance from the button's top edge, read from
/// the action's event, as the seed's author did (CTL-6).
@MainActor
private final class EventReporter {
    let name: String
    let log: DeliveryLog

    init(name: String, log: DeliveryLog) {
        self.name = name
        self.log = log
    }

    func report(_ sender: UIButton, forEvent event: UIEvent) {
        guard let touch = event.allTouches?.first else { return }
        let above = -touch.location(in: sender).y
        let distance = above > 0 ? String(format: "%5.0f pt above the top edge", above) : "   on the button"
        log.note("\(name.padding(toLength: 17, withPad: " ", startingAt: 0)) finger \(distance)")
    }
}
