import Foundation
import Testing
@testable import OpenTouch

@Suite("A page sheet dragged down to dismiss, refused by isModalInPresentation or the delegate (VC-8)")
@MainActor
struct SheetDismissalTests {
    final class Watcher: UIAdaptivePresentationControllerDelegate {
        var log: [String] = []
        var allow = true
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { log.append("shouldDismiss"); return allow }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.append("willDismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.append("didDismiss") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.append("didAttemptToDismiss") }
    }

    func presentSheet() -> (UIViewController, UIViewController, TouchScreen, Watcher) {
        let root = UIViewController()
        let screen = phoneScreen(root: root)
        let sheet = UIViewController()
        root.present(sheet, animated: true)
        screen.advance(by: 0.5)
        let watcher = Watcher()
        sheet.presentationController?.delegate = watcher
        return (root, sheet, screen, watcher)
    }

    @Test("VC-8 the sheet follows the finger down; released past half its height it is dismissed, with the delegate told")
    func dragToDismiss() {
        let (root, sheet, screen, watcher) = presentSheet()
        let finger = screen.touchDown(at: CGPoint(x: 195, y: 200))
        screen.advance(by: 0.05)
        finger.move(to: CGPoint(x: 195, y: 260))
        screen.advance(by: 0.05)
        finger.move(to: CGPoint(x: 195, y: 300))
        #expect(sheet.view.frame.minY > 57 + 50, "the sheet follows the finger down: \(sheet.view.frame.minY)")
        screen.advance(by: 0.5)
        finger.move(to: CGPoint(x: 195, y: 700))
        screen.advance(by: 0.5)
        finger.lift()
        #expect(watcher.log == ["shouldDismiss", "willDismiss"] && sheet.isBeingDismissed)
        screen.advance(by: 0.5)
        #expect(watcher.log == ["shouldDismiss", "willDismiss", "didDismiss"] && root.presentedViewController == nil)
    }

    @Test("VC-8 a short, slow drag puts the sheet back; isModalInPresentation refuses a long one and the delegate hears the attempt")
    func refusals() {
        let (root, sheet, screen, watcher) = presentSheet()
        screen.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 300), duration: 1, steps: 20)
        screen.advance(by: 0.5)
        #expect(sheet.view.frame.minY == 57 && watcher.log.isEmpty && root.presentedViewController === sheet)
        sheet.isModalInPresentation = true
        screen.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 800), duration: 1, steps: 20)
        screen.advance(by: 0.5)
        #expect(sheet.view.frame.minY == 57 && watcher.log == ["didAttemptToDismiss"] && root.presentedViewController === sheet)
        sheet.isModalInPresentation = false
        watcher.allow = false
        screen.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 800), duration: 0.2, steps: 10)
        screen.advance(by: 0.5)
        #expect(watcher.log == ["didAttemptToDismiss", "shouldDismiss", "didAttemptToDismiss"] && root.presentedViewController === sheet)
    }
}

@Suite("Sheet detents: set before presenting, dragged between medium and large, down from medium to dismiss (VC-10)")
@MainActor
struct SheetDetentTests {
    final class DetentWatcher: UISheetPresentationControllerDelegate {
        var log: [String] = []
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
            log.append("detent \(sheet.selectedDetentIdentifier?.rawValue.split(separator: ".").last ?? "nil")")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.append("didDismiss") }
    }

    @Test("VC-10 a medium-and-large sheet opens at medium, is dragged up to large and down again, and down from medium dismisses it")
    func detents() throws {
        let root = UIViewController()
        let screen = phoneScreen(root: root)
        let picker = UIViewController()
        let sheet = try #require(picker.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        let watcher = DetentWatcher()
        sheet.delegate = watcher
        root.present(picker, animated: true)
        screen.advance(by: 0.5)
        #expect(picker.view.frame.minY == 422 && picker.presentationController === sheet, "the smallest detent first: half the window")

        screen.drag(from: CGPoint(x: 195, y: 450), to: CGPoint(x: 195, y: 100), duration: 1, steps: 20)
        #expect(picker.view.frame.minY == 57 && sheet.selectedDetentIdentifier == .large && watcher.log == ["detent large"])
        screen.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 380), duration: 1, steps: 20)
        #expect(picker.view.frame.minY == 422 && watcher.log == ["detent large", "detent medium"], "nearest detent on a slow release")
        screen.drag(from: CGPoint(x: 195, y: 450), to: CGPoint(x: 195, y: 800), duration: 1, steps: 20)
        screen.advance(by: 0.6)
        #expect(root.presentedViewController == nil && watcher.log.last == "didDismiss")

        let other = UIViewController()
        other.modalPresentationStyle = .fullScreen
        #expect(other.sheetPresentationController == nil, "only sheets have one")
    }

    @Test("VC-10 an undimmed medium sheet lets the presenter take touches around it while it rests at medium; at large, or in a transition, the container takes them")
    func undimmedMediumSheet() throws {
        let root = UIViewController()
        let screen = phoneScreen(root: root)
        var presenterTaps = 0, sheetTaps = 0
        let behind = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        behind.addAction(UIAction { _ in presenterTaps += 1 }, for: .touchUpInside)
        root.view.addSubview(behind)
        let picker = UIViewController()
        let inside = UIButton(frame: CGRect(x: 20, y: 20, width: 200, height: 44))
        inside.addAction(UIAction { _ in sheetTaps += 1 }, for: .touchUpInside)
        picker.view.addSubview(inside)
        let sheet = try #require(picker.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.largestUndimmedDetentIdentifier = .medium
        root.present(picker, animated: true)
        screen.tap(at: CGPoint(x: 100, y: 120))
        #expect(presenterTaps == 0, "during the transition nothing behind takes touches")
        screen.advance(by: 0.6)
        #expect(picker.view.frame.minY == 422)
        screen.tap(at: CGPoint(x: 100, y: 120))
        #expect(presenterTaps == 1 && root.presentedViewController === picker, "resting at medium: the presenter's button, and the sheet stays")
        screen.advance(by: 0.5)
        screen.tap(at: CGPoint(x: 100, y: 464))
        #expect(sheetTaps == 1 && presenterTaps == 1, "the sheet's own views still take their touches")

        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        screen.advance(by: 0.5)
        #expect(picker.view.frame.minY == 57)
        screen.tap(at: CGPoint(x: 100, y: 30))
        #expect(presenterTaps == 1, "at large the presenter is dimmed: the container takes the touch")

        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        screen.advance(by: 0.5)
        sheet.largestUndimmedDetentIdentifier = nil
        screen.tap(at: CGPoint(x: 100, y: 120))
        #expect(presenterTaps == 1, "without an undimmed detent, never")
        picker.dismiss(animated: true)
        screen.tap(at: CGPoint(x: 100, y: 120))
        #expect(presenterTaps == 1, "during the dismissal, neither")
        screen.advance(by: 0.6)
        screen.tap(at: CGPoint(x: 100, y: 120))
        #expect(presenterTaps == 2 && root.presentedViewController == nil)
    }

    @Test("VC-10 a custom detent: its resolver's height sits above the safe area's bottom, at most the large detent's; an inactive one is left out")
    func customDetents() throws {
        let root = UIViewController()
        let screen = phoneScreen(root: root)
        let picker = UIViewController()
        let sheet = try #require(picker.sheetPresentationController)
        var maximum: CGFloat = 0
        let small = UISheetPresentationController.Detent.custom(identifier: .init("small")) { context in
            maximum = context.maximumDetentValue
            return 200
        }
        let inactive = UISheetPresentationController.Detent.custom { _ in nil }
        sheet.detents = [small, inactive, .large()]
        let watcher = DetentWatcher()
        sheet.delegate = watcher
        root.present(picker, animated: true)
        screen.advance(by: 0.5)
        #expect(maximum == CGFloat(844 - 34 - 57), "the large detent's height within the safe area")
        #expect(picker.view.frame.minY == CGFloat(844 - 34 - 200), "the smallest active detent: 200 points above the home indicator")
        #expect(inactive.identifier.rawValue.hasPrefix("custom-") && inactive.identifier != small.identifier)

        screen.drag(from: CGPoint(x: 195, y: 640), to: CGPoint(x: 195, y: 200), duration: 1, steps: 20)
        #expect(picker.view.frame.minY == 57 && watcher.log == ["detent large"])
        screen.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 560), duration: 1, steps: 20)
        #expect(picker.view.frame.minY == 610 && watcher.log == ["detent large", "detent small"])
        let huge = UISheetPresentationController.Detent.custom { context in context.maximumDetentValue * 2 }
        sheet.detents = [huge]
        #expect(picker.view.frame.minY == 57, "a value past the largest is the largest")
    }
}
