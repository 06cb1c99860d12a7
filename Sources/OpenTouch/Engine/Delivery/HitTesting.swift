import Foundation

/// Stage 2 of the pipeline: a new touch finds its window and its view, once (HIT-1..9).
///
/// HIT-9 picks the window, front to back by window level, whose hit-test finds a view; the touch
/// stays in that window (TCH-11) and with that view (HIT-7) for its whole life. When no window
/// finds a view, the touch belongs to the front-most visible window under the finger, else to
/// the fallback, and reaches no view. The views' own `hitTest(_:with:)` and `point(inside:with:)`,
/// overrides included (HIT-8), do the searching.
@MainActor
final class HitTesting {
    private unowned(unsafe) let event: UIEvent
    /// The application's trace while tracing is on.
    @exclusivity(unchecked) var trace: TouchTrace?

    init(event: UIEvent) {
        self.event = event
    }

    /// Places a touch that went down at `screenPoint`: its window, its location there, its view.
    func place(_ touch: UITouch, at screenPoint: CGPoint, in windows: some Collection<UIWindow>, fallback: UIWindow) {
        var chosen: UIWindow?
        var view: UIView?
        for window in windows {
            let point = window.convertFromSuperviewSpace(screenPoint)
            if let hit = window.hitTest(point, with: event) {
                chosen = window
                view = hit
                break
            }
        }
        let window = chosen ?? windows.first { !$0.isHidden && $0.frame.contains(screenPoint) } ?? fallback
        touch.window = window
        touch.windowLocation = window.convertFromSuperviewSpace(screenPoint)
        touch.previousWindowLocation = touch.windowLocation
        touch.view = view
        if let trace {
            if windows.count > 1 {
                trace.record(.hitTest, trace.name(of: window), "the touch's window", reason: "front to back by windowLevel, the first whose hitTest found a view (HIT-9)",
                             finger: touch.record.finger)
            }
            recordHit(touch, in: window, trace: trace)
        }
    }

    /// HIT-2 in the trace: the view found, and the path from the window down to it.
    private func recordHit(_ touch: UITouch, in window: UIWindow, trace: TouchTrace) {
        guard let view = touch.view else {
            trace.record(.hitTest, trace.name(of: window), "no view takes the touch", reason: "HIT-1, HIT-2", finger: touch.record.finger)
            return
        }
        var path: [String] = []
        var current: UIView? = view
        while let step = current {
            path.insert(trace.name(of: step), at: 0)
            current = step.superview
        }
        trace.record(.hitTest, trace.name(of: view), "takes the touch",
                     reason: "the deepest view under the finger: \(path.joined(separator: " > ")) (HIT-2)", finger: touch.record.finger)
    }
}
