import FieldJournal
import OpenTouchTesting
import Testing
import UIKit

/// The journal driven by touch, as its users use it.
@MainActor
struct FieldJournalTests {
    init() {
        // The asset catalog a build on iOS would compile: the photos by name.
        for title in Photo.titles { AssetCatalog.register(UIImage(size: CGSize(width: 1200, height: 900), name: title), named: title) }
    }

    private func launch() -> (JournalTabBarController, TouchScreen) {
        let tabs = JournalTabBarController()
        return (tabs, TouchScreen(rootViewController: tabs))
    }

    @Test func sevenTabsPutThreeInMore() throws {
        let (tabs, screen) = launch()
        #expect(tabs.tabBar.items?.map(\.title) == ["Photos", "Library", "Settings", "Notes", "More"])
        screen.tap(try #require(screen.find(label: "More")))
        screen.settle()
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        screen.tap(try #require(screen.find(label: "Stats")))
        screen.settle()
        // The Stats tab's navigation controller lends its controller to the More tab.
        #expect(tabs.moreNavigationController.topViewController === tabs.stats)
        #expect(tabs.stats.navigationController === tabs.moreNavigationController)
        screen.tap(try #require(screen.find(label: "More")))
        screen.settle()
        #expect(tabs.moreNavigationController.viewControllers.count == 1 && tabs.stats.navigationController?.tabBarItem.title == "Stats",
                "back with its own navigation controller once the list shows again")
    }

    @Test func aSwipeTurnsThePhotoAndAPinchZoomsIt() throws {
        let (tabs, screen) = launch()
        let pager = tabs.photos
        let first = try #require(pager.pager.viewControllers?.first as? ZoomablePhotoController)
        #expect(first.photo.title == "Harbour")
        // A quick drag to the left across the page: the pager's own scroll view takes it.
        screen.drag(from: CGPoint(x: 320, y: 400), to: CGPoint(x: 80, y: 400), duration: 0.15)
        screen.settle()
        let second = try #require(pager.pager.viewControllers?.first as? ZoomablePhotoController)
        #expect(second.photo.title == "Heron" && pager.shownIndex == 1 && pager.title == "Heron")

        screen.pinch(second.scrollView, scale: 2)
        screen.settle()
        #expect(second.scrollView.zoomScale > 1.5)
        screen.tap(second.scrollView, taps: 2)
        screen.settle()
        #expect(second.scrollView.zoomScale == 1, "a double tap zooms back out")
    }

    @Test func searchingTheLibraryFiltersTheGrid() throws {
        let (tabs, screen) = launch()
        screen.tap(try #require(screen.find(label: "Library")))
        screen.settle()
        let library = tabs.library
        #expect(library.collectionView.visibleCells.count == 6)
        screen.tap(library.search.searchBar.searchTextField)
        try screen.type("er")
        screen.settle()
        #expect(library.shown.map(\.title) == ["Heron", "Fern", "Otter"])
        screen.tap(try #require(screen.find(label: "Fern")))
        screen.settle()
        #expect(library.opened == ["Fern"])
    }

    @Test func thePickersChangeTheReminders() throws {
        let (tabs, screen) = launch()
        screen.tap(try #require(screen.find(label: "Settings")))
        screen.settle()
        let settings = tabs.settings
        screen.tap(settings.remindersSwitch)
        screen.settle()
        // One row up: from Daily to Weekdays.
        screen.drag(settings.frequencyPicker, by: CGVector(dx: 0, dy: -32), duration: 1)
        screen.settle()
        #expect(settings.frequency == "Weekdays")
        settings.timePicker.setDate(settings.timePicker.date.addingTimeInterval(3600), animated: false)
        settings.timePicker.sendActions(for: .valueChanged)
        #expect(settings.changes == ["reminders off", "frequency Weekdays", "time 09:00"])
    }

    @Test func theToolbarComposesANote() throws {
        let (tabs, screen) = launch()
        screen.tap(try #require(screen.find(label: "Notes")))
        screen.settle()
        let navigation = try #require(tabs.notes.navigationController)
        #expect(!navigation.isToolbarHidden)
        screen.tap(try #require(screen.find(label: "New note")))
        screen.settle()
        #expect(tabs.notes.notes == ["Heron at dawn", "Fern spores", "Note 3"])
        #expect(tabs.notes.tableView.visibleCells.count == 3)
        #expect(screen.find(label: "3 notes") != nil)
    }
}
