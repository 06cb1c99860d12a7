import UIKit
import XCTest
@testable import FieldJournal

/// The journal as an iOS team tests it in a test host: launched from its own delegates, then
/// driven by code while the tests wait on expectations.
final class FieldJournalLaunchTests: XCTestCase {
    var appDelegate: AppDelegate!
    var sceneDelegate: SceneDelegate!

    override func setUpWithError() throws {
        try super.setUpWithError()
        for title in Photo.titles { AssetCatalog.register(UIImage(size: CGSize(width: 1200, height: 900), name: title), named: title) }
        appDelegate = AppDelegate()
        sceneDelegate = SceneDelegate()
        // The one line Linux needs: iOS launches the host app before the tests run.
        try UIApplication.shared.launch(delegate: appDelegate, sceneDelegate: sceneDelegate)
    }

    private var tabs: JournalTabBarController {
        get throws { try XCTUnwrap(sceneDelegate.window?.rootViewController as? JournalTabBarController) }
    }

    private func wait(seconds: TimeInterval) {
        let waited = expectation(description: "the run loop turned")
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { waited.fulfill() }
        wait(for: [waited], timeout: seconds + 5)
    }

    func testTheAppLaunchesIntoSevenTabs() throws {
        XCTAssertTrue(appDelegate.launched)
        let tabs = try tabs
        XCTAssertEqual(tabs.viewControllers?.count, 7)
        XCTAssertEqual(tabs.tabBar.items?.count, 5, "four tabs and More")
        XCTAssertTrue(tabs.tabBar.standardAppearance.backgroundColor == .systemBackground)
        let photos = try XCTUnwrap(tabs.viewControllers?.first as? UINavigationController)
        XCTAssertTrue(photos.topViewController === tabs.photos)
    }

    func testThePagerTurnsWhileTheTestWaits() throws {
        let pager = try tabs.photos
        let next = ZoomablePhotoController(photo: pager.photos[2], index: 2)
        pager.pager.setViewControllers([next], direction: .forward, animated: true)
        wait(seconds: 0.6)
        XCTAssertTrue(pager.pager.viewControllers?.first === next)
        XCTAssertEqual(next.view.frame.width, sceneDelegate.window!.bounds.width, "laid out while the run loop turned")
        XCTAssertEqual(pager.shownIndex, 0, "setViewControllers tells the delegate nothing")
    }

    func testSearchingTheLibraryShowsTheMatches() throws {
        let tabs = try tabs
        tabs.selectedIndex = 1
        wait(seconds: 0.1)
        let library = tabs.library
        library.search.isActive = true
        library.search.searchBar.text = "o"
        library.updateSearchResults(for: library.search)
        wait(seconds: 0.6)
        XCTAssertEqual(library.shown.map(\.title), ["Harbour", "Heron", "Lighthouse", "Otter"])
        XCTAssertEqual(library.collectionView.visibleCells.count, 4)
        library.search.isActive = false
        wait(seconds: 0.6)
        XCTAssertEqual(library.shown.count, 6)
    }

    func testTheDatePickerKeepsToItsMinuteInterval() throws {
        let tabs = try tabs
        tabs.selectedIndex = 2
        wait(seconds: 0.1)
        let settings = tabs.settings
        let picker = settings.timePicker
        picker.date = picker.date.addingTimeInterval(7 * 60)
        let minutes = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: picker.date).minute
        XCTAssertEqual((minutes ?? 1) % 15, 0, "a 15-minute interval")
    }
}
