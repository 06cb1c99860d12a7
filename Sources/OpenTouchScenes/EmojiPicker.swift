import Foundation
import OpenTouch

/// Scene S1: an emoji picker whose emoji can be dragged out of a horizontally scrolling grid.
///
/// Written as the seed's author wrote it for UIKit: each emoji view handles its own touches.
/// Its `touchesBegan` turns scrolling off (SCR-4) and puts a large copy under the finger in the
/// picker's superview; `touchesMoved` moves the copy; lifting outside the scroll view's frame
/// picks the emoji, and so does a tap; the copy goes and scrolling comes back in every case,
/// `touchesCancelled` included. The touch stays with its emoji view for its whole life (HIT-7),
/// so the drag needs no hit-testing of its own.
@MainActor
public final class EmojiPicker: OpenTouchScene {
    /// The name `opentouch` and the playground know the scene by.
    public nonisolated static let name = "emoji-picker"
    /// What the scene shows, in one line.
    public nonisolated static let summary = "S1: flick, tap, and drag an emoji out of a scroll view (SCR-1..4, HIT-7)"
    /// What to try with the scene in the playground.
    public nonisolated static let suggestion = "Flick the row of emoji sideways, tap one to pick it, or press one and drag it out of the row."
    /// The emoji the grid shows, in order.
    public static let emoji = ["😀", "😂", "😍", "🤔", "😎", "😭", "👍", "🙏", "🎉", "❤️",
                               "🔥", "✨", "🐱", "🐶", "🍕", "☕️", "⚽️", "🚀", "🌈", "🎵"]
    /// The side of one emoji cell, in points.
    public static let cellSize: CGFloat = 50
    /// The side of the dragged copy, in points.
    public static let copySize: CGFloat = 128

    /// The window holding the scene.
    public let window: UIWindow
    /// The picker's superview, where the dragged copy lives.
    public let container: UIView
    /// The scrolling grid.
    public let scrollView: UIScrollView
    /// The emoji views, in grid order.
    public private(set) var emojiViews: [EmojiView] = []
    /// Every emoji picked so far, in order.
    public private(set) var picked: [String] = []
    /// Called for each pick, after it is recorded.
    public var onPick: ((String) -> Void)?

    /// The scene in a 320×480 window: a 300×150 picker near the bottom with two rows of emoji.
    public init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container = UIView(frame: window.bounds)
        container.backgroundColor = .white
        scrollView = UIScrollView(frame: CGRect(x: 10, y: 300, width: 300, height: 2 * Self.cellSize))
        scrollView.accessibilityIdentifier = "picker"
        container.accessibilityIdentifier = "container"
        scrollView.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let columns = (Self.emoji.count + 1) / 2
        scrollView.contentSize = CGSize(width: CGFloat(columns) * Self.cellSize, height: 2 * Self.cellSize)
        for (index, emoji) in Self.emoji.enumerated() {
            let cell = EmojiView(emoji: emoji, frame: CGRect(x: CGFloat(index / 2) * Self.cellSize, y: CGFloat(index % 2) * Self.cellSize,
                                                             width: Self.cellSize, height: Self.cellSize))
            cell.picker = self
            scrollView.addSubview(cell)
            emojiViews.append(cell)
        }
        container.addSubview(scrollView)
        window.addSubview(container)
        window.makeKeyAndVisible()
    }

    /// The emoji view showing `emoji`.
    public func view(for emoji: String) -> EmojiView? {
        emojiViews.first { $0.emoji == emoji }
    }

    func pick(_ emoji: String) {
        picked.append(emoji)
        UIApplication.note("EmojiPicker", "picked \(emoji)")
        onPick?(emoji)
    }

    /// The center of `emoji`'s cell, in screen coordinates.
    public func center(of emoji: String) -> CGPoint {
        let view = view(for: emoji)!
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// A flick that scrolls and picks nothing; a tap that picks; a press, hold and drag out that
    /// picks; a drag that ends inside the picker and picks nothing.
    public func play(on screen: TouchScreen) {
        screen.drag(from: center(of: "🔥"), to: CGPoint(x: 85, y: 325), duration: 0.1, steps: 5)
        screen.advance(by: 1)
        scrollView.setContentOffset(.zero, animated: false)
        screen.tap(at: center(of: "😂"))
        screen.advance(by: 0.5)
        let start = center(of: "😍")
        let finger = screen.touchDown(at: start)
        screen.advance(by: 0.2)
        for step in 1...4 {
            screen.advance(by: 0.03)
            finger.move(to: CGPoint(x: start.x, y: start.y - 40 * CGFloat(step)))
        }
        finger.lift()
        screen.advance(by: 0.5)
        let other = center(of: "🎉")
        screen.drag(from: other, to: CGPoint(x: other.x - 150, y: other.y), duration: 0.6, steps: 3)
    }
}

/// One emoji of the picker, handling its own touches as in the seed: an image view, which takes
/// no touches until interaction is turned on (HIT-1), as the seed's does.
@MainActor
public final class EmojiView: UIImageView {
    /// The emoji shown.
    public let emoji: String
    weak var picker: EmojiPicker?
    /// The large copy under the finger while a touch is down.
    public private(set) var dragCopy: EmojiView?
    private var isDragging = false

    /// An emoji view showing `emoji` in `frame`, with interaction turned on.
    public init(emoji: String, frame: CGRect) {
        self.emoji = emoji
        super.init(frame: frame)
        image = UIImage(size: frame.size, name: emoji)
        isUserInteractionEnabled = true
        accessibilityIdentifier = "EmojiView \(emoji)"
    }

    /// Not supported: an emoji view is made in code. Traps, as the seed's does.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let picker, let touch = touches.first else { return }
        UIApplication.note("EmojiView \(emoji)", "touchesBegan: turns scrolling off and shows a copy under the finger")
        picker.scrollView.isScrollEnabled = false
        isDragging = false
        let copy = EmojiView(emoji: emoji, frame: CGRect(x: 0, y: 0, width: EmojiPicker.copySize, height: EmojiPicker.copySize))
        copy.isUserInteractionEnabled = false
        copy.accessibilityIdentifier = "copy of \(emoji)"
        copy.center = touch.location(in: picker.container)
        picker.container.addSubview(copy)
        dragCopy = copy
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let picker, let touch = touches.first else { return }
        isDragging = true
        dragCopy?.center = touch.location(in: picker.container)
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let picker, let touch = touches.first else { return }
        let liftedOutside = !picker.scrollView.frame.contains(touch.location(in: picker.container))
        if liftedOutside || !isDragging { picker.pick(emoji) }
        finish()
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        finish()
    }

    private func finish() {
        UIApplication.note("EmojiView \(emoji)", "removes the copy and turns scrolling back on")
        dragCopy?.removeFromSuperview()
        dragCopy = nil
        picker?.scrollView.isScrollEnabled = true
    }
}
