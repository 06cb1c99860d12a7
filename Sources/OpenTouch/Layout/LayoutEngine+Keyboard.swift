import Foundation

/// The keyboard layout guides follow the keyboard (LAY-14).
extension LayoutEngine {
    /// The keyboard came up, went down or changed in `view`'s window (or the guide of `view`
    /// changed): every view of the window with a keyboard guide is laid out again, its tree's
    /// solver rebuilt from the new band, inside an animation of the keyboard's duration and curve
    /// on the application clock.
    static func keyboardDidMove(over view: UIView, animated: Bool = true) {
        let root = view.window ?? LayoutEngine.root(of: view)
        var owners: [UIView] = []
        func collect(_ node: UIView) {
            if node.layoutGuides.contains(where: { $0.kind == .keyboard }) { owners.append(node) }
            for subview in node.subviews { collect(subview) }
        }
        collect(root)
        guard !owners.isEmpty else { return }
        for owner in owners {
            currentEngine(of: owner)?.needsRebuild = true
            owner.setNeedsLayout()
        }
        // A keyboard that follows a finger (TXT-5) moves the guide with it, at once.
        guard animated else { return root.layoutIfNeeded() }
        let curve = UIView.AnimationOptions(rawValue: UInt(KeyboardView.animationCurve) << 16)
        UIView.animate(withDuration: KeyboardView.animationDuration, delay: 0, options: [curve, .beginFromCurrentState]) {
            root.layoutIfNeeded()
        }
    }
}
