import Foundation
import Testing
@testable import OpenTouch
import OpenTouchScenes

@Suite("S5 settings list: rows with switches, scrolling, swipe to delete")
@MainActor
struct SettingsListScenarioTests {
    @Test("S5 LST-2..8 the script opens one setting, turns one switch on and deletes one row")
    func script() {
        let scene = SettingsListScene()
        let screen = TouchScreen(window: scene.window)
        scene.play(on: screen)
        #expect(scene.opened == ["Bluetooth"])
        #expect(scene.isOn == ["Wi-Fi": true])
        #expect(scene.deleted == ["Focus"])
        #expect(scene.tableView.numberOfRows(inSection: 0) == 21)
        #expect(scene.tableView.indexPathsForSelectedRows == nil)
        #expect(!scene.tableView.isDecelerating)
    }

    @Test("S5 LST-2 LST-3 LST-4 LST-8 the timeline shows highlight, cancel, selection and the swipe in the table's lane")
    func timelineMarks() {
        let scene = SettingsListScene()
        let screen = TouchScreen(window: scene.window)
        let trace = screen.startTracing()
        scene.play(on: screen)
        let labels = TraceTimeline(events: trace.events).sequences.flatMap { sequence in
            sequence.lane(.list, "settings")?.marks.filter { $0.style == .listEvent }.map(\.label) ?? []
        }
        #expect(labels == ["highlight [0, 1]", "unhighlight [0, 1]", "select [0, 1]", "deselect [0, 1]",
                           "highlight [0, 4]", "unhighlight [0, 4]",
                           "open [0, 5]", "run [0, 5]", "close [0, 5]"])
        let cancelled = trace.events.first { $0.action.hasPrefix("unhighlights row [0, 4]") }
        #expect(cancelled?.reason == "its touch was cancelled, nothing is selected (LST-3)")
    }

    @Test("S5 LST-4 VC-5 a tapped row opens its setting's page, whose switch is the row's; the back button returns to the list")
    func rowOpensPage() throws {
        let scene = SettingsListScene()
        let screen = TouchScreen(window: scene.window)
        screen.runLayoutPass()
        #expect(scene.navigationController.viewControllers == [scene.listController] && scene.listController.title == "Settings")
        screen.tap(at: scene.point(of: "Bluetooth"))
        screen.advance(by: 0.6)
        let page = try #require(scene.navigationController.topViewController as? SettingPageController)
        #expect(scene.opened == ["Bluetooth"] && page.setting == "Bluetooth" && page.title == "Bluetooth" && !page.toggle.isOn)
        #expect(scene.navigationController.viewControllers.count == 2 && page.view.window === scene.window)
        // The page's switch turns Bluetooth on, in the list too.
        screen.tap(at: page.toggle.convert(CGPoint(x: page.toggle.bounds.midX, y: page.toggle.bounds.midY), to: nil))
        #expect(page.toggle.isOn && scene.isOn == ["Bluetooth": true])
        screen.tap(at: scene.backButtonPoint)
        screen.advance(by: 0.6)
        #expect(scene.navigationController.viewControllers == [scene.listController] && page.view.window == nil)
        #expect(scene.toggle(of: "Bluetooth")?.isOn == true && scene.tableView.indexPathsForSelectedRows == nil)
    }

    @Test("S5 LST-3 a tap while the list decelerates stops it and selects nothing")
    func tapWhileDecelerating() {
        let scene = SettingsListScene()
        let screen = TouchScreen(window: scene.window)
        screen.runLayoutPass()
        let flick = scene.point(of: "Notifications")
        screen.drag(from: flick, to: CGPoint(x: flick.x, y: flick.y - 200), duration: 0.1, steps: 4)
        screen.advance(by: 0.1)
        #expect(scene.tableView.isDecelerating)
        screen.tap(at: CGPoint(x: 120, y: 240))
        let offset = scene.tableView.contentOffset
        screen.advance(by: 1)
        #expect(scene.tableView.contentOffset == offset)
        #expect(scene.opened.isEmpty)
    }
}
