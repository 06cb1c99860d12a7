import Foundation
@_spi(Engine) import GestureArbitration

/// How a `UIGestureRecognizer` reaches the engine: its dispatcher, its GR-3 transitions, and the
/// helpers OpenTouch's own recognizers share. Nothing here is UIKit API.
extension UIGestureRecognizer {
    /// The dispatcher of the application the recognizer's touches come from.
    var dispatcher: TouchDispatcher? {
        record.dispatcher ?? view?.window?.touchDispatcher
    }

    /// The touches the recognizer tracks, in the order they arrived (for OpenTouch's recognizers).
    var trackedTouches: [UITouch] { record.activeTouches }

    /// The name, or the type, for diagnostics.
    var debugName: String { name.map { "\(type(of: self)) \"\($0)\"" } ?? "\(type(of: self))" }

    /// GR-3's transitions, from the state the recognizer reads, and GR-16's failure after beginning.
    static func isLegal(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled), (.began, .failed): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled), (.changed, .failed): true
        default: false
        }
    }

    /// The `state` setter: GR-3 is checked here, and the arena decides what the transition means.
    func requestTransition(to new: State) {
        // The real state, not the one shown to actions that are being sent.
        let current = State(record.currentState)
        if current == .possible && new == .possible { return }
        guard Self.isLegal(from: current, to: new) else {
            Diagnostics.report(.illegalStateTransition,
                               "\(debugName): the state cannot go from \(current) to \(new); it stays \(current)")
            return
        }
        if let hover = self as? UIHoverGestureRecognizer {
            // INT-5: hovering takes no part in touch arbitration.
            hover.hoverTransition(to: new)
        } else if let dispatcher {
            dispatcher.request(self, to: ArenaState(new))
        } else {
            // A recognizer in no window arbitrates with nobody: it only sends its actions.
            record.detachedState = ArenaState(new)
            if new != .failed && new != .possible { sendActions() }
        }
    }

    /// Converts a window point of this recognizer's touches into `view`.
    func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window ?? record.activeTouches.first?.window, view !== window else { return point }
        return view.convert(point, from: window as UIView?)
    }

    // MARK: Shared steps of continuous recognizers

    /// A continuous gesture moved: it begins once `pastThreshold`, and changes after that.
    func advanceContinuousGesture(pastThreshold: @autoclosure () -> Bool) {
        switch state {
        case .possible: if pastThreshold() { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// A continuous gesture's fingers lifted (or were cancelled): it ends (or is cancelled) if
    /// it had begun, and fails if it had not.
    func finishContinuousGesture(cancelled: Bool) {
        if state.isActive {
            state = cancelled ? .cancelled : .ended
        } else if state == .possible {
            state = .failed
        }
    }
}

extension UIGestureRecognizer.State {
    /// The public state for the arena's; both keep UIKit's raw values.
    init(_ state: ArenaState) {
        self.init(rawValue: state.rawValue)!
    }
}

extension ArenaState {
    /// The arena's state for the public one; both keep UIKit's raw values.
    init(_ state: UIGestureRecognizer.State) {
        self.init(rawValue: state.rawValue)!
    }
}
