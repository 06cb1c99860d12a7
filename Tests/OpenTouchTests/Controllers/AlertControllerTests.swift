import Foundation
import Testing
@testable import OpenTouch

@Suite("Alerts and action sheets: actions a finger taps, the handler after the dismissal (VC-7)")
@MainActor
struct AlertControllerTests {
    func scene() -> (UIViewController, TouchScreen) {
        let root = UIViewController()
        let screen = phoneScreen(root: root)
        return (root, screen)
    }

    func center(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    @Test("VC-7 VC-4 an alert: two buttons side by side, cancel first; a tap dismisses it, then runs the handler; a tap around it does nothing")
    func alert() {
        let (root, screen) = scene()
        var log: [String] = []
        let alert = UIAlertController(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in log.append("delete, presented: \(root.presentedViewController != nil)") })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        root.present(alert, animated: true)
        screen.advance(by: 0.5)
        screen.runLayoutPass()
        let box = try! #require(alert.contentView)
        #expect(box.frame.width == 270 && abs(box.frame.midY - 422) < 1e-9 && alert.actionButtons.map(\.currentTitle) == ["Cancel", "Delete"])
        screen.tap(at: CGPoint(x: 40, y: 100))
        screen.advance(by: 0.5)
        #expect(log.isEmpty && root.presentedViewController === alert, "around an alert, a tap does nothing")
        screen.tap(at: center(alert.actionButtons[1]))
        #expect(log.isEmpty && alert.isBeingDismissed)
        screen.advance(by: 0.5)
        #expect(log == ["delete, presented: false"], "the handler runs once the alert is gone")
    }

    @Test("VC-7 an action sheet: buttons stacked at the bottom, cancel apart; a tap around it is the cancel action; a second cancel action is refused")
    func actionSheet() {
        var reports: [Diagnostics.Report] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { reports.append($0) }
        defer { Diagnostics.handler = saved }
        let (root, screen) = scene()
        var log: [String] = []
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { _ in log.append("share") })
        sheet.addAction(UIAlertAction(title: "Copy", style: .default) { _ in log.append("copy") })
        sheet.addAction(UIAlertAction(title: "Also cancel", style: .cancel))
        #expect(sheet.actions.count == 3 && reports.map(\.kind) == [.invalidArgument])
        root.present(sheet, animated: true)
        screen.advance(by: 0.5)
        screen.runLayoutPass()
        #expect(sheet.actionButtons.map(\.currentTitle) == ["Share", "Copy", "Cancel"])
        let box = try! #require(sheet.contentView)
        #expect(box.frame == CGRect(x: 8, y: 844 - 34 - 8 - (3 * 57 + 8), width: 374, height: 3 * 57 + 8))
        screen.tap(at: CGPoint(x: 195, y: 200))
        screen.advance(by: 0.6)
        #expect(log == ["cancel"] && root.presentedViewController == nil)
    }

    @Test("VC-7 TXT-4 TXT-5 an alert with text fields: configured at once, the first edits when the alert appears, the alert rises above the keyboard; OK enabled by typing; the handler reads the fields")
    func textFields() throws {
        let (root, screen) = scene()
        var log: [String] = []
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        #expect(alert.textFields?.map(\.placeholder) == ["Name", "Password"], "the handlers ran at once")
        let ok = UIAlertAction(title: "OK", style: .default) { _ in
            log.append("ok \(alert.textFields?.map { $0.text ?? "" } ?? [])")
        }
        ok.isEnabled = false
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(ok)
        let name = try #require(alert.textFields?.first)
        name.addAction(UIAction { _ in ok.isEnabled = !(name.text ?? "").isEmpty }, for: .editingChanged)
        root.present(alert, animated: true)
        screen.advance(by: 0.5)
        screen.runLayoutPass()
        #expect(name.isFirstResponder && screen.keyboardFrame?.minY == 508, "the first field edits once the alert has appeared")
        let box = try #require(alert.contentView)
        #expect(abs(box.frame.midY - 254) < 1e-9, "centred in the 508 points above the keyboard")
        #expect(name.frame == CGRect(x: 16, y: 54, width: 238, height: 24) && alert.textFields?[1].frame.minY == 84)
        #expect(!alert.actionButtons[1].isEnabled)
        screen.tap(at: center(alert.actionButtons[1]))
        #expect(log.isEmpty && !alert.isBeingDismissed, "OK is disabled")
        try screen.type("ada")
        #expect(alert.actionButtons[1].isEnabled, "enabled by the field's editingChanged, at once")
        screen.tap(at: center(alert.textFields![1]))
        #expect(alert.textFields![1].isFirstResponder && screen.keyboardFrame != nil)
        try screen.type("pw")
        screen.tap(at: center(alert.actionButtons[1]))
        screen.advance(by: 0.5)
        #expect(log == ["ok [\"ada\", \"pw\"]"] && root.presentedViewController == nil)
        screen.advance(by: 0.3)
        #expect(screen.keyboardFrame == nil, "the field left with the alert, and the keyboard went")

        var reports: [Diagnostics.Report] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { reports.append($0) }
        defer { Diagnostics.handler = saved }
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil && reports.count == 1 && reports[0].kind == .invalidArgument)
    }
}
