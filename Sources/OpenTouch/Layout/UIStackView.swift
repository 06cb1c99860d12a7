import Foundation

/// A view that lines up its arranged subviews along an axis, with the solver's constraints
/// (LAY-7): constraints inside a stack and a stack inside constraints both work, and touches land
/// on the arranged views where the arrangement puts them.
///
/// ```swift
/// let row = UIStackView(arrangedSubviews: [icon, title, toggle])
/// row.axis = .horizontal
/// row.spacing = 8
/// row.alignment = .center
/// ```
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How the arranged views share the stack's length. Raw values are UIKit's.
    public enum Distribution: Int, Sendable {
        /// They fill it; the one that hugs least grows, the one that resists least shrinks.
        case fill = 0
        /// They fill it with equal lengths.
        case fillEqually = 1
        /// They fill it in proportion to their intrinsic lengths.
        case fillProportionally = 2
        /// They keep their lengths, with equal gaps of at least ``UIStackView/spacing``.
        case equalSpacing = 3
        /// Their centres are equally far apart, gaps at least ``UIStackView/spacing``.
        case equalCentering = 4
    }

    /// Where the arranged views sit across the stack. Raw values are UIKit's.
    public enum Alignment: Int, Sendable {
        case fill = 0, leading = 1, firstBaseline = 2, center = 3, trailing = 4, lastBaseline = 5
        /// The top, in a horizontal stack: the same as ``leading``.
        public static var top: Alignment { .leading }
        /// The bottom, in a horizontal stack: the same as ``trailing``.
        public static var bottom: Alignment { .trailing }
    }

    /// The spacing after a view that uses the stack's ``spacing``.
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    /// The system spacing after a view (8 points).
    public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude

    /// The views the stack arranges, in order; each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// The axis the views line up along; horizontal by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    /// How the views share the length; `.fill` by default.
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    /// Where the views sit across; `.fill` by default.
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// The space between neighbours, in points (the least, for the equal distributions).
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    /// Whether the arrangement keeps inside the layout margins rather than the edges.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Whether vertical spacing is measured between baselines. (chosen) Baselines are bottoms
    /// here, so this is recorded and changes nothing.
    open var isBaselineRelativeArrangement = false

    /// A stack of `views`, horizontal, filling.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack view from a storyboard or nib (NIB-2); its arranged views are decoded with it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Adds `view` at the end of the arrangement (and as the last subview), placed by the stack.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `stackIndex`; it becomes a subview if it is not one.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if arrangedSubviews.isEmpty { LayoutEngine.activeCount += 1 }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit (remove it from its
    /// superview to take it away).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        if arrangedSubviews.isEmpty { LayoutEngine.activeCount -= 1 }
        arrangementDidChange()
    }

    /// A removed subview leaves the arrangement too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Sets the space after `arrangedSubview` (``spacingUseDefault`` for the stack's, ``spacingUseSystem`` for 8).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The space after `arrangedSubview`: its custom spacing, else ``spacingUseDefault``.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The space in use after `view`.
    func spacing(after view: UIView) -> CGFloat {
        guard let custom = customSpacings[ObjectIdentifier(view)] else { return spacing }
        return custom == UIStackView.spacingUseSystem ? LayoutEngine.systemSpacing : custom
    }

    private func arrangementDidChange() {
        LayoutEngine.viewDidChange(self)
        setNeedsLayout()
    }
}
