import Foundation
import Testing
@testable import OpenTouch

@Suite("A scroll view inside a sheet scrolls first and hands the drag to the sheet at its top (VC-11)")
@MainActor
struct SheetScrollingTests {
    final class Log: NSObject, UIScrollViewDelegate, UISheetPresentationControllerDelegate {
        var events: [String] = []
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            if events.last != "didScroll" { events.append("didScroll") }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            events.append("didEndDragging\(decelerate ? " decelerating" : "")")
        }
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
            events.append("detent \(sheet.selectedDetentIdentifier?.rawValue.split(separator: ".").last ?? "nil")")
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { events.append("willDismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { events.append("didDismiss") }
    }

    /// A sheet whose whole view is a scroll view 2,000 points tall.
    final class ListController: UIViewController {
        let scrollView = UIScrollView()
        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.frame = view.bounds
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.contentSize = CGSize(width: 390, height: 2000)
            view.addSubview(scrollView)
        }
    }

    func presentList(detents: [UISheetPresentationController.Detent]) throws -> (UIViewController, ListController, TouchScreen, Log) {
        let root = UIViewController()
        let screen = phoneScreen(root: root)
        let list = ListController()
        let log = Log()
        let sheet = try #require(list.sheetPresentationController)
        sheet.detents = detents
        sheet.delegate = log
        list.scrollView.delegate = log
        root.present(list, animated: true)
        screen.advance(by: 0.5)
        return (root, list, screen, log)
    }

    /// A slow drag: the finger moves 10 points at a time, 0.05 s apart, so nothing glides.
    func slowDrag(_ screen: TouchScreen, from start: CGPoint, by distance: CGFloat) {
        screen.drag(from: start, to: CGPoint(x: start.x, y: start.y + distance), duration: 0.05 * Double(abs(distance) / 10), steps: Int(abs(distance) / 10))
    }

    @Test("VC-11 SCR-5 scrolled content scrolls back to its top first; the rest of the same drag moves the sheet, which goes back when released short")
    func scrollsThenDrags() throws {
        let (root, list, screen, log) = try presentList(detents: [.large()])
        let scrollView = list.scrollView
        scrollView.contentOffset.y = 400
        log.events = []
        let finger = screen.touchDown(at: CGPoint(x: 195, y: 200))
        var y: CGFloat = 200
        func move(by step: CGFloat, times: Int) {
            for _ in 0..<times { y += step; screen.advance(by: 0.05); finger.move(to: CGPoint(x: 195, y: y)) }
        }
        move(by: 10, times: 41)
        #expect(scrollView.contentOffset.y == 0 && list.view.frame.minY == 57, "down: the content reaches its top, the sheet has not moved yet")
        move(by: 10, times: 15)
        #expect(scrollView.contentOffset.y == 0 && list.view.frame.minY == 57 + 150, "then the sheet follows the finger and the content does not bounce")
        move(by: -10, times: 5)
        #expect(scrollView.contentOffset.y == 0 && list.view.frame.minY == 57 + 100, "back up: the sheet first")
        screen.advance(by: 0.3)
        finger.lift()
        #expect(list.view.frame.minY == 57 && root.presentedViewController === list, "released short and slow: back where it rested")
        #expect(log.events == ["willBeginDragging", "didScroll", "didEndDragging"], "the content does not glide")
    }

    @Test("VC-11 VC-10 at medium, a drag up on the content expands the sheet to large before it scrolls; at the top a drag down moves the sheet to medium, and from there dismisses it")
    func expandsThenDismisses() throws {
        let (root, list, screen, log) = try presentList(detents: [.medium(), .large()])
        let scrollView = list.scrollView
        #expect(list.view.frame.minY == 422)
        slowDrag(screen, from: CGPoint(x: 195, y: 800), by: -510)
        #expect(list.view.frame.minY == 57 && scrollView.contentOffset.y == 500 - 365, "the sheet rises 365 points to large, the content scrolls the rest")
        #expect(log.events == ["willBeginDragging", "didScroll", "detent large", "didEndDragging"],
                "the sheet settles before the scroll view hears the drag end, and the content does not glide")

        scrollView.contentOffset = .zero
        log.events = []
        screen.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 800), duration: 0.2, steps: 10)
        #expect(list.view.frame.minY == 422 && log.events == ["willBeginDragging", "detent medium", "didEndDragging"],
                "flicked down at the top from large: the sheet goes to the next detent, the content never scrolls")
        screen.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 840), duration: 0.2, steps: 10)
        #expect(log.events.suffix(2) == ["willDismiss", "didEndDragging"] && list.isBeingDismissed, "and down from medium it is dismissed")
        screen.advance(by: 0.5)
        #expect(root.presentedViewController == nil && log.events.last == "didDismiss")
    }

    @Test("VC-11 with prefersScrollingExpandsWhenScrolledToEdge false, a drag up at medium scrolls the content and the sheet stays")
    func staysAtMedium() throws {
        let (_, list, screen, log) = try presentList(detents: [.medium(), .large()])
        try #require(list.sheetPresentationController).prefersScrollingExpandsWhenScrolledToEdge = false
        slowDrag(screen, from: CGPoint(x: 195, y: 800), by: -310)
        #expect(list.view.frame.minY == 422 && list.scrollView.contentOffset.y == 300)
        #expect(log.events == ["willBeginDragging", "didScroll", "didEndDragging decelerating"], "a plain scroll, gliding on")
    }

    @Test("VC-11 VC-8 a sheet whose content cannot scroll is dragged by its own pan, on the content too")
    func shortContent() throws {
        let (root, list, screen, _) = try presentList(detents: [.large()])
        list.scrollView.contentSize = CGSize(width: 390, height: 100)
        screen.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 800), duration: 0.2, steps: 10)
        screen.advance(by: 0.5)
        #expect(root.presentedViewController == nil)
    }
}
