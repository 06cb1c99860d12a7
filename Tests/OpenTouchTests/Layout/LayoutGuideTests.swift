import Foundation
import Testing
@testable import OpenTouch

@Suite("Layout guides: the safe area, margins, readable width and guides of one's own (LAY-8)")
@MainActor
struct LayoutGuideTests {
    @Test("LAY-8 LAY-10 a controller's view: content pinned to the safe area guide moves with additionalSafeAreaInsets; the margins guide keeps the system minimum in, inside the safe area")
    func safeAreaAndMargins() {
        let controller = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        window.makeKeyAndVisible()
        let list = UIView(), label = UILabel()
        label.text = "Title"
        [list, label].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; controller.view.addSubview($0) }
        let view = controller.view!
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            list.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            list.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        let screen = TouchScreen(window: window)
        screen.runLayoutPass()
        // The default phone's window: 47 points of notch above, 34 of home indicator below.
        #expect(label.frame.origin == CGPoint(x: 16, y: 47) && list.frame == CGRect(x: 0, y: 76, width: 390, height: 734),
                "a root view's margins: 16 at the sides on a phone (LAY-10)")
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        screen.runLayoutPass()
        #expect(label.frame.minY == 91 && list.frame == CGRect(x: 0, y: 120, width: 390, height: 656))
        #expect(view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 91, width: 390, height: 685))
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let small = UIWindow(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        #expect(small.safeAreaInsets == .zero, "a window away from the notch and the home indicator has none")
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 91, width: 358, height: 685),
                "none above and below the safe area, 16 at the sides")
        #expect(view.layoutGuides.count == 2 && view.safeAreaLayoutGuide === view.safeAreaLayoutGuide, "each made once")
    }

    @Test("LAY-8 the readable content guide is no wider than 672 points, centred in the margins")
    func readableContent() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        // Larger than the default phone's screen: its margins are not moved by the phone's safe area.
        window.insetsLayoutMarginsFromSafeArea = false
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: window.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: window.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: window.readableContentGuide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 176, y: 8, width: 672, height: 100))
        #expect(window.readableContentGuide.layoutFrame == CGRect(x: 176, y: 8, width: 672, height: 752))
    }

    @Test("LAY-8 guides of one's own: two spacer guides of equal width centre a button between two others, and a tap finds it")
    func spacerGuides() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let left = UIView(), middle = UIButton(type: .system), right = UIView()
        [left, middle, right].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; window.addSubview($0) }
        let gapA = UILayoutGuide(), gapB = UILayoutGuide()
        window.addLayoutGuide(gapA)
        window.addLayoutGuide(gapB)
        var taps = 0
        middle.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: window.leadingAnchor), left.widthAnchor.constraint(equalToConstant: 50),
            right.trailingAnchor.constraint(equalTo: window.trailingAnchor), right.widthAnchor.constraint(equalToConstant: 90),
            middle.widthAnchor.constraint(equalToConstant: 100),
            gapA.leadingAnchor.constraint(equalTo: left.trailingAnchor), gapA.trailingAnchor.constraint(equalTo: middle.leadingAnchor),
            gapB.leadingAnchor.constraint(equalTo: middle.trailingAnchor), gapB.trailingAnchor.constraint(equalTo: right.leadingAnchor),
            gapA.widthAnchor.constraint(equalTo: gapB.widthAnchor),
        ] + [left, middle, right].flatMap { [$0.topAnchor.constraint(equalTo: window.topAnchor, constant: 100), $0.heightAnchor.constraint(equalToConstant: 44)] })
        let screen = TouchScreen(window: window)
        screen.runLayoutPass()
        #expect(middle.frame == CGRect(x: 125, y: 100, width: 100, height: 44), "(390 − 50 − 90 − 100) / 2 = 75 on each side")
        #expect(gapA.layoutFrame.width == 75 && gapA.owningView === window)
        screen.tap(at: CGPoint(x: 175, y: 120))
        #expect(taps == 1)
        window.removeLayoutGuide(gapB)
        #expect(window.constraints.filter { $0.firstItem === gapB || $0.secondItem === gapB }.isEmpty)
    }

    @Test("LAY-1 directional margins follow the layout direction; layoutMarginsDidChange hears each change; the margins guide follows")
    func directionalMargins() {
        final class Card: UIView {
            var changes = 0
            override func layoutMarginsDidChange() { changes += 1; super.layoutMarginsDidChange() }
        }
        let card = Card(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 10)
        #expect(card.layoutMargins == UIEdgeInsets(top: 4, left: 20, bottom: 4, right: 10) && card.changes == 1)
        #expect(card.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 4, width: 170, height: 92))
        card.layoutMargins = card.layoutMargins
        #expect(card.changes == 1, "the same margins again: no call")
        card.semanticContentAttribute = .forceRightToLeft
        #expect(card.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 20))
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0)
        #expect(card.layoutMargins == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 30) && card.changes == 2)
    }

    /// A view that logs its inset callbacks.
    final class InsetLoggingView: UIView {
        var log: [String] = []
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            log.append("safe area \(safeAreaInsets.top)")
        }
        override func layoutMarginsDidChange() {
            super.layoutMarginsDidChange()
            log.append("margins \(layoutMargins.top)")
        }
    }

    final class InsetLoggingController: UIViewController {
        var log: [String] = []
        override func loadView() { view = InsetLoggingView() }
        override func viewSafeAreaInsetsDidChange() { log.append("controller safe area \(view.safeAreaInsets.top)") }
        override func viewLayoutMarginsDidChange() { log.append("controller margins \(view.layoutMargins.top)") }
    }

    @Test("LAY-10 margins are measured from the safe area where it is inset, unless insetsLayoutMarginsFromSafeArea is false")
    func marginsInsideSafeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let full = UIView(frame: window.bounds), inner = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        window.addSubview(full)
        window.addSubview(inner)
        #expect(full.layoutMargins == UIEdgeInsets(top: 55, left: 8, bottom: 42, right: 8), "47 + 8 above, 34 + 8 below")
        #expect(inner.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "inside the safe area: its own")
        full.insetsLayoutMarginsFromSafeArea = false
        #expect(full.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        full.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        #expect(full.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20), "what is set is read back when nothing adjusts it")
    }

    @Test("LAY-10 preservesSuperviewLayoutMargins: a content view flush with its superview takes the superview's wider margins, and its own once inset enough")
    func preservedMargins() {
        let card = UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 200))
        card.layoutMargins = UIEdgeInsets(top: 20, left: 24, bottom: 20, right: 24)
        let content = UIView(frame: card.bounds)
        card.addSubview(content)
        #expect(content.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "false by default")
        content.preservesSuperviewLayoutMargins = true
        #expect(content.layoutMargins == UIEdgeInsets(top: 20, left: 24, bottom: 20, right: 24))
        content.frame = CGRect(x: 10, y: 30, width: 280, height: 160)
        #expect(content.layoutMargins == UIEdgeInsets(top: 8, left: 14, bottom: 10, right: 14),
                "the smallest growth that keeps content inside the card's margins: 24 − 10 at the sides, 20 − 10 below, none above (30 in)")
        let label = UILabel()
        label.text = "Pinned"
        label.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(label)
        label.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor).isActive = true
        label.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor).isActive = true
        card.layoutIfNeeded()
        #expect(label.frame.origin == CGPoint(x: 14, y: 8))
    }

    @Test("LAY-10 safeAreaInsetsDidChange and layoutMarginsDidChange: the controller hears first, once per change, when a constraint moves the view out of the notch")
    func insetCallbacks() {
        let controller = InsetLoggingController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        screen.runLayoutPass()
        let view = controller.view as! InsetLoggingView
        #expect(controller.log == ["controller safe area 47.0", "controller margins 47.0"] && view.log == ["safe area 47.0", "margins 47.0"],
                "a root view: no margins of its own above, the safe area's 47 points")
        #expect(view.layoutMargins == UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
        controller.log = []; view.log = []

        let banner = InsetLoggingView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        let top = banner.topAnchor.constraint(equalTo: view.topAnchor)
        NSLayoutConstraint.activate([top, banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                     banner.widthAnchor.constraint(equalToConstant: 390), banner.heightAnchor.constraint(equalToConstant: 100)])
        screen.runLayoutPass()
        #expect(banner.log == ["safe area 47.0", "margins 55.0"])
        top.constant = 100
        screen.runLayoutPass()
        #expect(banner.log == ["safe area 47.0", "margins 55.0", "safe area 0.0", "margins 8.0"], "moved without a resize, it still hears it")
        screen.runLayoutPass()
        #expect(banner.log.count == 4 && controller.log.isEmpty && view.log.isEmpty, "nothing changed, nothing heard")
    }
}
