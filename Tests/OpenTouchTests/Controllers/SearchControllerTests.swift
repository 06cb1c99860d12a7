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
