import Foundation
import Testing
@testable import OpenTouch

/// A scroll view that records its adjusted-inset callbacks.
@MainActor
final class InsetScrollView: UIScrollView {
    var changes: [UIEdgeInsets] = []
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        changes.append(adjustedContentInset)
    }
}

@Suite("The view surface around touches: insets, headers, effect views, accessibility, split views")
@MainActor
struct ViewSurfaceTests {
    /// A controller whose view fills a 390 × 844 window, holding `scroll` full size.
    private func controllerScene(_ scroll: UIScrollView) -> (UIViewController, TouchScreen) {
        let controller = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        scroll.frame = controller.view.bounds
        controller.view.addSubview(scroll)
        window.makeKeyAndVisible()
        return (controller, TouchScreen(window: window))
    }

    @Test("SCR-10 the adjusted content inset bounds scrolling and bouncing; adjustedContentInsetDidChange hears each change")
    func adjustedInsetBoundsScrolling() {
        let scroll = InsetScrollView()
        scroll.contentSize = CGSize(width: 390, height: 2000)
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let (controller, screen) = controllerScene(scroll)
        screen.runLayoutPass()
        // Its own inset first (set before it was in the window); then, in the window of the default
        // phone, 47 points more at the top and 34 at the bottom.
        #expect(scroll.changes == [UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0), UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0)])
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        screen.runLayoutPass()
        #expect(scroll.safeAreaInsets == UIEdgeInsets(top: 97, left: 0, bottom: 64, right: 0))
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 107, left: 0, bottom: 64, right: 0), "vertical scrolls: top and bottom added")
        #expect(scroll.changes.last == UIEdgeInsets(top: 107, left: 0, bottom: 64, right: 0) && scroll.changes.count == 3)
        // A long pull down rubber-bands past the top and settles at the adjusted top, -107.
        screen.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 700), duration: 0.5, steps: 10)
        #expect(scroll.contentOffset.y < -107)
        screen.advance(by: 2)
        #expect(scroll.contentOffset.y == -107)
        // Flung to the end, it rests with the bottom inset below the content.
        scroll.setContentOffset(CGPoint(x: 0, y: 5000), animated: false)
        screen.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 590), duration: 0.1, steps: 2)
        screen.advance(by: 3)
        #expect(scroll.contentOffset.y == CGFloat(2000 + 64 - 844))
        // .never: the safe area is not added.
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0) && scroll.changes.count == 4)
        // .scrollableAxes adds no horizontal inset when the content does not scroll sideways; .always does.
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 57, left: 20, bottom: 34, right: 20))
    }

    @Test("LST-10 touches reach a table's header view; rows start below it and the footer follows the last row")
    func tableHeaderAndFooter() {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        final class Delegate: NSObject, UITableViewDelegate {
            var selected: [IndexPath] = []
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: window.bounds, style: .plain)
        let source = Source(), delegate = Delegate()
        table.dataSource = source
        table.delegate = delegate
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let search = UIButton(type: .system)
        search.frame = CGRect(x: 10, y: 10, width: 100, height: 80)
        var taps = 0
        search.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        header.addSubview(search)
        table.tableHeaderView = header
        table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        window.addSubview(table)
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        screen.runLayoutPass()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 100), "as wide as the table")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 100)
        #expect(table.tableFooterView?.frame == CGRect(x: 0, y: CGFloat(100 + 3 * 44), width: 320, height: 60))
        #expect(table.contentSize.height == CGFloat(100 + 3 * 44 + 60))
        screen.tap(at: CGPoint(x: 50, y: 50))
        screen.advance(by: 0.5)
        #expect(taps == 1 && delegate.selected == [], "the header's button took the tap; no row was selected")
        screen.tap(at: CGPoint(x: 150, y: 100 + 44 + 20))
        screen.advance(by: 0.5)
        #expect(delegate.selected == [IndexPath(row: 1, section: 0)])
    }

    @Test("EFX-1 EFX-2 touches reach a visual effect view's content view; a subview added to the effect view itself is reported and moved there")
    func visualEffectView() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 20, y: 20, width: 160, height: 160)
        let close = UIButton(type: .close)
        close.frame = CGRect(x: 10, y: 10, width: 44, height: 44)
        var closed = 0
        close.addAction(UIAction { _ in closed += 1 }, for: .primaryActionTriggered)
        blur.contentView.addSubview(close)
        window.addSubview(blur)
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        screen.runLayoutPass()
        #expect(blur.contentView.frame == blur.bounds)
        screen.tap(at: CGPoint(x: 40, y: 40))
        #expect(closed == 1 && window.hitTest(CGPoint(x: 40, y: 40), with: nil) === close)
        #expect((blur.effect as? UIBlurEffect)?.style == .systemMaterial)
        var reports: [Diagnostics.Report] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { reports.append($0) }
        defer { Diagnostics.handler = saved }
        let stray = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        blur.addSubview(stray)
        #expect(stray.superview === blur.contentView && reports.map(\.kind) == [.invalidArgument])
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .label))
        #expect((vibrancy.effect as? UIVibrancyEffect)?.style == .label)
    }

    @Test("ACC-1 standard views' accessibility defaults, what the app sets, and frames in screen coordinates")
    func accessibility() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 100, height: 30))
        label.text = "Total"
        let button = UIButton(type: .system)
        button.setTitle("Buy", for: .normal)
        button.frame = CGRect(x: 10, y: 60, width: 100, height: 44)
        let toggle = UISwitch(frame: CGRect(x: 10, y: 120, width: 51, height: 31))
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        [label, button, toggle, plain].forEach(window.addSubview)
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Total" && label.accessibilityTraits == .staticText)
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Buy" && button.accessibilityTraits == .button)
        button.isEnabled = false
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected, .notEnabled])
        #expect(toggle.accessibilityValue == "0" && toggle.accessibilityTraits.contains(.button))
        #expect(!plain.isAccessibilityElement && plain.accessibilityLabel == nil && plain.accessibilityTraits == .none)
        plain.isAccessibilityElement = true
        plain.accessibilityLabel = "Badge"
        plain.accessibilityTraits = .image
        #expect(plain.isAccessibilityElement && plain.accessibilityLabel == "Badge" && plain.accessibilityTraits == .image)
        // The screen's space: a window placed at (0, 100) on the screen moves its views' frames there.
        window.frame = CGRect(x: 0, y: 100, width: 390, height: 744)
        #expect(label.accessibilityFrame == CGRect(x: 10, y: 120, width: 100, height: 30))
        #expect(label.convert(CGPoint(x: 0, y: 0), to: UIScreen.main.coordinateSpace) == CGPoint(x: 10, y: 120))
        #expect(label.convert(CGPoint(x: 10, y: 120), from: UIScreen.main.fixedCoordinateSpace) == .zero)
        #expect(label.convert(label.bounds, to: button as UICoordinateSpace) == CGRect(x: 0, y: -40, width: 100, height: 30))
    }

    @Test("CTR-1 a split view controller shows one column on a phone and columns side by side on an iPad; touches reach the primary's button")
    func splitViewController() {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController(), secondary = UIViewController()
        let item = UIButton(type: .system)
        item.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        var opened = 0
        item.addAction(UIAction { _ in opened += 1 }, for: .primaryActionTriggered)
        primary.view.addSubview(item)
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let phone = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        split.view.frame = phone.bounds
        phone.addSubview(split.view)
        phone.makeKeyAndVisible()
        let phoneScreen = TouchScreen(window: phone)
        phoneScreen.runLayoutPass()
        #expect(split.isCollapsed && split.displayMode == .secondaryOnly)
        #expect(primary.view.superview === split.view && secondary.view.superview == nil && primary.view.frame == phone.bounds)
        phoneScreen.tap(at: CGPoint(x: 100, y: 20))
        #expect(opened == 1)

        let padScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1180, height: 820), scale: 2)
        let scene = UIWindowScene(screen: padScreen)
        let pad = UIWindow(windowScene: scene)
        split.view.removeFromSuperview()
        split.view.frame = pad.bounds
        pad.addSubview(split.view)
        split.view.setNeedsLayout()
        pad.makeKeyAndVisible()
        let screen = TouchScreen(window: pad)
        screen.runLayoutPass()
        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(secondary.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
        screen.tap(at: CGPoint(x: 100, y: 20))
        #expect(opened == 2)
        split.hide(.primary)
        screen.runLayoutPass()
        #expect(primary.view.superview == nil && secondary.view.frame == pad.bounds)
    }
}
