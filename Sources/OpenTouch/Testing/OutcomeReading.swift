import Foundation

/// Reads what a verb's touches did from the trace of its events (OpenTouch's own): the view
/// each touch went to, the recognizers that recognized or wait, the control events, and whether
/// the target was reached, or why not (the rules named as the trace named them).
@MainActor
struct OutcomeReading {
    private let trace: TouchTrace
    private let events: [TraceEvent]

    init(trace: TouchTrace, events: [TraceEvent]) {
        self.trace = trace
        self.events = events
    }

    /// Whether a delivery event says its view lost the touch: cancelled (GR-11), or its held
    /// phases dropped (GR-12).
    private static func isTaken(_ event: TraceEvent) -> Bool {
        event.action == "touchesCancelled" || event.action.hasPrefix("never hears of the touch")
    }

    private func object<T>(_ name: String, as type: T.Type) -> T? { trace.object(named: name) as? T }

    /// The outcome for `target` (nil for a verb aimed at a point), tapped at `point` in the window;
    /// `moving` for a verb that moves its finger (a drag, a swipe), whose effect may be to move
    /// what holds the view (TST-3).
    func outcome(target: UIView?, at point: CGPoint?, moving: Bool = false) -> TouchOutcome {
        let fingers = events.filter { $0.topic == .input && $0.action.hasPrefix("down at") }.compactMap(\.finger)
        let touches = fingers.map { finger in
            TouchOutcome.Touch(
                finger: finger,
                view: events.first { $0.topic == .hitTest && $0.finger == finger && $0.action.hasPrefix("takes the touch") }
                    .flatMap { object($0.subject, as: UIView.self) },
                wasCancelled: events.contains { $0.topic == .delivery && $0.finger == finger && Self.isTaken($0) })
        }
        var recognized: [UIGestureRecognizer] = []
        var waiting: [UIGestureRecognizer] = []
        for event in events where event.topic == .recognizer {
            guard let recognizer = object(event.subject, as: UIGestureRecognizer.self) else { continue }
            if event.action == "→ began" || event.action == "→ ended", !recognized.contains(where: { $0 === recognizer }) {
                recognized.append(recognizer)
            }
            if event.action.hasPrefix("waits to become"), !waiting.contains(where: { $0 === recognizer }) { waiting.append(recognizer) }
            if event.action.hasPrefix("→ ") { waiting.removeAll { $0 === recognizer } }
        }
        let controlEvents = events.filter { $0.topic == .control && $0.action.hasPrefix("sends ") }.compactMap { event -> TouchOutcome.ControlEvent? in
            guard let control = object(event.subject, as: UIControl.self), let sent = UIControl.Event(named: String(event.action.dropFirst(6))) else { return nil }
            return TouchOutcome.ControlEvent(control: control, event: sent)
        }
        let handler = target.flatMap { handlingAncestor(of: $0, at: point, touches: touches, recognized: recognized, controlEvents: controlEvents) }
        let explanation = handler != nil ? nil
            : target.flatMap { explain($0, at: point, touches: touches, recognized: recognized, waiting: waiting, controlEvents: controlEvents, moving: moving) }
        return TouchOutcome(target: target, touches: touches, recognized: recognized, waiting: waiting,
                            controlEvents: controlEvents, explanation: explanation, handledBy: handler)
    }

    /// The ancestor of `target` that took its touch and used it, when `target` does not take
    /// touches itself (TST-10): a table cell for its label, a button for its title label or image
    /// view. As on iOS, the touch passes such a view by (HIT-1) and goes to the ancestor, which
    /// handles it: a control sends an event past `touchDown`, a recognizer on it (or above it)
    /// recognizes, or the list it is a cell of selects or deselects. Nil when `target` took the
    /// touch, or it went elsewhere, or the ancestor did nothing with it.
    private func handlingAncestor(of target: UIView, at point: CGPoint?, touches: [TouchOutcome.Touch],
                                  recognized: [UIGestureRecognizer], controlEvents: [TouchOutcome.ControlEvent]) -> UIView? {
        guard let hit = touches.first?.view, hit !== target, target.isDescendant(of: hit), let point,
              Self.passesTouchesOn(target, below: hit, at: point) else { return nil }
        let isAbove = { (view: UIView) in view === hit || hit.isDescendant(of: view) }
        if let control = controlEvents.first(where: { isAbove($0.control) && $0.event != .touchDown && $0.event != .touchCancel })?.control {
            return control
        }
        if let view = recognized.compactMap(\.view).first(where: isAbove) { return view }
        let selected = events.contains { $0.topic == .list && ($0.action.hasPrefix("selects ") || $0.action.hasPrefix("deselects ")) }
        if selected, Self.list(holding: hit) != nil { return Self.cell(holding: hit) }
        return nil
    }

    /// The table or collection view cell `view` is, or is inside.
    static func cell(holding view: UIView) -> UIView? {
        var current: UIView? = view
        while let candidate = current {
            if candidate is UITableViewCell || candidate is UICollectionViewCell { return candidate }
            current = candidate.superview
        }
        return nil
    }

    /// Whether hit-testing passed `target` by, at `point`, only because it (or a view between it
    /// and `ancestor`) does not take touches: user interaction off, the way a label or an image
    /// view is made. A hidden, transparent or disabled view, or a point outside it, is a miss.
    static func passesTouchesOn(_ target: UIView, below ancestor: UIView, at point: CGPoint) -> Bool {
        var view: UIView? = target
        var refusesTouches = false
        while let current = view, current !== ancestor {
            if current.isHidden || Float(current.alpha) <= 0.01 { return false }
            if let control = current as? UIControl, !control.isEnabled { return false }
            if !current.point(inside: current.convert(point, from: nil), with: nil) { return false }
            if !current.isUserInteractionEnabled { refusesTouches = true }
            view = current.superview
        }
        return refusesTouches
    }

    /// Why the touches missed `target`, or nil when they reached it and something there used them.
    private func explain(_ target: UIView, at point: CGPoint?, touches: [TouchOutcome.Touch], recognized: [UIGestureRecognizer],
                         waiting: [UIGestureRecognizer], controlEvents: [TouchOutcome.ControlEvent], moving: Bool) -> String? {
        let name = TouchOutcome.name(target)
        guard let touch = touches.first else { return "no touch reached the screen, so \(name) got nothing" }
        guard let hit = touch.view else { return "the touch went to no view: nothing under the finger takes touches (HIT-1, HIT-2)" }
        if hit !== target && !hit.isDescendant(of: target) {
            if target.isDescendant(of: hit), let point {
                return "the touch went to \(TouchOutcome.name(hit)), not \(name): \(OutcomeReading.whyPassedBy(target, below: hit, at: point))"
            }
            var where_ = "it is above \(name) and takes touches (HIT-2)"
            if let presented = OutcomeReading.presentedController(owning: hit) {
                where_ = "it belongs to the presented \(presented), which covers \(name) (HIT-2)"
            } else if hit.window !== target.window {
                where_ = "its window is in front of \(name)'s (HIT-9)"
            }
            return "the touch went to \(TouchOutcome.name(hit)): \(where_); \(name) was never hit-tested"
        }
        let list = OutcomeReading.list(holding: target)
        // A list's own recognizers (its swipe actions, its row menus) act on its rows.
        let own = recognized.filter { $0.view.map { $0 === target || $0.isDescendant(of: target) || $0 === list } ?? false }
        if touch.wasCancelled, own.isEmpty {
            let taken = events.first { $0.topic == .delivery && $0.finger == touch.finger && Self.isTaken($0) }
            let taker = recognized.first { !own.contains($0) }
            if let scrollView = taker?.view as? UIScrollView, taker === scrollView.panGestureRecognizer {
                return taken?.action == "touchesCancelled"
                    ? "\(name) got the touch, but the scroll view's pan recognized and cancelled it (SCR-3)"
                    : "\(name) got the touch, but the scroll view's pan began within its content-touch delay, so \(name) never heard of it (SCR-1, GR-12)"
            }
            // TST-3: a drag or swipe that an ancestor's recognizer took moved what holds the view
            // (a sheet dragged by its navigation bar to another detent): that is what it asked.
            if moving, let takerView = taker?.view, target.isDescendant(of: takerView) { return nil }
            return "\(name) got the touch, but \(taker.map(TouchOutcome.name) ?? "a recognizer") took it: \(taken?.reason ?? "GR-11")"
        }
        if let waiter = waiting.first {
            let blocker = events.last { $0.topic == .recognizer && $0.action.hasPrefix("waits to become") && object($0.subject, as: UIGestureRecognizer.self) === waiter }?
                .reason ?? "it requires another recognizer to fail (GR-10)"
            return "\(name) got the touch, but \(TouchOutcome.name(waiter)) has not recognized yet: \(blocker); settle(timeout:) lets it"
        }
        // TST-3: a touch that made the view first responder (a text view's tap that begins
        // editing and brings the keyboard up) used it, whatever its recognizers did.
        if target.isFirstResponder, !touch.wasCancelled { return nil }
        let attached = (target.gestureRecognizers ?? []).filter(\.isEnabled)
        if let control = target as? UIControl {
            let sent = controlEvents.filter { $0.control === control }
            if !sent.contains(where: { $0.event != .touchDown && $0.event != .touchCancel }), own.isEmpty {
                return "\(name) got the touch, but sent \(sent.isEmpty ? "no control event" : "only \(sent.map(\.name).joined(separator: ", "))") (CTL-6)"
            }
        } else if !attached.isEmpty, !attached.contains(where: { mine in recognized.contains { $0 === mine } }) {
            return "\(name) got the touch, but none of its recognizers (\(attached.map(TouchOutcome.name).joined(separator: ", "))) recognized"
        }
        return nil
    }

    /// Why hit-testing, having reached `ancestor`, did not go on down to `target` at `point` (in
    /// the window): the first view on the way that refuses, and the rule.
    static func whyPassedBy(_ target: UIView, below ancestor: UIView, at point: CGPoint) -> String {
        var chain: [UIView] = []
        var view: UIView? = target
        while let current = view, current !== ancestor {
            chain.insert(current, at: 0)
            view = current.superview
        }
        let targetName = TouchOutcome.name(target)
        for current in chain {
            let subject = current === target ? "it" : TouchOutcome.name(current)
            let tail = current === target ? "" : ", and \(targetName) is inside it"
            if current.isHidden { return "\(subject) is hidden, so hit-testing passed it by (HIT-1)\(tail)" }
            if !current.isUserInteractionEnabled { return "\(subject) has user interaction turned off, so hit-testing passed it by (HIT-1)\(tail)" }
            if Float(current.alpha) <= 0.01 { return "\(subject) is almost fully transparent, so hit-testing passed it by (HIT-1)\(tail)" }
            if let control = current as? UIControl, !control.isEnabled { return "\(subject) is a disabled control, skipped like a hidden view (HIT-6)\(tail)" }
            if !current.point(inside: current.convert(point, from: nil), with: nil) {
                let parent = current.superview.map(TouchOutcome.name) ?? "its window"
                return current === target
                    ? "the point is outside \(targetName)'s bounds (HIT-2)"
                    : "the point is outside \(TouchOutcome.name(current)), so hit-testing never reached \(targetName) (HIT-2, HIT-4); \(parent) holds it"
            }
        }
        return "a hitTest(_:with:) override on the way answered another view (HIT-8)"
    }

    /// The table or collection view `view` is a cell of, or is inside a cell of.
    static func list(holding view: UIView) -> UIView? {
        guard let cell = cell(holding: view) else { return nil }
        return cell.superview.flatMap { $0 is UITableView || $0 is UICollectionView ? $0 : nil }
            ?? (cell.superview as? SectionScrollView)?.collectionView
    }

    /// The presented controller whose view holds `view`, named, if one does.
    static func presentedController(owning view: UIView) -> String? {
        var current: UIView? = view
        while let candidate = current {
            if let controller = candidate.next as? UIViewController, controller.presentingViewController != nil {
                return "`\(type(of: controller))`"
            }
            current = candidate.superview
        }
        return nil
    }
}
