import Foundation

/// The looks of one state of a bar button (BAR-2).
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The title's offset.
    open var titlePositionAdjustment = UIOffset.zero
    /// The background image.
    open var backgroundImage: UIImage?
    /// The background image's offset.
    open var backgroundImagePositionAdjustment = UIOffset.zero
}
