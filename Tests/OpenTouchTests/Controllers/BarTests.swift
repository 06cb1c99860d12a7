import Foundation
import Testing
@testable import OpenTouch

@Suite("Bars: a navigation controller's toolbar and the appearances bars apply as content scrolls (BAR-1, BAR-2)")
@MainActor
struct BarTests {
    @Test("BAR-1 the top controller's toolbar items along the bottom: spaces share the room, a tap performs the item, the content's safe area grows")
    func toolbar() {
        let log = CallbackLog()
        let list = ScrollingListController(), detail = UIViewController()
        list.toolbarItems = [UIBarButtonItem(title: "Delete", primaryAction: UIAction { _ in log.append("delete") }),
                             .flexibleSpace(),
                             UIBarButtonItem(title: "Share", primaryAction: UIAction { _ in log.append("share") }),
                             .fixedSpace(20)]
        let navigation = UINavigationController(rootViewController: list)
        #expect(navigation.isToolbarHidden)
        navigation.isToolbarHidden = false
        let screen = phoneScreen(root: navigation)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 766, width: 390, height: 78), "44 points above the home indicator's 34")
        #expect(list.view.safeAreaInsets.bottom == 78)
        let buttons = navigation.toolbar.itemViews.compactMap { $0 }
        #expect(buttons.count == 2 && buttons[0].frame.minX == 8 && buttons[1].frame.maxX == 390 - 8 - 20 - 8, "the fixed space keeps 20 points at the end")
        screen.tap(at: buttons[1].convert(CGPoint(x: buttons[1].bounds.midX, y: buttons[1].bounds.midY), to: nil))
        #expect(log.take() == ["share"])
        navigation.pushViewController(detail, animated: false)
        screen.advance(by: 0.1)
        #expect(navigation.toolbar.items == nil, "the pushed controller has no toolbar items")
        navigation.popViewController(animated: false)
        screen.advance(by: 0.1)
        #expect(navigation.toolbar.items?.count == 4)
        navigation.setToolbarHidden(true, animated: false)
        screen.runLayoutPass()
        #expect(navigation.toolbar.superview == nil && list.view.safeAreaInsets.bottom == 34)
    }

    @Test("BAR-7 appearances reach the text: the navigation bar's title and buttons, the tab bar's items, by state; without attributes, UIKit's own")
    func appearanceText() throws {
        let list = ScrollingListController()
        list.title = "Notes"
        list.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
        list.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: list)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        let titleFont = UIFont.boldSystemFont(ofSize: 20)
        appearance.titleTextAttributes = [.foregroundColor: UIColor.systemRed, .font: titleFont]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        appearance.buttonAppearance.disabled.titleTextAttributes = [.foregroundColor: UIColor.systemGray]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(title: "Other", image: nil, tag: 1)
        navigation.tabBarItem = UITabBarItem(title: "Notes", image: nil, tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        let tabLooks = UITabBarAppearance()
        tabLooks.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGray]
        tabLooks.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        tabLooks.stackedLayoutAppearance.selected.iconColor = .systemGreen
        tabs.tabBar.standardAppearance = tabLooks
        tabs.tabBar.scrollEdgeAppearance = tabLooks
        let screen = phoneScreen(root: tabs)
        let bar = navigation.navigationBar
        #expect(bar.titleLabel.textColor == .systemRed && bar.titleLabel.font == titleFont)
        let add = try #require(screen.find(label: "Add") as? UIButton), save = try #require(screen.find(label: "Save") as? UIButton)
        #expect(add.titleColor(for: .normal) == .systemOrange && add.titleColor(for: .disabled) == .systemGray)
        #expect(save.titleLabel?.font == UIFont.boldSystemFont(ofSize: 17), "a done item is bold, as the done button appearance says by default")
        let notesTab = tabs.tabBar.itemButtons[0], otherTab = tabs.tabBar.itemButtons[1]
        #expect(notesTab.isSelected && notesTab.titleColor(for: .selected) == .systemGreen && notesTab.tintColor == .systemGreen)
        #expect(otherTab.titleColor(for: .normal) == .systemGray)

        navigation.navigationBar.standardAppearance = UINavigationBarAppearance()
        navigation.navigationBar.scrollEdgeAppearance = nil
        screen.runLayoutPass()
        #expect(bar.titleLabel.textColor == .label && bar.titleLabel.font == UINavigationBar.titleFont, "no attributes: UIKit's title")
    }

    @Test("ACC-1 BAR-1 a bar button item's accessibility label and hint go to the button the bar shows for it, in place of its title")
    func barItemAccessibility() throws {
        let list = ScrollingListController()
        var composed = 0
        let compose = UIBarButtonItem(systemItem: .compose, primaryAction: UIAction { _ in composed += 1 })
        compose.accessibilityLabel = "New note"
        compose.accessibilityHint = "Starts an empty note"
        let count = UIBarButtonItem(title: "2 notes", style: .plain, target: nil, action: nil)
        list.toolbarItems = [count, .flexibleSpace(), compose]
        let navigation = UINavigationController(rootViewController: list)
        navigation.isToolbarHidden = false
        let screen = phoneScreen(root: navigation)
        let button = try #require(screen.find(label: "New note"))
        #expect(button.accessibilityHint == "Starts an empty note" && screen.find(label: "2 notes") != nil, "a title is the label otherwise")
        screen.tap(button)
        #expect(composed == 1)
        compose.accessibilityLabel = "Compose"
        #expect(button.accessibilityLabel == "Compose", "a change reaches the shown button")
    }

    @Test("BAR-2 at the content's top edge the navigation bar shows its scroll-edge looks (the standard ones made transparent when there are none); scrolled, the standard ones; an item's own take their place")
    func navigationBarAppearances() {
        let list = ScrollingListController()
        let navigation = UINavigationController(rootViewController: list)
        let screen = phoneScreen(root: navigation)
        let bar = navigation.navigationBar
        #expect(bar.appliedAppearance?.backgroundColor == .clear, "at the top: transparent")
        screen.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.5, steps: 10)
        screen.advance(by: 3)
        #expect(bar.appliedAppearance === bar.standardAppearance && bar.background.backgroundColor == .systemBackground)
        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        opaque.backgroundColor = .systemRed
        let copy: UINavigationBarAppearance = opaque.copy()
        #expect(copy !== opaque && copy.backgroundColor == .systemRed)
        list.navigationItem.standardAppearance = copy
        #expect(bar.appliedAppearance === copy, "the item's own")
        bar.scrollEdgeAppearance = opaque
        list.scrollView.setContentOffset(CGPoint(x: 0, y: -list.scrollView.adjustedContentInset.top), animated: false)
        #expect(bar.appliedAppearance === opaque && bar.background.convert(bar.background.bounds, to: nil).minY == 0, "behind the status bar too")
    }

    @Test("BAR-2 a tab bar shows its scroll-edge looks while the selected tab's content ends at it, and always for a tab without a scroll view")
    func tabBarAppearances() {
        let list = ScrollingListController(), other = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [list, other]
        let screen = phoneScreen(root: tabs)
        #expect(tabs.tabBar.appliedAppearance === tabs.tabBar.standardAppearance, "the long list goes on under the bar")
        tabs.selectedIndex = 1
        screen.runLayoutPass()
        #expect(tabs.tabBar.appliedAppearance?.backgroundColor == .clear, "no scroll view: the edge, made transparent")
        tabs.selectedIndex = 0
        screen.runLayoutPass()
        list.scrollView.setContentOffset(CGPoint(x: 0, y: 3000 + list.scrollView.adjustedContentInset.bottom - list.scrollView.bounds.height), animated: false)
        #expect(tabs.tabBar.appliedAppearance?.backgroundColor == .clear, "scrolled to its end")
    }
}

@Suite("Where a toolbar sits (BAR-9)")
@MainActor
struct ToolbarPositionTests {
    @Test("BAR-9 a toolbar's position is its delegate's answer, .any without one; a navigation controller's is at the bottom and takes no delegate")
    func position() {
        final class Top: NSObject, UIToolbarDelegate {
            func position(for bar: UIBarPositioning) -> UIBarPosition { .top }
        }
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(toolbar.barPosition == .any)
        let top = Top()
        toolbar.delegate = top
        #expect(toolbar.barPosition == .top && toolbar.delegate === top)
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(navigation.toolbar.barPosition == .bottom)
        let reported = reports { navigation.toolbar.delegate = top }
        #expect(reported.count == 1 && navigation.toolbar.delegate == nil && navigation.toolbar.barPosition == .bottom)
    }
}

@Suite("Bars that make way for the keyboard and for a compact height (BAR-8)")
@MainActor
struct BarsMakingWayTests {
    @Test("BAR-8 hidesBarsWhenKeyboardAppears: a tap on a field in the content brings the keyboard up and hides the bars, the toolbar with them")
    func keyboardHidesTheBars() throws {
        let form = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 350, height: 34))
        form.view.addSubview(field)
        form.toolbarItems = [UIBarButtonItem(title: "Send", style: .plain, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: form)
        navigation.isToolbarHidden = false
        navigation.hidesBarsWhenKeyboardAppears = true
        let screen = phoneScreen(root: navigation)
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
        screen.tap(field)
        screen.advance(by: 0.5)
        #expect(field.isFirstResponder && navigation.isNavigationBarHidden && navigation.isToolbarHidden)
        field.resignFirstResponder()
        screen.advance(by: 0.5)
        #expect(navigation.isNavigationBarHidden, "they stay hidden when the keyboard goes, as in UIKit")

        let other = UINavigationController(rootViewController: UIViewController())
        let plain = UITextField(frame: CGRect(x: 20, y: 200, width: 350, height: 34))
        other.topViewController?.view.addSubview(plain)
        let otherScreen = phoneScreen(root: other)
        otherScreen.tap(plain)
        otherScreen.advance(by: 0.5)
        #expect(plain.isFirstResponder && !other.isNavigationBarHidden, "not without the setting")
    }

    @Test("BAR-8 hidesBarsWhenVerticallyCompact: turned to landscape on a phone the bars hide; back in portrait they come back")
    func compactHeightHidesTheBars() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.hidesBarsWhenVerticallyCompact = true
        let screen = TouchScreen(rootViewController: navigation, device: .iPhone16e)
        screen.settle()
        #expect(!navigation.isNavigationBarHidden)
        screen.setOrientation(.landscape)
        screen.settle()
        #expect(navigation.traitCollection.verticalSizeClass == .compact && navigation.isNavigationBarHidden)
        screen.setOrientation(.portrait)
        screen.settle()
        #expect(!navigation.isNavigationBarHidden)
    }
}

@Suite("Bars leaving with a push: hidesBottomBarWhenPushed (BAR-3)")
@MainActor
struct BottomBarTests {
    @Test("BAR-3 a pushed controller that hides the bottom bar takes the tab bar away with the push, keeps it away for later pushes, and the pop back to the root brings it back")
    func hidesBottomBarWhenPushed() {
        let list = UIViewController(), detail = UIViewController(), deeper = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let screen = phoneScreen(root: tabs)
        #expect(!tabs.tabBar.isHidden && list.view.safeAreaInsets.bottom == 83)
        navigation.pushViewController(detail, animated: true)
        #expect(tabs.tabBar.isHidden, "it leaves as the push begins")
        screen.advance(by: 1)
        #expect(detail.view.safeAreaInsets.bottom == 34, "the content reaches the home indicator")
        navigation.pushViewController(deeper, animated: true)
        screen.advance(by: 1)
        #expect(tabs.tabBar.isHidden && deeper.view.safeAreaInsets.bottom == 34, "still away")
        navigation.popToRootViewController(animated: true)
        #expect(!tabs.tabBar.isHidden)
        screen.advance(by: 1)
        #expect(list.view.safeAreaInsets.bottom == 83 && tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
    }

    @Test("BAR-3 VC-13 a back swipe from a controller that hides the bar brings it in with the controller below, following the finger; let go short, it goes away again")
    func backSwipeBringsTheBarIn() {
        let list = UIViewController(), detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let screen = phoneScreen(root: tabs)
        navigation.pushViewController(detail, animated: false)
        screen.advance(by: 0.5)
        #expect(tabs.tabBar.isHidden)
        // Half way: the controller below and the bar 0.3 × 390 × 0.5 = 58.5 points to the left.
        let finger = screen.touchDown(at: CGPoint(x: 2, y: 400))
        for step in 1...10 { finger.move(to: CGPoint(x: 2 + CGFloat(step) * 19.3, y: 400)); screen.advance(by: 1.0 / 60) }
        #expect(!tabs.tabBar.isHidden && abs(tabs.tabBar.frame.minX - list.view.frame.minX) < 0.01 && tabs.tabBar.frame.minX < -50)
        screen.advance(by: 0.3)
        finger.lift()
        screen.advance(by: 1)
        #expect(navigation.topViewController === detail && tabs.tabBar.isHidden && tabs.tabBar.frame.minX == 0, "let go short and slow: back as it was")

        screen.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.4, steps: 10)
        screen.advance(by: 1)
        #expect(navigation.topViewController === list && !tabs.tabBar.isHidden && tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
    }
}

@Suite("Bars hidden by a tap or a swipe (BAR-4)")
@MainActor
struct BarHidingTests {
    @Test("BAR-4 hidesBarsOnTap: a tap on the content hides the bars and the next shows them; a button keeps its own tap")
    func onTap() {
        let log = CallbackLog()
        let list = ScrollingListController()
        list.toolbarItems = [.flexibleSpace()]
        let navigation = UINavigationController(rootViewController: list)
        navigation.isToolbarHidden = false
        navigation.hidesBarsOnTap = true
        let screen = phoneScreen(root: navigation)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 300, width: 100, height: 44)
        button.addAction(UIAction { _ in log.append("button") }, for: .touchUpInside)
        list.scrollView.addSubview(button)
        #expect(navigation.barHideOnTapGestureRecognizer.view === navigation.view && navigation.barHideOnSwipeGestureRecognizer.view == nil)
        screen.tap(at: CGPoint(x: 200, y: 500))
        screen.runLayoutPass()
        #expect(navigation.isNavigationBarHidden && navigation.isToolbarHidden && list.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        screen.tap(at: button.convert(CGPoint(x: 50, y: 22), to: nil))
        #expect(log.take() == ["button"] && navigation.isNavigationBarHidden, "the button's tap is its own")
        screen.advance(by: 0.5)
        screen.tap(at: CGPoint(x: 200, y: 600))
        screen.runLayoutPass()
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden && list.view.safeAreaInsets.top == 91)
    }

    @Test("BAR-4 hidesBarsOnSwipe: a swipe up hides the bars while the content scrolls, a swipe down shows them")
    func onSwipe() {
        let list = ScrollingListController()
        let navigation = UINavigationController(rootViewController: list)
        navigation.hidesBarsOnSwipe = true
        let screen = phoneScreen(root: navigation)
        screen.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.5, steps: 10)
        screen.advance(by: 3)
        #expect(navigation.isNavigationBarHidden && list.scrollView.contentOffset.y > 200, "hidden, and the list scrolled")
        screen.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), duration: 0.5, steps: 10)
        #expect(!navigation.isNavigationBarHidden)
    }
}
