import Foundation

/// A layout guide that may move about the view, with constraints that apply only while it is
/// near one edge or away from another (LAY-14).
///
/// On a phone the keyboard is always docked: the guide is near the bottom, leading and trailing
/// edges and away from the top, so the constraints set for those situations are active and the
/// others are not.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    private var nearEdges: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []
    private var awayEdges: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []

    /// The edges a docked guide is near.
    static let dockedEdges: NSDirectionalRectEdge = [.bottom, .leading, .trailing]

    /// Sets the constraints active while the guide is near `edge`, replacing those set before for it.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        nearEdges.removeAll { $0.edge == edge }
        nearEdges.append((edge, constraints))
        for constraint in constraints { constraint.isActive = Self.dockedEdges.isSuperset(of: edge) }
    }

    /// The constraints set for when the guide is near `edge`.
    open func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        nearEdges.first { $0.edge == edge }?.constraints ?? []
    }

    /// Sets the constraints active while the guide is away from `edge`, replacing those set before for it.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        awayEdges.removeAll { $0.edge == edge }
        awayEdges.append((edge, constraints))
        for constraint in constraints { constraint.isActive = Self.dockedEdges.isDisjoint(with: edge) }
    }

    /// The constraints set for when the guide is away from `edge`.
    open func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        awayEdges.first { $0.edge == edge }?.constraints ?? []
    }

    /// Deactivates every tracked constraint and stops tracking them.
    open func removeAllTrackedConstraints() {
        for constraint in (nearEdges + awayEdges).flatMap(\.constraints) { constraint.isActive = false }
        nearEdges = []
        awayEdges = []
    }
}

/// The keyboard's band at the bottom of a view, for constraints that keep views above the
/// keyboard (LAY-14).
///
/// With the keyboard down its top is the safe area's bottom; with it up, the keyboard's top, in
/// the view's coordinates. When the keyboard comes up or goes down, the views constrained to it
/// move over the keyboard's own duration and curve on the application clock.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a floating or split keyboard; recorded only, as a phone's
    /// keyboard is always docked.
    open var followsUndockedKeyboard = false
    /// Whether, with the keyboard down, the guide takes the safe area's bottom (true, the
    /// default) or nothing.
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { owningView.map { LayoutEngine.keyboardDidMove(over: $0) } } }
    }
    /// How far above the keyboard a finger dragging a scroll view with an interactive
    /// `keyboardDismissMode` starts to carry it: the keyboard's top follows this far below the
    /// finger (TXT-5, LAY-14).
    open var keyboardDismissPadding: CGFloat = 0

    /// The view's keyboard guide, made on first use.
    static func guide(of view: UIView) -> UIKeyboardLayoutGuide {
        if let guide = view.layoutGuides.first(where: { $0.kind == .keyboard }) as? UIKeyboardLayoutGuide { return guide }
        let guide = UIKeyboardLayoutGuide(kind: .keyboard, owningView: view)
        view.writableExtras.layoutGuides.append(guide)
        return guide
    }

    /// The guide's height in `view`: what the keyboard covers of it, or, with the keyboard down,
    /// the safe area's bottom (LAY-14).
    func height(in view: UIView) -> CGFloat {
        let resting = usesBottomSafeArea ? view.safeAreaInsets.bottom : 0
        guard let window = view.window, let keyboard = window.keyboard else { return resting }
        let top = keyboard.convert(keyboard.bounds, to: view).minY
        return max(resting, min(view.bounds.height, view.bounds.height - top))
    }
}
