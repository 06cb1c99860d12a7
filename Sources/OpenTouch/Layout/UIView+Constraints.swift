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

    // MARK: Margins

    /// Space the margin attributes keep inside the view's edges; 8 points each side by default,
    /// as in UIKit (LAY-1).
    public var layoutMargins: UIEdgeInsets {
        get { extras?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        set {
            let old = layoutMargins
            writableExtras.layoutMargins = newValue
            guard newValue != old else { return }
            LayoutEngine.viewDidChange(self)
            layoutMarginsDidChange()
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
