import Foundation
import OpenTouch
import OpenTouchScenes

/// Scene S1: flick, tap, and drag an emoji out of the picker, printing what the scroll view
/// and the emoji views did.
@MainActor
struct EmojiPickerDemo {
    private let log = DeliveryLog()

    func run() -> [String] {
        let picker = EmojiPicker()
        let screen = TouchScreen(window: picker.window)
        log.clock = screen.clock
        let watcher = ScrollWatcher(log: log)
        picker.scrollView.delegate = watcher
        picker.onPick = { [log] emoji in log.note("picked   \(emoji)") }
        func center(of emoji: String) -> CGPoint {
            let view = picker.view(for: emoji)!
            return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        }

        log.step("Flick left across the grid: the scroll view pans before the 0.15 s content delay ends (SCR-1)")
        screen.drag(from: center(of: "🔥"), to: CGPoint(x: 85, y: 325), duration: 0.1, steps: 5)
        screen.advance(by: 3)
        log.note("offset   \(Int(picker.scrollView.contentOffset.x)) pt, picked so far: \(picker.picked)")
        picker.scrollView.setContentOffset(.zero, animated: false)

        screen.advance(by: 1)
        log.step("Tap 😂: the content gets began and ended at the lift, and the tap picks it")
        screen.tap(at: center(of: "😂"))

        screen.advance(by: 1)
        log.step("Press 😍, hold past 0.15 s, drag it up out of the picker: scrolling is off while it moves (SCR-4)")
        let start = center(of: "😍")
        let finger = screen.touchDown(at: start)
        screen.advance(by: 0.2)
        log.note("began    copy under the finger; scrolling enabled: \(picker.scrollView.isScrollEnabled)")
        for y in stride(from: start.y - 40, through: start.y - 200, by: -40) {
            screen.advance(by: 0.03)
            finger.move(to: CGPoint(x: start.x, y: y))
        }
        log.note("moved    copy at \(Int(picker.view(for: "😍")!.dragCopy!.center.y)) pt down the screen, offset \(Int(picker.scrollView.contentOffset.x))")
        finger.lift()
        log.note("lifted   scrolling enabled: \(picker.scrollView.isScrollEnabled)")

        screen.advance(by: 1)
        log.step("Press 🎉, hold, drag sideways and lift inside the picker: nothing is picked")
        let other = center(of: "🎉")
        screen.drag(from: other, to: CGPoint(x: other.x - 150, y: other.y), duration: 0.6, steps: 3)
        log.note("done     picked: \(picker.picked), scrolling enabled: \(picker.scrollView.isScrollEnabled)")
        return log.lines
    }
}

/// Prints the scroll view's delegate calls (SCR-7).
@MainActor
private final class ScrollWatcher: UIScrollViewDelegate {
    let log: DeliveryLog
    init(log: DeliveryLog) { self.log = log }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.note("scroll   willBeginDragging") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log.note("scroll   didEndDragging, willDecelerate \(decelerate), offset \(Int(scrollView.contentOffset.x))")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        log.note("scroll   didEndDecelerating at \(Int(scrollView.contentOffset.x))")
    }
}
