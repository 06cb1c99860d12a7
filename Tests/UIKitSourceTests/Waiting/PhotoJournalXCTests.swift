// The photo journal driven from XCTest, as a simulator suite would: the pager and the More tab.
import XCTest
import UIKit

final class PhotoJournalXCTests: XCTestCase {
    func testSwipingPhotosAndOpeningMore() throws {
        let journal = JournalTabBarController()
        let screen = TouchScreen(rootViewController: journal)
        screen.runLayoutPass()
        screen.swipe(journal.pager.view, direction: .left)
        screen.settle()
        screen.swipe(journal.pager.view, direction: .left)
        screen.settle()
        XCTAssertEqual((journal.pager.viewControllers?.first as? PhotoPageController)?.photo.title, "Dunes")
        screen.swipe(journal.pager.view, direction: .right)
        screen.settle()
        XCTAssertEqual(journal.pager.shownIndex, 1)

        let more = try XCTUnwrap(journal.tabBar.itemButtons.last)
        screen.tap(more)
        screen.settle()
        XCTAssertTrue(journal.selectedViewController === journal.moreNavigationController)
        let list = try XCTUnwrap(journal.moreNavigationController.topViewController as? UITableViewController)
        XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 3)
        let albums = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        screen.tap(albums)
        screen.settle()
        XCTAssertEqual(journal.selectedViewController?.title, "Albums")
    }
}
