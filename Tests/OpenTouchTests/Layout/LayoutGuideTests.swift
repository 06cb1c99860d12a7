import Foundation
import Testing
@testable import OpenTouch

@Suite("Layout guides: the safe area, margins, readable width and guides of one's own (LAY-8)")
@MainActor
struct LayoutGuideTests {
    @Test("LAY-8 a controller's view: content pinned to the safe area guide moves with additionalSafeAreaInsets; the margins guide keeps 8 points in")
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
        #expect(label.frame.origin == CGPoint(x: 8, y: 47) && list.frame == CGRect(x: 0, y: 76, width: 390, height: 734))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        screen.runLayoutPass()
        #expect(label.frame.minY == 91 && list.frame == CGRect(x: 0, y: 120, width: 390, height: 656))
        #expect(view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 91, width: 390, height: 685))
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let small = UIWindow(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        #expect(small.safeAreaInsets == .zero, "a window away from the notch and the home indicator has none")
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 374, height: 828))
        #expect(view.layoutGuides.count == 2 && view.safeAreaLayoutGuide === view.safeAreaLayoutGuide, "each made once")
    }

    @Test("LAY-8 the readable content guide is no wider than 672 points, centred in the margins")
    func readableContent() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
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
}
