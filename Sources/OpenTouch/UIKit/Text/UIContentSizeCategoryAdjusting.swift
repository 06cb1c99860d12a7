import Foundation

/// A text view whose font follows the user's text size (TXT-1): `UILabel`, `UITextField` and
/// `UITextView` adopt it.
///
/// With ``adjustsFontForContentSizeCategory`` on, a font made with
/// `UIFont.preferredFont(forTextStyle:)` is made again for the new text size whenever the view's
/// `preferredContentSizeCategory` changes, before the view hears `traitCollectionDidChange`.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the font follows the text size; false by default (TXT-1).
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UIFont {
    /// This font made again for `traits`' text size, if it is a text-style font; nil otherwise.
    func adjusted(to traits: UITraitCollection) -> UIFont? {
        if let (base, metrics, maximum) = scaling {
            return metrics.scaledFont(for: base, maximumPointSize: maximum ?? 0, compatibleWith: traits)
        }
        guard let textStyle else { return nil }
        return UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traits)
    }
}
