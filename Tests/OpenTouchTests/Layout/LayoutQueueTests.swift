import Foundation
import Testing
@testable import OpenTouch

/// A view that logs its `layoutSubviews` calls into a shared list.
@MainActor
private final class LayoutLoggingView: UIView {
    var log: (String) -> Void = { _ in }
    var name = ""

    override func layoutSubviews() {
        super.layoutSubviews()
        log(name)
    }
}

/// The views a window's layout queue holds, other than the window itself (queued as nil).
@MainActor
private func queuedViews(of window: UIWindow) -> [UIView] {
    window.layoutQueue.compactMap { $0 }
}

@Suite("The window's layout queue (HIT-11, MEM-4)")
@MainActor
struct LayoutQueueTests {
    @Test("HIT-11 views marked for layout are laid out in the order marked, each once, and a later mark waits for the next pass")
    func orderAndReuse() {
        var laidOut: [String] = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let views = ["a", "b", "c"].map { name -> LayoutLoggingView in
            let view = LayoutLoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            view.name = name
            view.log = { laidOut.append($0) }
            window.addSubview(view)
            return view
        }
        window.runLayoutPass()
        laidOut.removeAll()
        views[2].setNeedsLayout()
        views[0].setNeedsLayout()
        views[2].setNeedsLayout()
        window.runLayoutPass()
        #expect(laidOut == ["c", "a"])
        #expect(!window.hasPendingWork)
        views[1].setNeedsLayout()
        window.runLayoutPass()
        #expect(laidOut == ["c", "a", "b"])
    }

    @Test("MEM-4 a view marked for layout that leaves its window is let go by the queue at once; in another window it is laid out there")
    func leavingTheWindow() {
        var laidOut: [String] = []
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        first.runLayoutPass()
        second.runLayoutPass()
        weak var dropped: UIView?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            first.addSubview(view)
            view.setNeedsLayout()
            dropped = view
            view.removeFromSuperview()
        }
        #expect(dropped == nil, "the queue kept a view that left its window")
        #expect(queuedViews(of: first).isEmpty)

        let moving = LayoutLoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        moving.name = "moving"
        moving.log = { laidOut.append($0) }
        first.addSubview(moving)
        #expect(queuedViews(of: first) == [moving])
        second.addSubview(moving)
        #expect(queuedViews(of: first).isEmpty && queuedViews(of: second) == [moving])
        first.runLayoutPass()
        #expect(laidOut.isEmpty)
        second.runLayoutPass()
        #expect(laidOut == ["moving"])
    }

    @Test("MEM-4 a window marked for layout at its making does not keep itself alive")
    func windowDoesNotHoldItself() {
        weak var window: UIWindow?
        do {
            let made = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            #expect(made.layoutQueue.count == 1 && made.hasPendingWork)
            window = made
        }
        #expect(window == nil)
    }
}
