import Foundation

/// Scales a font or a length of the app's own with the user's text size, as a text style scales
/// (TXT-9).
///
/// A font scaled here and shown by a view with `adjustsFontForContentSizeCategory` on is scaled
/// again when the text size changes, as a preferred font is (TXT-1).
/// Not isolated, as in UIKit: fonts are made on any thread.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose scaling this follows.
    let textStyle: UIFont.TextStyle

    /// The body style's metrics.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// How much the style grows at the text size of `traits` (or the current one), from Large.
    private func factor(for traits: UITraitCollection?) -> CGFloat {
        let category = traits?.preferredContentSizeCategory ?? Self.currentCategory
        return UIFont.TextStyle.bodySize(for: category) / 17
    }

    /// The text size of the screen in charge (its key window's, else the main screen's); Large
    /// off the main actor.
    private static var currentCategory: UIContentSizeCategory {
        guard MainActorContext.isCurrent else { return .large }
        return MainActor.assumeIsolated {
            (UIApplication.mostRecentlyDriven.keyWindow?.traitCollection ?? UIScreen.main.traitCollection).preferredContentSizeCategory
        }
    }

    /// `font` at the current text size (TXT-9).
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` at the current text size, no larger than `maximumPointSize` (0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` at the text size of `traitCollection`.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` at the text size of `traitCollection`, no larger than `maximumPointSize` (0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let base = font.scaling?.base ?? font
        var size = base.pointSize * factor(for: traitCollection)
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        let scaled = base.withSize(size.rounded())
        scaled.scaling = (base, self, maximumPointSize > 0 ? maximumPointSize : nil)
        return scaled
    }

    /// `value` scaled as the style's text is at the current text size.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled as the style's text is at the text size of `traitCollection`.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(for: traitCollection)
    }
}
