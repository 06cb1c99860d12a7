import Foundation
import Testing
import UIKit
import OpenTouch

/// A popover's delegate that logs what it is asked and told.
private final class PopoverLog: NSObject, UIPopoverPresentationControllerDelegate {
    var calls: [String] = []
    var allowsDismissal = true
    var compactStyle: UIModalPresentationStyle?

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { calls.append("prepare") }
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        calls.append("shouldDismissPopover")
        return allowsDismissal
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("shouldDismiss")
        return true
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("didDismiss") }
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) { calls.append("didDismissPopover") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { calls.append("didAttemptToDismiss") }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        compactStyle ?? .automatic
    }
}

@Suite("Popovers: placed by their source, dismissed by a tap outside, adapted to a sheet on a phone (VC-17)")
@MainActor
struct PopoverTests {
    private func scene(device: TouchScreen.Device) -> (UIViewController, UIButton, UIButton, TouchScreen) {
        let root = UIViewController()
        let source = UIButton(type: .system)
        source.frame = CGRect(x: 100, y: 100, width: 80, height: 44)
        let other = UIButton(type: .system)
        other.frame = CGRect(x: 20, y: 900, width: 120, height: 44)
        root.view.addSubview(source)
        root.view.addSubview(other)
        return (root, source, other, TouchScreen(rootViewController: root, device: device))
    }

    private func popover(from source: UIView, delegate: PopoverLog) -> UIViewController {
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = source
        content.popoverPresentationController?.delegate = delegate
        return content
    }

    @Test("VC-17 on an iPad a popover sits below its source with its arrow up, leaves the presenter undimmed, and a tap outside dismisses it, the delegate asked and told")
    func tapOutsideDismisses() throws {
        let (root, source, _, screen) = scene(device: .iPad)
        let log = PopoverLog()
        let content = popover(from: source, delegate: log)
        root.present(content, animated: true)
        screen.settle()
        let controller = try #require(content.popoverPresentationController)
        #expect(controller.arrowDirection == .up)
        #expect(content.view.convert(content.view.bounds, to: nil) == CGRect(x: 10, y: 144 + 13, width: 300, height: 200),
                "below the source past the arrow, centred on it and kept 10 points inside the edge")
        #expect(log.calls == ["prepare"])
        screen.tap(at: CGPoint(x: 600, y: 700))
        screen.settle()
        #expect(log.calls == ["prepare", "shouldDismissPopover", "shouldDismiss", "willDismiss", "didDismiss", "didDismissPopover"])
        #expect(root.presentedViewController == nil)
    }

    @Test("VC-17 a delegate that refuses keeps the popover up and hears the attempt; a passthrough view takes its tap and leaves the popover up")
    func refusedAndPassthrough() throws {
        let (root, source, other, screen) = scene(device: .iPad)
        var tapped = 0
        other.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        let log = PopoverLog()
        log.allowsDismissal = false
        let content = popover(from: source, delegate: log)
        root.present(content, animated: true)
        screen.settle()
        screen.tap(at: CGPoint(x: 600, y: 700))
        screen.settle()
        #expect(log.calls == ["prepare", "shouldDismissPopover", "didAttemptToDismiss"] && root.presentedViewController === content)
        content.popoverPresentationController?.passthroughViews = [other]
        screen.tap(other)
        screen.settle()
        #expect(tapped == 1 && root.presentedViewController === content && log.calls.count == 3, "the passthrough view's tap, and nothing asked")
    }

    @Test("VC-17 on a phone a popover adapts to a sheet, unless the delegate answers .none; a popover with no source is reported and not presented")
    func adaptsOnAPhone() throws {
        let (root, source, _, screen) = scene(device: .iPhone16e)
        let log = PopoverLog()
        let sheet = popover(from: source, delegate: log)
        root.present(sheet, animated: true)
        screen.settle()
        #expect(sheet.view.frame.width == 390 && sheet.view.frame.height > 600, "a sheet: \(sheet.view.frame)")
        #expect(sheet.popoverPresentationController?.arrowDirection == .unknown && log.calls.isEmpty)
        sheet.dismiss(animated: false)
        screen.settle()

        log.compactStyle = UIModalPresentationStyle.none
        let kept = popover(from: source, delegate: log)
        root.present(kept, animated: true)
        screen.settle()
        #expect(kept.view.frame.size == CGSize(width: 300, height: 200) && kept.popoverPresentationController?.arrowDirection == .up)
        kept.dismiss(animated: false)
        screen.settle()

        let lost = UIViewController()
        lost.modalPresentationStyle = .popover
        lost.popoverPresentationController?.delegate = log
        let caught = reports { root.present(lost, animated: false) }
        #expect(caught.map(\.kind) == [.invalidArgument] && root.presentedViewController == nil)
    }

    @Test("VC-17 adapted to a sheet on a phone, a popover rests at its adaptive sheet's detents: medium first, dragged up to large, the sheet's own delegate told")
    func adaptiveSheetDetents() throws {
        final class SheetLog: NSObject, UISheetPresentationControllerDelegate {
            var calls: [String] = []
            func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
                calls.append("detent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
            }
        }
        let (root, source, _, screen) = scene(device: .iPhone16e)
        let log = PopoverLog()
        let sheetLog = SheetLog()
        let content = popover(from: source, delegate: log)
        let controller = try #require(content.popoverPresentationController)
        let sheet = controller.adaptiveSheetPresentationController
        #expect(sheet === controller.adaptiveSheetPresentationController && sheet.presentedViewController === content)
        sheet.detents = [.medium(), .large()]
        sheet.delegate = sheetLog
        root.present(content, animated: true)
        screen.settle()
        #expect(content.view.frame.minY == 422, "the medium detent: the sheet's top at half the window")
        screen.drag(from: CGPoint(x: 200, y: 440), to: CGPoint(x: 200, y: 100), duration: 0.4)
        screen.settle()
        #expect(content.view.frame.minY == 57, "the large detent")
        #expect(sheetLog.calls == ["detent com.apple.UIKit.large"] && log.calls.isEmpty, "a sheet is not prepared as a popover")
        #expect(root.presentedViewController === content)
    }
}

@Suite("A popover's source item (VC-17)")
@MainActor
struct PopoverSourceItemTests {
    @Test("VC-17 a popover pointing at a source item sits by the item's frame, before any source view")
    func sourceItem() throws {
        let root = UIViewController()
        let far = UIView(frame: CGRect(x: 600, y: 900, width: 40, height: 40))
        let near = UIButton(type: .system)
        near.frame = CGRect(x: 300, y: 100, width: 80, height: 44)
        root.view.addSubview(far)
        root.view.addSubview(near)
        let screen = TouchScreen(rootViewController: root, device: .iPad)
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 200, height: 100)
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = far
        content.popoverPresentationController?.sourceItem = near
        root.present(content, animated: false)
        screen.settle()
        #expect(content.popoverPresentationController?.arrowDirection == .up)
        #expect(content.view.convert(content.view.bounds, to: nil) == CGRect(x: 240, y: 157, width: 200, height: 100),
                "centred under the item, past the arrow")
    }
}
