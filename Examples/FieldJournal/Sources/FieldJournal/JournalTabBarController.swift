import UIKit

/// Seven tabs: four on the bar and More, which lists the other three.
public final class JournalTabBarController: UITabBarController {
    public let photos = PhotoPagerController(photos: Photo.samples)
    public let library = LibraryGridController(photos: Photo.samples)
    public let settings = SettingsController()
    public let notes = NotesController()
    public let tags = TitledController(title: "Tags", symbol: "tag")
    public let stats = TitledController(title: "Stats", symbol: "chart.bar")
    public let about = TitledController(title: "About", symbol: "info.circle")

    public override func viewDidLoad() {
        super.viewDidLoad()
        let tabAppearance = UITabBarAppearance()
        tabAppearance.configureWithOpaqueBackground()
        tabAppearance.backgroundColor = .systemBackground
        tabBar.standardAppearance = tabAppearance
        tabBar.scrollEdgeAppearance = tabAppearance

        photos.tabBarItem = UITabBarItem(title: "Photos", image: UIImage(systemName: "photo"), tag: 0)
        library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "square.grid.2x2"), tag: 1)
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 2)
        notes.tabBarItem = UITabBarItem(title: "Notes", image: UIImage(systemName: "note.text"), tag: 3)
        viewControllers = [photos, library, settings, notes, tags, stats, about].map { controller in
            let navigation = UINavigationController(rootViewController: controller)
            navigation.tabBarItem = controller.tabBarItem
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
            navigation.navigationBar.standardAppearance = appearance
            navigation.navigationBar.scrollEdgeAppearance = appearance
            return navigation
        }
    }
}

/// A tab that only shows its title.
public final class TitledController: UIViewController {
    public init(title: String, symbol: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
        tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), tag: 0)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
