import Foundation

/// Auto Layout on views: anchors, the constraints a view holds, translation of frames into
/// constraints, intrinsic size preferences and the constraint-update cycle (LAY-1..4).
extension UIView {
    // MARK: Margins (LAY-1, LAY-10)

    /// The margins after the adjustments of LAY-10.
    var adjustedLayoutMargins: UIEdgeInsets {
        let set = extras?.layoutMargins
        var margins = set ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        if let controller = viewController, controller.viewRespectsSystemMinimumLayoutMargins {
            // A root view that was given no margins has only the system's minimum.
            if set == nil { margins = .zero }
            let minimum = controller.systemMinimumLayoutMargins.edgeInsets(for: effectiveUserInterfaceLayoutDirection)
            margins = UIEdgeInsets(top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
                                   bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            if safe != .zero {
                margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                       bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
            }
        }
        if preservesSuperviewLayoutMargins, let superview {
            // The superview's margin lines, in this view's terms: how far inside each edge they lie.
            let outer = superview.layoutMargins, bounds = superview.bounds, frame = self.frame
            margins = UIEdgeInsets(top: max(margins.top, outer.top - (frame.minY - bounds.minY)),
                                   left: max(margins.left, outer.left - (frame.minX - bounds.minX)),
                                   bottom: max(margins.bottom, outer.bottom - (bounds.maxY - frame.maxY)),
                                   right: max(margins.right, outer.right - (bounds.maxX - frame.maxX)))
        }
        return margins
    }

    /// Something the margins depend on changed: tell the solver and the view when they did.
    func marginsMayHaveChanged() {
        let margins = layoutMargins
        guard margins != (extras?.reportedLayoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)) else { return }
        writableExtras.reportedLayoutMargins = margins
        LayoutEngine.insetsDidChange(self)
        for subview in subviews where subview.preservesSuperviewLayoutMargins { subview.setNeedsLayout() }
        viewController?.viewLayoutMarginsDidChange()
        layoutMarginsDidChange()
    }

    /// Called while the view is laid out (LAY-10): the safe area and the margins that follow
    /// from it are compared with those last reported, and their callbacks run when they moved.
    /// The subviews are laid out in the same pass, since their safe areas follow this one's.
    func reportInsetChanges() {
        // The common case, cheaply: a plain view (no controller, no margins set, preserved or
        // reported, no safe area reported) where no safe area can be: nothing changed.
        if viewController == nil, !UIView.safeAreasPossible(in: window) {
            guard let extras else { return }
            if extras.reportedSafeAreaInsets == nil, extras.reportedLayoutMargins == nil, extras.layoutMargins == nil,
               !extras.preservesSuperviewLayoutMargins { return }
        }
        let safe = safeAreaInsets
        if safe != (extras?.reportedSafeAreaInsets ?? .zero) {
            writableExtras.reportedSafeAreaInsets = safe
            for subview in subviews { subview.setNeedsLayout() }
            LayoutEngine.insetsDidChange(self)
            viewController?.viewSafeAreaInsetsDidChange()
            safeAreaInsetsDidChange()
        }
        marginsMayHaveChanged()
    }

    // MARK: The update cycle (LAY-4)

    // MARK: Fitting (LAY-3)

    /// The smallest size, for `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size, for `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
