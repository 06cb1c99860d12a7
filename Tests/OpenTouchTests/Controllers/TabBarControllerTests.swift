import Foundation
import Testing
@testable import OpenTouch

@Suite("Tabs: a tab bar whose items a finger taps to switch, with the delegate and the appearance calls (VC-6)")
@MainActor
struct TabBarControllerTests {
    final class Gate: UITabBarControllerDelegate {
        let log: CallbackLog
        var refuse: UIViewController?
        init(log: CallbackLog) { self.log = log }
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            log.append("shouldSelect \(LifecycleController.name(of: viewController))")
            return viewController !== refuse
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            log.append("didSelect \(LifecycleController.name(of: viewController))")
        }
    }

    @Test("VC-6 VC-2 a tap on a tab: shouldSelect, the switch's appearance calls, didSelect; a refused tab stays unselected; code selects without the delegate")
    func switching() {
        let log = CallbackLog()
        let home = LifecycleController("home", log: log), settings = LifecycleController("settings", log: log), profile = LifecycleController("profile", log: log)
        home.title = "Home"
        settings.title = "Settings"
        profile.title = "Profile"
        let tabs = UITabBarController()
        tabs.viewControllers = [home, settings, profile]
        let gate = Gate(log: log)
        tabs.delegate = gate
        let screen = phoneScreen(root: tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83), "49 points of bar over the 34-point home indicator")
        #expect(home.view.safeAreaInsets.bottom == 83 && tabs.selectedViewController === home && home.tabBarController === tabs)
        #expect(tabs.tabBar.itemButtons.map(\.currentTitle) == ["Home", "Settings", "Profile"])
        _ = log.take()

        func tapTab(_ index: Int) {
            let button = tabs.tabBar.itemButtons[index]
            screen.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        }
        tapTab(1)
        #expect(log.take().filter { !$0.contains("Layout") } == ["shouldSelect settings", "settings loadView", "settings viewDidLoad",
                                                                 "home viewWillDisappear", "settings viewWillAppear",
                                                                 "home viewDidDisappear", "settings viewDidAppear", "didSelect settings"])
        #expect(tabs.selectedIndex == 1 && tabs.tabBar.itemButtons[1].isSelected && !tabs.tabBar.itemButtons[0].isSelected)
        gate.refuse = profile
        tapTab(2)
        #expect(log.take().filter { !$0.contains("Layout") } == ["shouldSelect profile"] && tabs.selectedIndex == 1,
                "refused: nothing switches (the layout pass before the tap laid the new tab out)")
        tabs.selectedIndex = 0
        #expect(log.take().filter { !$0.contains("Layout") } == ["settings viewWillDisappear", "home viewWillAppear", "settings viewDidDisappear", "home viewDidAppear"])
    }

    @Test("VC-6 VC-5 the selected tab tapped again takes its navigation stack back to the root")
    func retapPopsToRoot() {
        let feed = UIViewController(), post = UIViewController()
        feed.title = "Feed"
        let navigation = UINavigationController(rootViewController: feed)
        navigation.title = "Feed"
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let screen = phoneScreen(root: tabs)
        navigation.pushViewController(post, animated: false)
        screen.advance(by: 0.1)
        let button = tabs.tabBar.itemButtons[0]
        screen.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        screen.advance(by: 0.5)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === feed && tabs.selectedIndex == 0)
    }
}

@Suite("More tabs than the bar holds: the More tab and its list (BAR-5)")
@MainActor
struct MoreTabTests {
    @Test("BAR-5 seven tabs: four and More; More lists the rest, a row pushes its controller, which is then the selected one; code selects into the list too")
    func moreNavigation() throws {
        let log = CallbackLog()
        let pages = (1...7).map { number -> LifecycleController in
            let page = LifecycleController("t\(number)", log: log)
            page.title = "T\(number)"
            return page
        }
        let tabs = UITabBarController()
        tabs.viewControllers = pages
        final class Gate: UITabBarControllerDelegate {
            var heard: [String] = []
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                heard.append("shouldSelect \(viewController === tabBarController.moreNavigationController ? "More" : viewController.title ?? "")")
                return true
            }
        }
        let gate = Gate()
        tabs.delegate = gate
        let screen = phoneScreen(root: tabs)
        #expect(tabs.tabBar.itemButtons.map(\.currentTitle) == ["T1", "T2", "T3", "T4", "More"])
        #expect(tabs.viewControllers?.count == 7 && tabs.selectedIndex == 0 && tabs.customizableViewControllers?.count == 7)
        let more = tabs.tabBar.itemButtons[4]
        screen.tap(at: more.convert(CGPoint(x: more.bounds.midX, y: more.bounds.midY), to: nil))
        #expect(gate.heard == ["shouldSelect More"] && tabs.selectedViewController === tabs.moreNavigationController && tabs.selectedIndex == NSNotFound)
        screen.runLayoutPass()
        let list = tabs.moreNavigationController.viewControllers[0] as! UITableViewController
        #expect(list.tableView.numberOfRows(inSection: 0) == 3 && list.title == "More")
        let row = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(row.textLabel?.text == "T6")
        screen.tap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil))
        screen.advance(by: 1)
        #expect(tabs.selectedViewController === pages[5] && tabs.selectedIndex == 5 && pages[5].view.window != nil)
        #expect(pages[5].tabBarController === tabs && pages[5].navigationController === tabs.moreNavigationController)
        tabs.moreNavigationController.popViewController(animated: false)
        screen.advance(by: 1)
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        tabs.selectedIndex = 6
        screen.advance(by: 1)
        #expect(tabs.moreNavigationController.topViewController === pages[6] && pages[6].view.window != nil && tabs.selectedIndex == 6)
        tabs.selectedIndex = 0
        #expect(pages[0].view.window != nil && tabs.moreNavigationController.viewIfLoaded?.window == nil)
    }

    @Test("BAR-6 the More list's Edit arranges the tabs: a button dragged onto a tab of the bar takes its place, Done ends it, the delegate hears begin, will end and did end with whether anything changed")
    func arrangeTabs() throws {
        let pages = (1...7).map { number -> UIViewController in
            let page = UIViewController()
            page.title = "T\(number)"
            page.tabBarItem = UITabBarItem(title: "T\(number)", image: nil, tag: number)
            return page
        }
        final class Arranger: UITabBarControllerDelegate {
            var heard: [String] = []
            func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
                heard.append("willBegin \(viewControllers.count)")
            }
            func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool) {
                heard.append("willEnd \(viewControllers.compactMap(\.title).joined(separator: ",")) changed \(changed)")
            }
            func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
                heard.append("didEnd changed \(changed)")
            }
        }
        let tabs = UITabBarController()
        tabs.viewControllers = pages
        let arranger = Arranger()
        tabs.delegate = arranger
        let screen = phoneScreen(root: tabs)
        tabs.selectedIndex = 1
        screen.advance(by: 0.5)
        tabs.selectedIndex = NSNotFound
        screen.advance(by: 0.5)
        screen.tap(try #require(screen.find(label: "Edit")))
        screen.advance(by: 0.5)
        #expect(arranger.heard == ["willBegin 7"] && screen.find(label: "Configure") != nil)

        // T6 dragged onto the bar's second tab, T2's.
        let six = try #require(screen.find(label: "T6"))
        let target = tabs.tabBar.itemButtons[1]
        screen.drag(from: six.convert(CGPoint(x: six.bounds.midX, y: six.bounds.midY), to: nil),
                    to: target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: nil), duration: 0.6, steps: 12)
        screen.advance(by: 0.5)
        #expect(tabs.tabBar.itemButtons.map(\.currentTitle) == ["T1", "T6", "T3", "T4", "More"])
        #expect(tabs.viewControllers?.compactMap(\.title) == ["T1", "T6", "T3", "T4", "T5", "T2", "T7"])
        #expect(tabs.selectedViewController === tabs.moreNavigationController, "the More list stays selected")
        screen.tap(try #require(screen.find(label: "Done")))
        screen.advance(by: 0.5)
        #expect(arranger.heard == ["willBegin 7", "willEnd T1,T6,T3,T4,T5,T2,T7 changed true", "didEnd changed true"])
        #expect(screen.find(label: "Configure") == nil)
        let list = tabs.moreNavigationController.viewControllers[0] as! UITableViewController
        #expect(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "T2")

        tabs.customizableViewControllers = []
        tabs.selectedIndex = 0
        screen.advance(by: 0.5)
        tabs.selectedIndex = NSNotFound
        screen.advance(by: 0.5)
        #expect(screen.find(label: "Edit") == nil, "nothing to arrange: no Edit")
    }

    @Test("BAR-5 VC-5 a navigation controller in the More list lends its controllers to the More tab, which shows them under the list; they go back when the list shows again, with what was pushed on them")
    func navigationControllersInMore() throws {
        let roots = (1...6).map { number -> UIViewController in
            let root = UIViewController()
            root.title = "T\(number)"
            return root
        }
        let stacks = roots.map { root -> UINavigationController in
            let navigation = UINavigationController(rootViewController: root)
            navigation.tabBarItem = UITabBarItem(title: root.title, image: nil, tag: 0)
            return navigation
        }
        let tabs = UITabBarController()
        tabs.viewControllers = stacks
        let screen = phoneScreen(root: tabs)
        tabs.selectedViewController = stacks[5]
        screen.advance(by: 1)
        let more = tabs.moreNavigationController
        #expect(more.viewControllers.count == 2 && more.topViewController === roots[5] && stacks[5].viewControllers.isEmpty)
        #expect(roots[5].navigationController === more && roots[5].view.window != nil && tabs.selectedViewController === stacks[5])
        let detail = UIViewController()
        roots[5].navigationController?.pushViewController(detail, animated: true)
        screen.advance(by: 1)
        #expect(more.viewControllers.count == 3)

        // Another row: the stack that was lent goes back whole, and the new one is lent.
        let list = more.viewControllers[0] as! UITableViewController
        more.popToRootViewController(animated: false)
        screen.advance(by: 1)
        #expect(stacks[5].viewControllers == [roots[5]], "a pop to the list gave the root back; what was pushed on it went with the pop")
        #expect(roots[5].navigationController === stacks[5])
        let row = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(row.textLabel?.text == "T5")
        screen.tap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil))
        screen.advance(by: 1)
        #expect(more.topViewController === roots[4] && tabs.selectedViewController === stacks[4] && stacks[4].viewControllers.isEmpty)
        tabs.selectedViewController = stacks[3]
        screen.advance(by: 1)
        #expect(more.topViewController === roots[4], "switching tabs keeps the More tab as it was")
    }
}

@Suite("A disabled tab (VC-6)")
@MainActor
struct DisabledTabTests {
    @Test("VC-6 a tab bar item with isEnabled false, even set after the tabs, takes no tap: no delegate call, no selection, nothing swapped")
    func disabledItem() {
        let log = CallbackLog()
        let first = LifecycleController("first", log: log), second = LifecycleController("second", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        final class Gate: UITabBarControllerDelegate {
            var heard = 0
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                heard += 1
                return true
            }
        }
        let gate = Gate()
        tabs.delegate = gate
        let screen = phoneScreen(root: tabs)
        second.tabBarItem.isEnabled = false
        _ = log.take()
        let button = tabs.tabBar.itemButtons[1]
        screen.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        #expect(gate.heard == 0 && tabs.selectedIndex == 0 && log.take().filter { !$0.contains("Layout") }.isEmpty)
        second.tabBarItem.isEnabled = true
        screen.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        #expect(gate.heard == 1 && tabs.selectedIndex == 1)
    }
}
