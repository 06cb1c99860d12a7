// Written as iOS code is: a photo journal app. A pager of zoomable photos, a searchable grid in a
// navigation controller, a settings screen with a picker, a date picker and a toolbar, bar
// appearances, and seven tabs (so a More tab). Edits for Linux: `#selector(...)` became
// `Selector(Type.method)` and `@objc` went; the registered cell's `override init(frame:)` is
// `required`, as "Where OpenTouch differs" says.
import UIKit

struct JournalPhoto: Equatable {
    let title: String
    let place: String
}

let journalPhotos = [
    JournalPhoto(title: "Harbour", place: "Lisbon"), JournalPhoto(title: "Tram", place: "Lisbon"),
    JournalPhoto(title: "Dunes", place: "Merzouga"), JournalPhoto(title: "Market", place: "Marrakesh"),
    JournalPhoto(title: "Glacier", place: "Vatnajökull"), JournalPhoto(title: "Geyser", place: "Haukadalur"),
]

/// One photo, zoomable in its scroll view.
final class PhotoPageController: UIViewController, UIScrollViewDelegate {
    let photo: JournalPhoto
    let scrollView = UIScrollView()
    let imageView = UIImageView()

    init(photo: JournalPhoto) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
        title = photo.title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.delegate = self
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        imageView.frame = scrollView.bounds
        imageView.isUserInteractionEnabled = true
        scrollView.addSubview(imageView)
        view.addSubview(scrollView)
        let doubleTap = UITapGestureRecognizer(target: self, action: Selector(PhotoPageController.zoomIn))
        doubleTap.numberOfTapsRequired = 2
        imageView.addGestureRecognizer(doubleTap)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        imageView
    }

    func zoomIn(_ tap: UITapGestureRecognizer) {
        scrollView.setZoomScale(scrollView.zoomScale == 1 ? 2 : 1, animated: true)
    }
}

/// The photos, one page each, swiped sideways.
final class PhotoPagerController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    private(set) var shownIndex = 0

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 10])
        title = "Photos"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        setViewControllers([PhotoPageController(photo: journalPhotos[0])], direction: .forward, animated: false)
    }

    private func index(of viewController: UIViewController) -> Int? {
        guard let page = viewController as? PhotoPageController else { return nil }
        return journalPhotos.firstIndex(of: page.photo)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = index(of: viewController), index > 0 else { return nil }
        return PhotoPageController(photo: journalPhotos[index - 1])
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = index(of: viewController), index + 1 < journalPhotos.count else { return nil }
        return PhotoPageController(photo: journalPhotos[index + 1])
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int {
        journalPhotos.count
    }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        shownIndex
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        guard completed, let shown = viewControllers?.first, let index = index(of: shown) else { return }
        shownIndex = index
    }
}

final class PhotoCell: UICollectionViewCell {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = contentView.bounds
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A grid of the photos, filtered by a search in the navigation bar.
final class JournalGridController: UICollectionViewController, UISearchResultsUpdating {
    let search = UISearchController(searchResultsController: nil)
    private(set) var shown = journalPhotos
    private(set) var opened: [String] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        super.init(collectionViewLayout: layout)
        title = "Grid"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Places"
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        shown = text.isEmpty ? journalPhotos : journalPhotos.filter { $0.place.localizedCaseInsensitiveContains(text) }
        collectionView.reloadData()
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        shown.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
        cell.label.text = shown[indexPath.item].title
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        opened.append(shown[indexPath.item].title)
    }
}

/// The journal's settings: a theme picker, a reminder time, and a toolbar.
final class JournalSettingsController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let themes = ["Paper", "Ink", "Sepia", "Night"]
    let themePicker = UIPickerView()
    let reminder = UIDatePicker()
    private(set) var theme = "Paper"
    private(set) var reminderChanges = 0
    private(set) var exported = 0

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        themePicker.dataSource = self
        themePicker.delegate = self
        themePicker.frame = CGRect(x: 0, y: 120, width: view.bounds.width, height: 216)
        view.addSubview(themePicker)
        reminder.datePickerMode = .time
        reminder.preferredDatePickerStyle = .wheels
        reminder.minuteInterval = 15
        reminder.timeZone = TimeZone(identifier: "UTC")
        reminder.locale = Locale(identifier: "en_US")
        reminder.frame = CGRect(x: 0, y: 360, width: view.bounds.width, height: 216)
        reminder.addTarget(self, action: Selector(JournalSettingsController.reminderChanged), for: .valueChanged)
        view.addSubview(reminder)
        toolbarItems = [
            UIBarButtonItem.flexibleSpace(),
            UIBarButtonItem(title: "Export", style: .plain, target: self, action: Selector(JournalSettingsController.export)),
        ]
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        1
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        themes.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        themes[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        theme = themes[row]
    }

    func reminderChanged(_ sender: UIDatePicker) {
        reminderChanges += 1
    }

    func export() {
        exported += 1
    }
}

/// Seven tabs: the pager, the grid, the settings, and four more, with opaque bars.
final class JournalTabBarController: UITabBarController {
    let pager = PhotoPagerController()
    let grid = JournalGridController()
    let settings = JournalSettingsController()

    override func viewDidLoad() {
        super.viewDidLoad()
        let settingsNavigation = UINavigationController(rootViewController: settings)
        settingsNavigation.isToolbarHidden = false
        let others = ["Map", "People", "Albums", "Trips"].map { name -> UIViewController in
            let controller = UIViewController()
            controller.title = name
            return controller
        }
        viewControllers = [pager, UINavigationController(rootViewController: grid), settingsNavigation] + others

        let barAppearance = UINavigationBarAppearance()
        barAppearance.configureWithOpaqueBackground()
        barAppearance.backgroundColor = .systemTeal
        for navigation in viewControllers?.compactMap({ $0 as? UINavigationController }) ?? [] {
            navigation.navigationBar.standardAppearance = barAppearance
            navigation.navigationBar.scrollEdgeAppearance = barAppearance
        }
        let tabAppearance = UITabBarAppearance()
        tabAppearance.configureWithOpaqueBackground()
        tabBar.standardAppearance = tabAppearance
        tabBar.scrollEdgeAppearance = tabAppearance
    }
}
