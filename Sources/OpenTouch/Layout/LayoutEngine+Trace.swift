import Foundation

/// How the layout explains itself in the trace (LAY-11): the changes noted since the last pass,
/// and, for each view a pass moves, a `layout` event naming them.
extension LayoutEngine {
    /// Notes a change for the trace of the tree `view` is in, if anyone traces.
    static func noteCause(at view: UIView, _ cause: () -> String) {
        guard UIApplication.applicationsTracing > 0, let engine = root(of: view).extras?.layoutEngine else { return }
        engine.note(cause())
    }

    /// Notes a change, if anyone traces; a few are kept, and a count of the rest. Only a tree
    /// that already holds constraints notes what changed: whether a frames-only tree has an
    /// engine yet depends on constraints active in other windows (`activeCount` counts them all),
    /// and its trace must not.
    func note(_ cause: @autoclosure () -> String) {
        guard UIApplication.applicationsTracing > 0, holdsConstraints else { return }
        if causes.count < 4 { causes.append(cause()) } else if causes.count == 4 { causes.append("and more") }
    }

    /// The view's name in its application's trace, or its type when no trace has it.
    static func traceName(of view: UIView) -> String {
        view.trace?.name(of: view) ?? "\(type(of: view))"
    }

    /// The pass is over: the changes it applied are forgotten.
    static func passDidEnd(in root: UIView) {
        root.extras?.layoutEngine?.causes.removeAll()
    }

    /// Records that the pass moves `view`, why, and the finger on it if there is one.
    func traceMove(of view: UIView, to frame: CGRect, in trace: TouchTrace) {
        let finger = view.window?.application?.touchEvent.allTouches?
            .filter { $0.view.map { $0 === view || $0.isDescendant(of: view) } ?? false }
            .compactMap(\.record.finger).min()
        let because = causes.isEmpty ? "its constraints place it (LAY-4)" : causes.joined(separator: "; ") + " (LAY-4, LAY-11)"
        trace.record(.layout, trace.name(of: view), "moved from \(Self.describe(view.frame)) to \(Self.describe(frame)) by the layout pass",
                     reason: because, finger: finger)
    }

    /// `(x, y, width × height)`, shortest form.
    private static func describe(_ rect: CGRect) -> String {
        func text(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
        return "(\(text(rect.origin.x)), \(text(rect.origin.y)), \(text(rect.size.width)) × \(text(rect.size.height)))"
    }
}
