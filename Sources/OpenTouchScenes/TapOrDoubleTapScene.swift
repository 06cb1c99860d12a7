import Foundation
import OpenTouch

/// Scene S4: a view that reacts to one tap and to two taps differently, done twice: the old way
/// (`tapCount` and delayed work on the application clock, TCH-4) and the recognizer way (a
/// single tap that requires a double tap to fail, GR-10).
@MainActor
public final class TapOrDoubleTapScene: OpenTouchScene {
    /// The name `opentouch` and the playground know the scene by.
    public nonisolated static let name = "tap-or-double-tap"
    /// What the scene shows, in one line.
    public nonisolated static let summary = "S4: single or double tap, the old way (tapCount, TCH-4) and with recognizers (GR-10)"
    /// What to try with the scene in the playground.
    public nonisolated static let suggestion = "Tap each view once, then twice quickly, and compare what the old way and the recognizers hear."

    /// The window the scene is built in, shown and key.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    /// The top half: handles taps in `touchesEnded`.
    public let oldWay = TapCountingView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
    /// The bottom half: two tap recognizers.
    public let recognizerWay = UIView(frame: CGRect(x: 0, y: 240, width: 320, height: 240))
    /// "who: single|double at time" lines, in order.
    public var log: [String] { oldWay.log + recognizerLog }
    private var recognizerLog: [String] = []

    /// Builds the scene in its window, shown and key.
    public init() {
        oldWay.accessibilityIdentifier = "oldWay"
        oldWay.backgroundColor = .secondarySystemBackground
        recognizerWay.backgroundColor = .systemBlue.withAlphaComponent(0.12)
        recognizerWay.accessibilityIdentifier = "recognizerWay"
        let single = UITapGestureRecognizer { [unowned self] _ in self.react("single") }
        single.name = "singleTap"
        let double = UITapGestureRecognizer { [unowned self] _ in self.react("double") }
        double.name = "doubleTap"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        recognizerWay.addGestureRecognizer(single)
        recognizerWay.addGestureRecognizer(double)
        window.addSubview(oldWay)
        window.addSubview(recognizerWay)
        window.makeKeyAndVisible()
    }

    private func react(_ kind: String) {
        let now = UIApplication.shared.clock.now
        recognizerLog.append("recognizers: \(kind) at \(String(format: "%.2f", now))")
        UIApplication.shared.trace?.note("recognizerWay", "\(kind) tap work")
    }

    /// On each half: one tap, then, well after, a double tap.
    public func play(on screen: TouchScreen) {
        for y in [120.0, 360.0] as [CGFloat] {
            screen.tap(at: CGPoint(x: 160, y: y))
            screen.advance(by: 1)
            screen.tap(at: CGPoint(x: 160, y: y), taps: 2)
            screen.advance(by: 1)
        }
    }
}

/// Scene S4's old way: a single tap's work waits for the tap window; a second tap cancels it.
@MainActor
public final class TapCountingView: UIView {
    /// "old way: single|double at time" lines, in order.
    public private(set) var log: [String] = []

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        switch touch.tapCount {
        case 1:
            perform(Selector(Self.singleTap), with: nil, afterDelay: 0.35)
        case 2:
            NSObject.cancelPreviousPerformRequests(withTarget: self)
            record("double")
        default:
            break
        }
    }

    func singleTap() {
        record("single")
    }

    private func record(_ kind: String) {
        log.append("old way: \(kind) at \(String(format: "%.2f", UIApplication.shared.clock.now))")
        UIApplication.shared.trace?.note("oldWay", "\(kind) tap work")
    }
}
