import Foundation

/// What UIKit's standard views say to assistive technologies when the app says nothing (ACC-1):
/// labels, controls and their subclasses are elements; a label's name is its text, a button's its
/// title; traits name the kind and the state.
extension UIView {
    /// The element flag the app set, else `byDefault`.
    func accessibilityElementFlag(default byDefault: Bool) -> Bool {
        extras?.isAccessibilityElement ?? byDefault
    }

    /// The traits the app set, else `byDefault`.
    func accessibilityTraitsSet(default byDefault: UIAccessibilityTraits) -> UIAccessibilityTraits {
        extras?.accessibilityTraits ?? byDefault
    }

    /// The label the app set, else `byDefault`.
    func accessibilityLabelSet(default byDefault: String?) -> String? {
        extras?.accessibilityLabel ?? byDefault
    }
}
