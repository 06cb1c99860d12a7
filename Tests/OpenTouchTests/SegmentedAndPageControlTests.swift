import Foundation
import Testing
@testable import OpenTouch

@Suite("Segmented and page controls: what a finger changes, and what code changes silently (CTL-13, CTL-14)")
@MainActor
struct SegmentedAndPageControlTests {
    /// Every event a control sends, in order, with the selected index or page at that moment.
    func record(_ control: UIControl, _ log: CallbackLog, value: @escaping () -> Int) {
        for (event, name) in [(UIControl.Event.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
                              (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged")] {
            control.addAction(UIAction { _ in log.append("\(name) \(value())") }, for: event)
        }
    }

    func screen(with control: UIView) -> TouchScreen {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(control)
        window.makeKeyAndVisible()
        return TouchScreen(window: window)
    }

    @Test("CTL-13 a tap selects the segment and sends valueChanged; the selected one again sends nothing; code sends nothing; a disabled segment is not chosen")
    func segmentTaps() {
        let log = CallbackLog()
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
        record(control, log) { control.selectedSegmentIndex }
        let screen = screen(with: control)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 3)
        screen.tap(at: CGPoint(x: 170, y: 116))
        #expect(log.take() == ["touchDown -1", "valueChanged 1", "touchUpInside 1"], "the middle segment, 100 points wide")
        screen.tap(at: CGPoint(x: 170, y: 116))
        #expect(log.take() == ["touchDown 1", "touchUpInside 1"], "already selected: no valueChanged")
        control.selectedSegmentIndex = 2
        #expect(log.take().isEmpty && control.selectedSegmentIndex == 2)
        control.setEnabled(false, forSegmentAt: 0)
        screen.tap(at: CGPoint(x: 40, y: 116))
        #expect(log.take() == ["touchDown 2", "touchUpInside 2"] && control.selectedSegmentIndex == 2)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment, "out of range means none")
    }

    @Test("CTL-13 CTL-5 a drag across segments chooses the one the finger lifts on; lifted far outside, nothing changes; momentary shows none after")
    func segmentDrags() {
        let log = CallbackLog()
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        record(control, log) { control.selectedSegmentIndex }
        let screen = screen(with: control)
        screen.drag(from: CGPoint(x: 50, y: 116), to: CGPoint(x: 290, y: 120), duration: 0.3, steps: 6)
        #expect(log.take() == ["touchDown 0", "valueChanged 2", "touchUpInside 2"])
        screen.drag(from: CGPoint(x: 50, y: 116), to: CGPoint(x: 50, y: 400), duration: 0.3, steps: 6)
        #expect(log.take() == ["touchDown 2", "touchUpOutside 2"] && control.selectedSegmentIndex == 2)
        control.isMomentary = true
        screen.tap(at: CGPoint(x: 170, y: 116))
        #expect(log.take() == ["touchDown 2", "valueChanged 1", "touchUpInside -1"], "the handler reads the segment chosen; then none shows")
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("CTL-13 widths: fixed ones first, the rest shared; by content when apportioned; actions run when their segment is chosen; segments inserted and removed keep the selection")
    func segmentWidthsAndActions() {
        var ran: [String] = []
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 300, height: 32),
                                         actions: [UIAction(title: "List") { _ in ran.append("list") }, UIAction(title: "Grid") { _ in ran.append("grid") }])
        control.setWidth(100, forSegmentAt: 0)
        #expect(control.segmentFrames().map(\.width) == [100, 200])
        let screen = screen(with: control)
        screen.tap(at: CGPoint(x: 250, y: 16))
        #expect(ran == ["grid"] && control.selectedSegmentIndex == 1 && control.titleForSegment(at: 1) == "Grid")
        control.insertSegment(withTitle: "Map", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.numberOfSegments == 3)
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl(items: ["A", "B"]).intrinsicContentSize.height == 32)
    }

    @Test("CTL-14 a tap right of the current page goes on one, left goes back one, within the pages; code sends nothing; one page hidden takes no touches")
    func pageControl() {
        let log = CallbackLog()
        let dots = UIPageControl(frame: CGRect(x: 95, y: 700, width: 200, height: 26))
        dots.numberOfPages = 3
        record(dots, log) { dots.currentPage }
        let screen = screen(with: dots)
        #expect(dots.intrinsicContentSize == CGSize(width: 48, height: 26))
        screen.tap(at: CGPoint(x: 280, y: 713))
        #expect(log.take() == ["touchDown 0", "valueChanged 1", "touchUpInside 1"])
        screen.tap(at: CGPoint(x: 280, y: 713))
        screen.tap(at: CGPoint(x: 280, y: 713))
        #expect(log.take() == ["touchDown 1", "valueChanged 2", "touchUpInside 2", "touchDown 2", "touchUpInside 2"], "the last page stays")
        screen.tap(at: CGPoint(x: 100, y: 713))
        #expect(log.take() == ["touchDown 2", "valueChanged 1", "touchUpInside 1"])
        dots.currentPage = 9
        #expect(dots.currentPage == 2 && log.take().isEmpty)
        dots.numberOfPages = 1
        #expect(dots.currentPage == 0)
        dots.hidesForSinglePage = true
        screen.tap(at: CGPoint(x: 195, y: 713))
        #expect(log.take().isEmpty, "hidden for a single page: the touch goes past it")
    }
}

@Suite("Pull to refresh: a pull past the top begins refreshing once; the content rests below the control until it ends (CTL-15)")
@MainActor
struct RefreshControlTests {
    @Test("CTL-15 SCR-5 SCR-6 a pull past 100 points sends valueChanged once, mid-drag; released, the content rests 60 points down; endRefreshing takes it back up")
    func pullToRefresh() {
        let log = CallbackLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scroller = UIScrollView(frame: window.bounds)
        scroller.contentInsetAdjustmentBehavior = .never
        scroller.contentSize = CGSize(width: 390, height: 2000)
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { _ in log.append("valueChanged refreshing=\(refresh.isRefreshing)") }, for: .valueChanged)
        scroller.refreshControl = refresh
        window.addSubview(scroller)
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        #expect(refresh.superview === scroller && refresh.frame == CGRect(x: 0, y: -60, width: 390, height: 60))

        let finger = screen.touchDown(at: CGPoint(x: 195, y: 200))
        for step in 1...20 {
            screen.advance(by: 0.05)
            finger.move(to: CGPoint(x: 195, y: 200 + CGFloat(step) * 20))
            // The content follows from the move that began the pan (SCR-5), at half the overshoot past the top.
            if step == 11 { #expect(log.take().isEmpty, "100 points past the top: not yet") }
            if step == 12 { #expect(log.take() == ["valueChanged refreshing=true"], "110 points past: refreshing, while the finger is still down") }
        }
        screen.advance(by: 0.5)
        finger.lift()
        screen.advance(by: 2)
        #expect(log.take().isEmpty, "once per refresh")
        #expect(refresh.isRefreshing && scroller.adjustedContentInset.top == 60 && scroller.contentOffset.y == -60)
        refresh.endRefreshing()
        screen.advance(by: 1)
        #expect(!refresh.isRefreshing && scroller.adjustedContentInset.top == 0 && scroller.contentOffset.y == 0)

        refresh.beginRefreshing()
        #expect(refresh.isRefreshing && log.take().isEmpty && scroller.adjustedContentInset.top == 60, "from code: nothing sent")
        refresh.endRefreshing()
        screen.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 300), duration: 0.5, steps: 10)
        #expect(log.take().isEmpty && !refresh.isRefreshing, "a short pull does not refresh")
    }
}
