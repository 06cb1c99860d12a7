import Foundation

/// What few views set, kept out of `UIView` itself: a plain view pays one pointer for all of it
/// (MEM-7 counts a view's bytes).
@MainActor
final class ViewExtras {
    var accessibilityIdentifier: String?
    var accessibilityLabel: String?
    var accessibilityHint: String?
    var accessibilityValue: String?
    var isAccessibilityElement: Bool?
    var accessibilityTraits: UIAccessibilityTraits?
    var accessibilityFrame: CGRect?
    var accessibilityElements: [Any]?
    var accessibilityActivationPoint: CGPoint?
    var accessibilityElementsHidden: Bool?
    var accessibilityViewIsModal: Bool?
    var shouldGroupAccessibilityChildren: Bool?
    var maskView: UIView?
    var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    // Auto Layout (LAY-*)
    var translatesAutoresizingMaskIntoConstraints = true
    /// Active constraints whose items' nearest common ancestor is this view (`constraints`).
    var installedConstraints: [NSLayoutConstraint] = []
    /// The solver of this view's tree, when this view is a root that has one.
    var layoutEngine: LayoutEngine?
    /// The view's variables in the solver built as `solverBuild`, so that applying frames needs
    /// no dictionary lookup (a solver built since, or another one, looks them up).
    var solverFrame: LayoutEngine.Frame?
    var solverBuild = -1
    var contentHugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    var needsUpdateConstraints = false
    /// The margins code set (`layoutMargins` reads them adjusted, LAY-10).
    var layoutMargins: UIEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    /// The safe area and margins the view's callbacks last reported, to hear changes (LAY-10).
    var reportedSafeAreaInsets: UIEdgeInsets?
    var reportedLayoutMargins: UIEdgeInsets?
    var layoutGuides: [UILayoutGuide] = []
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    /// The interactions added to the view, in order (INT-1).
    var interactions: [UIInteraction] = []
}
