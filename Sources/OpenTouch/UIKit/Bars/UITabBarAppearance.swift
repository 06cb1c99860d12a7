import Foundation

/// A tab bar's looks: its background and its items' looks in each layout (BAR-2).
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// Items with the title under the icon, as on a phone in portrait.
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// Items with the title beside the icon, as on a wide screen.
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// Items beside their icons in a compact height.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    /// The selection indicator's tint.
    open var selectionIndicatorTintColor: UIColor?
    /// The selection indicator's image.
    open var selectionIndicatorImage: UIImage?

    /// An appearance with the defaults for `idiom`.
    public required init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// An appearance copying `barAppearance`.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance
        inlineLayoutAppearance = other.inlineLayoutAppearance
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
    }
}

/// How tab bar items look in each state (BAR-2).
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
    /// The looks of an unselected item.
    public let normal = UITabBarItemStateAppearance()
    /// The looks of the selected item.
    public let selected = UITabBarItemStateAppearance()
    /// The looks of a disabled item.
    public let disabled = UITabBarItemStateAppearance()
    /// The looks of a focused item.
    public let focused = UITabBarItemStateAppearance()

    public override init() {
        super.init()
    }
}
