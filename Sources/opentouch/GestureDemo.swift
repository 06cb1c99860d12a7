import Foundation
import OpenTouch

/// Recognizers competing for the same touches, with each one's verdict and reason.
@MainActor
struct GestureDemo {
    private let log = DeliveryLog()

    func run() -> [String] {
        let window = LoggingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        let list = LoggingView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "list", log: log)
        let card = LoggingView(frame: CGRect(x: 20, y: 100, width: 280, height: 120), name: "card", log: log)
        list.addSubview(card)
        window.addSubview(list)
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        log.clock = screen.clock
        window.logsEvents = false

        let swipe = named(UISwipeGestureRecognizer(), "swipe")
        swipe.direction = .left
        let pan = named(UIPanGestureRecognizer(), "pan")
        let listPan = named(UIPanGestureRecognizer(), "listPan")
        card.addGestureRecognizer(swipe)
        card.addGestureRecognizer(pan)
        list.addGestureRecognizer(listPan)
        let competitors = [swipe, pan, listPan]

        let flick = { screen.drag(from: CGPoint(x: 250, y: 160), to: CGPoint(x: 150, y: 160), duration: 0.15, steps: 3) }
        let slowDrag = { screen.drag(from: CGPoint(x: 250, y: 160), to: CGPoint(x: 150, y: 160), duration: 1.0, steps: 5) }

        log.step("A quick flick left on the card: a swipe and the card's pan, with the list's pan above them")
        flick()
        verdicts(competitors)

        screen.advance(by: 1)
        log.step("pan.require(toFail: swipe), then the same flick: the list's pan, which waits for nobody, steals it")
        pan.require(toFail: swipe)
        flick()
        verdicts(competitors)

        screen.advance(by: 1)
        log.step("listPan.require(toFail: pan) as well, then the same flick: the swipe wins")
        listPan.require(toFail: pan)
        flick()
        verdicts(competitors)

        screen.advance(by: 1)
        log.step("The same set-up, a slow drag: the swipe times out at 0.5 s, then the card's pan goes")
        slowDrag()
        verdicts(competitors)

        screen.advance(by: 1)
        log.step("swipe.require(toFail: pan) closes a cycle: reported, and the earlier recognizer does not wait (GR-15)")
        swipe.require(toFail: pan)
        let previous = Diagnostics.handler
        Diagnostics.handler = { [log] report in log.note("diagnostic: \(report.message)") }
        flick()
        Diagnostics.handler = previous
        verdicts(competitors)
        return log.lines
    }

    private func named<R: UIGestureRecognizer>(_ recognizer: R, _ name: String) -> R {
        recognizer.name = name
        recognizer.addAction { [log] r in log.note("\(name.padding(toLength: 8, withPad: " ", startingAt: 0)) action            state \(r.state)") }
        return recognizer
    }

    private func verdicts(_ recognizers: [UIGestureRecognizer]) {
        for recognizer in recognizers {
            log.note("verdict  \(recognizer.name ?? "?"): \(recognizer.explanation ?? "never left possible")")
        }
    }
}
