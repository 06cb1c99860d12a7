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
    var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified
}
