import Foundation

/// Finding views the way a test names them (OpenTouch's own).
extension TouchScreen {
    /// The view whose `accessibilityIdentifier` is `identifier`: searching every window front to
    /// back, each window's views front-most first, and a visible view before a hidden one.
    public func find(identifier: String) -> UIView? {
        firstView { $0.accessibilityIdentifier == identifier }
    }

    /// The view whose `accessibilityLabel` is `label` (a button's title, a label's text, as UIKit
    /// gives them), searched as ``find(identifier:)`` searches.
    public func find(label: String) -> UIView? {
        firstView { $0.accessibilityLabel == label }
    }

    private func firstView(where matches: (UIView) -> Bool) -> UIView? {
        var hidden: UIView?
        for window in windowsFrontToBack {
            if let found = Self.search(window, visible: !window.isHidden, matches: matches, hidden: &hidden) { return found }
        }
        return hidden
    }

    /// Depth first, front-most subviews first; the first visible match, noting the first hidden one.
    private static func search(_ view: UIView, visible: Bool, matches: (UIView) -> Bool, hidden: inout UIView?) -> UIView? {
        let shown = visible && !view.isHidden && view.alpha > 0.01
        if matches(view) {
            if shown { return view }
            if hidden == nil { hidden = view }
        }
        for subview in view.subviews.reversed() {
            if let found = search(subview, visible: shown, matches: matches, hidden: &hidden) { return found }
        }
        return nil
    }
}
