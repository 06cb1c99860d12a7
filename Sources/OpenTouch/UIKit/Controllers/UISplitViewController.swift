import Foundation

/// A controller that shows its columns' controllers side by side when there is room, and one of
/// them when there is not (CTR-1).
///
/// This is the part of UIKit's split view controller that decides where touches go: which
/// columns' views are in its view, and where. Collapsed (a compact horizontal size class, as on
/// every phone in portrait) it shows one column: the `.compact` column's controller if one is set,
/// else the primary's [chosen: UIKit builds a navigation stack here, which comes with navigation
/// controllers]. Expanded, the display mode places the primary (and supplementary) columns,
/// ``defaultPrimaryColumnWidth`` points wide, beside or over the secondary.
///
/// ```swift
/// let split = UISplitViewController(style: .doubleColumn)
/// split.setViewController(SidebarController(), for: .primary)
/// split.setViewController(DetailController(), for: .secondary)
/// ```
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// [chosen] The width of the primary and supplementary columns when nothing else is asked
    /// for: 320 points, UIKit's documented default for the primary column on iPad.
    public static let defaultPrimaryColumnWidth: CGFloat = 320

    /// Marks a width as UIKit's choice.
    public static let automaticDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

    /// How many columns the controller has.
    public enum Style: Int, Sendable {
        case unspecified = 0, doubleColumn = 1, tripleColumn = 2
    }

    /// The columns a controller can be set for.
    public enum Column: Int, Sendable {
        case primary = 0, supplementary = 1, secondary = 2, compact = 3, inspector = 4
    }

    /// How the columns are arranged when expanded.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly = 1, oneBesideSecondary = 2, oneOverSecondary = 3
        case twoBesideSecondary = 4, twoOverSecondary = 5, twoDisplaceSecondary = 6
    }

    /// When the button that changes the display mode is shown.
    public enum DisplayModeButtonVisibility: Int, Sendable {
        case automatic = 0, never = 1, always = 2
    }

    /// How side columns share the room with the secondary one.
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0, tile = 1, overlay = 2, displace = 3
    }

    /// Which edge the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
        case leading = 0, trailing = 1
    }

    /// The primary column's background.
    public enum BackgroundStyle: Int, Sendable {
        case none = 0, sidebar = 1
    }

    /// Whether the controller is collapsed or expanded.
    public enum LayoutEnvironment: Int, Sendable {
        case none = 0, expanded = 1, collapsed = 2
    }

    /// The controller's column style.
    public let style: Style
    private var columns: [Column: UIViewController] = [:]

    /// A split view controller with the given columns.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A split view controller without column style (`init()` too).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A split view controller from an archive, without column style; nothing is decoded.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// Shows `vc` in the secondary column, or pushes it on a navigation controller there (VC-14).
    open override func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = viewController(for: .secondary) as? UINavigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            showDetailViewController(vc, sender: sender)
        }
    }

    /// Puts `vc` in the secondary column and shows that column (VC-14).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        setViewController(vc, for: .secondary)
        show(.secondary)
    }

    /// The controller shown in `column`, a child of the split view controller as in UIKit (so
    /// that it finds the split through `parent`, VC-14); the view lays out again.
    open func setViewController(_ viewController: UIViewController?, for column: Column) {
        if let old = columns[column], old !== viewController {
            if old.viewIfLoaded?.superview === viewIfLoaded { old.viewIfLoaded?.removeFromSuperview() }
            if old.parent === self, !columns.contains(where: { $0.key != column && $0.value === old }) {
                old.willMove(toParent: nil)
                old.removeFromParent()
            }
        }
        columns[column] = viewController
        if let viewController, viewController.parent !== self {
            addChild(viewController)
            viewController.didMove(toParent: self)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The controller set for `column`, if any.
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// The controllers of the primary, supplementary and secondary columns that are set, in that order.
    open var viewControllers: [UIViewController] {
        get { [Column.primary, .supplementary, .secondary].compactMap { columns[$0] } }
        set {
            let order: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for column in order { setViewController(nil, for: column) }
            for (column, controller) in zip(order, newValue) { setViewController(controller, for: column) }
        }
    }

    /// The display mode asked for; `.automatic` lets the controller choose.
    open var preferredDisplayMode: DisplayMode = .automatic { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The split behavior asked for; `.automatic` lets the controller choose.
    open var preferredSplitBehavior: SplitBehavior = .automatic { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// When the display-mode button shows; recorded (OpenTouch draws no bar buttons).
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
    /// The edge the primary column is on.
    open var primaryEdge: PrimaryEdge = .leading { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The primary column's background; recorded.
    open var primaryBackgroundStyle: BackgroundStyle = .none
    /// The primary column's width asked for, or ``automaticDimension``.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// The primary column's width in use.
    open var primaryColumnWidth: CGFloat {
        preferredPrimaryColumnWidth == Self.automaticDimension ? Self.defaultPrimaryColumnWidth : preferredPrimaryColumnWidth
    }

    /// Whether only one column shows: when the horizontal size class is compact (CTR-1).
    open var isCollapsed: Bool { traitCollection.horizontalSizeClass != .regular }

    /// The arrangement in use: the preferred one, with `.automatic` resolved to the columns side
    /// by side; `.secondaryOnly` while collapsed [chosen].
    open var displayMode: DisplayMode {
        if isCollapsed { return .secondaryOnly }
        if preferredDisplayMode != .automatic { return preferredDisplayMode }
        return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }

    /// The split behavior in use: tiled unless asked otherwise.
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }

    /// Shows `column` by changing the preferred display mode, as UIKit does.
    open func show(_ column: Column) {
        switch column {
        case .primary: preferredDisplayMode = style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        case .supplementary: preferredDisplayMode = .oneBesideSecondary
        case .secondary, .compact, .inspector: break
        }
    }

    /// Hides `column` by changing the preferred display mode.
    open func hide(_ column: Column) {
        if column == .primary || column == .supplementary { preferredDisplayMode = .secondaryOnly }
    }

    /// The columns shown and their frames in the controller's view, back to front (CTR-1).
    func arrangedColumns(in bounds: CGRect) -> [(Column, CGRect)] {
        if isCollapsed {
            let column: Column = columns[.compact] != nil ? .compact : .primary
            return columns[column] != nil ? [(column, bounds)] : []
        }
        let width = min(primaryColumnWidth, bounds.width)
        func side(_ index: Int) -> CGRect {
            let x = primaryEdge == .leading ? bounds.minX + CGFloat(index) * width : bounds.maxX - CGFloat(index + 1) * width
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
        let sides: [Column]
        switch displayMode {
        case .secondaryOnly, .automatic: sides = []
        case .oneBesideSecondary, .oneOverSecondary: sides = style == .tripleColumn ? [.supplementary] : [.primary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: sides = [.primary, .supplementary]
        }
        let shown = sides.filter { columns[$0] != nil }
        let overlays = displayMode == .oneOverSecondary || displayMode == .twoOverSecondary
        var secondary = bounds
        if !overlays {
            let taken = CGFloat(shown.count) * width
            secondary = CGRect(x: primaryEdge == .leading ? bounds.minX + taken : bounds.minX, y: bounds.minY,
                               width: max(0, bounds.width - taken), height: bounds.height)
        }
        var result: [(Column, CGRect)] = columns[.secondary] != nil ? [(.secondary, secondary)] : []
        for (index, column) in shown.enumerated() { result.append((column, side(index))) }
        return result
    }

    /// A view that places the columns' views where ``arrangedColumns(in:)`` says.
    open override func loadView() {
        view = SplitContainerView(controller: self)
    }
}

/// The split view controller's own view: it lays the columns out each layout pass.
@MainActor
final class SplitContainerView: UIView {
    private unowned let controller: UISplitViewController

    init(controller: UISplitViewController) {
        self.controller = controller
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let arranged = controller.arrangedColumns(in: bounds)
        let shown = arranged.compactMap { controller.viewController(for: $0.0)?.view }
        for subview in subviews where !shown.contains(where: { $0 === subview }) { subview.removeFromSuperview() }
        for (column, frame) in arranged {
            guard let view = controller.viewController(for: column)?.view else { continue }
            view.frame = frame
            addSubview(view)
        }
    }
}
