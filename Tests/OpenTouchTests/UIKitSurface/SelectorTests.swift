import Foundation
import Testing
@testable import OpenTouch

@MainActor
private final class Panel {
    var log: [String] = []
    func save() { log.append("save") }
    func load() { log.append("load") }
    func changed(_ sender: UISlider) { log.append("changed \(sender.value)") }
    func pan(_ sender: UIPanGestureRecognizer) { log.append("pan \(sender.state)") }
}

@Suite("Selector: the one edit Linux forces, wherever UIKit takes a selector")
@MainActor
struct SelectorTests {
    @Test("CTL-9 Selector registrations: each call its own, removal by type and shape, nil action removes all, names listed")
    func controlSelectors() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let panel = Panel()
        button.addTarget(panel, action: Selector(Panel.save), for: .touchUpInside)
        button.addTarget(panel, action: Selector(Panel.load), for: .touchDown)
        button.sendActions(for: .touchDown)
        button.sendActions(for: .touchUpInside)
        #expect(panel.log == ["load", "save"], "two methods of one shape stay apart (CTL-9)")
        #expect(button.actions(forTarget: panel, forControlEvent: .touchDown) == ["Panel()"])
        #expect(button.allControlEvents == [.touchDown, .touchUpInside])
        button.removeTarget(panel, action: Selector(Panel.save), for: .touchUpInside)
        #expect(button.allControlEvents == [.touchDown], "only the registration for that event went")
        button.removeTarget(panel, action: nil, for: .allEvents)
        #expect(button.allControlEvents.isEmpty && button.allTargets.isEmpty)
    }

    @Test("GR-4 Selector in recognizers' init(target:action:), addTarget and removeTarget; targets are weak")
    func recognizerSelectors() {
        let scene = Scene()
        let view = scene.view("view", scene.window.bounds)
        var panel: Panel? = Panel()
        let pan = UIPanGestureRecognizer(target: panel, action: Selector(Panel.pan))
        view.addGestureRecognizer(pan)
        scene.screen.drag(from: .at(10, 10), to: .at(100, 10), duration: 0.1, steps: 2)
        #expect(panel?.log == ["pan began", "pan changed", "pan ended"])
        pan.removeTarget(panel, action: nil)
        scene.screen.drag(from: .at(10, 10), to: .at(100, 10), duration: 0.1, steps: 2)
        #expect(panel?.log.count == 3, "removed")
        pan.addTarget(panel!, action: Selector(Panel.pan))
        weak let gone = panel
        panel = nil
        #expect(gone == nil, "the recognizer holds its target weakly")
        scene.screen.drag(from: .at(10, 10), to: .at(100, 10), duration: 0.1, steps: 2)
    }

    @Test("RSP-4 a nil-targeted Selector action goes up the responder chain to the first object of the method's type")
    func nilTargeted() {
        let scene = Scene()
        let controller = EditorController()
        scene.window.rootViewController = controller
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        controller.view.addSubview(button)
        button.addTarget(nil, action: Selector(EditorController.copyPhoto), for: .touchUpInside)
        scene.screen.tap(at: .at(25, 25))
        #expect(controller.copies == 1)
        #expect(controller.canPerformAction(Selector(EditorController.copyPhoto), withSender: nil))
        #expect(!button.canPerformAction(Selector(EditorController.copyPhoto), withSender: nil))
    }
}

@MainActor
private final class EditorController: UIViewController {
    var copies = 0
    func copyPhoto() { copies += 1 }
}
