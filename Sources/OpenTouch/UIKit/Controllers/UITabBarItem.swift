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

    /// UIKit's own tab items, titled as UIKit titles them in English (BAR-5). Raw values are UIKit's.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// One of UIKit's own items, with its title (BAR-5).
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        title = systemItem.title
        self.tag = tag
    }
}
