import Foundation

/// What bar items share: a title, an image, whether they can be tapped (VC-5).
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The text the bar shows for the item.
    open var title: String?
    /// The image the bar shows for the item.
    open var image: UIImage?
    /// Whether the item's button takes taps; true by default.
    open var isEnabled = true
    /// An integer to tell items apart.
    open var tag = 0
    /// The item's accessibility identifier, given to the button the bar makes for it.
    open var accessibilityIdentifier: String?

    public override init() {
        super.init()
    }
}
