import Foundation

/// An effect a ``UIVisualEffectView`` shows behind or through its content (EFX-1). OpenTouch
/// draws no pixels: an effect is what it is made with, which the view records and hosts may paint.
open class UIVisualEffect: NSObject, @unchecked Sendable {}

/// A blur of what is behind the view, in one of UIKit's styles (EFX-1).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// UIKit's blur styles; raw values are UIKit's.
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9, systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13, systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18, systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    /// The blur's style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// Vibrancy: content that takes its colour from a blur behind it (EFX-1).
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the content sits on.
    public let blurEffect: UIBlurEffect
    /// The vibrancy's style, when made with one.
    public let style: UIVibrancyEffectStyle?

    /// Vibrancy for content on `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        self.style = nil
        super.init()
    }

    /// Vibrancy of `style` for content on `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// UIKit's vibrancy styles; raw values are UIKit's.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
