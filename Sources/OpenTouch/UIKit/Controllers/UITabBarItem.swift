import Foundation

/// What a controller shows in a tab bar: a title, an image, a badge (VC-6).
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The image while the tab is selected; the image when nil.
    open var selectedImage: UIImage?
    /// Text in a badge on the tab ("3"); none when nil.
    open var badgeValue: String? { didSet { bar?.setNeedsLayout() } }

    /// The bar showing the item.
    weak var bar: UITabBar?

    public override init() {
        super.init()
    }

    /// An item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title and its two images.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}
