import Foundation

/// The margins and safe areas the solver reads (LAY-10): remembered as read, so that a change of
/// them rebuilds the solver only when it was built from them.
extension LayoutEngine {

    /// `view.layoutMargins`, remembered as read.
    func readMargins(of view: UIView) -> UIEdgeInsets {
        let margins = view.layoutMargins
        insetsRead[ObjectIdentifier(view), default: (view, nil, nil)].margins = margins
        return margins
    }

    func readSafeArea(of view: UIView) -> UIEdgeInsets {
        let insets = view.safeAreaInsets
        insetsRead[ObjectIdentifier(view), default: (view, nil, nil)].safeArea = insets
        return insets
    }

    /// `view`'s margins or safe area changed: if its tree's solver was built from other values,
    /// it is rebuilt at the next pass, and the view laid out again (LAY-10).
    static func insetsDidChange(_ view: UIView) {
        guard activeCount > 0, let engine = currentEngine(of: view),
              let read = engine.insetsRead[ObjectIdentifier(view)] else { return }
        guard read.margins.map({ $0 != view.layoutMargins }) ?? false || read.safeArea.map({ $0 != view.safeAreaInsets }) ?? false else { return }
        engine.needsRebuild = true
        engine.note("the margins or safe area of \(traceName(of: view)) changed (LAY-10)")
        view.setNeedsLayout()
    }
}
