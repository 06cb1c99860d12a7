import Foundation
import Testing
@testable import OpenTouch

/// A data source and delegate over a fixed list of pages that records every question and turn.
@MainActor
final class PageBook: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let log: CallbackLog
    let pages: [LifecycleController]

    init(_ names: [String], log: CallbackLog) {
        self.log = log
        pages = names.map { LifecycleController($0, log: log) }
    }

    private func index(of controller: UIViewController) -> Int { pages.firstIndex { $0 === controller }! }
    private func name(_ controllers: [UIViewController]) -> String { controllers.map { LifecycleController.name(of: $0) }.joined(separator: ",") }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        log.append("before \(name([viewController]))")
        let index = index(of: viewController) - 1
        return index >= 0 ? pages[index] : nil
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        log.append("after \(name([viewController]))")
        let index = index(of: viewController) + 1
        return index < pages.count ? pages[index] : nil
    }

    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        log.append("willTransitionTo \(name(pendingViewControllers))")
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.append("didFinishAnimating \(finished) previous \(name(previousViewControllers)) completed \(completed)")
    }
}

/// A book that also numbers its pages for the built-in indicator (PGV-6).
@MainActor
final class NumberedPageBook: UIPageViewControllerDataSource {
    let book: PageBook
    init(_ book: PageBook) { self.book = book }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        book.pageViewController(pageViewController, viewControllerBefore: viewController)
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        book.pageViewController(pageViewController, viewControllerAfter: viewController)
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { book.pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        book.pages.firstIndex { $0 === pageViewController.viewControllers?.first } ?? 0
    }
}

@Suite("Page view controllers: pages a finger turns, in a scroll view or as a page curl (PGV-1..7)")
@MainActor
struct PageViewControllerTests {
    /// A horizontal scroll-style pager of `names` on the phone's screen, showing the first page,
    /// with the log of its appearance so far taken.
    private func pager(_ names: [String], style: UIPageViewController.TransitionStyle = .scroll,
                       orientation: UIPageViewController.NavigationOrientation = .horizontal,
                       options: [UIPageViewController.OptionsKey: Any]? = nil) -> (UIPageViewController, PageBook, TouchScreen) {
        let log = CallbackLog()
        let book = PageBook(names, log: log)
        let pager = UIPageViewController(transitionStyle: style, navigationOrientation: orientation, options: options)
        pager.dataSource = book
        pager.delegate = book
        pager.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        let screen = phoneScreen(root: pager)
        screen.advance(by: 0.1)
        _ = log.take()
        return (pager, book, screen)
    }

    /// The log without layout callbacks.
    private func steps(_ log: CallbackLog) -> [String] {
        log.take().filter { !$0.contains("Layout") }
    }

    @Test("PGV-2 PGV-3 a drag asks for the page after and then before, turns to the next page with the appearance calls of a push, and asks for the one after it once told")
    func dragTurnsAPage() {
        let (pager, book, screen) = pager(["one", "two", "three"])
        #expect(pager.viewControllers?.count == 1 && pager.viewControllers?.first === book.pages[0])
        #expect(pager.children.count == 1 && book.pages[0].view.window != nil)
        screen.drag(from: .at(300, 400), to: .at(80, 400), duration: 0.4, steps: 8)
        #expect(steps(book.log) == ["after one", "before one", "willTransitionTo two", "two willMove(toParent: UIPageViewController)",
                                    "two loadView", "two viewDidLoad", "one viewWillDisappear", "two viewWillAppear (moving to parent)"],
                "the neighbours are asked for as the drag begins; the turn begins as the next page comes into view")
        screen.advance(by: 1)
        #expect(steps(book.log) == ["one viewDidDisappear", "two viewDidAppear (moving to parent)", "one willMove(toParent: nil)",
                                    "one didMove(toParent: nil)", "two didMove(toParent: UIPageViewController)",
                                    "didFinishAnimating true previous one completed true", "after two"])
        #expect(pager.viewControllers?.map { $0 as? LifecycleController } == [book.pages[1]])
        #expect(pager.children.count == 1 && pager.children.first === book.pages[1] && book.pages[0].viewIfLoaded?.window == nil)
        #expect(isClose(book.pages[1].view.convert(book.pages[1].view.bounds, to: nil), CGRect(x: 0, y: 0, width: 390, height: 844)),
                "the page shown fills the screen")
    }

    @Test("PGV-2 PGV-3 a short slow drag springs back: the page that was coming leaves, the page shown appears again, completed false")
    func slowDragSpringsBack() {
        let (pager, book, screen) = pager(["one", "two", "three"])
        screen.drag(from: .at(300, 400), to: .at(220, 400), duration: 1, steps: 10)
        #expect(steps(book.log) == ["after one", "before one", "willTransitionTo two", "two willMove(toParent: UIPageViewController)",
                                    "two loadView", "two viewDidLoad", "one viewWillDisappear", "two viewWillAppear (moving to parent)"])
        screen.advance(by: 1)
        #expect(steps(book.log) == ["two viewWillDisappear", "two viewDidDisappear", "one viewWillAppear", "one viewDidAppear",
                                    "two willMove(toParent: nil)", "two didMove(toParent: nil)",
                                    "didFinishAnimating true previous one completed false"])
        #expect(pager.viewControllers?.first === book.pages[0] && pager.children.count == 1 && book.pages[1].viewIfLoaded?.superview == nil)
        screen.drag(from: .at(300, 400), to: .at(220, 400), duration: 1, steps: 10)
        #expect(steps(book.log).first == "willTransitionTo two", "the neighbours asked for are kept: nothing is asked again")
    }

    @Test("PGV-2 a flick turns the page however short the drag")
    func flickTurnsAPage() {
        let (pager, book, screen) = pager(["one", "two", "three"])
        screen.drag(from: .at(300, 400), to: .at(260, 400), duration: 0.05, steps: 3)
        screen.advance(by: 1)
        #expect(pager.viewControllers?.first === book.pages[1])
        #expect(steps(book.log).suffix(2) == ["didFinishAnimating true previous one completed true", "after two"])
        screen.drag(from: .at(100, 400), to: .at(140, 400), duration: 0.05, steps: 3)
        screen.advance(by: 1)
        #expect(pager.viewControllers?.first === book.pages[0], "back, by a flick the other way")
        #expect(steps(book.log) == ["willTransitionTo one", "one willMove(toParent: UIPageViewController)", "two viewWillDisappear",
                                    "one viewWillAppear (moving to parent)", "two viewDidDisappear", "one viewDidAppear (moving to parent)",
                                    "two willMove(toParent: nil)", "two didMove(toParent: nil)", "one didMove(toParent: UIPageViewController)",
                                    "didFinishAnimating true previous two completed true", "before one"])
    }

    @Test("PGV-2 no page past the ends: a drag there rubber-bands and springs back, and the delegate hears nothing")
    func noPagePastTheEnds() {
        let (pager, book, screen) = pager(["one", "two"])
        let scrollView = try! #require(pager.view.subviews.compactMap { $0 as? UIScrollView }.first)
        let resting = scrollView.contentOffset
        let finger = screen.touchDown(at: .at(100, 400))
        for x in stride(from: 120, through: 300, by: 20) {
            screen.advance(by: 0.02)
            finger.move(to: .at(CGFloat(x), 400))
        }
        #expect(scrollView.contentOffset.x < resting.x && scrollView.contentOffset.x > resting.x - 200, "pulled past the first page by half the overshoot")
        finger.lift()
        screen.advance(by: 1)
        #expect(steps(book.log) == ["after one", "before one"])
        #expect(scrollView.contentOffset == resting && pager.viewControllers?.first === book.pages[0])
        screen.drag(from: .at(300, 400), to: .at(60, 400), duration: 0.3, steps: 6)
        screen.advance(by: 1)
        _ = book.log.take()
        screen.drag(from: .at(300, 400), to: .at(60, 400), duration: 0.3, steps: 6)
        screen.advance(by: 1)
        #expect(steps(book.log).isEmpty, "at the last page: nothing to ask (the end is known), nothing turns")
        #expect(pager.viewControllers?.first === book.pages[1])
    }

    @Test("PGV-3 the finger turns back past the middle: the coming page is abandoned and the other neighbour comes")
    func reversal() {
        let (pager, book, screen) = pager(["one", "two", "three"])
        screen.drag(from: .at(300, 400), to: .at(80, 400), duration: 0.4, steps: 8)
        screen.advance(by: 1)
        _ = book.log.take()
        let finger = screen.touchDown(at: .at(200, 400))
        for x in [180, 160, 140, 160, 200, 240, 280] {
            screen.advance(by: 0.05)
            finger.move(to: .at(CGFloat(x), 400))
        }
        #expect(steps(book.log) == ["willTransitionTo three", "three willMove(toParent: UIPageViewController)", "three loadView", "three viewDidLoad",
                                    "two viewWillDisappear", "three viewWillAppear (moving to parent)",
                                    "three viewWillDisappear", "three viewDidDisappear", "three willMove(toParent: nil)", "three didMove(toParent: nil)",
                                    "willTransitionTo one", "one willMove(toParent: UIPageViewController)", "one viewWillAppear (moving to parent)"])
        screen.advance(by: 0.5)
        finger.lift()
        screen.advance(by: 1)
        #expect(steps(book.log) == ["one viewWillDisappear", "one viewDidDisappear", "two viewWillAppear", "two viewDidAppear",
                                    "one willMove(toParent: nil)", "one didMove(toParent: nil)",
                                    "didFinishAnimating true previous two completed false"],
                "the finger stopped short of half a page: back to the page it began on")
        #expect(pager.viewControllers?.first === book.pages[1])
    }

    @Test("PGV-4 pages set in code tell the delegate nothing: at once, or animated with a push's appearance calls and the completion after the scroll")
    func setInCode() {
        let (pager, book, screen) = pager(["one", "two", "three"])
        var completions: [Bool] = []
        pager.setViewControllers([book.pages[2]], direction: .forward, animated: true) { completions.append($0) }
        #expect(steps(book.log) == ["three willMove(toParent: UIPageViewController)", "three loadView", "three viewDidLoad",
                                    "one viewWillDisappear", "three viewWillAppear (moving to parent)"])
        #expect(completions.isEmpty)
        screen.advance(by: 1)
        #expect(steps(book.log) == ["one viewDidDisappear", "three viewDidAppear (moving to parent)", "one willMove(toParent: nil)",
                                    "one didMove(toParent: nil)", "three didMove(toParent: UIPageViewController)"])
        #expect(completions == [true] && pager.viewControllers?.first === book.pages[2])
        pager.setViewControllers([book.pages[0]], direction: .reverse, animated: false) { completions.append($0) }
        #expect(steps(book.log) == ["one willMove(toParent: UIPageViewController)", "three viewWillDisappear", "one viewWillAppear (moving to parent)",
                                    "three viewDidDisappear", "one viewDidAppear (moving to parent)", "three willMove(toParent: nil)",
                                    "three didMove(toParent: nil)", "one didMove(toParent: UIPageViewController)"])
        #expect(completions == [true, true])
        screen.drag(from: .at(300, 400), to: .at(80, 400), duration: 0.4, steps: 8)
        #expect(steps(book.log).prefix(3) == ["after one", "before one", "willTransitionTo two"], "the neighbours are asked for afresh")
    }

    @Test("PGV-1 PGV-4 a count the spine does not take is reported and changes nothing")
    func wrongCount() {
        let (pager, book, _) = pager(["one", "two", "three"])
        var reports: [Diagnostics.Report] = []
        let previous = Diagnostics.handler
        Diagnostics.handler = { reports.append($0) }
        defer { Diagnostics.handler = previous }
        var completions: [Bool] = []
        pager.setViewControllers([book.pages[1], book.pages[2]], direction: .forward, animated: false) { completions.append($0) }
        #expect(reports.map(\.kind) == [.invalidArgument])
        #expect(reports.first?.message.contains("the number of view controllers provided (2) doesn't match the number required (1)") == true)
        #expect(completions.isEmpty && pager.viewControllers?.first === book.pages[0] && steps(book.log).isEmpty)
    }

    @Test("PGV-6 the built-in page indicator: shown when the data source numbers its pages, following the finger's turns; absent otherwise")
    func pageIndicator() {
        let log = CallbackLog()
        let book = PageBook(["one", "two", "three"], log: log)
        let numbered = NumberedPageBook(book)
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = numbered
        pager.setViewControllers([book.pages[1]], direction: .forward, animated: false)
        let screen = phoneScreen(root: pager)
        let indicator = try! #require(pager.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(indicator.numberOfPages == 3 && indicator.currentPage == 1)
        #expect(indicator.frame == CGRect(x: 0, y: 844 - UIPageControl.standardHeight, width: 390, height: UIPageControl.standardHeight))
        #expect(book.pages[1].view.frame.height == 844 - UIPageControl.standardHeight, "the pages sit above it")
        screen.drag(from: .at(300, 400), to: .at(80, 400), duration: 0.4, steps: 8)
        screen.advance(by: 1)
        #expect(pager.viewControllers?.first === book.pages[2] && indicator.currentPage == 2)

        let (plain, _, _) = self.pager(["one", "two"])
        #expect(plain.view.subviews.compactMap { $0 as? UIPageControl }.isEmpty, "a data source without the presentation methods shows none")
    }

    @Test("PGV-2 a vertical pager with spacing: pages follow each other downwards, the gap between them, and an upward drag turns")
    func verticalWithSpacing() {
        let (pager, book, screen) = pager(["one", "two"], orientation: .vertical, options: [.interPageSpacing: 20])
        let scrollView = try! #require(pager.view.subviews.compactMap { $0 as? UIScrollView }.first)
        #expect(scrollView.frame == CGRect(x: 0, y: -10, width: 390, height: 864))
        #expect(book.pages[0].view.convert(book.pages[0].view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 390, height: 844))
        screen.drag(from: .at(200, 700), to: .at(200, 300), duration: 0.4, steps: 8)
        #expect(book.pages[1].view.frame.minY - book.pages[0].view.frame.maxY == 20, "the gap between pages")
        screen.advance(by: 1)
        #expect(pager.viewControllers?.first === book.pages[1])
        #expect(book.pages[1].view.convert(book.pages[1].view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 390, height: 844))
        screen.drag(from: .at(300, 400), to: .at(60, 400), duration: 0.3, steps: 6)
        screen.advance(by: 1)
        #expect(pager.viewControllers?.first === book.pages[1], "a horizontal drag does not turn a vertical pager")
    }

    @Test("PGV-2 nested: a vertical scroll view in a page scrolls under a vertical drag, and a horizontal drag turns the page")
    func nestedScrollView() {
        let (pager, book, screen) = pager(["one", "two"])
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        list.contentSize = CGSize(width: 390, height: 3000)
        book.pages[0].view.addSubview(list)
        screen.drag(from: .at(200, 700), to: .at(200, 300), duration: 0.4, steps: 8)
        screen.advance(by: 3)
        #expect(list.contentOffset.y > 300 && pager.viewControllers?.first === book.pages[0])
        #expect(steps(book.log).isEmpty, "the pager's pan never began: nothing asked")
        screen.drag(from: .at(300, 400), to: .at(80, 400), duration: 0.4, steps: 8)
        screen.advance(by: 1)
        #expect(pager.viewControllers?.first === book.pages[1] && list.contentOffset.x == 0)
    }

    @Test("PGV-5 a page curl: a tap near the outer edge turns forward, near the spine back, elsewhere nothing; the recognizers are the pan and the tap")
    func curlTaps() {
        let (pager, book, screen) = pager(["one", "two", "three"], style: .pageCurl)
        #expect(pager.gestureRecognizers.count == 2 && pager.gestureRecognizers[0] is UIPanGestureRecognizer
                && pager.gestureRecognizers[1] is UITapGestureRecognizer)
        #expect(pager.spineLocation == .min && !pager.isDoubleSided)
        screen.tap(at: .at(195, 400))
        screen.advance(by: 1)
        #expect(steps(book.log).isEmpty && pager.viewControllers?.first === book.pages[0], "a tap in the middle turns nothing")
        screen.tap(at: .at(370, 400))
        #expect(steps(book.log) == ["after one", "willTransitionTo two", "two willMove(toParent: UIPageViewController)", "two loadView",
                                    "two viewDidLoad", "one viewWillDisappear", "two viewWillAppear (moving to parent)"])
        #expect(book.pages[1].view.superview === pager.view && pager.view.subviews.firstIndex(of: book.pages[1].view)! < pager.view.subviews.firstIndex(of: book.pages[0].view)!,
                "the next page lies under the page turning")
        screen.advance(by: 1)
        #expect(steps(book.log) == ["one viewDidDisappear", "two viewDidAppear (moving to parent)", "one willMove(toParent: nil)",
                                    "one didMove(toParent: nil)", "two didMove(toParent: UIPageViewController)",
                                    "didFinishAnimating true previous one completed true"])
        screen.tap(at: .at(20, 400))
        screen.advance(by: 1)
        #expect(pager.viewControllers?.first === book.pages[0])
        #expect(steps(book.log).prefix(2) == ["before two", "willTransitionTo one"])
        screen.tap(at: .at(20, 400))
        screen.advance(by: 1)
        #expect(steps(book.log) == ["before one"], "before the first page: nothing turns")
    }

    @Test("PGV-5 a page curl under a drag: past half the page it turns; a short slow drag falls back")
    func curlDrags() {
        let (pager, book, screen) = pager(["one", "two"], style: .pageCurl)
        screen.drag(from: .at(370, 400), to: .at(300, 400), duration: 1, steps: 10)
        screen.advance(by: 1)
        #expect(steps(book.log) == ["after one", "willTransitionTo two", "two willMove(toParent: UIPageViewController)", "two loadView",
                                    "two viewDidLoad", "one viewWillDisappear", "two viewWillAppear (moving to parent)",
                                    "two viewWillDisappear", "two viewDidDisappear", "one viewWillAppear", "one viewDidAppear",
                                    "two willMove(toParent: nil)", "two didMove(toParent: nil)", "didFinishAnimating true previous one completed false"])
        screen.drag(from: .at(370, 400), to: .at(100, 400), duration: 1, steps: 10)
        screen.advance(by: 1)
        #expect(pager.viewControllers?.first === book.pages[1])
        #expect(steps(book.log).last == "didFinishAnimating true previous one completed true")
    }

    @Test("PGV-5 PGV-7 the spine in the middle: two facing pages, double-sided, turned two at a time; the delegate moves the spine as the interface turns")
    func facingPages() {
        let log = CallbackLog()
        let book = PageBook(["1", "2", "3", "4"], log: log)
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        #expect(pager.spineLocation == .mid && pager.isDoubleSided)
        pager.dataSource = book
        pager.delegate = book
        var reports: [Diagnostics.Report] = []
        let previous = Diagnostics.handler
        Diagnostics.handler = { reports.append($0) }
        defer { Diagnostics.handler = previous }
        pager.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        #expect(reports.count == 1 && pager.viewControllers?.isEmpty == true, "one page for facing pages is refused")
        pager.setViewControllers([book.pages[0], book.pages[1]], direction: .forward, animated: false)
        let screen = TouchScreen(rootViewController: pager)   // a screen of its own: the test turns it
        #expect(book.pages[0].view.frame == CGRect(x: 0, y: 0, width: 195, height: 844) && book.pages[1].view.frame == CGRect(x: 195, y: 0, width: 195, height: 844))
        _ = log.take()
        screen.tap(at: .at(380, 400))
        screen.advance(by: 1)
        #expect(pager.viewControllers?.map { LifecycleController.name(of: $0) } == ["3", "4"])
        #expect(steps(log).prefix(3) == ["after 2", "after 3", "willTransitionTo 3,4"])
        #expect(reports.count == 1)

        // PGV-7: turned to portrait, the delegate puts the spine at the left and shows one page.
        let spine = SpineChooser(book: book)
        pager.delegate = spine
        screen.setOrientation(.landscape)
        screen.setOrientation(.portrait)
        #expect(spine.asked == [.landscapeRight, .portrait])
        #expect(pager.spineLocation == .min && !pager.isDoubleSided && pager.viewControllers?.map { LifecycleController.name(of: $0) } == ["3"])
        #expect(book.pages[2].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844) && reports.count == 1, "set from inside the delegate, no report")
    }

    /// A delegate that keeps facing pages in landscape and one page in portrait, as Apple's
    /// page-based template does.
    final class SpineChooser: UIPageViewControllerDelegate {
        let book: PageBook
        var asked: [UIInterfaceOrientation] = []
        init(book: PageBook) { self.book = book }
        func pageViewController(_ pageViewController: UIPageViewController,
                                spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
            asked.append(orientation)
            guard orientation.isPortrait, let first = pageViewController.viewControllers?.first else { return .mid }
            pageViewController.setViewControllers([first], direction: .forward, animated: false)
            pageViewController.isDoubleSided = false
            return .min
        }
    }
}
