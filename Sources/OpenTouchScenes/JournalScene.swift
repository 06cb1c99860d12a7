import Foundation
import OpenTouch

/// A field journal's screen (PGV, PKR, SRC, BAR): a page view controller of photos, a picker of
/// the day's weather under it, a search bar in the navigation bar and a toolbar that turns the
/// pages, written as an iOS developer writes them.
///
/// The script swipes to the next photo (the pager's scroll view takes the drag), taps the
/// toolbar's Next (a page set in code tells the delegate nothing), spins the picker one row, then
/// searches: a tap on the bar begins the search, typing filters the photos, Cancel ends it.
@MainActor
public final class JournalScene: NSObject, OpenTouchScene, UIPageViewControllerDataSource, UIPageViewControllerDelegate,
    UIPickerViewDataSource, UIPickerViewDelegate, UISearchResultsUpdating {
    /// The name `opentouch` and the playground know the scene by.
    public nonisolated static let name = "journal"
    /// What the scene shows, in one line.
    public nonisolated static let summary = "a pager of photos, a weather picker, a search bar and a toolbar (PGV, PKR, SRC, BAR-1)"
    /// What to try with the scene in the playground.
    public nonisolated static let suggestion = "Swipe the photo, spin the weather picker, tap Next in the toolbar, or search the photos."

    /// The photos the pager turns through, in order.
    public static let photos = ["Harbour", "Heron", "Fern", "Lighthouse"]
    /// The picker's weather rows, in order.
    public static let weather = ["Sunny", "Cloudy", "Rain", "Fog", "Snow"]

    /// The window the scene is built in, shown and key.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// The navigation controller whose root is the journal, with its toolbar (BAR-1).
    public let navigation: UINavigationController
    /// The journal screen: the pager, the picker, the search bar.
    public let journal = UIViewController()
    /// The pager of photos, turned by swiping (PGV-2).
    public let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    /// The weather picker, spun by dragging (PKR-2).
    public let picker = UIPickerView()
    /// The search controller in the navigation item (SRC-4).
    public let search = UISearchController(searchResultsController: nil)
    /// The photos the search leaves, in order.
    public private(set) var matches = JournalScene.photos
    /// The page shown, by index.
    public private(set) var pageIndex = 0

    public override init() {
        navigation = UINavigationController(rootViewController: journal)
        super.init()
        journal.title = "Journal"
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search photos"
        journal.navigationItem.searchController = search
        journal.navigationItem.hidesSearchBarWhenScrolling = false
        journal.toolbarItems = [
            UIBarButtonItem(title: "Previous", primaryAction: UIAction { [unowned self] _ in turn(by: -1) }),
            .flexibleSpace(),
            UIBarButtonItem(title: "Next", primaryAction: UIAction { [unowned self] _ in turn(by: 1) }),
        ]
        navigation.isToolbarHidden = false

        pager.dataSource = self
        pager.delegate = self
        pager.setViewControllers([page(0)], direction: .forward, animated: false)
        journal.addChild(pager)
        pager.view.frame = CGRect(x: 0, y: 160, width: 390, height: 360)
        pager.view.accessibilityIdentifier = "pager"
        journal.view.addSubview(pager.view)
        pager.didMove(toParent: journal)

        picker.frame = CGRect(x: 0, y: 540, width: 390, height: 216)
        picker.accessibilityIdentifier = "weather"
        picker.dataSource = self
        picker.delegate = self
        journal.view.addSubview(picker)

        window.rootViewController = navigation
        window.makeKeyAndVisible()
    }

    /// A page: the photo's title on a card.
    private func page(_ index: Int) -> UIViewController {
        let page = UIViewController()
        page.view.tag = index
        page.view.backgroundColor = [UIColor.systemTeal, .systemGreen, .systemMint, .systemIndigo][index % 4]
        let label = UILabel(frame: CGRect(x: 20, y: 160, width: 350, height: 40))
        label.text = Self.photos[index]
        label.textAlignment = .center
        label.textColor = .white
        label.autoresizingMask = [.flexibleWidth]
        page.view.addSubview(label)
        return page
    }

    private func turn(by step: Int) {
        let target = min(max(pageIndex + step, 0), Self.photos.count - 1)
        guard target != pageIndex else { return }
        pageIndex = target
        pager.setViewControllers([page(target)], direction: step > 0 ? .forward : .reverse, animated: true)
        UIApplication.note("Journal", "the toolbar turns to \(Self.photos[target]); the delegate hears nothing (PGV)")
    }

    /// Swipes to the next photo, taps Next, spins the weather one row, then searches and cancels.
    public func play(on screen: TouchScreen) {
        screen.runLayoutPass()
        screen.drag(from: CGPoint(x: 320, y: 340), to: CGPoint(x: 80, y: 340), duration: 0.2, steps: 6)
        screen.advance(by: 0.6)
        if let next = window.findBarButton(titled: "Next") {
            screen.tap(at: next)
            screen.advance(by: 0.6)
        }
        screen.drag(from: CGPoint(x: 195, y: 690), to: CGPoint(x: 195, y: 650), duration: 0.6, steps: 8)
        screen.advance(by: 1.5)
        let field = search.searchBar.searchTextField
        screen.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil))
        screen.advance(by: 0.6)
        try? screen.type("er")
        screen.advance(by: 0.2)
        search.isActive = false
        screen.advance(by: 0.6)
    }

    // MARK: The pager

    /// The page before `viewController`, nil on the first photo (PGV-2).
    public func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        let index = viewController.view.tag
        return index > 0 ? page(index - 1) : nil
    }

    /// The page after `viewController`, nil on the last photo (PGV-2).
    public func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        let index = viewController.view.tag
        return index + 1 < Self.photos.count ? page(index + 1) : nil
    }

    /// Notes the photo a completed swipe turned to (PGV-2).
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        guard completed, let shown = pageViewController.viewControllers?.first else { return }
        pageIndex = shown.view.tag
        UIApplication.note("Journal", "the swipe turned to \(Self.photos[pageIndex])")
    }

    // MARK: The picker

    /// One wheel, the weather (PKR-1).
    public func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    /// One row per weather (PKR-1).
    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { Self.weather.count }
    /// The weather's name (PKR-3).
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { Self.weather[row] }
    /// Notes the weather picked (PKR-2).
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        UIApplication.note("Journal", "the weather is \(Self.weather[row])")
    }

    // MARK: The search

    /// Filters the photos by the search text, case-insensitively, and notes the matches (SRC-3).
    public func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        matches = text.isEmpty ? Self.photos : Self.photos.filter { $0.localizedCaseInsensitiveContains(text) }
        UIApplication.note("Journal", "the search shows \(matches.joined(separator: ", "))")
    }
}

extension UIView {
    /// The middle, in the window, of the bar button whose title is `title`.
    fileprivate func findBarButton(titled title: String) -> CGPoint? {
        if let button = self as? UIButton, button.currentTitle == title, !button.isHidden, button.window != nil {
            return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        }
        for subview in subviews.reversed() {
            if let found = subview.findBarButton(titled: title) { return found }
        }
        return nil
    }
}
