import Foundation

/// The looks of one state of a tab bar item (BAR-2).
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The icon's colour.
    open var iconColor: UIColor?
    /// The title's offset.
    open var titlePositionAdjustment = UIOffset.zero
    /// The badge's colour.
    open var badgeBackgroundColor: UIColor?
}
