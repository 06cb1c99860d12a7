import Foundation
import Testing
@testable import OpenTouch

/// A recognizer that recognizes a released select button, as a tvOS-style tap does.
@MainActor
private final class SelectPressRecognizer: UIGestureRecognizer {
    var log: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) { log.append("began \(presses.first!.type.rawValue)") }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        log.append("ended \(presses.first!.type.rawValue)")
        state = .recognized
    }
}

@MainActor
private final class PressDelegate: UIGestureRecognizerDelegate {
    var asked: [Int] = []
    var answer = true
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        asked.append(press.type.rawValue)
        return answer
    }
}

@MainActor
private final class FocusView: UIView {
    var presses: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { self.presses.append("began") }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { self.presses.append("ended") }
}

@Suite("GR-21: presses reach gesture recognizers")
@MainActor
struct PressRecognizerTests {
    @Test("GR-21 a select press goes to the recognizers above the first responder, asking the delegate, then to the responder; other buttons are not allowed by default")
    func selectPress() {
        let scene = Scene()
        let container = UIView(frame: scene.window.bounds)
        let focus = FocusView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(focus)
        scene.window.addSubview(container)
        let recognizer = SelectPressRecognizer()
        let delegate = PressDelegate()
        recognizer.delegate = delegate
        var actions = 0
        recognizer.addAction { _ in actions += 1 }
        container.addGestureRecognizer(recognizer)
        #expect(focus.becomeFirstResponder())

        scene.screen.press(.select)
        #expect(delegate.asked == [UIPress.PressType.select.rawValue])
        #expect(recognizer.log == ["began 4", "ended 4"])
        #expect(actions == 1 && recognizer.state == .possible, "recognized, then reset")
        #expect(focus.presses == ["began", "ended"], "the responder still gets the press")

        scene.screen.press(.menu)
        #expect(delegate.asked == [4] && recognizer.log.count == 2, "allowedPressTypes is [.select] by default")
        recognizer.allowedPressTypes = [NSNumber(value: UIPress.PressType.menu.rawValue)]
        delegate.answer = false
        scene.screen.press(.menu)
        #expect(delegate.asked == [4, 5] && recognizer.log.count == 2, "the delegate said no")
    }
}
