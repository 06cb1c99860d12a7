import Foundation
import Testing
@testable import OpenTouch
import OpenTouchScenes

@Suite("S1 emoji picker: drag an emoji out of a scroll view")
@MainActor
struct EmojiPickerScenarioTests {
    private func makeScene() -> (EmojiPicker, TouchScreen) {
        let picker = EmojiPicker()
        return (picker, TouchScreen(window: picker.window))
    }

    /// The center of `emoji`'s cell on the screen.
    private func point(of emoji: String, in picker: EmojiPicker) -> CGPoint {
        let view = picker.view(for: emoji)!
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test("SCR-1 a flick scrolls and picks nothing")
    func flick() {
        let (picker, screen) = makeScene()
        screen.drag(from: point(of: "🔥", in: picker), to: .at(85, 325), duration: 0.1, steps: 5)
        screen.advance(by: 3)
        #expect(picker.picked.isEmpty && picker.scrollView.contentOffset.x > 0)
        #expect(picker.container.subviews.count == 1, "no copy was made")
    }

    @Test("SCR-1 a tap picks the emoji")
    func tap() {
        let (picker, screen) = makeScene()
        screen.tap(at: point(of: "😂", in: picker))
        #expect(picker.picked == ["😂"] && picker.scrollView.isScrollEnabled)
    }

    @Test("SCR-4 press, hold and drag moves a copy; lifting outside the scroll view picks")
    func dragOut() {
        let (picker, screen) = makeScene()
        let start = point(of: "😍", in: picker)
        let finger = screen.touchDown(at: start)
        screen.advance(by: 0.2)
        #expect(!picker.scrollView.isScrollEnabled)
        let copy = picker.view(for: "😍")!.dragCopy!
        #expect(copy.center == start && copy.superview === picker.container)
        for y in stride(from: 300.0, through: 150.0, by: -30.0) {
            screen.advance(by: 0.02)
            finger.move(to: .at(start.x, y))
        }
        #expect(copy.center == .at(start.x, 150) && picker.scrollView.contentOffset == .zero)
        #expect(finger.touch?.view === picker.view(for: "😍"), "HIT-7: the touch stays bound to the emoji view")
        finger.lift()
        #expect(picker.picked == ["😍"] && copy.superview == nil && picker.scrollView.isScrollEnabled)
    }

    @Test("SCR-4 a drag that ends inside the scroll view picks nothing, and scrolling comes back")
    func dragInside() {
        let (picker, screen) = makeScene()
        let start = point(of: "😍", in: picker)
        let finger = screen.touchDown(at: start)
        screen.advance(by: 0.2)
        finger.move(to: .at(start.x + 60, start.y))
        finger.move(to: .at(start.x + 120, start.y))
        finger.lift()
        #expect(picker.picked.isEmpty && picker.scrollView.isScrollEnabled && picker.scrollView.contentOffset == .zero)
        #expect(picker.container.subviews.count == 1)
    }

    @Test("TCH-10 a cancelled drag removes the copy and turns scrolling back on")
    func cancelled() {
        let (picker, screen) = makeScene()
        let finger = screen.touchDown(at: point(of: "🎉", in: picker))
        screen.advance(by: 0.2)
        finger.move(to: .at(100, 100))
        screen.cancelAllTouches()
        #expect(picker.picked.isEmpty && picker.scrollView.isScrollEnabled && picker.container.subviews.count == 1)
    }

    @Test("GR-11 the scroll view's superview never sees touchesMoved while the scroll view's pan owns the touch")
    func superviewSeesNoMoves() {
        let picker = EmojiPicker()
        let log = CallbackLog()
        let root = RecordingView("root", frame: picker.window.bounds, log: log)
        picker.window.addSubview(root)
        root.addSubview(picker.container)   // the picker's superview now reports what reaches it
        let screen = TouchScreen(window: picker.window)
        picker.scrollView.contentSize.width += 200   // an empty strip at the end of the content
        picker.scrollView.contentOffset = .at(picker.scrollView.contentSize.width - 300, 0)
        let finger = screen.touchDown(at: .at(250, 325))   // on the scroll view itself, not on an emoji
        screen.advance(by: 0.2)
        finger.move(to: .at(230, 325))
        finger.move(to: .at(200, 325))
        finger.lift()
        #expect(log.take() == ["root began 1", "root cancelled 1"])
    }
}

@Suite("README scene example")
@MainActor
struct ReadmeSceneExampleTests {
    @Test("SCR-1 the README's emoji picker lines: a tap picks, a flick only scrolls")
    func readmePicker() {
        let picker = EmojiPicker()
        let screen = TouchScreen(window: picker.window)
        screen.tap(at: CGPoint(x: 35, y: 375))
        screen.drag(from: CGPoint(x: 285, y: 325), to: CGPoint(x: 85, y: 325), duration: 0.1, steps: 5)
        screen.advance(by: 3)
        #expect(picker.picked == ["😂"])
        #expect(picker.scrollView.contentOffset.x == 200)
    }
}
