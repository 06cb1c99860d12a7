import Foundation
import Testing
@testable import OpenTouch

/// Records what a search bar, a search controller and its updater tell.
@MainActor
final class SearchLog: UISearchBarDelegate, UISearchControllerDelegate, UISearchResultsUpdating {
    let log = CallbackLog()
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldBeginEditing"); return true }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("textDidBeginEditing") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("textDidEndEditing") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("textDidChange \(searchText)") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChangeTextIn \(range.location) \(text)")
        return text != "!"
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("searchButtonClicked") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancelButtonClicked") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { log.append("scope \(selectedScope)") }
    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
    func updateSearchResults(for searchController: UISearchController) {
        log.append("update '\(searchController.searchBar.text ?? "")' scope \(searchController.searchBar.selectedScopeButtonIndex)")
    }
}

@Suite("Search: a search bar's field, buttons and scope, and a search controller presented by a tap on it (SRC-1..3)")
@MainActor
struct SearchControllerTests {
    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test("SRC-1 SRC-2 a search bar alone: a tap edits, typing asks and tells, the Search key, Cancel and the scope buttons tell the delegate; text set in code tells nothing")
    func searchBar() throws {
        let recorder = SearchLog()
        let bar = UISearchBar()
        bar.frame = CGRect(x: 0, y: 100, width: 390, height: 56)
        bar.delegate = recorder
        bar.scopeButtonTitles = ["All", "Photos"]
        bar.showsScopeBar = true
        #expect(bar.intrinsicContentSize.height == 100 && bar.placeholder == "Search")
        bar.frame.size.height = 100
        let screen = phoneScreen(showing: bar)
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 374, height: 36))
        screen.tap(at: center(of: bar.searchTextField))
        #expect(recorder.log.take() == ["shouldBeginEditing", "textDidBeginEditing"] && bar.isFirstResponder)
        try screen.type("a!b")
        #expect(recorder.log.take() == ["shouldChangeTextIn 0 a", "textDidChange a", "shouldChangeTextIn 1 !", "shouldChangeTextIn 1 b", "textDidChange ab"])
        #expect(bar.text == "ab")
        try screen.pressReturn()
        #expect(recorder.log.take() == ["searchButtonClicked"])
        bar.setShowsCancelButton(true, animated: false)
        screen.runLayoutPass()
        #expect(abs(bar.searchTextField.frame.width - (374 - 68)) < 1e-9)
        screen.tap(at: center(of: bar.cancelButton))
        #expect(recorder.log.take() == ["cancelButtonClicked"] && bar.isFirstResponder, "the bar does not end editing by itself")
        let photos = bar.scopeControl.convert(CGPoint(x: bar.scopeControl.bounds.width * 0.75, y: bar.scopeControl.bounds.midY), to: nil)
        screen.tap(at: photos)
        #expect(recorder.log.take() == ["scope 1"] && bar.selectedScopeButtonIndex == 1)
        bar.text = "set in code"
        #expect(recorder.log.take().isEmpty)
    }

    /// A list controller whose table has the search controller's bar as its header.
    final class ListController: UIViewController {
        let table = UITableView(frame: .zero, style: .plain)
        override func viewDidLoad() {
            super.viewDidLoad()
            table.frame = view.bounds
            view.addSubview(table)
        }
    }

    @Test("SRC-3 a tap on the bar presents the search controller; typing updates and shows the results; Cancel ends it in UIKit's order")
    func searchController() throws {
        let recorder = SearchLog()
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        search.searchResultsUpdater = recorder
        search.delegate = recorder
        search.searchBar.delegate = recorder
        search.searchBar.scopeButtonTitles = ["All", "Recent"]
        let list = ListController()
        list.definesPresentationContext = true
        list.loadViewIfNeeded()
        list.table.tableHeaderView = search.searchBar
        let screen = phoneScreen(root: list)
        #expect(search.searchBar.frame.height == 56 && !search.searchBar.showsCancelButton && !search.searchBar.showsScopeBar)
        screen.tap(at: center(of: search.searchBar.searchTextField))
        #expect(recorder.log.take() == ["shouldBeginEditing", "willPresent", "textDidBeginEditing", "update '' scope 0"])
        #expect(search.isActive && search.searchBar.showsCancelButton && search.searchBar.showsScopeBar)
        screen.advance(by: 1)
        #expect(recorder.log.take() == ["didPresent"] && list.presentedViewController === search && search.searchBar.isFirstResponder)
        let dimming = try #require((search.view as? SearchPresentationView)?.dimming)
        #expect(!dimming.isHidden && results.viewIfLoaded?.window == nil, "no text yet: the content is dimmed")
        try screen.type("c")
        screen.runLayoutPass()
        #expect(recorder.log.take() == ["shouldChangeTextIn 0 c", "textDidChange c", "update 'c' scope 0"])
        #expect(results.view.window != nil && dimming.isHidden, "text: the results show below the bar")
        #expect(results.view.convert(results.view.bounds, to: nil).minY == search.searchBar.convert(search.searchBar.bounds, to: nil).maxY)
        screen.tap(at: center(of: search.searchBar.cancelButton))
        #expect(recorder.log.take() == ["cancelButtonClicked", "willDismiss", "textDidEndEditing", "update '' scope 0"])
        screen.advance(by: 1)
        #expect(recorder.log.take() == ["didDismiss"])
        #expect(!search.isActive && search.searchBar.text == "" && !search.searchBar.showsCancelButton && list.presentedViewController == nil)
    }

    @Test("SRC-3 a tap on the dimmed content ends the search; isActive set in code presents without the keyboard")
    func dimmedContent() {
        let recorder = SearchLog()
        let search = UISearchController(searchResultsController: nil)
        search.delegate = recorder
        search.searchResultsUpdater = recorder
        let list = ListController()
        list.loadViewIfNeeded()
        list.table.tableHeaderView = search.searchBar
        let screen = phoneScreen(root: list)
        search.isActive = true
        screen.advance(by: 1)
        #expect(recorder.log.take() == ["willPresent", "update '' scope 0", "didPresent"] && !search.searchBar.isFirstResponder)
        screen.tap(at: CGPoint(x: 200, y: 600))
        screen.advance(by: 1)
        #expect(recorder.log.take() == ["willDismiss", "update '' scope 0", "didDismiss"] && !search.isActive)
    }
}

@Suite("Search tokens: chips before the text, made from typed text, selected and deleted by backspace (SRC-6)")
@MainActor
struct SearchTokenTests {
    @Test("SRC-6 tokens take places before the text; text typed becomes a token; backspace at the text's start selects the last token, then deletes it; the search is told each time")
    func tokens() throws {
        let recorder = SearchLog()
        let root = UIViewController()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = recorder
        search.searchBar.delegate = recorder
        search.searchBar.frame = CGRect(x: 0, y: 100, width: 390, height: 56)
        root.view.addSubview(search.searchBar)
        let screen = phoneScreen(root: root)
        let field = search.searchBar.searchTextField
        screen.tap(field)
        screen.advance(by: 1)
        _ = recorder.log.take()

        let photos = UISearchToken(icon: UIImage(systemName: "photo"), text: "Photos")
        photos.representedObject = "kind:photo"
        field.insertToken(photos, at: 0)
        try screen.type("cats")
        #expect(field.tokens == [photos] && field.text == "cats")
        #expect(field.offset(from: field.beginningOfDocument, to: field.textualRange.start) == 1, "one place for the token before the text")
        #expect(field.offset(from: field.beginningOfDocument, to: field.positionOfToken(at: 0)) == 0)
        let all = try #require(field.textRange(from: field.beginningOfDocument, to: field.endOfDocument))
        #expect(field.tokens(in: all) == [photos] && field.text(in: all) == "cats")

        let cats = UISearchToken(icon: nil, text: "cats")
        field.replaceTextualPortion(of: field.textualRange, with: cats, at: 1)
        #expect(field.tokens == [photos, cats] && field.text == "")
        #expect(recorder.log.take().last == "update '' scope 0", "the search was told of the token")

        try screen.deleteBackward()
        #expect(field.tokens.count == 2 && field.tokens(in: field.selectedTextRange!) == [cats], "the first backspace selects the last token")
        try screen.deleteBackward()
        #expect(field.tokens == [photos])
        #expect(recorder.log.take() == ["textDidChange ", "update '' scope 0"], "a deleted token is an edit")
        field.allowsDeletingTokens = false
        try screen.deleteBackward()
        try screen.deleteBackward()
        #expect(field.tokens == [photos], "not while deleting is not allowed")
        let reports = reports { field.removeToken(at: 3) }
        #expect(reports.count == 1 && field.tokens == [photos])
        field.tokens = []
        #expect(field.offset(from: field.beginningOfDocument, to: field.textualRange.start) == 0)
    }
}

/// A controller whose view holds a tall scroll view, as a list's does.
@MainActor
final class ScrollingListController: UIViewController {
    let scrollView = UIScrollView(frame: .zero)
    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        view.addSubview(scrollView)
    }
}

@Suite("Search in the navigation bar: the item's search controller, revealed by a pull and hidden by a scroll, and title views (SRC-4, VC-5)")
@MainActor
struct NavigationSearchTests {
    @Test("SRC-4 with hidesSearchBarWhenScrolling the bar hides until a pull reveals it under the row, and a scroll up hides it again; the content's safe area follows")
    func revealAndHide() {
        let list = ScrollingListController()
        list.title = "Photos"
        let search = UISearchController(searchResultsController: nil)
        list.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: list)
        let screen = phoneScreen(root: navigation)
        #expect(navigation.navigationBar.frame.height == 44 && search.searchBar.window == nil && list.view.safeAreaInsets.top == 91)
        screen.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 420), duration: 0.5, steps: 10)
        #expect(navigation.navigationBar.frame.height == 96 && list.view.safeAreaInsets.top == 143)
        #expect(search.searchBar.convert(search.searchBar.bounds, to: nil) == CGRect(x: 0, y: 91, width: 390, height: 52), "under the row")
        screen.advance(by: 2)
        #expect(navigation.navigationBar.frame.height == 96, "released: it stays")
        screen.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.5, steps: 10)
        screen.advance(by: 3)
        #expect(navigation.navigationBar.frame.height == 44 && search.searchBar.window == nil && list.view.safeAreaInsets.top == 91)
    }

    @Test("SRC-4 SRC-3 without hidesSearchBarWhenScrolling the bar shows at once, and a tap on it begins the search over the navigation controller")
    func alwaysShown() {
        let recorder = SearchLog()
        let list = ScrollingListController()
        let search = UISearchController(searchResultsController: nil)
        search.delegate = recorder
        list.navigationItem.searchController = search
        list.navigationItem.hidesSearchBarWhenScrolling = false
        let navigation = UINavigationController(rootViewController: list)
        let screen = phoneScreen(root: navigation)
        #expect(navigation.navigationBar.frame.height == 96 && search.searchBar.window != nil)
        screen.tap(at: search.searchBar.searchTextField.convert(CGPoint(x: 20, y: 18), to: nil))
        screen.advance(by: 1)
        #expect(recorder.log.take() == ["willPresent", "didPresent"] && navigation.presentedViewController === search)
        screen.tap(at: CGPoint(x: 200, y: 600))
        screen.advance(by: 1)
        #expect(!search.isActive && recorder.log.take() == ["willDismiss", "didDismiss"], "a tap on the dimmed list ends it")
    }

    @Test("SRC-5 an active search hides the bar's row and large title: the search bar moves to the top, the content's safe area follows, the row's buttons take no touch; Cancel brings them back; not with hidesNavigationBarDuringPresentation false")
    func hidesTheBarWhileSearching() throws {
        let recorder = SearchLog()
        let list = ScrollingListController()
        list.title = "Photos"
        var taps = 0
        list.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in taps += 1 })
        let search = UISearchController(searchResultsController: nil)
        search.delegate = recorder
        list.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        let screen = phoneScreen(root: navigation)
        #expect(navigation.navigationBar.frame.height == 44 + 52 && list.view.safeAreaInsets.top == 47 + 96, "a large title; the search bar hidden until a pull")
        func shownAdd() -> UIView? { navigation.navigationBar.subviews.first { ($0 as? UIButton)?.isHidden == false && $0.frame.minX > 300 } }
        let add = try #require(shownAdd())
        let addPoint = add.convert(CGPoint(x: add.bounds.midX, y: add.bounds.midY), to: nil)

        search.isActive = true
        screen.advance(by: 1)
        #expect(recorder.log.take() == ["willPresent", "didPresent"])
        #expect(navigation.navigationBar.frame.height == 52 && list.view.safeAreaInsets.top == 47 + 52, "only the search bar is left")
        #expect(search.searchBar.convert(search.searchBar.bounds, to: nil) == CGRect(x: 0, y: 47, width: 390, height: 52), "at the top, under the status bar")
        #expect(shownAdd() == nil)
        screen.tap(at: addPoint)
        screen.advance(by: 1)
        #expect(taps == 0)

        search.isActive = false
        screen.advance(by: 1)
        #expect(navigation.navigationBar.frame.height == 96 && shownAdd() != nil && list.view.safeAreaInsets.top == 143)
        screen.tap(at: addPoint)
        #expect(taps == 1)

        search.hidesNavigationBarDuringPresentation = false
        search.isActive = true
        screen.advance(by: 1)
        #expect(navigation.navigationBar.frame.height == 44 + 52 + 52 && shownAdd() != nil, "the row stays, the search bar shows under the large title")
        search.isActive = false
        screen.advance(by: 1)
    }

    @Test("VC-5 a title view takes the title's place: its own width centred, a search bar all the room between the buttons")
    func titleViews() {
        let first = UIViewController(), second = UIViewController()
        first.title = "Albums"
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        first.navigationItem.titleView = badge
        let navigation = UINavigationController(rootViewController: first)
        let screen = phoneScreen(root: navigation)
        #expect(badge.frame == CGRect(x: 145, y: 7, width: 100, height: 30) && navigation.navigationBar.titleLabel.isHidden)
        let bar = UISearchBar()
        second.navigationItem.titleView = bar
        second.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        navigation.pushViewController(second, animated: false)
        screen.runLayoutPass()
        #expect(badge.superview == nil && bar.superview === navigation.navigationBar)
        let buttons = navigation.navigationBar.itemButtons + [navigation.navigationBar.backButton].compactMap { $0 }
        #expect(buttons.allSatisfy { !$0.frame.intersects(bar.frame) } && bar.frame.width > 150 && bar.frame.height == 44)
    }
}
