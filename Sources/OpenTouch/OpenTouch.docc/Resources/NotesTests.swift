import OpenTouchTesting
import UIKit
import XCTest
@testable import Notes

/// The notes app as an iOS team tests it: launched from its delegates and its Info.plist (which
/// loads Main.storyboard), then driven by touch.
final class NotesTests: XCTestCase {
    var screen: TouchScreen!
    var sceneDelegate: SceneDelegate!

    override func setUpWithError() throws {
        try super.setUpWithError()
        sceneDelegate = SceneDelegate()
        screen = try TouchScreen(launching: AppDelegate(), sceneDelegate: sceneDelegate)
        screen.settle()
    }

    private var navigation: UINavigationController {
        get throws { try XCTUnwrap(sceneDelegate.window?.rootViewController as? UINavigationController) }
    }

    private var list: NotesViewController {
        get throws { try XCTUnwrap(navigation.viewControllers.first as? NotesViewController) }
    }

    /// NIB-9 the scene manifest's storyboard, NIB-3 the list and its items, NIB-4 a nib cell and prototype cells, NIB-6 outlets set by the plugin's code.
    func testTheMainStoryboardMakesTheWindowAndTheList() throws {
        let list = try list
        XCTAssertTrue(sceneDelegate.window?.isKeyWindow ?? false)
        XCTAssertEqual(list.title, "Notes")
        XCTAssertTrue(list.storyboard != nil)
        XCTAssertEqual(list.navigationItem.rightBarButtonItem?.title, "Add")
        XCTAssertTrue(list.tableView.dataSource === list)
        let summary = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? SummaryCell)
        XCTAssertEqual(summary.countLabel.text, "2 notes")
        XCTAssertTrue(summary.awoke, "awakeFromNib came after the outlet was set")
        let first = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
        XCTAssertEqual(first.reuseIdentifier, "NoteCell")
        XCTAssertEqual(first.textLabel?.text, "Groceries")
        XCTAssertEqual(first.detailTextLabel?.text, "Milk, eggs, rye bread")
        XCTAssertEqual(first.accessoryType, .disclosureIndicator)
    }

    /// NIB-7 a cell's show segue, made by an @IBSegueAction, prepared; NIB-2 its constraints.
    func testTappingANoteShowsItThroughTheCellsSegue() throws {
        let list = try list
        screen.tap(try XCTUnwrap(screen.find(label: "Call the plumber")))
        screen.settle()
        let detail = try XCTUnwrap(try navigation.topViewController as? NoteDetailViewController)
        XCTAssertEqual(list.preparedSegues, ["showNote"])
        XCTAssertTrue(detail.madeBySegueAction, "the segue's @IBSegueAction made the detail")
        XCTAssertEqual(detail.titleLabel.text, "Call the plumber")
        XCTAssertEqual(detail.bodyLabel.text, "The tap in the kitchen drips")
        XCTAssertEqual(detail.title, "Call the plumber")
        XCTAssertEqual(detail.titleLabel.frame.minX, 20, "the document's constraints placed it")
    }

    /// NIB-7 a bar item's modal segue, NIB-5 an editingChanged action, NIB-8 an unwind segue from Save.
    func testAddingANoteThroughTheModalFormAndItsUnwindSegue() throws {
        let list = try list
        screen.tap(try XCTUnwrap(screen.find(label: "Add")))
        screen.settle()
        let formNavigation = try XCTUnwrap(list.presentedViewController as? UINavigationController)
        let form = try XCTUnwrap(formNavigation.topViewController as? NewNoteViewController)
        XCTAssertFalse(form.saveButton.isEnabled)

        screen.tap(form.titleField)
        try screen.type("Water the plants")
        XCTAssertTrue(form.saveButton.isEnabled, "editingChanged reached titleChanged(_:)")
        screen.tap(form.bodyField)
        try screen.type("Ferns first")
        screen.tap(try XCTUnwrap(screen.find(label: "Save")))
        screen.settle()

        XCTAssertNil(list.presentedViewController, "the unwind dismissed the form")
        XCTAssertEqual(list.preparedSegues, ["newNote"])
        XCTAssertEqual(NoteStore.shared.notes.last, Note(title: "Water the plants", body: "Ferns first"))
        XCTAssertEqual(list.tableView.numberOfRows(inSection: 1), 3)
    }

    /// NIB-5 a bar item's action.
    func testCancelDismissesTheFormWithoutANote() throws {
        let list = try list
        screen.tap(try XCTUnwrap(screen.find(label: "Add")))
        screen.settle()
        screen.tap(try XCTUnwrap(screen.find(label: "Cancel")))
        screen.settle()
        XCTAssertNil(list.presentedViewController)
        XCTAssertEqual(NoteStore.shared.notes.count, 2)
    }

    /// NIB-3 instantiateViewController(identifier:creator:).
    func testTheDetailSceneCanBeMadeByItsStoryboardIdentifier() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let detail = storyboard.instantiateViewController(identifier: "NoteDetail") { coder in
            NoteDetailViewController(coder: coder)
        }
        detail.note = Note(title: "Made by identifier", body: "")
        detail.loadViewIfNeeded()
        XCTAssertEqual(detail.titleLabel.text, "Made by identifier")
    }
}

/// The same app launched without a scene delegate: the Info.plist's UIMainStoryboardFile gives the
/// application delegate its window, as on iOS 12.
final class NotesWithoutScenesTests: XCTestCase {
    /// NIB-9 UIMainStoryboardFile without scenes; NIB-7 a custom segue class made by the plugin's code.
    func testTheMainStoryboardFileGivesTheDelegateItsWindow() throws {
        let delegate = AppDelegate()
        let screen = try TouchScreen(launching: delegate)
        let window = try XCTUnwrap(delegate.window)
        XCTAssertTrue(window.isKeyWindow)
        let navigation = try XCTUnwrap(window.rootViewController as? UINavigationController)
        XCTAssertTrue(navigation.topViewController is NotesViewController)

        // The About item's custom segue: the app's UIStoryboardSegue subclass performs it.
        let before = FadeSegue.performed
        screen.tap(try XCTUnwrap(screen.find(label: "About")))
        screen.settle()
        XCTAssertEqual(FadeSegue.performed, before + 1)
        XCTAssertEqual(navigation.topViewController?.title, "About")
        XCTAssertNotNil(screen.find(label: "Notes, built in Interface Builder"))
    }
}
