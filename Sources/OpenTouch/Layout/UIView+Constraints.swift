import Foundation

/// Auto Layout on views: anchors, the constraints a view holds, translation of frames into
/// constraints, intrinsic size preferences and the constraint-update cycle (LAY-1..4).
extension UIView {
    /// Whether the view's frame becomes constraints (true for views made in code, as in UIKit):
    /// then the solver holds it where its frame is; set it to false for constraints to place the
    /// view (LAY-2).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { extras?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            writableExtras.translatesAutoresizingMaskIntoConstraints = newValue
            LayoutEngine.viewDidChange(self)
        }
    }

    /// The active constraints this view holds: those whose items' nearest common ancestor it is.
    public var constraints: [NSLayoutConstraint] { extras?.installedConstraints ?? [] }

    /// Activates `constraint` (UIKit's older form; the view it is added to does not matter here).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates every constraint.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates every constraint.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// [chosen] A view's baselines are its bottom, as UIKit's are for views without text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: Margins (LAY-1, LAY-10)

    /// Space the margin attributes keep inside the view's edges (LAY-1): 8 points a side unless
    /// set, then adjusted (LAY-10) by the safe area (`insetsLayoutMarginsFromSafeArea`), the
    /// superview's margins (`preservesSuperviewLayoutMargins`) and, for a controller's root view,
    /// the system minimum. Reading gives the adjusted margins; setting sets those before adjustment.
    public var layoutMargins: UIEdgeInsets {
        get { adjustedLayoutMargins }
        set {
            writableExtras.layoutMargins = newValue
            marginsMayHaveChanged()
        }
    }

    /// The margins with leading and trailing sides, which follow the layout direction (LAY-1).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? NSDirectionalEdgeInsets(top: margins.top, leading: margins.right, bottom: margins.bottom, trailing: margins.left)
                : NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set { layoutMargins = newValue.edgeInsets(for: effectiveUserInterfaceLayoutDirection) }
    }

    /// Whether the superview's margins also keep this view's content in (LAY-10): each margin
    /// grows as little as it must for content inside it to be inside the superview's. False by
    /// default.
    public var preservesSuperviewLayoutMargins: Bool {
        get { extras?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            writableExtras.preservesSuperviewLayoutMargins = newValue
            marginsMayHaveChanged()
        }
    }

    /// Whether the margins are measured from the safe area rather than the edges, where the safe
    /// area is inset (LAY-10). True by default.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { extras?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            writableExtras.insetsLayoutMarginsFromSafeArea = newValue
            marginsMayHaveChanged()
        }
    }

    /// The margins after the adjustments of LAY-10.
    private var adjustedLayoutMargins: UIEdgeInsets {
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

    // MARK: Intrinsic size (LAY-3)

    /// How strongly the view resists growing past its intrinsic size along `axis`; 250 by default.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let hugging = extras?.contentHugging ?? (.defaultLow, .defaultLow)
        return axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// Sets how strongly the view resists growing past its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { writableExtras.contentHugging.horizontal = priority } else { writableExtras.contentHugging.vertical = priority }
        LayoutEngine.viewDidChange(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`; 750 by default.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let compression = extras?.compressionResistance ?? (.defaultHigh, .defaultHigh)
        return axis == .horizontal ? compression.horizontal : compression.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { writableExtras.compressionResistance.horizontal = priority } else { writableExtras.compressionResistance.vertical = priority }
        LayoutEngine.viewDidChange(self)
    }

    // MARK: The update cycle (LAY-4)

    /// Asks for ``updateConstraints()`` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        guard extras?.needsUpdateConstraints != true else { return }
        writableExtras.needsUpdateConstraints = true
        LayoutEngine.pendingConstraintUpdates += 1
        setNeedsLayout()
    }

    /// Whether ``updateConstraints()`` is due.
    public func needsUpdateConstraints() -> Bool { extras?.needsUpdateConstraints ?? false }

    /// Calls ``updateConstraints()`` now if it is due.
    public func updateConstraintsIfNeeded() {
        guard extras?.needsUpdateConstraints == true else { return }
        extras?.needsUpdateConstraints = false
        LayoutEngine.pendingConstraintUpdates -= 1
        // A controller's root view: the controller updates it (its default calls the view's).
        if let viewController { viewController.updateViewConstraints() } else { updateConstraints() }
    }

    /// Layout works with constraints for every view here; UIKit's opt-in flag is always honoured.
    public class var requiresConstraintBasedLayout: Bool { false }

    // MARK: Ambiguity (LAY-6)

    /// Whether the view's constraints leave its frame undecided: some part of it could move without
    /// breaking or weakening any constraint (LAY-6). False for a view that no constraint places.
    public var hasAmbiguousLayout: Bool {
        guard LayoutEngine.activeCount > 0, !translatesAutoresizingMaskIntoConstraints else { return false }
        let engine = LayoutEngine.engine(for: self)
        engine.updateIfNeeded()
        return engine.isAmbiguous(self)
    }

    /// Moves a view whose layout is ambiguous to another frame its constraints allow, as UIKit does
    /// to show what is missing (LAY-6); a view with an unambiguous layout stays. Chosen: each call
    /// pulls every free part of the frame 100 points the other way from the call before, as far as
    /// the constraints let it go without weakening any of them; the frames move at once.
    public func exerciseAmbiguityInLayout() {
        guard hasAmbiguousLayout else { return }
        let engine = LayoutEngine.engine(for: self)
        engine.exerciseAmbiguity(of: self)
        LayoutEngine.root(of: self).layoutIfNeeded()
    }

    // MARK: Fitting (LAY-3)

    /// The smallest size, for `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size, for `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size the view's constraints give it when it is asked to be as close to `targetSize`
    /// as they allow (at fitting priority, 50), as self-sizing cells ask (LAY-3).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it, with the target width and height asked for at
    /// the given priorities (`.required` fixes that side).
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        LayoutEngine.fittingSize(of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
}
