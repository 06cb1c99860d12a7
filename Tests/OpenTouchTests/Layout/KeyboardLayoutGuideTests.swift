import Foundation
import Testing
@testable import OpenTouch

@Suite("The keyboard layout guide: views constrained to it move with the keyboard (LAY-14)")
@MainActor
struct KeyboardLayoutGuideTests {
    /// A chat screen: a message field in a bar pinned to the keyboard's top.
    final class ChatController: UIViewController {
        let bar = UIView()
        let field = UITextField()
        override func viewDidLoad() {
            super.viewDidLoad()
            bar.translatesAutoresizingMaskIntoConstraints = false
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            bar.addSubview(field)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 50),
                bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                field.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 16),
                field.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -16),
                field.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
                field.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
            ])
        }
    }

    @Test("LAY-14 with the keyboard down the guide is the safe area's bottom; it rises with the keyboard over its animation, and comes back down")
    func followsTheKeyboard() throws {
        let chat = ChatController()
        let screen = phoneScreen(root: chat)
        let guide = chat.view.keyboardLayoutGuide
        #expect(guide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34) && chat.bar.frame.maxY == 810)
        #expect(guide.identifier == "UIViewKeyboardLayoutGuide" && !guide.followsUndockedKeyboard)
        screen.tap(at: chat.field.convert(CGPoint(x: chat.field.bounds.midX, y: chat.field.bounds.midY), to: nil))
        let keyboard = try #require(chat.view.window?.keyboard)
        let top = keyboard.frame.minY
        #expect(chat.field.isFirstResponder && top < 810)
        #expect(chat.bar.frame.maxY == top && guide.layoutFrame.minY == top, "the model frame at once")
        screen.advance(by: KeyboardView.animationDuration / 2)
        let halfway = chat.bar.layer.presentation()?.frame.maxY ?? 0
        #expect(halfway < 810 && halfway > top, "on its way up with the keyboard: \(halfway)")
        screen.advance(by: 1)
        #expect(chat.bar.layer.presentation()?.frame.maxY == top)
        chat.field.resignFirstResponder()
        screen.advance(by: 1)
        #expect(chat.bar.frame.maxY == 810 && guide.layoutFrame.height == 34)
        guide.usesBottomSafeArea = false
        screen.runLayoutPass()
        #expect(chat.bar.frame.maxY == 844, "without the safe area, the guide is empty while the keyboard is down")
    }

    @Test("LAY-14 a docked keyboard: constraints for near the bottom are active, those for away from the bottom are not")
    func trackingConstraints() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        let near = [badge.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)]
        let away = [badge.topAnchor.constraint(equalTo: view.keyboardLayoutGuide.bottomAnchor)]
        view.keyboardLayoutGuide.setConstraints(near, activeWhenNearEdge: .bottom)
        view.keyboardLayoutGuide.setConstraints(away, activeWhenAwayFrom: .bottom)
        #expect(near[0].isActive && !away[0].isActive)
        #expect(view.keyboardLayoutGuide.constraints(activeWhenNearEdge: .bottom) == near)
        #expect(view.keyboardLayoutGuide.constraints(activeWhenAwayFrom: .top).isEmpty)
    }
}
