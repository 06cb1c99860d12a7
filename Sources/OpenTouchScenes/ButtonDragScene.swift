import Foundation
import OpenTouch

/// Scene S3: why `touchDragExit` fires 70 pt away from a button, and the author's 25 pt.
///
/// Two buttons listen for every drag and up event and note the finger's distance from their top
/// edge, read from the action's `UIEvent` (CTL-6). The left one keeps UIKit's margin; the right
/// one has `trackingMargin = 25`, the one line OpenTouch needs where UIKit needed a workaround.
@MainActor
public final class ButtonDragScene: OpenTouchScene {
    /// The name `opentouch` and the playground know the scene by.
    public nonisolated static let name = "button-drag"
    /// What the scene shows, in one line.
    public nonisolated static let summary = "S3: drag off a button; exit fires 70 pt away, or 25 pt with trackingMargin (CTL-3..6)"
    /// What to try with the scene in the playground.
    public nonisolated static let suggestion = "Press a button and drag up off it slowly: the left one sends touchDragExit 70 points away, the right one 25."

    /// The window the scene is built in, shown and key.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    /// The button with UIKit's margin.
    public let standardButton = UIButton(type: .system)
    /// The button with a 25 pt margin.
    public let tightButton = UIButton(type: .system)
    /// "button event distance" lines, in order.
    public private(set) var log: [String] = []
    private var reporters: [EventReporter] = []

    /// Builds the scene in its window, shown and key.
    public init() {
        standardButton.frame = CGRect(x: 20, y: 380, width: 120, height: 44)
        standardButton.setTitle("70 pt", for: .normal)
        standardButton.accessibilityIdentifier = "standardButton"
        tightButton.frame = CGRect(x: 180, y: 380, width: 120, height: 44)
        tightButton.setTitle("25 pt", for: .normal)
        tightButton.accessibilityIdentifier = "tightButton"
        tightButton.trackingMargin = 25
        for button in [standardButton, tightButton] {
            window.addSubview(button)
            for (event, name) in ButtonDragScene.events {
                // One reporter per event, so that each knows its event's name; targets are weak.
                let reporter = EventReporter(event: name) { [unowned self] line in self.log.append(line) }
                button.addTarget(reporter, action: EventReporter.report, for: event)
                reporters.append(reporter)
            }
        }
        window.makeKeyAndVisible()
    }

    static let events: [(UIControl.Event, String)] = [
        (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
        (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
    ]

    /// On each button: drag up to 90 pt above it, back to 20 pt, out to 100 pt, and lift.
    public func play(on screen: TouchScreen) {
        for button in [standardButton, tightButton] {
            let start = CGPoint(x: button.frame.midX, y: button.frame.midY)
            let finger = screen.touchDown(at: start)
            for distance in [10, 24, 26, 69, 71, 90, 60, 20, 100] as [CGFloat] {
                screen.advance(by: 0.05)
                finger.move(to: CGPoint(x: start.x, y: button.frame.minY - distance))
            }
            finger.lift()
            screen.advance(by: 1)
        }
    }
}

/// Reports one control event with the finger's distance above the button's top edge.
@MainActor
private final class EventReporter {
    let event: String
    let output: (String) -> Void

    init(event: String, output: @escaping (String) -> Void) {
        self.event = event
        self.output = output
    }

    func report(_ sender: UIButton, forEvent event: UIEvent) {
        guard let touch = event.allTouches?.first else { return }
        let above = Int((-touch.location(in: sender).y).rounded())
        let line = "\(sender.currentTitle ?? "button") \(self.event) \(above) pt above"
        output(line)
        UIApplication.shared.trace?.note(sender.accessibilityIdentifier ?? "button", "\(self.event) with the finger \(above) pt above the top edge")
    }
}
