import Foundation

/// An object that manages a view; it sits in the responder chain between its root view and that
/// view's superview (RSP-1).
///
/// ```swift
/// final class PickerController: UIViewController {
///     override func loadView() { view = EmojiGrid(frame: .zero) }
///     override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
///         // touches on the grid that no view handled end up here
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// A controller whose view is made on first use: `init(nibName: nil, bundle: nil)`, a
    /// convenience initializer as in UIKit, so a subclass's own initializer calls the designated
    /// `super.init(nibName:bundle:)`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The designated initializer. Nib files do not exist here; the name and bundle are kept
    /// (``nibName``, ``nibBundle``) and nothing is loaded from them.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// A controller from an archive; nothing is decoded. `required`, as in UIKit, so that the
    /// usual `required init?(coder: NSCoder) { fatalError(…) }` of a subclass compiles.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// The nib name given to ``init(nibName:bundle:)``.
    public let nibName: String?
    /// The bundle given to ``init(nibName:bundle:)``.
    public let nibBundle: Bundle?

    /// The root view, made by ``loadView()`` (then ``viewDidLoad()``) the first time it is read.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: .zero); loadedView?.viewController = self }
                viewDidLoad()
            }
            return loadedView
        }
        set {
            if loadedView?.viewController === self { loadedView?.viewController = nil }
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// The root view if it has been made, without making it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view has been made.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view; the default makes a plain `UIView`. Set ``view`` in an override.
    open func loadView() {
        view = UIView(frame: .zero)
    }

    /// Called once the root view has been made.
    open func viewDidLoad() {}

    /// Makes the root view now if it has not been made yet.
    public func loadViewIfNeeded() {
        _ = view
    }

    /// The superview of the root view (RSP-1); nil while the view is not in a hierarchy.
    open override var next: UIResponder? {
        loadedView?.superview
    }

    override var responderWindow: UIWindow? { loadedView?.window }

    /// Insets added to the safe area of the controller's view, for content the app draws over
    /// its edges (a custom bar); the views below lay out again (SCR-10).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            UIViewController.controllersAddingSafeArea += (additionalSafeAreaInsets != .zero ? 1 : 0) - (oldValue != .zero ? 1 : 0)
            // The view hears it when laid out, and its subviews after it (LAY-10).
            guard additionalSafeAreaInsets != oldValue, let view = loadedView else { return }
            view.setNeedsLayout()
        }
    }

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (LAY-10); true
    /// by default. A root view given no margins then has exactly the minimum.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { loadedView?.marginsMayHaveChanged() }
    }

    /// The least margins of the root view (LAY-10): 16 points at the leading and trailing edges
    /// where the width is compact (a phone), 20 where it is regular, none at the top and bottom
    /// (chosen: the values UIKit reports on those devices, which Apple does not document).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Called after the root view's safe area changed, before the view's own callback (LAY-10).
    open func viewSafeAreaInsetsDidChange() {}

    /// Called after the root view's layout margins changed, before the view's own callback (LAY-10).
    open func viewLayoutMarginsDidChange() {}

    /// How many controllers have additional safe-area insets (that are alive or were not reset):
    /// with none, and a screen without insets, no view has a safe area to work out.
    static var controllersAddingSafeArea = 0

    // MARK: Layout (LAY-4)

    /// Updates the view's constraints before layout; overrides add or change constraints and
    /// call super, whose default updates the view's own (`updateConstraints()`).
    open func updateViewConstraints() {
        loadedView?.updateConstraints()
    }

    /// Called before the view lays out its subviews (before constraints place them).
    open func viewWillLayoutSubviews() {}

    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Traits (TRT-2)

    /// The light or dark appearance for this controller's view and everything below it (TRT-2).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { styleOverride }
        set {
            guard newValue != styleOverride else { return }
            if newValue != .unspecified { TraitValues.styleOverridesSet = true }
            let old = loadedView?.traitValues
            styleOverride = newValue
            if let old, let view = loadedView { view.notifyTraitChange(from: old, to: view.traitValues) }
        }
    }
    private var styleOverride = UIUserInterfaceStyle.unspecified

    /// The traits in effect for the controller: its view's (TRT-2).
    open var traitCollection: UITraitCollection {
        if let loadedView { return loadedView.traitCollection }
        var values = TraitValues.defaultScreen
        if overrideUserInterfaceStyle != .unspecified { values.userInterfaceStyle = overrideUserInterfaceStyle }
        return UITraitCollection(values: values)
    }

    /// Called after the traits in effect for the controller's view changed, before the view hears of it (TRT-2).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

extension UIViewController: UITraitEnvironment {}
