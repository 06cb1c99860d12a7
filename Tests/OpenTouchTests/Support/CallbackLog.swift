import Foundation
@testable import OpenTouch

/// One shared, ordered record of the callbacks of every view in a test scene.
@MainActor
final class CallbackLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) {
        entries.append(entry)
    }

    /// Returns the entries so far and starts afresh, so a test can assert one step at a time.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A view that records each touch callback as "name phase count" and, when `forwards` is set,
/// passes it on up the responder chain as UIKit's default does.
@MainActor
class RecordingView: UIView {
    let name: String
    let log: CallbackLog
    var forwards = false

    init(_ name: String, frame: CGRect, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name) began \(touches.count)")
        if forwards { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name) moved \(touches.count)")
        if forwards { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name) ended \(touches.count)")
        if forwards { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name) cancelled \(touches.count)")
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// A window that records touch callbacks that reach it through the chain, as "window phase count".
@MainActor
final class RecordingWindow: UIWindow {
    let log: CallbackLog

    init(frame: CGRect = CGRect(x: 0, y: 0, width: 400, height: 400), log: CallbackLog) {
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches) }

    private func record(_ phase: String, _ touches: Set<UITouch>) {
        log.append("window \(phase) \(touches.count)")
    }
}

/// A shown, key window of 400×400 points on a screen of its own, with a shared log.
@MainActor
struct Scene {
    let log = CallbackLog()
    let window: RecordingWindow
    let screen: TouchScreen

    init() {
        window = RecordingWindow(log: log)
        window.makeKeyAndVisible()
        screen = TouchScreen(window: window)
    }

    /// Adds a recording view to `parent` (the window when nil).
    @discardableResult
    func view(_ name: String, _ frame: CGRect, in parent: UIView? = nil, forwards: Bool = false) -> RecordingView {
        let view = RecordingView(name, frame: frame, log: log)
        view.forwards = forwards
        (parent ?? window).addSubview(view)
        return view
    }
}

extension CGPoint {
    /// Shorthand for test coordinates.
    static func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
}

/// Whether two points agree to within floating-point noise.
func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// Whether two rectangles agree to within floating-point noise.
func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.origin, b.origin, tolerance: tolerance) && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}
