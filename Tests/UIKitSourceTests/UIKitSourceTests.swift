// `import Testing` and `import UIKit` in one file: Swift Testing's cross-import overlay makes the
// compiler load `_Testing_UIKit`, which the UIKit product provides. This target is compiled in the
// Swift 5 language mode, as most UIKit code still is.
import Testing
import UIKit

@MainActor
private func screen(with root: UIView) -> TouchScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.addSubview(root)
    window.makeKeyAndVisible()
    return TouchScreen(window: window)
}

@Suite("UIKit source compatibility: files written for iOS, driven by TouchScreen")
@MainActor
struct UIKitSourceTests {
    @Test("HIT-8 a pass-through container lets touches reach the view behind it; a round button answers only inside its circle")
    func passThroughAndRoundButton() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let behind = UIButton(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let overlay = PassThroughView(frame: root.bounds)
        let round = RoundButton(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(behind)
        root.addSubview(overlay)
        overlay.addSubview(round)
        var taps: [String] = []
        behind.addAction(UIAction { _ in taps.append("behind") }, for: .touchUpInside)
        round.addAction(UIAction { _ in taps.append("round") }, for: .touchUpInside)
        let screen = screen(with: root)
        screen.tap(at: CGPoint(x: 150, y: 150))   // the circle's middle
        screen.tap(at: CGPoint(x: 102, y: 102))   // a corner of the square, outside the circle
        screen.tap(at: CGPoint(x: 350, y: 350))   // the overlay itself passes it on
        #expect(taps == ["round", "behind", "behind"])
        #expect(round.layer.cornerRadius == 50, "layoutSubviews ran in the layout pass")
        #expect(round.layer.frame == round.frame)
    }

    @Test("GR-4 Selector(...) actions from iOS code: a pan moves the photo, a double tap resets it")
    func photoEditor() {
        let controller = PhotoEditorViewController()
        let screen = screen(with: controller.view)
        controller.view.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        screen.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 260, y: 240))
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 260, y: 240), taps: 2)
        screen.advance(by: 1)
        #expect(controller.log == ["pan ended at 260,240", "double tap"])
    }

    @Test("GR-3 a long press that sets .failed after it began ends failed, sends no action, and the next press starts clean")
    func failedAfterBegan() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let target = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(target)
        var states: [UIGestureRecognizer.State] = []
        let press = LongPressOutsideRecognizer(target: nil, action: nil)
        press.addAction { states.append($0.state) }
        target.addGestureRecognizer(press)
        let screen = screen(with: view)
        let finger = screen.touchDown(at: CGPoint(x: 50, y: 50))
        screen.advance(by: 0.5)
        finger.move(to: CGPoint(x: 200, y: 200))
        finger.lift()
        #expect(states == [.began, .changed], "no action for the failure")
        #expect(press.state == .possible, "reset after the event")
        let second = screen.touchDown(at: CGPoint(x: 50, y: 50))
        screen.advance(by: 0.5)
        second.lift()
        #expect(states == [.began, .changed, .began, .ended])
    }

    @Test("GR-3 a tap subclass with its own convenience init()")
    func ownConvenienceInit() {
        let triple = TripleTapRecognizer()
        #expect(triple.numberOfTapsRequired == 3)
    }

    @Test("HIT-1 S1 an image-view subclass that turns interaction on gets its touches; a plain image view passes them on")
    func imageViewSubclass() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let sticker = EmojiStickerView(emoji: "😀")
        sticker.center = CGPoint(x: 100, y: 100)
        let plain = UIImageView(image: UIImage(size: CGSize(width: 50, height: 50)))
        plain.center = CGPoint(x: 300, y: 300)
        root.addSubview(sticker)
        root.addSubview(plain)
        let screen = screen(with: root)
        #expect(root.hitTest(CGPoint(x: 300, y: 300), with: nil) === root)
        screen.tap(at: CGPoint(x: 100, y: 100))
        #expect(sticker.touchLog == ["began 😀", "ended 😀"])
        #expect(sticker.isKind(of: UIImageView.self) && !sticker.isMember(of: UIImageView.self))
    }

    @Test("CTL-9 three methods of one target for five events: each registration sends its own method")
    func formButton() {
        let button = FormButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let screen = screen(with: button)
        let finger = screen.touchDown(at: CGPoint(x: 50, y: 50))
        finger.move(to: CGPoint(x: 300, y: 300))   // beyond the tracking margin: drag exit
        finger.move(to: CGPoint(x: 60, y: 60))     // back inside: drag enter
        finger.lift()
        #expect(button.events == ["down", "exit", "down", "up"])
        #expect(button.actions(forTarget: button, forControlEvent: .touchDown)?.count == 1)
    }

    @Test("GR-9 a scroll-view subclass that adopts UIGestureRecognizerDelegate is asked about simultaneous recognition")
    func nestedScrollViews() {
        let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        outer.contentSize = CGSize(width: 400, height: 1200)
        let inner = NestedScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        inner.contentSize = CGSize(width: 400, height: 1200)
        outer.addSubview(inner)
        let screen = screen(with: outer)
        screen.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100))
        #expect(inner.askedSimultaneous > 0)
        #expect(inner.contentOffset.y > 0 && outer.contentOffset.y > 0, "both scrolled")
    }

    @Test("HIT-1 a label made by a helper outside the main actor takes no touches: the tap reaches the button under it")
    func badgeOnButton() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let badge = BadgeFactory().makeBadge(count: 3)
        button.addSubview(badge)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let screen = screen(with: button)
        screen.tap(at: CGPoint(x: 12, y: 12))
        #expect(taps == 1)
        #expect(badge.clipsToBounds, "layer.masksToBounds is the view's clipsToBounds")
        #expect(badge.intrinsicContentSize.width > 0)
    }
}
