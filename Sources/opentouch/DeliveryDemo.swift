import Foundation
import OpenTouch

/// A small scene and a script that walks through the core delivery rules, one step at a time.
@MainActor
struct DeliveryDemo {
    private let log = DeliveryLog()

    func run() -> [String] {
        let window = LoggingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        let card = LoggingView(frame: CGRect(x: 20, y: 20, width: 280, height: 200), name: "card", log: log)
        let badge = LoggingView(frame: CGRect(x: 20, y: 20, width: 80, height: 80), name: "badge", log: log)
        let tilted = LoggingView(frame: CGRect(x: 60, y: 260, width: 200, height: 100), name: "tilted", log: log)
        tilted.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let overlay = LoggingView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "overlay", log: log)
        overlay.isUserInteractionEnabled = false
        window.addSubview(card)
        card.addSubview(badge)
        window.addSubview(tilted)
        window.addSubview(overlay)
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        log.clock = screen.clock

        log.step("Tap the badge (HIT-2: the deepest view wins; the overlay has interaction off, HIT-1)")
        screen.tap(at: CGPoint(x: 60, y: 60))

        screen.advance(by: 1)
        log.step("Drag from the badge far outside it (HIT-7: the touch stays with the badge)")
        screen.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 200, y: 400), duration: 0.2, steps: 2)

        screen.advance(by: 1)
        log.step("Two fingers on the card, which takes one touch at a time (TCH-7)")
        let first = screen.touchDown(at: CGPoint(x: 200, y: 100))
        let second = screen.touchDown(at: CGPoint(x: 250, y: 150))
        first.move(to: CGPoint(x: 210, y: 100))
        second.lift()
        first.lift()

        screen.advance(by: 1)
        log.step("Touch the rotated view where only its turned shape covers the point (HIT-5)")
        screen.tap(at: CGPoint(x: 160, y: 220))

        screen.advance(by: 1)
        log.step("The badge is removed while a finger is on it (TCH-9)")
        let finger = screen.touchDown(at: CGPoint(x: 50, y: 50))
        badge.removeFromSuperview()
        finger.move(to: CGPoint(x: 70, y: 70))
        finger.lift()

        screen.advance(by: 1)
        log.step("An incoming call cancels every touch (TCH-10)")
        screen.touchDown(at: CGPoint(x: 200, y: 150))
        screen.touchDown(at: CGPoint(x: 160, y: 300))
        screen.cancelAllTouches()
        return log.lines
    }
}

/// Collects one line per callback, stamped with the application clock.
@MainActor
final class DeliveryLog {
    var clock: ApplicationClock?
    private(set) var lines: [String] = []

    func step(_ title: String) {
        lines.append("")
        lines.append("== \(title)")
    }

    func record(_ view: String, _ callback: String, _ touches: Set<UITouch>, in reference: UIView) {
        let time = String(format: "%6.3f", clock?.now ?? 0)
        let where_ = touches.map { touch in
            let point = touch.location(in: reference)
            return String(format: "(%.0f, %.0f)", point.x, point.y)
        }.sorted().joined(separator: " ")
        lines.append("\(time)  \(view.padding(toLength: 8, withPad: " ", startingAt: 0)) \(callback.padding(toLength: 17, withPad: " ", startingAt: 0)) \(touches.count) touch\(touches.count == 1 ? "" : "es") at \(where_)")
    }

    func note(_ text: String) {
        let time = String(format: "%6.3f", clock?.now ?? 0)
        lines.append("\(time)  \(text)")
    }
}

/// A view that logs every touch callback and does not pass touches on.
@MainActor
final class LoggingView: UIView {
    let name: String
    let log: DeliveryLog

    init(frame: CGRect, name: String, log: DeliveryLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesBegan", touches, in: self)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesMoved", touches, in: self)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesEnded", touches, in: self)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesCancelled", touches, in: self)
    }
}

/// A window that notes every touch event it is sent, as a UIKit developer's subclass would.
@MainActor
final class LoggingWindow: UIWindow {
    let log: DeliveryLog
    var logsEvents = true

    init(frame: CGRect, log: DeliveryLog) {
        self.log = log
        super.init(frame: frame)
    }

    override func sendEvent(_ event: UIEvent) {
        if logsEvents, let touches = event.allTouches {
            let phases = touches.map { "\($0.phase)" }.sorted().joined(separator: ",")
            log.note("window   sendEvent         \(touches.count) touch\(touches.count == 1 ? "" : "es") [\(phases)]")
        }
        super.sendEvent(event)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("window", "touchesBegan", touches, in: self)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("window", "touchesMoved", touches, in: self)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("window", "touchesEnded", touches, in: self)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("window", "touchesCancelled", touches, in: self)
    }
}
